// Inline in every page whose first paint needs no script (all but the home page; see app/page-head-assets.ts), in place
// of the boot script's tag: nothing is fetched for JavaScript until the page has loaded, so the page's text and
// images have the connection to themselves. The boot script (menu enhancement, islands) follows on `load`, at the
// reader's first gesture, or after a short wait, whichever comes first; until then the HTML menu works as it is.
import { stillLoopClipsForReducedMotion } from "./motion.ts";

/** The boot script's hashed URL, set by the build (scripts/build/client.ts). */
declare const BOOT_URL: string;

const START_AT_LATEST_MS = 3000;
const GESTURES = ["pointerdown", "keydown", "touchstart"];

stillLoopClipsForReducedMotion();
let started = false;
function start(): void {
  if (started) return;
  started = true;
  void import(BOOT_URL);
}
addEventListener("load", start, { once: true });
for (const type of GESTURES) addEventListener(type, start, { capture: true, passive: true, once: true });
setTimeout(start, START_AT_LATEST_MS);
