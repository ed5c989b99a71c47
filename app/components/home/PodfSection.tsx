import { home } from "../../content/home.ts";
import { image } from "../../content/media.ts";
import { useI18n } from "../../i18n/context.tsx";
import PodfSlides from "../../islands/PodfSlides.tsx";
import { Island } from "../Island.tsx";
import { SectionHead } from "./SectionHead.tsx";

const LIST_ID = "podf-features";

export function PodfSection() {
  const { m } = useI18n();
  const podf = m.home.podf;
  const slides = home.podf.slides.map((key) => ({ image: image(key), alt: m.media[key as keyof typeof m.media] as string }));
  return (
    <section id="podf" className="home-section home-podf" aria-labelledby="podf-title">
      <div className="home-inner podf-layout">
        <div className="podf-map">
          <Island component={PodfSlides} props={{ slides, listId: LIST_ID }} />
        </div>
        <div className="podf-copy">
          <SectionHead num="4.1" eyebrow={m.home.sectionLabels.podf} title={podf.title} intro={podf.text} id="podf-title" level={3} />
          <ul id={LIST_ID} className="podf-features">
            {podf.features.map((f, i) => (
              <li key={f.title} className={`podf-feature podf-feature-${i + 1}`}>
                <strong>{f.title}</strong>
                <span>{f.text}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
