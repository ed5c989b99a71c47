// The citizen area: the map with its people, what citizens do, and the way in.
import { homeContent } from "../../content/home.ts";
import { downloadLink } from "../../navigation.ts";
import { brand, site } from "../../site.ts";
import { Picture } from "./Picture.tsx";
import { SectionHead } from "./SectionHead.tsx";

const { citizen, claims } = homeContent;

export function CitizenSection() {
  return (
    <section id="citizen" className="home-section home-citizen" aria-labelledby="citizen-title">
      <div className="home-inner">
        <div className="citizen-card">
          <Picture image={citizen.image} className="citizen-map" />
          <div className="citizen-copy">
            <SectionHead num="07" eyebrow="Citizens" title={citizen.title} intro={citizen.text} id="citizen-title" />
            <ul className="check-list">
              {citizen.perks.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
            <ul className="citizen-claims">
              {claims.map((c) => (
                <li key={c.label}>
                  <strong>{c.value}</strong> {c.label}
                </li>
              ))}
            </ul>
            <div className="hero-actions">
              <a className="btn btn-primary btn-lg" href={downloadLink.href}>
                {downloadLink.label}
              </a>
              <a className="btn btn-ghost btn-lg" href={site.links.hubBanner}>
                {brand("Explore the {product} Hub")}
              </a>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
