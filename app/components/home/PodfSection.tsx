import { homeContent } from "../../content/home.ts";
import { Island } from "../../islands/Island.tsx";
import PodfSlides from "../../islands/PodfSlides.tsx";
import { SectionHead } from "./SectionHead.tsx";

const { podf } = homeContent;
const LIST_ID = "podf-features";

export function PodfSection() {
  return (
    <section id="podf" className="home-section home-podf" aria-labelledby="podf-title">
      <div className="home-inner podf-layout">
        <div className="podf-map">
          <Island name="PodfSlides" component={PodfSlides} props={{ slides: [...podf.slides], listId: LIST_ID }} />
        </div>
        <div className="podf-copy">
          <SectionHead num="4.1" eyebrow="PODF" title={podf.title} intro={podf.text} id="podf-title" level={3} />
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
