// The fifteen article covers (1200 x 630, no words), keyed by the banner stem of each article.
import type { ImageJob } from "../../kit/jobs.ts";
import { COVER, type Cover } from "./frame.ts";
import { hub, lottery, nft, sybil } from "./genesis.ts";
import { bar } from "./bar.ts";
import { glory, influencers, manifesto, pon, rival } from "./people.ts";
import { biconomy, dormancy, mpc, particle } from "./wallet.ts";
import { geosocial } from "./world.ts";

const KB = 1024;

export const covers: Record<string, Cover> = { manifesto, pon, glory, geosocial, particle, biconomy, dormancy, mpc, influencers, rival, bar, nft, lottery, hub, sybil };

export function coverJobs(): ImageJob[] {
  return Object.entries(covers).map(([stem, cover]) => ({
    kind: "image",
    key: `blog/${stem}`,
    width: COVER.w,
    height: COVER.h,
    widths: [600, COVER.w],
    draw: () => cover(0),
    budget: () => ({ avif: 38 * KB, webp: 90 * KB }),
  }));
}
