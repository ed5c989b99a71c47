import { Layout } from "../components/Layout.tsx";
import type { PageContext } from "../page-context.ts";
import { site } from "../site.ts";

export function HubPage(_: { ctx: PageContext }) {
  return (
    <Layout kind="hub">
      <section className="section">
        <h1>{site.name} Hub</h1>
        <p>Tasks, events, lotteries, airdrops and giveaways: everything the community runs, in one place.</p>
      </section>
    </Layout>
  );
}
