import type { Timing } from "./http/timing.ts";

export interface Env {
  ASSETS: Fetcher;
  MINT_CACHE: KVNamespace;
  /** One coordinator per mint call kind (worker/mint/coordinator.ts), named after the kind. */
  MINT_COORDINATOR: DurableObjectNamespace<import("./mint/coordinator.ts").MintCoordinator>;
  /** Canonical site origin, e.g. https://meridian.world: canonical URLs, share tags, sitemap and feeds. Required. */
  SITE_ORIGIN?: string;
  /** Upstream origin of the two mint calls. */
  MINT_API_ORIGIN?: string;
  /** Seconds a cached mint answer counts as fresh (default 30). */
  MINT_FRESH_SECONDS?: string;
  /** "on": every answer carries the operator's detail (Cache-Status keys, Server-Timing durations); staging and local. */
  DETAILED_HEADERS?: string;
  /** Secret (`wrangler secret put OPERATOR_TOKEN`, 16+ characters): a request sending it in X-Operator-Token gets the detail. */
  OPERATOR_TOKEN?: string;
  /** Share of page views that report field data to POST /v1/vitals, 0 to 1 (default 0.1). */
  VITALS_SAMPLE_RATE?: string;
  /** Workers Analytics Engine dataset the field data is written to; without it (locally) the worker logs each point. */
  VITALS?: AnalyticsEngineDataset;
  /** "on": every field-data point is also logged (local runs, where the dataset binding keeps nothing). */
  VITALS_LOG?: string;
  /** "off": pages are rendered for every request (npm run dev, where server code reloads without a new build version). */
  HTML_CACHE?: string;
}

export type AppEnv = { Bindings: Env; Variables: { requestId: string; timing: Timing } };
