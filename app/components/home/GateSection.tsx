import { useI18n } from "../../i18n/context.tsx";
import GateScene from "../../islands/GateScene.tsx";
import { Island } from "../Island.tsx";
import { SectionHead } from "./SectionHead.tsx";

export function GateSection() {
  const { m } = useI18n();
  const gate = m.home.gate;
  return (
    <section id="gate" className="home-section home-gate" aria-labelledby="gate-title">
      <div className="home-inner">
        <SectionHead num="02" eyebrow={m.home.sectionLabels.gate} title={gate.title} intro={gate.intro} id="gate-title" />
        <Island component={GateScene} props={{ steps: [...gate.steps], artLabel: gate.artLabel }} />
      </div>
    </section>
  );
}
