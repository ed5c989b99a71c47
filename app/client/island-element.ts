// An island's element as the page script (boot.ts) and the island runtime (islands.tsx) share it.
export interface IslandElement extends HTMLElement {
  /** What the visitor clicked inside the island before it had taken over: its server HTML's buttons do nothing yet, so
   *  the runtime clicks that button again once the island runs. */
  tapped?: EventTarget | null;
}
