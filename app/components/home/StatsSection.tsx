import { home } from "../../content/home.ts";
import { useI18n } from "../../i18n/context.tsx";
import StatsCountUp from "../../islands/StatsCountUp.tsx";
import { Island } from "../Island.tsx";
import { SectionHead } from "./SectionHead.tsx";

export function StatsSection() {
  const { m, locale } = useI18n();
  const stats = home.stats.map((target, i) => ({ target, label: m.home.stats.labels[i]! }));
  return (
    <section id="details" className="home-section home-stats" aria-labelledby="details-title">
      <div className="home-inner">
        <SectionHead num="06" eyebrow={m.home.sectionLabels.details} title={m.home.stats.title} id="details-title" />
        <Island component={StatsCountUp} props={{ stats, locale }} />
      </div>
    </section>
  );
}
