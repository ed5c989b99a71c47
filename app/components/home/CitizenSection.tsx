// The citizen area: the map with its people, what citizens do, and the way in.
import { home } from "../../content/home.ts";
import { image } from "../../content/media.ts";
import { useI18n } from "../../i18n/context.tsx";
import { downloadLink } from "../navigation.ts";
import { site } from "../../site.ts";
import { Picture } from "../../ui/Picture.tsx";
import { SectionHead } from "./SectionHead.tsx";

export function CitizenSection() {
  const { m, href } = useI18n();
  const citizen = m.home.citizen;
  const download = downloadLink(m);
  return (
    <section id="citizen" className="home-section home-citizen" aria-labelledby="citizen-title">
      <div className="home-inner">
        <div className="citizen-card">
          <Picture
            image={image(home.citizen.image)}
            alt={m.media["home/citizen"]}
            sizes="(max-width: 760px) calc(100vw - 80px), (max-width: 900px) calc(50vw - 60px), 540px"
            className="citizen-map"
          />
          <div className="citizen-copy">
            <SectionHead num="08" eyebrow={m.home.sectionLabels.citizen} title={citizen.title} intro={citizen.text} id="citizen-title" />
            <ul className="check-list">
              {citizen.perks.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
            <ul className="citizen-claims">
              {m.home.hero.claims.map((c) => (
                <li key={c.label}>
                  <strong>{c.value}</strong> {c.label}
                </li>
              ))}
            </ul>
            <div className="hero-actions">
              <a className="btn btn-primary btn-lg" href={href(download.href)}>
                {download.label}
              </a>
              <a className="btn btn-ghost btn-lg" href={href(site.links.hubBanner)}>
                {citizen.hubAction}
              </a>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
