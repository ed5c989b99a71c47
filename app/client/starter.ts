// Inline in every page (app/page-head-assets.ts), in place of the boot script's tag and of @font-face rules: nothing
// is fetched for script or web font until the page has loaded, so the page's text (in the metric-matched fallback,
// app/styles/fonts.css) and images have the connection to themselves. Then the faces are declared (the rules of the
// page's <noscript> stylesheet, copied into the page), so the browser fetches the ones the page's text uses and
// swaps them in without moving anything, and the boot script (menu enhancement, islands) follows. Both start on
// `load`, at the reader's first gesture, or after a short wait, whichever comes first; until then the HTML menu
// works as it is and every island is plain server HTML. A reader whose browser already holds this font (an earlier
// page) gets the faces at once, so text is drawn in Inter from the first paint.
import { stillLoopClipsForReducedMotion } from "./motion.ts";

/** The boot script's hashed URL, set by the build (scripts/build/client.ts). */
declare const BOOT_URL: string;

const START_AT_LATEST_MS = 3000;
const GESTURES = ["pointerdown", "keydown", "touchstart"];
/** localStorage: the Latin face's URL once it has loaded here (it is content-hashed, so a new font starts over). */
const FONT_SEEN_KEY = "font-seen";

/** The web font's @font-face rules, which the page carries for readers without JavaScript (app/Document.tsx). */
const fontRules = document.querySelector("noscript[data-fonts]");
const fontText = fontRules?.textContent ?? "";
/** The first face is Inter's Latin one, on every page (scripts/build/font.ts). */
const latin = { family: /font-family:"([^"]+)"/.exec(fontText)?.[1], url: /url\("([^"]+)"\)/.exec(fontText)?.[1] };

function fontSeen(): boolean {
  try {
    return !!latin.url && localStorage.getItem(FONT_SEEN_KEY) === latin.url;
  } catch {
    return false; // storage blocked: treat every visit as the first
  }
}

function declareFonts(): void {
  // The very text of the <noscript> stylesheet, so the page's CSP allows it by the same hash.
  fontRules?.insertAdjacentHTML("afterend", fontText);
  // The faces load when the page's text first uses them; from then on this browser has the font.
  document.fonts.addEventListener("loadingdone", () => {
    if (latin.url && [...document.fonts].some((f) => f.family === latin.family && f.status === "loaded")) remember(latin.url);
  });
}

function remember(url: string): void {
  try {
    localStorage.setItem(FONT_SEEN_KEY, url);
  } catch {
    // storage blocked: nothing to remember
  }
}

stillLoopClipsForReducedMotion();
const fontsEarly = fontSeen();
if (fontsEarly) declareFonts();

let started = false;
function start(): void {
  if (started) return;
  started = true;
  if (!fontsEarly) declareFonts();
  void import(BOOT_URL);
}
addEventListener("load", start, { once: true });
for (const type of GESTURES) addEventListener(type, start, { capture: true, passive: true, once: true });
setTimeout(start, START_AT_LATEST_MS);
