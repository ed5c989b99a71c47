// The site under test: the worker bundle of the current build under Miniflare on loopback (scripts/local/site.ts,
// as npm run dev and the e2e runs), from a snapshot of assets/ copied aside, so edits and rebuilds in the working
// tree during a run change nothing it serves; and the local mint sample origin as its upstream.
import { ROOT } from "../../scripts/build/paths.ts";
import { WORKER_LOG } from "../../scripts/local/e2e-settings.ts";
import { startLocalSite } from "../../scripts/local/site.ts";
import { startSampleOrigin } from "../../scripts/mint-sample-origin.mjs";

export { ROOT };

export interface RunningSite {
  baseUrl: string;
  stop: () => Promise<void>;
}

export interface SiteOptions {
  port: number;
  /** Extra `[vars]` for the worker, e.g. MINT_API_ORIGIN of a local sample upstream. */
  vars?: Record<string, string>;
}

/** The local stand-in for the mint API (scripts/mint-sample-origin.mjs), the same one the e2e runs use. */
export async function startMintSample(port: number): Promise<RunningSite> {
  const server = await startSampleOrigin({ port });
  return { baseUrl: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

export async function startSite(opts: SiteOptions): Promise<RunningSite> {
  // The visit 9 in 10 visitors get: no field-data script (sampled views add it after load; docs/performance.md says what it adds).
  const site = await startLocalSite({ port: opts.port, vars: { VITALS_SAMPLE_RATE: "0", ...opts.vars }, snapshot: true, logTo: WORKER_LOG });
  return { baseUrl: site.url, stop: site.stop };
}
