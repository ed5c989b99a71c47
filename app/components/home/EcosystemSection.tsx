// The ecosystem (#group): its four sub-sections with the dot navigation that follows them.
import { homeContent } from "../../content/home.ts";
import GroupDots from "../../islands/GroupDots.tsx";
import { Island } from "../../islands/Island.tsx";
import { CasesSection } from "./CasesSection.tsx";
import { MarketplaceSection } from "./MarketplaceSection.tsx";
import { PodfSection } from "./PodfSection.tsx";
import { SectionHead } from "./SectionHead.tsx";
import { VrSection } from "./VrSection.tsx";

const { group } = homeContent;

export function EcosystemSection() {
  return (
    <section id="group" className="home-group" aria-labelledby="group-title">
      <div className="home-inner home-group-head">
        <SectionHead num="04" eyebrow="Ecosystem" title={group.title} intro={group.intro} id="group-title" />
      </div>
      <div className="group-dots-rail">
        <Island name="GroupDots" component={GroupDots} props={{ label: `${group.title} sections`, dots: [...group.dots] }} />
      </div>
      <PodfSection />
      <VrSection />
      <CasesSection />
      <MarketplaceSection />
    </section>
  );
}
