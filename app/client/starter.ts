// Inline in every page (app/page-head-assets.ts), in place of the boot script's tag and of @font-face rules: nothing
// is fetched for script or web font until the page has loaded and painted, so the page's text (in the
// metric-matched fallback, app/styles/fonts.css) and images have the connection to themselves. Then the faces are
// declared (the rules of the page's <noscript> stylesheet, copied into the page), so the browser fetches the ones
// the page's text uses and swaps them in without moving anything, and the boot script (menu enhancement, islands)
// follows. Both start with the first frame after `load` (the page's main picture, loaded by then, is on screen
// first), at the reader's first gesture, or after a short wait, whichever comes first; until then the HTML menu
// works as it is and every island is plain server HTML. The faces are never declared earlier, not even for a
// reader who had them on an earlier page: nothing in a page can tell whether the browser still holds the file, and
// when it does not (an evicted or cleared cache) a face declared during the parse is fetched at the highest
// priority, ahead of the page's own text and images. A browser that holds it swaps it in as the page loads.
import { stillLoopClipsForReducedMotion } from "./motion.ts";

/** The boot script's hashed URL, set by the build (scripts/build/client.ts). */
declare const BOOT_URL: string;

const START_AT_LATEST_MS = 3000;
const GESTURES = ["pointerdown", "keydown", "touchstart"];
/** The web font's @font-face rules, which the page carries for readers without JavaScript (app/Document.tsx). */
const fontRules = document.querySelector("noscript[data-fonts]");

function declareFonts(): void {
  // The very text of the <noscript> stylesheet, so the page's CSP allows it by the same hash.
  fontRules?.insertAdjacentHTML("afterend", fontRules.textContent ?? "");
}

stillLoopClipsForReducedMotion();

let started = false;
function start(): void {
  if (started) return;
  started = true;
  declareFonts();
  void import(BOOT_URL);
}
/** After the next frame is drawn: a callback of the frame, then a task, which runs once the frame has painted. */
function afterNextPaint(run: () => void): void {
  requestAnimationFrame(() => setTimeout(run, 0));
}
addEventListener("load", () => afterNextPaint(start), { once: true });
for (const type of GESTURES) addEventListener(type, start, { capture: true, passive: true, once: true });
setTimeout(start, START_AT_LATEST_MS);
