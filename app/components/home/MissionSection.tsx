import { MISSION_START_INDEX } from "../../client/landing-rules.ts";
import { useI18n } from "../../i18n/context.tsx";
import MissionCarousel from "../../islands/MissionCarousel.tsx";
import { Island } from "../Island.tsx";
import { SectionHead } from "./SectionHead.tsx";

export function MissionSection() {
  const { m, dir } = useI18n();
  const mission = m.home.mission;
  return (
    <section id="mission" className="home-section home-mission" aria-labelledby="mission-title">
      <div className="home-inner">
        <SectionHead num="01" eyebrow={m.home.sectionLabels.mission} title={mission.heading} intro={mission.intro} id="mission-title" />
        <Island component={MissionCarousel} props={{ points: [...mission.points], start: MISSION_START_INDEX, dir, dotsLabel: mission.dotsLabel, dotLabel: mission.dotLabel }} />
      </div>
    </section>
  );
}
