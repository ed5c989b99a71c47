import { homeContent } from "../../content/home.ts";
import { Island } from "../../islands/Island.tsx";
import StatsCountUp from "../../islands/StatsCountUp.tsx";
import { SectionHead } from "./SectionHead.tsx";

const { details, stats } = homeContent;

export function StatsSection() {
  return (
    <section id="details" className="home-section home-stats" aria-labelledby="details-title">
      <div className="home-inner">
        <SectionHead num="06" eyebrow="Community" title={details.title} id="details-title" />
        <Island name="StatsCountUp" component={StatsCountUp} props={{ stats: [...stats] }} />
      </div>
    </section>
  );
}
