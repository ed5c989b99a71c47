import { homeContent } from "../../content/home.ts";
import { Island } from "../../islands/Island.tsx";
import GateScene from "../../islands/GateScene.tsx";
import { SectionHead } from "./SectionHead.tsx";

const { gate } = homeContent;

export function GateSection() {
  return (
    <section id="gate" className="home-section home-gate" aria-labelledby="gate-title">
      <div className="home-inner">
        <SectionHead num="02" eyebrow="Token-gated" title={gate.title} intro={gate.intro} id="gate-title" />
        <Island name="GateScene" component={GateScene} props={{ steps: [...gate.steps] }} />
      </div>
    </section>
  );
}
