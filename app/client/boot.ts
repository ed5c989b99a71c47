// The site's one script, a few hundred bytes, imported by every page's inline starter once the page has loaded
// (app/client/starter.ts). It marks the page as scripted (CSS keys on html.js), enhances the HTML menu, writes event
// times in the reader's own zone (app/content/event-time.ts) and, only on
// pages that have islands, starts them (React and their chunks) once the page has loaded, or at the visitor's
// first gesture, or after a short wait, whichever comes first; an island marked data-hydrate="visible" waits until
// it comes near the viewport. Until then every island is plain server HTML.
import { showLocalTimes } from "../content/event-time.ts";
import { enhanceMenu } from "./menu.ts";

/** The island runtime's hashed URL, set by the build (scripts/build/client.ts). */
declare const ISLANDS_URL: string;

/** Upper bound on the wait when `load` is slow (a large image still arriving). */
const START_AT_LATEST_MS = 3000;
const GESTURES = ["pointerdown", "keydown", "touchstart"] as const;

// Stylesheets the page deferred past its first paint (app/styles/sets.ts) apply from now on.
for (const sheet of document.querySelectorAll<HTMLLinkElement>("link[data-deferred]")) sheet.media = "all";
document.documentElement.classList.add("js");
enhanceMenu();
showLocalTimes();

type Runtime = typeof import("./islands.tsx");
let runtime: Promise<Runtime> | undefined;
function hydrate(el: HTMLElement): void {
  runtime ??= import(ISLANDS_URL) as Promise<Runtime>;
  void runtime.then((r) => r.hydrateIsland(el));
}

const islands = [...document.querySelectorAll<HTMLElement>("[data-island]")];
// Islands far down a page (data-hydrate="visible") load React and their code only when they come within a screen.
const onApproach = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      onApproach.unobserve(entry.target);
      hydrate(entry.target as HTMLElement);
    }
  },
  { rootMargin: "100% 0px" },
);
const startNow = islands.filter((el) => el.dataset.hydrate !== "visible");
for (const el of islands) if (el.dataset.hydrate === "visible") onApproach.observe(el);

let started = false;
function start(): void {
  if (started) return;
  started = true;
  for (const type of GESTURES) removeEventListener(type, start, true);
  for (const el of startNow) hydrate(el);
}

if (startNow.length) {
  if (document.readyState === "complete") start();
  else {
    addEventListener("load", start, { once: true });
    for (const type of GESTURES) addEventListener(type, start, { capture: true, passive: true });
    setTimeout(start, START_AT_LATEST_MS);
  }
}
