// The home page's sections below the fold skip rendering until they come near (app/styles/home.css), but not for a
// reader who jumps or moves by keyboard: a jump or a focus move computed from estimated sizes lands a screen away, and
// so does putting the estimates back after one. html.render-all ends the skipping for the rest of the visit, before
// the browser moves.

/** Ends the skipping, for good. */
export const renderAll = (): void => document.documentElement.classList.add("render-all");

/** The element of the page the address names, if any (the header's and the footer's own are not the page's). */
export const named = (): Element | null | undefined => document.getElementById(location.hash.slice(1))?.closest("main");

/** From the boot script on: at a Tab key (focus moves after the key's listeners) or a jump within the page (a link,
 *  the address bar, location.hash, back and forward). */
export function renderAllForJumps(): void {
  // The Navigation API announces such a jump before the browser scrolls; hashchange, where the API is missing, comes
  // after the scroll.
  const nav = (self as { navigation?: EventTarget }).navigation;
  nav?.addEventListener("navigate", (e) => (e as Event & { hashChange?: boolean }).hashChange && renderAll());
  addEventListener("hashchange", () => named() && renderAll(), true);
  addEventListener("keydown", (e) => e.key === "Tab" && renderAll(), true);
}
