// The networking layer: a side navigation (island) beside the four parts, which stay server HTML.
import { homeContent } from "../../content/home.ts";
import DocsNav from "../../islands/DocsNav.tsx";
import { Island } from "../../islands/Island.tsx";
import { brand } from "../../site.ts";
import { Picture } from "./Picture.tsx";
import { SectionHead } from "./SectionHead.tsx";

const { docs } = homeContent;

function WalletExtras() {
  return (
    <>
      <h4 className="mpc-title">How the MPC wallet signs</h4>
      <ol className="mpc-steps">
        {docs.mpcSteps.map((s) => (
          <li key={s.title}>
            <strong>{s.title}</strong>
            <span>{s.text}</span>
          </li>
        ))}
      </ol>
      <ul className="partner-links">
        {docs.partners.map((p) => (
          <li key={p.name}>
            <a href={p.href} target="_blank" rel="noopener noreferrer">
              <span className="partner-role">{p.role}</span>
              <span className="partner-name">{p.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

export function DocsSection() {
  return (
    <section id="docs" className="home-section home-docs" aria-labelledby="docs-title">
      <div className="home-inner">
        <SectionHead num="03" eyebrow="Infrastructure" title={docs.title} intro={docs.intro} id="docs-title" />
        <div className="docs-layout">
          <div className="docs-nav-col">
            <Island
              name="DocsNav"
              component={DocsNav}
              props={{ label: docs.title, items: docs.parts.map((p) => ({ id: p.id, label: p.label })) }}
            />
          </div>
          <div className="docs-items">
            {docs.parts.map((p, i) => (
              <article key={p.id} id={p.id} className="docs-item" aria-labelledby={`${p.id}-title`}>
                <div className="docs-item-text">
                  <p className="docs-item-num" aria-hidden="true">
                    {String(i + 1).padStart(2, "0")}
                  </p>
                  <h3 id={`${p.id}-title`}>{p.title}</h3>
                  <p>{brand(p.text)}</p>
                  <ul className="check-list">
                    {p.points.map((pt) => (
                      <li key={pt}>{pt}</li>
                    ))}
                  </ul>
                  {p.id === "wallet" && <WalletExtras />}
                </div>
                <Picture image={p.image} className="docs-item-art" />
              </article>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
