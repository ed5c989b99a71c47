// What every article cover shares: the 1200 x 630 stage, its light, and the corner kept free for the tag chip.
import { doc } from "../../kit/defs.ts";
import { type Light, backdrop } from "../../kit/shapes.ts";

/** The blog pins an HTML tag chip over the top-left corner of a cover, in every direction (the art is never
 * mirrored): no subject is drawn in the top-left 35% of the width and quarter of the height. */
export const COVER = { w: 1200, h: 630 } as const;

/** A cover drawing at loop time t (stills use t = 0). */
export type Cover = (t: number) => string;

/** The cover stage: backdrop with the cover's own lights, then its art. */
export function stage(lights: Light[], art: string, defs = ""): string {
  return doc(COVER.w, COVER.h, `${backdrop(COVER.w, COVER.h, lights, 0.9)}${art}`, defs);
}
