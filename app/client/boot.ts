// The site's one script, a few hundred bytes, imported by every page's inline starter once the page has loaded
// (app/client/starter.ts). It marks the page as scripted (CSS keys on html.js), enhances the HTML menu, writes event
// times in the reader's own zone (app/client/local-times.ts) and starts each island (React and the island's own
// chunk) only when the visitor gets near it: when it comes within 40% of a screen of the viewport, or at the first
// tap, click or focus inside it, whichever comes first; it also adds the phone's back-to-top button. Until then every
// island is its server HTML, which already works: links, native controls, CSS scroll snap. A visitor who never
// scrolls downloads nothing more than this file.
import { addBackToTop } from "./back-to-top.ts";
import { warmFontsAndMenu } from "./font-warmup.ts";
import { showLocalTimes } from "./local-times.ts";
import { enhanceMenu } from "./menu.ts";
import type { IslandElement } from "./island-element.ts";
import { renderAllForJumps } from "./render-all.ts";

/** The island runtime's, the field-data script's and the local-time worker's hashed URLs, set by the build
 * (scripts/build/client.ts). */
declare const ISLANDS_URL: string;
declare const VITALS_URL: string;
declare const LOCAL_TIME_URL: string;

// Stylesheets the page deferred past its first paint (app/styles/sets.ts) apply from now on.
for (const sheet of document.querySelectorAll<HTMLLinkElement>("link[data-deferred]")) sheet.media = "all";
document.documentElement.classList.add("js");
enhanceMenu();
renderAllForJumps();
addBackToTop();
showLocalTimes(LOCAL_TIME_URL);
warmFontsAndMenu();

type Runtime = typeof import("./islands.tsx");
let runtime: Promise<Runtime> | undefined;
function hydrate(el: HTMLElement): void {
  runtime ??= import(ISLANDS_URL) as Promise<Runtime>;
  void runtime.then((r) => r.hydrateIsland(el));
}

const islands = [...document.querySelectorAll<HTMLElement>("[data-island]")];
const started = new WeakSet<HTMLElement>();
function start(el: HTMLElement): void {
  if (started.has(el)) return;
  started.add(el);
  near.unobserve(el);
  hydrate(el);
}

/** Within 40% of a screen above or below the viewport: early enough for the chunk to arrive before the island is
 * in view, late enough that nothing on the first screen of a phone, a tablet in landscape or a desktop starts. */
const near = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) if (entry.isIntersecting) start(entry.target as HTMLElement);
  },
  { rootMargin: "40% 0px" },
);
for (const el of islands) near.observe(el);

// A tap, click or focus inside an island that has not started yet starts it at once (keyboard and screen-reader
// visitors reach it this way without scrolling it into view first). A click there is kept: the island answers it
// once it has taken over (islands.tsx), so a tap on a carousel dot or a story before then is not lost.
for (const type of ["pointerdown", "focusin", "click"] as const)
  addEventListener(
    type,
    (event) => {
      const island = (event.target as Element | null)?.closest?.<IslandElement>("[data-island]");
      if (!island) return;
      start(island);
      if (event.type == "click") island.tapped = event.target;
    },
    { capture: true, passive: true },
  );

// Field data on a sampled share of page views (the worker writes the share into the page: data-vitals): web-vitals
// arrives when the browser is idle after load, so the visit it measures is the one every visitor gets.
const rate = Number(document.documentElement.dataset.vitals ?? 0);
if (rate > 0 && Math.random() < rate) {
  const load = () => void import(VITALS_URL);
  if ("requestIdleCallback" in window) requestIdleCallback(load, { timeout: 5000 });
  else setTimeout(load, 2000);
}
