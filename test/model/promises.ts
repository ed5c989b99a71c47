// The worlds the mint-day model runs, the budget the coordinators are held to, and what each scenario must keep.
import { MODEL_WINDOW_S } from "./scenarios.ts";
import type { ScenarioFigures } from "./recorder.ts";
import type { Scenario, World } from "./types.ts";

/**
 * Cloudflare documents a soft limit of about 1,000 requests per second for one Durable Object (Durable Objects FAQ,
 * "How much work can a single Durable Object do?": developers.cloudflare.com/durable-objects/reference/faq/).
 * Each call kind's coordinator is one object; its peak second must stay under half of that, so mint day keeps 2x room.
 */
export const DURABLE_OBJECT_SOFT_LIMIT_RPS = 1000;
export const COORDINATOR_BUDGET_RPS = DURABLE_OBJECT_SOFT_LIMIT_RPS / 2;

const world = (locations: number, isolatesPerLocation: number, baseViewsPerSecond: number): World => ({
  locations,
  isolatesPerLocation,
  baseViewsPerSecond,
  spike: 50,
  spikeDecaySeconds: 60,
  freshSeconds: MODEL_WINDOW_S,
  seed: 20260816,
});

/**
 * `npm test`: 300 locations with few isolates each and a quarter of the traffic (a location's isolates share one
 * answer, so more isolates and views change nothing the promises see, only the model's running time).
 */
export const TEST_WORLD = world(300, 4, 500);
/** A world the model runs: held to the promises, or run to show where the design would need to change next. */
export interface ModelRun {
  world: World;
  held: boolean;
  /** Only these scenarios (by name); all when absent. */
  scenarios?: string[];
}

export const TEST_RUNS: ModelRun[] = [{ world: TEST_WORLD, held: true }];
/** `npm run bench` and docs/mint-day.md: mint day as budgeted (300 x 50), and ten times as many locations' neighbour. */
export const BENCH_RUNS: ModelRun[] = [
  { world: world(300, 50, 2000), held: true },
  { world: world(1000, 50, 2000), held: false, scenarios: ["healthy launch", "down 65 s"] },
];

/** Each promise a scenario's figures must keep, as a readable name and whether it held. */
export function promisesKept(scenario: Scenario, f: ScenarioFigures): [string, boolean][] {
  const kinds = ["list", "status"] as const;
  return [
    ["no visitor waits over 1 s", f.waitsOver1s === 0],
    ["every visitor gets an answer", f.unanswered === 0],
    ["the upstream: at most one call per window per kind while healthy", kinds.every((k) => f.upstream[k].healthyPerWindowMax <= 1)],
    ["the upstream: at most one call per 5 s per kind while failing", kinds.every((k) => (f.upstream[k].failingGapMinMs ?? Infinity) >= 5000)],
    [`each coordinator's peak under ${COORDINATOR_BUDGET_RPS} requests a second`, kinds.every((k) => f.coordinator[k].peakPerSecond < COORDINATOR_BUDGET_RPS)],
    [`sold out shown everywhere within ${scenario.shownWithinMs / 1000} s`, f.soldOutEverywhereMs <= scenario.shownWithinMs && f.locationsNotSeen === 0],
  ];
}
