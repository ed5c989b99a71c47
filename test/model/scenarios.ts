// Mint day's scenarios for the model: a healthy launch, the upstream down for 10 s, 65 s and 10 min, slow, flapping,
// the coordinators evicted, KV failing in some locations. Each turns the upstream's answer to sold out at one moment
// and states how soon every location must show it.
import type { Scenario, UpstreamMode } from "./types.ts";

const S = 1000;
/** The fresh window the model runs with (the deployed default, MINT_FRESH_SECONDS). */
export const MODEL_WINDOW_S = 30;
/** "Within the window plus a few seconds": the window, a coordinator round trip, the upstream's answer and KV. */
const WITHIN_WINDOW_MS = (MODEL_WINDOW_S + 5) * S;
/** After an outage of any length, the upstream's answer is shown within this. */
export const RECOVERY_MS = 10 * S;

const outage = (name: string, downFor: number): Scenario => {
  const downAt = 60 * S;
  const backAt = downAt + downFor;
  return {
    name,
    seconds: backAt / S + 45,
    upstream: (t) => ({ mode: t >= downAt && t < backAt ? "down" : "ok", soldOut: t >= backAt }),
    soldOutAt: backAt,
    shownWithinMs: RECOVERY_MS,
  };
};

export const SCENARIOS: Scenario[] = [
  { name: "healthy launch", seconds: 180, upstream: (t) => ({ mode: "ok", soldOut: t >= 90 * S }), soldOutAt: 90 * S, shownWithinMs: WITHIN_WINDOW_MS },
  outage("down 10 s", 10 * S),
  outage("down 65 s", 65 * S),
  outage("down 10 min", 600 * S),
  {
    name: "slow upstream (2.5 s)",
    seconds: 180,
    upstream: (t) => ({ mode: t >= 30 * S && t < 150 * S ? "slow" : "ok", soldOut: t >= 90 * S }),
    soldOutAt: 90 * S,
    // A slow answer lands 2.5 s after its call.
    shownWithinMs: WITHIN_WINDOW_MS + 2.5 * S,
  },
  {
    name: "flapping (down 4 s, up 3 s)",
    seconds: 180,
    upstream: (t) => {
      const flapping = t >= 30 * S && t < 120 * S;
      const mode: UpstreamMode = flapping && t % (7 * S) < 4 * S ? "down" : "ok";
      return { mode, soldOut: t >= 90 * S };
    },
    soldOutAt: 90 * S,
    // The change lands while it flaps: the next call that gets through is at most a retry away.
    shownWithinMs: WITHIN_WINDOW_MS,
  },
  {
    name: "coordinators evicted",
    seconds: 180,
    upstream: (t) => ({ mode: "ok", soldOut: t >= 90 * S }),
    soldOutAt: 90 * S,
    evictAt: [45 * S, 89.5 * S, 91 * S, 120.2 * S],
    shownWithinMs: WITHIN_WINDOW_MS,
  },
  {
    name: "KV failing in 1 location in 10",
    seconds: 180,
    upstream: (t) => ({ mode: "ok", soldOut: t >= 90 * S }),
    soldOutAt: 90 * S,
    kvDownAt: (location) => location % 10 === 3,
    shownWithinMs: WITHIN_WINDOW_MS,
  },
];
