import { homeContent } from "../../content/home.ts";
import { Picture } from "./Picture.tsx";
import { SectionHead } from "./SectionHead.tsx";

const { vr } = homeContent;

export function VrSection() {
  return (
    <section id="vr" className="home-section home-vr" aria-labelledby="vr-title">
      <div className="home-inner vr-layout">
        <Picture image={vr.image} className="vr-art" />
        <div className="vr-copy">
          <SectionHead num="4.2" eyebrow="Mixed reality" title={vr.title} intro={vr.text} id="vr-title" level={3} />
          <ul className="check-list">
            {vr.points.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
