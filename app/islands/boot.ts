// The page's only script tag: tiny, so nothing competes with the first paint on a slow phone network.
// It marks the page as scripted at once (CSS keys on html.js) and starts the islands (React and their chunks)
// once the page has loaded, or at the visitor's first gesture, or after a short wait, whichever comes first.
// Until then every island is plain server HTML that reads and navigates without JavaScript.

/** Upper bound on the wait when `load` is slow (a large image still arriving). */
const START_AT_LATEST_MS = 3000;
const GESTURES = ["pointerdown", "keydown", "touchstart"] as const;

document.documentElement.classList.add("js");

let started = false;
function start(): void {
  if (started) return;
  started = true;
  for (const type of GESTURES) removeEventListener(type, start, true);
  void import("./client.tsx");
}

if (document.readyState === "complete") start();
else {
  addEventListener("load", start, { once: true });
  for (const type of GESTURES) addEventListener(type, start, { capture: true, passive: true });
  setTimeout(start, START_AT_LATEST_MS);
}
