// The networking layer: a side navigation (island) beside the four parts, which stay server HTML.
import { home } from "../../content/home.ts";
import { image } from "../../content/media.ts";
import { useI18n } from "../../i18n/context.tsx";
import DocsNav from "../../islands/DocsNav.tsx";
import { Picture } from "../../ui/Picture.tsx";
import { Island } from "../Island.tsx";
import { SectionHead } from "./SectionHead.tsx";

function WalletExtras() {
  const { m } = useI18n();
  const docs = m.home.docs;
  return (
    <>
      <h4 className="mpc-title">{docs.mpcTitle}</h4>
      <ol className="mpc-steps">
        {docs.mpcSteps.map((s) => (
          <li key={s.title}>
            <strong>{s.title}</strong>
            <span>{s.text}</span>
          </li>
        ))}
      </ol>
      <ul className="partner-links">
        {home.docs.partners.map((p, i) => (
          <li key={p.name}>
            <a href={p.href} target="_blank" rel="noopener noreferrer">
              <span className="partner-role">{docs.partnerRoles[i]}</span>
              <span className="partner-name">{p.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

export function DocsSection() {
  const { m } = useI18n();
  const docs = m.home.docs;
  const parts = home.docs.parts.map((p, i) => ({ ...p, ...docs.parts[i]! }));
  return (
    <section id="docs" className="home-section home-docs" aria-labelledby="docs-title">
      <div className="home-inner">
        <SectionHead num="03" eyebrow={m.home.sectionLabels.docs} title={docs.title} intro={docs.intro} id="docs-title" />
        <div className="docs-layout">
          <div className="docs-nav-col">
            <Island component={DocsNav} props={{ label: docs.title, items: parts.map((p) => ({ id: p.id, label: p.label })) }} />
          </div>
          <div className="docs-items">
            {parts.map((p, i) => (
              <article key={p.id} id={p.id} className="docs-item" aria-labelledby={`${p.id}-title`}>
                <div className="docs-item-text">
                  <p className="docs-item-num" aria-hidden="true">
                    {String(i + 1).padStart(2, "0")}
                  </p>
                  <h3 id={`${p.id}-title`}>{p.title}</h3>
                  <p>{p.text}</p>
                  <ul className="check-list">
                    {p.points.map((pt) => (
                      <li key={pt}>{pt}</li>
                    ))}
                  </ul>
                </div>
                <Picture image={image(p.image)} alt={m.media[p.image]} sizes="(max-width: 760px) calc(100vw - 80px), 380px" className="docs-item-art" />
                {p.id === "wallet" && (
                  // How the wallet signs, and its partners: across the item under its words and picture (in the words'
                  // column they ran far below the picture).
                  <div className="docs-item-extra">
                    <WalletExtras />
                  </div>
                )}
              </article>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
