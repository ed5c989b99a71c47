import { Layout } from "../components/Layout.tsx";
import type { PageContext } from "../page-context.ts";
import { brand } from "../site.ts";

export function RoadmapPage(_: { ctx: PageContext }) {
  return (
    <Layout kind="roadmap">
      <section id="roadmap" className="section">
        <h1>Roadmap</h1>
        <p>{brand("From the UBI coin to {product} Rollups: the road the community is building, one layer at a time.")}</p>
      </section>
    </Layout>
  );
}
