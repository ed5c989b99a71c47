// The hero: the slogan, the product in one sentence, the two calls to action, the user claims and the signature
// visual; then the event banner that opens the Hub page in a new tab (its words are HTML over the art).
import { eventTimeParts, HUB_EVENT_AT } from "../../content/event-time.ts";
import { home } from "../../content/home.ts";
import { format } from "../../i18n/messages.ts";
import { image } from "../../content/media.ts";
import { useI18n } from "../../i18n/context.tsx";
import { downloadLink, whitepaperLink } from "../navigation.ts";
import { site } from "../../site.ts";
import { Picture } from "../../ui/Picture.tsx";

export function HomeHero() {
  const { m, href, locale } = useI18n();
  const slogan = m.chrome.site.slogan;
  // The slogan's second half ("All About The People") carries the accent: after its comma, Latin or Arabic.
  const comma = slogan.search(/[,،] /);
  const banner = m.home.eventBanner;
  const when = eventTimeParts(HUB_EVENT_AT, locale, "UTC");
  // "Launched {when}": the words around the date, which is markup of its own.
  const launched = banner.launched.split("{when}");
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero-inner">
          <div className="hero-copy">
            <p className="eyebrow">{m.chrome.site.tagline}</p>
            <h1 id="hero-title">
              {comma > 0 ? (
                <>
                  {slogan.slice(0, comma + 1)} <span className="hero-accent">{slogan.slice(comma + 2)}</span>
                </>
              ) : (
                slogan
              )}
            </h1>
            <p className="lead">{m.home.hero.lead}</p>
            <div className="hero-actions">
              <a className="btn btn-primary btn-lg" href={href(downloadLink(m).href)}>
                {downloadLink(m).label}
              </a>
              <a className="btn btn-ghost btn-lg" href={whitepaperLink(m).href} target="_blank" rel="noopener noreferrer">
                {m.home.hero.readWhitepaper}
              </a>
            </div>
            <ul className="hero-claims">
              {m.home.hero.claims.map((c) => (
                <li key={c.label}>
                  <strong>{c.value}</strong> {c.label}
                </li>
              ))}
            </ul>
          </div>
          <Picture
            image={image(home.hero.image)}
            alt={m.media["home/hero"]}
            sizes="(max-width: 760px) calc(100vw - 40px), (max-width: 1100px) 44vw, 540px"
            className="hero-art"
            load="priority"
          />
        </div>
      </section>
      <div className="event-banner-wrap">
        <a className="event-banner" href={href(site.links.hubBanner)} target="_blank" rel="noopener noreferrer">
          <Picture
            image={image(home.eventBanner.image)}
            alt={format(banner.date, { when: `${when.day}, ${when.time}` })}
            sizes="(max-width: 1240px) calc(100vw - 40px), 1160px"
            narrow={{ image: image(home.eventBanner.narrow), sizes: "calc(100vw - 40px)" }}
            className="event-banner-art"
          />
          <span className="event-banner-text">
            <span className="event-banner-kicker">{banner.kicker}</span>
            <span className="event-banner-title">{banner.title}</span>
            <span className="event-banner-line">{banner.text}</span>
            {/* The date is the art's alt text already ("EVENT DATE: ..."); shown for the eye only, as the launch date. */}
            <span className="event-banner-date" aria-hidden="true">
              {launched[0]}
              {/* In UTC here (one cached page for everyone); the browser rewrites it to the reader's zone. */}
              <time dateTime={HUB_EVENT_AT} data-local-time={locale}>
                <span className="event-banner-day">{when.day}</span> <span className="event-banner-time">{when.time}</span>
              </time>
              {launched[1]}
            </span>
            <span className="event-banner-action">
              {banner.action}{" "}
              <span aria-hidden="true" className="arrow-forward">
                →
              </span>
            </span>
          </span>
        </a>
      </div>
    </>
  );
}
