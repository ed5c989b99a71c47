// Back to top, on every page with the phone header (spec: widths of 760 px or less, once the page has scrolled past
// 1.1 x the viewport height; a click goes to the top). The page script makes it: it does nothing without script, and
// its markup would cost every page's first round trip for a control nobody sees before scrolling. It is the menu
// button's twin (same look, chrome.css; its icon pointing up; its words from the header's data-top, in the page's
// language), in the sticky header's row beside it, so it never covers the line being read.
import { shouldShowBackToTop } from "./landing-rules.ts";

export function addBackToTop(doc: Document = document): HTMLButtonElement | null {
  const header = doc.querySelector<HTMLElement>(".site-header[data-top]");
  const menu = header?.querySelector(".mobile-menu");
  const twin = menu?.querySelector(".menu-toggle");
  if (!header || !menu || !twin) return null;
  const button = doc.createElement("button");
  button.type = "button";
  button.className = "back-to-top";
  button.style.cssText = "display:none;position:fixed;top:calc((var(--header-h) - 44px)/2);inset-inline-end:calc(var(--header-pad) + 44px);z-index:55";
  // A copy of the twin's icon and label as nodes, not markup (no HTML sink under Trusted Types).
  button.replaceChildren(...twin.cloneNode(true).childNodes);
  button.querySelector("path")?.setAttribute("d", "M12 19V5M5 12l7-7 7 7");
  button.lastElementChild!.textContent = header.dataset.top ?? "";
  // In the header's row before the menu button: Tab reaches it where it is seen.
  menu.parentNode?.insertBefore(button, menu);
  button.addEventListener("click", () => {
    // Smooth or instant as the page's scroll-behavior says (base.css: smooth unless the reader asks for reduced motion).
    scrollTo(0, 0);
    // Keyboard users continue from the top of the page, not from a control that is about to hide.
    doc.getElementById("main")?.focus({ preventScroll: true });
  });

  // Read once a frame at most, where the layout is due anyway; written only when the answer changes.
  let queued = false;
  const update = () => {
    queued = false;
    const display = shouldShowBackToTop(scrollY, innerHeight, innerWidth) ? "" : "none";
    if (button.style.display !== display) button.style.display = display;
  };
  const queue = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(update);
  };
  addEventListener("scroll", queue, { passive: true });
  addEventListener("resize", queue, { passive: true });
  queue();
  return button;
}
