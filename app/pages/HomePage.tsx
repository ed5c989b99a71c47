// The landing page: every section with its in-page anchor. Text is server
// HTML; only the interactive parts are islands.
import { GenesisBlock } from "../components/GenesisBlock.tsx";
import { CitizenSection } from "../components/home/CitizenSection.tsx";
import { DocsSection } from "../components/home/DocsSection.tsx";
import { EcosystemSection } from "../components/home/EcosystemSection.tsx";
import { GateSection } from "../components/home/GateSection.tsx";
import { HomeHero } from "../components/home/HomeHero.tsx";
import { MissionSection } from "../components/home/MissionSection.tsx";
import { StatsSection } from "../components/home/StatsSection.tsx";
import { StoriesSection } from "../components/home/StoriesSection.tsx";
import { Layout } from "../components/Layout.tsx";
import type { PageContext } from "../document/page-context.ts";

export function HomePage({ ctx }: { ctx: PageContext }) {
  return (
    <Layout kind="home" page={ctx.route.page}>
      <div className="home">
        <HomeHero />
        <MissionSection />
        <GateSection />
        <DocsSection />
        <EcosystemSection />
        <StoriesSection />
        <StatsSection />
        <GenesisBlock ctx={ctx} num="07" />
        <CitizenSection />
      </div>
    </Layout>
  );
}
