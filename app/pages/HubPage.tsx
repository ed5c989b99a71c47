import { Layout } from "../components/Layout.tsx";
import { Picture } from "../components/Picture.tsx";
import { hubArticle, hubIntro, hubOffers, hubSteps, hubStoreLinks } from "../content/hub.ts";
import { HUB_ICON_SIZE, hubArt, hubIconAlt, hubIconPath } from "../content/media.ts";
import type { PageContext } from "../page-context.ts";
import { site } from "../site.ts";

const newTab = { target: "_blank", rel: "noopener noreferrer" } as const;

export function HubPage(_: { ctx: PageContext }) {
  const article = hubArticle();
  return (
    <Layout kind="hub">
      <section className="hub-hero" aria-labelledby="hub-title">
        <div className="hub-hero-text">
          <p className="eyebrow">The community&apos;s home base</p>
          <h1 id="hub-title">{`${site.name} Hub`}</h1>
          <p className="lead">{hubIntro}</p>
          <div className="hub-actions">
            <a className="btn btn-primary" href="#join">
              How to join
            </a>
            <a className="btn btn-ghost" href={`/blog/${article.slug}`}>
              Why join the Hub
            </a>
          </div>
        </div>
        <Picture className="hub-art" {...hubArt} load="priority" />
      </section>

      <section className="hub-section" aria-labelledby="hub-offers-title">
        <h2 id="hub-offers-title">What the Hub offers</h2>
        <ul className="hub-offers">
          {hubOffers.map((o) => (
            <li key={o.icon} className="hub-offer">
              <img src={hubIconPath(o.icon)} width={HUB_ICON_SIZE} height={HUB_ICON_SIZE} alt={hubIconAlt[o.icon]} loading="lazy" />
              <h3>{o.title}</h3>
              <p>{o.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="join" className="hub-section" aria-labelledby="hub-join-title">
        <h2 id="hub-join-title">How to join</h2>
        <ol className="hub-steps">
          {hubSteps.map((s) => (
            <li key={s.title} className="hub-step">
              <h3>{s.title}</h3>
              <p>{s.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="hub-section hub-cta" aria-labelledby="hub-cta-title">
        <div>
          <h2 id="hub-cta-title">Get the app and open the Hub</h2>
          <p>
            {`The Hub lives inside the ${site.name} app. New to it? Read `}
            <a href={`/blog/${article.slug}`}>{article.title}</a>.
          </p>
        </div>
        <ul className="store-links">
          {hubStoreLinks.map((l) => (
            <li key={l.href}>
              <a className="btn btn-primary" href={l.href} {...newTab}>
                {l.label}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </Layout>
  );
}
