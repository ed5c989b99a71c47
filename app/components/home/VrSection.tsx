import { home } from "../../content/home.ts";
import { image } from "../../content/media.ts";
import { useI18n } from "../../i18n/context.tsx";
import { Picture } from "../../ui/Picture.tsx";
import { SectionHead } from "./SectionHead.tsx";

export function VrSection() {
  const { m } = useI18n();
  const vr = m.home.vr;
  return (
    <section id="vr" className="home-section home-vr" aria-labelledby="vr-title">
      <div className="home-inner vr-layout">
        <Picture
          image={image(home.vr.image)}
          alt={m.media["home/vr"]}
          sizes="(max-width: 760px) calc(100vw - 40px), (max-width: 1240px) calc(50vw - 50px), 580px"
          className="vr-art"
        />
        <div className="vr-copy">
          <SectionHead num="4.2" eyebrow={m.home.sectionLabels.vr} title={vr.title} intro={vr.text} id="vr-title" level={3} />
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
