// Wide use cases: the seven tags converge on one network (their ring slots are CSS classes), over the drawn orbit.
import { home } from "../../content/home.ts";
import { image } from "../../content/media.ts";
import { useI18n } from "../../i18n/context.tsx";
import { site } from "../../site.ts";
import { LogoMark } from "../../ui/Logo.tsx";
import { Picture } from "../../ui/Picture.tsx";
import { SectionHead } from "./SectionHead.tsx";

const ICON = 40;

export function CasesSection() {
  const { m } = useI18n();
  const cases = m.home.cases;
  return (
    <section id="casesconverge" className="home-section home-cases" aria-labelledby="cases-title">
      <div className="home-inner cases-layout">
        <SectionHead num="4.3" eyebrow={m.home.sectionLabels.cases} title={cases.title} intro={cases.text} id="cases-title" level={3} />
        <div className="cases-ring">
          <div className="cases-orbit" aria-hidden="true">
            <Picture image={image("home/cases-orbit")} alt="" sizes="min(560px, 55vw)" />
          </div>
          <div className="cases-core" aria-hidden="true">
            <LogoMark size={56} />
            <span>{site.name}</span>
          </div>
          <ul className="cases-tags">
            {home.cases.tags.map((t, i) => (
              <li key={t.position} className={`case-tag case-pos-${t.position}`}>
                <img src={t.icon} width={ICON} height={ICON} alt="" loading="lazy" decoding="async" />
                <span>{cases.tags[i]}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
