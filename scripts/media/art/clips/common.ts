// What the clips share: frame size and length, the seamless-loop fade, and turning a story into a clip and a poster.
import type { ClipJob, ImageJob } from "../../kit/jobs.ts";
import { clamp01 } from "../../kit/svg.ts";

export const STORY = { w: 1280, h: 720, seconds: 6, fps: 24 } as const;
/** The stage is full width (about 340 CSS px) on phones: UI numbers must read at 13 CSS px there. */
const SHOWN_AT = 340;

/** 0 at the loop's seam, 1 in between: what fades in after t = 0 and out before t = 1, so the loop has no jump. */
export function loopFade(t: number, fadeIn = 0.05, fadeOutFrom = 0.9, fadeOutTo = 0.97): number {
  return Math.min(clamp01(t / fadeIn), 1 - clamp01((t - fadeOutFrom) / (fadeOutTo - fadeOutFrom)));
}

/** A story frame at loop time t; `numbers` false draws it without its UI numbers (the poster, also shown as a thumbnail). */
export type StoryFrame = (t: number, numbers: boolean) => string;

/** The clip and its poster (the frame at `posterAt`, without numbers unless `posterNumbers`: then the poster is the
 * clip's own frame, read at the stage's width like the clip, and merely a texture as a 112 px thumbnail). */
export function storyJobs(name: string, frame: StoryFrame, posterAt: number, posterNumbers = false): [ClipJob, ImageJob] {
  const key = `home/${name}`;
  return [
    { kind: "clip", key, width: STORY.w, height: STORY.h, seconds: STORY.seconds, fps: STORY.fps, frame: (t) => frame(t, true), poster: `${key}-poster`, textShownAt: SHOWN_AT },
    {
      kind: "image",
      key: `${key}-poster`,
      width: STORY.w,
      height: STORY.h,
      widths: [320, STORY.w],
      draw: () => frame(posterAt, posterNumbers),
      aliases: [key],
      ...(posterNumbers ? { textShownAt: SHOWN_AT } : {}),
    },
  ];
}
