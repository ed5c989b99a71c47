// Inline in every page (app/document/head-assets.ts), in place of the boot script's tag and of @font-face rules: nothing
// is fetched for script or web font until the page has loaded and painted, so the page's text (in the
// metric-matched local stand-ins, scripts/build/font.ts) and images have the connection to themselves. Then the faces of
// the page's <noscript> stylesheet are fetched and swapped in together, moving nothing, and the boot script (menu
// enhancement, islands) follows. Both start once the page has loaded and its first paint is on screen (its main picture, loaded by then,
// with it), at the reader's first gesture, or after a short wait, whichever comes first; until then the HTML menu
// works as it is and every island is plain server HTML. The faces are never declared earlier, not even for a
// reader who had them on an earlier page: nothing in a page can tell whether the browser still holds the file, and
// when it does not (an evicted or cleared cache) a face declared during the parse is fetched at the highest
// priority, ahead of the page's own text and images. A browser that holds it swaps it in as the page loads.
import { stillLoopClipsForReducedMotion } from "./motion.ts";
import { named, renderAll } from "./render-all.ts";

/** The boot script's hashed URL, set by the build (scripts/build/client.ts). */
declare const BOOT_URL: string;

const START_AT_LATEST_MS = 3000;
const GESTURES = ["pointerdown", "keydown", "touchstart"];
/** The web font's @font-face rules, which the page carries for readers without JavaScript (app/document/Document.tsx). */
const fontRules = document.querySelector("noscript[data-fonts]");

/** Fetches the faces first and adds them together once they are in: the page lays its text out again once, with
 *  the font, not also when a face is declared (a full layout each, on a long page). */
function declareFonts(): void {
  // A browser without constructable style sheets (Safari before 16.4, Firefox before 101) keeps the local faces, sized
  // like Inter: the rules are never written into the page as markup, which Trusted Types would refuse.
  if (!self.CSSStyleSheet || !self.FontFace) return;
  const css = fontRules?.textContent ?? "";
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css.slice(css.indexOf(">") + 1)); // past "<style>"; the CSS parser drops the closing tag
  const faces = [...sheet.cssRules].flatMap((rule) => {
    if (!(rule instanceof CSSFontFaceRule)) return [];
    const value = (name: string) => rule.style.getPropertyValue(name);
    const face = new FontFace(value("font-family").replace(/"/g, ""), value("src"), { weight: value("font-weight"), unicodeRange: value("unicode-range") });
    return [
      face.load().then(
        () => face,
        () => null,
      ),
    ];
  });
  void Promise.all(faces).then((loaded) => loaded.forEach((face) => face && document.fonts.add(face)));
}

stillLoopClipsForReducedMotion();

// An address that names an element of the home page renders its lower sections in full (app/client/render-all.ts):
// this module runs once the page is parsed, before the browser's last scroll to the fragment. The boot script
// watches for later jumps and for the keyboard.
if (named()) renderAll();

let started = false;
function start(): void {
  if (started) return;
  started = true;
  declareFonts();
  void import(BOOT_URL);
}
/** Once the page's first contentful paint is on screen, and one more frame after it (for a picture that was still
 *  decoding); browsers without paint timing wait for the next frame. */
function afterFirstPaint(run: () => void): void {
  const nextFrame = () => void requestAnimationFrame(() => setTimeout(run, 0));
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return nextFrame();
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    nextFrame();
  });
  observer.observe({ type: "paint", buffered: true });
}
addEventListener("load", () => afterFirstPaint(start), { once: true });
for (const type of GESTURES) addEventListener(type, start, { capture: true, passive: true, once: true });
// Not sooner than the first paint either: a page the browser prerenders (speculation rules) paints only once the
// visitor opens it, so it fetches no boot script, island, mint call or field data for a view that may never happen.
setTimeout(() => afterFirstPaint(start), START_AT_LATEST_MS);
