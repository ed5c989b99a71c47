import { homeContent } from "../../content/home.ts";
import { Island } from "../../islands/Island.tsx";
import { MISSION_START_INDEX } from "../../islands/landing-rules.ts";
import MissionCarousel from "../../islands/MissionCarousel.tsx";
import { SectionHead } from "./SectionHead.tsx";

const { mission } = homeContent;

export function MissionSection() {
  return (
    <section id="mission" className="home-section home-mission" aria-labelledby="mission-title">
      <div className="home-inner">
        <SectionHead num="01" eyebrow={mission.title} title={mission.heading} intro={mission.intro} id="mission-title" />
        <Island name="MissionCarousel" component={MissionCarousel} props={{ points: [...mission.points], start: MISSION_START_INDEX }} />
      </div>
    </section>
  );
}
