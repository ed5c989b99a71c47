// The partnership articles' banner clips: their covers, in motion (the still cover is the poster), and their heroes
// in motion for the article page (the still hero is the poster).
import type { ClipJob } from "../../kit/jobs.ts";
import { COVER, HERO } from "../covers/frame.ts";
import { heroKey, heroOf } from "../covers/index.ts";
import { biconomy, particle } from "../covers/wallet.ts";

const SECONDS = 6;
const FPS = 24;

export function partnerClipJobs(): ClipJob[] {
  const drawn = { particle, biconomy };
  const covers = Object.entries(drawn).map(([stem, cover]): ClipJob => ({
    kind: "clip",
    key: `blog/${stem}`,
    width: COVER.w,
    height: COVER.h,
    seconds: SECONDS,
    fps: FPS,
    frame: cover,
    poster: `blog/${stem}`,
  }));
  const heroes = (Object.keys(drawn) as (keyof typeof drawn)[]).map((stem): ClipJob => ({
    kind: "clip",
    key: heroKey(stem),
    width: HERO.w,
    height: HERO.h,
    seconds: SECONDS,
    fps: FPS,
    frame: heroOf(stem),
    poster: heroKey(stem),
    aliases: [`blog/${stem}`, "heroes"],
  }));
  return [...covers, ...heroes];
}
