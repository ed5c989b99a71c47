// The partnership articles' banner clips: their covers, in motion (the still cover is the poster).
import type { ClipJob } from "../../kit/jobs.ts";
import { COVER } from "../covers/frame.ts";
import { biconomy, particle } from "../covers/wallet.ts";

const SECONDS = 6;
const FPS = 24;

export function partnerClipJobs(): ClipJob[] {
  return Object.entries({ particle, biconomy }).map(([stem, cover]) => ({
    kind: "clip",
    key: `blog/${stem}`,
    width: COVER.w,
    height: COVER.h,
    seconds: SECONDS,
    fps: FPS,
    frame: cover,
    poster: `blog/${stem}`,
  }));
}
