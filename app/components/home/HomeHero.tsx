// The hero: the slogan, the product in one sentence, the two calls to action, the user claims, and the
// event banner that opens the Hub page in a new tab.
import { homeContent } from "../../content/home.ts";
import { downloadLink, whitepaperLink } from "../../navigation.ts";
import { brand, site } from "../../site.ts";
import { Picture } from "./Picture.tsx";

const { hero, claims, eventBanner } = homeContent;
/** The slogan's second half ("All About The People") carries the accent. */
const comma = hero.title.indexOf(", ");

export function HomeHero() {
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero-inner">
          <div className="hero-copy">
            <p className="eyebrow">{hero.eyebrow}</p>
            <h1 id="hero-title">
              {comma > 0 ? (
                <>
                  {hero.title.slice(0, comma + 1)} <span className="hero-accent">{hero.title.slice(comma + 2)}</span>
                </>
              ) : (
                hero.title
              )}
            </h1>
            <p className="lead">{brand(hero.lead)}</p>
            <div className="hero-actions">
              <a className="btn btn-primary btn-lg" href={downloadLink.href}>
                {downloadLink.label}
              </a>
              <a className="btn btn-ghost btn-lg" href={whitepaperLink.href} target="_blank" rel="noopener noreferrer">
                Read the {whitepaperLink.label}
              </a>
            </div>
            <ul className="hero-claims">
              {claims.map((c) => (
                <li key={c.label}>
                  <strong>{c.value}</strong> {c.label}
                </li>
              ))}
            </ul>
          </div>
          <Picture image={hero.image} smaller={hero.smaller} className="hero-art" load="priority" />
        </div>
      </section>
      <div className="event-banner-wrap">
        <a className="event-banner" href={site.links.hubBanner} target="_blank" rel="noopener noreferrer">
          <Picture image={eventBanner.image} narrow={eventBanner.narrow} load="eager" />
        </a>
      </div>
    </>
  );
}
