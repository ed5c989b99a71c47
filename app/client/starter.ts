// Inline in every page (app/page-head-assets.ts), in place of the boot script's tag and of @font-face rules: nothing
// is fetched for script or web font until the page has loaded, so the page's text (in the metric-matched fallback,
// app/styles/fonts.css) and images have the connection to themselves. Then the faces are declared, so the browser
// fetches the ones the page's text uses and swaps them in without moving anything, and the boot script (menu
// enhancement, islands) follows. Both start on `load`, at the reader's first gesture, or after a short wait,
// whichever comes first; until then the HTML menu works as it is and every island is plain server HTML. A reader
// whose browser already holds this font (an earlier page) gets the faces at once, so text is drawn in Inter from the
// first paint. Readers without JavaScript get the same faces from a <noscript> stylesheet.
import { stillLoopClipsForReducedMotion } from "./motion.ts";

/** The boot script's hashed URL and the web font's faces, set by the build (scripts/build/client.ts). */
declare const BOOT_URL: string;
declare const FONT_FACES: readonly { family: string; src: string; weight: string; unicodeRange: string }[];

const START_AT_LATEST_MS = 3000;
const GESTURES = ["pointerdown", "keydown", "touchstart"];
/** localStorage: the Latin face's URL once it has loaded here (it is content-hashed, so a new font starts over). */
const FONT_SEEN_KEY = "font-seen";
const LATIN = FONT_FACES[0];

function fontSeen(): boolean {
  try {
    return !!LATIN && localStorage.getItem(FONT_SEEN_KEY) === LATIN.src;
  } catch {
    return false; // storage blocked: treat every visit as the first
  }
}

function declareFonts(): void {
  for (const f of FONT_FACES) {
    const face = new FontFace(f.family, `url("${f.src}") format("woff2")`, { weight: f.weight, display: "swap", unicodeRange: f.unicodeRange });
    document.fonts.add(face);
    // Loaded when the page's text first uses it; from then on this browser has it.
    if (f === LATIN) void face.loaded.then(() => remember(f.src), () => undefined);
  }
}

function remember(src: string): void {
  try {
    localStorage.setItem(FONT_SEEN_KEY, src);
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
