// Wide use cases: the seven tags converge on one network (their ring slots are CSS classes).
import { homeContent } from "../../content/home.ts";
import { site } from "../../site.ts";
import { LogoMark } from "../Logo.tsx";
import { SectionHead } from "./SectionHead.tsx";

const { cases } = homeContent;
const ICON = 40;

export function CasesSection() {
  return (
    <section id="casesconverge" className="home-section home-cases" aria-labelledby="cases-title">
      <div className="home-inner cases-layout">
        <SectionHead num="4.3" eyebrow="Use cases" title={cases.title} intro={cases.text} id="cases-title" level={3} />
        <div className="cases-ring">
          <div className="cases-core" aria-hidden="true">
            <LogoMark size={56} />
            <span>{site.name}</span>
          </div>
          <ul className="cases-tags">
            {cases.tags.map((t) => (
              <li key={t.title} className={`case-tag case-pos-${t.position}`}>
                <img src={t.img} width={ICON} height={ICON} alt="" loading="lazy" decoding="async" />
                <span>{t.title}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
