// The fifteen article covers (1200 x 630, no words), keyed by the banner stem of each article, and their heroes: the
// same drawings in the article page's wider frame, subject centred (1512 x 630).
import type { ImageJob } from "../../kit/jobs.ts";
import { COVER, type Cover, HERO, asHero } from "./frame.ts";
import { hub, lottery, nft, sybil } from "./genesis.ts";
import { bar } from "./bar.ts";
import { glory, influencers, manifesto, pon, rival } from "./people.ts";
import { biconomy, dormancy, mpc, particle } from "./wallet.ts";
import { geosocial } from "./world.ts";

const KB = 1024;

const drawings = { manifesto, pon, glory, geosocial, particle, biconomy, dormancy, mpc, influencers, rival, bar, nft, lottery, hub, sybil } satisfies Record<string, Cover>;
export type CoverStem = keyof typeof drawings;
/** Each cover by its banner stem (share cards look an article's up by its cover key). */
export const covers: Record<string, Cover> = drawings;

/** Where each cover's subject stands (cover x, of 1200): its hero is centred there. Where the subject is a group (the
 * logins flowing into the wallet, the orb facing the web, the fakes behind the minted card), the group's middle. */
export const HERO_CENTRE: Record<CoverStem, number> = {
  manifesto: 800,
  pon: 790,
  glory: 840,
  geosocial: 720,
  particle: 620,
  biconomy: 820,
  dormancy: 720,
  mpc: 760,
  influencers: 700,
  rival: 705,
  bar: 680,
  nft: 800,
  lottery: 800,
  hub: 760,
  sybil: 800,
};

/** The hero of a cover ("blog/nft" -> "hero/nft", as long a path as the cover's); the site derives the same key (app/content/media.ts). */
export const heroKey = (stem: string): string => `hero/${stem}`;

/** A hero drawing at loop time t (the partnership clips draw their heroes in motion too). */
export const heroOf =
  (stem: CoverStem): Cover =>
  (t) =>
    asHero(drawings[stem], HERO_CENTRE[stem], t);

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

/** The heroes: redrawn with their cover (`--only=blog/nft`), or all at once (`--only=heroes`). The small render is the
 * article column's width on a desktop (760 CSS px). */
export function coverHeroJobs(): ImageJob[] {
  return (Object.keys(drawings) as CoverStem[]).map((stem) => ({
    kind: "image",
    key: heroKey(stem),
    width: HERO.w,
    height: HERO.h,
    widths: [760, HERO.w],
    draw: () => heroOf(stem)(0),
    // The article's largest picture: kept near the covers' own weight though it is 26% wider.
    budget: () => ({ avif: 25 * KB, webp: 90 * KB }),
    aliases: [`blog/${stem}`, "heroes"],
  }));
}
