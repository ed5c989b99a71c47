// The ecosystem (#group): its four sub-sections with the dot navigation that follows them.
import { home } from "../../content/home.ts";
import { useI18n } from "../../i18n/context.tsx";
import GroupDots from "../../islands/GroupDots.tsx";
import { Island } from "../Island.tsx";
import { CasesSection } from "./CasesSection.tsx";
import { MarketplaceSection } from "./MarketplaceSection.tsx";
import { PodfSection } from "./PodfSection.tsx";
import { SectionHead } from "./SectionHead.tsx";
import { VrSection } from "./VrSection.tsx";

export function EcosystemSection() {
  const { m } = useI18n();
  const group = m.home.group;
  const dots = home.group.dots.map((d, i) => ({ ...d, label: group.dots[i]! }));
  return (
    <section id="group" className="home-group" aria-labelledby="group-title">
      <div className="home-inner home-group-head">
        <SectionHead num="04" eyebrow={m.home.sectionLabels.group} title={group.title} intro={group.intro} id="group-title" />
      </div>
      <div className="group-dots-rail">
        <Island component={GroupDots} props={{ label: group.dotsLabel, dots }} />
      </div>
      <PodfSection />
      <VrSection />
      <CasesSection />
      <MarketplaceSection />
    </section>
  );
}
