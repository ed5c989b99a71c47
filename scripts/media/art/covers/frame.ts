// What every article cover shares: the 1200 x 630 stage, its light, and the corner kept free for the tag chip; and
// the article page's hero, the same drawing in a wider frame with its subject centred.
import { doc } from "../../kit/defs.ts";
import { type Light, backdrop } from "../../kit/shapes.ts";
import { num } from "../../kit/svg.ts";

/** The blog pins an HTML tag chip over the top-left corner of a cover, in every direction (the art is never
 * mirrored): no subject is drawn in the top-left 35% of the width and quarter of the height. */
export const COVER = { w: 1200, h: 630 } as const;

/** The article page's hero: no chip over it, so the subject sits in the middle of a wider frame (2.4 : 1). The
 * drawing keeps the cover's coordinates and scale; the frame shows more of it left and right. */
export const HERO = { w: 1512, h: 630 } as const;

/** A cover drawing at loop time t (stills use t = 0). */
export type Cover = (t: number) => string;

interface Frame {
  w: number;
  h: number;
  /** Where the cover's x = 0 lands in the picture. */
  dx: number;
}
const COVER_FRAME: Frame = { ...COVER, dx: 0 };
let frame: Frame = COVER_FRAME;

/** The cover x range the picture shows: 0 to 1200 on a cover, wider on a hero. Art that runs to the picture's edges
 * (a floor, a crowd, a sky) spans it. */
export function shown(): { x0: number; x1: number } {
  return { x0: -frame.dx, x1: frame.w - frame.dx };
}

/** Whether the drawing under way is a hero (a cover may add to its edges for one, never change the cover itself). */
export const isHero = (): boolean => frame !== COVER_FRAME;

/** A cover drawn as a hero: the frame centred on the subject at cover x `centre`. */
export function asHero(cover: Cover, centre: number, t = 0): string {
  const outer = frame;
  frame = { ...HERO, dx: HERO.w / 2 - centre };
  try {
    return cover(t);
  } finally {
    frame = outer;
  }
}

/** The cover stage: backdrop with the cover's own lights, then its art. On a hero the lights stay on the art (their
 * place and reach are the cover's) and the backdrop's ramp and vignette span the wider frame. */
export function stage(lights: Light[], art: string, defs = ""): string {
  if (frame === COVER_FRAME) return doc(COVER.w, COVER.h, `${backdrop(COVER.w, COVER.h, lights, 0.9)}${art}`, defs);
  const { w, h, dx } = frame;
  const lit = lights.map((l) => ({ ...l, x: (l.x * COVER.w + dx) / w, r: (l.r * COVER.w) / Math.max(w, h) }));
  return doc(w, h, `${backdrop(w, h, lit, 0.9)}<g transform="translate(${num(dx)} 0)">${art}</g>`, defs);
}
