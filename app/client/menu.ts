// Enhances the HTML menu of components/MobileMenu.tsx, which already opens, switches groups and closes through
// fragment links: Escape closes it, focus moves in when it opens, stays inside and returns to the toggle when it
// closes, and opening, switching and closing replace the history entry instead of adding one.
const CLOSED = "#menu-closed";
const FOCUSABLE = "a[href], button:not([disabled])";

export function enhanceMenu(doc: Document = document): void {
  const panel = doc.getElementById("site-menu");
  const toggle = doc.querySelector<HTMLElement>('[data-menu="open"]');
  if (!panel || !toggle) return;
  const targets = new Set([panel.id, ...[...panel.querySelectorAll(".menu-target")].map((t) => t.id)]);
  const isOpen = () => targets.has(decodeURIComponent(location.hash.slice(1)));
  let wasOpen = false;

  function sync(): void {
    const open = isOpen();
    toggle!.setAttribute("aria-expanded", String(open));
    if (open && !wasOpen) panel!.querySelector<HTMLElement>('[data-menu="close"]')?.focus({ preventScroll: true });
    if (!open && wasOpen && (panel!.contains(doc.activeElement) || doc.activeElement === doc.body)) toggle!.focus({ preventScroll: true });
    wasOpen = open;
  }

  function go(hash: string): void {
    location.replace(hash);
    // The closed state needs no fragment in the address bar (a reload must not reopen anything).
    if (hash === CLOSED) history.replaceState(history.state, "", location.pathname + location.search);
    sync();
  }

  doc.addEventListener("click", (e) => {
    const link = e.target instanceof Element ? e.target.closest("a") : null;
    if (!link || (!panel.contains(link) && link !== toggle)) return;
    const control = link.dataset.menu;
    if (control) {
      e.preventDefault();
      go(link.getAttribute("href") ?? CLOSED);
    } else if (isOpen()) {
      // Any other link closes the menu and is then followed as usual (same page, other page or new tab).
      go(CLOSED);
    }
  });

  doc.addEventListener("keydown", (e) => {
    if (!isOpen()) return;
    if (e.key === "Escape") {
      e.preventDefault();
      go(CLOSED);
      return;
    }
    if (e.key !== "Tab") return;
    const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
    const first = items[0];
    const last = items[items.length - 1];
    const inside = panel.contains(doc.activeElement);
    if (e.shiftKey && (doc.activeElement === first || !inside)) {
      e.preventDefault();
      last?.focus();
    } else if (!e.shiftKey && (doc.activeElement === last || !inside)) {
      e.preventDefault();
      first?.focus();
    }
  });

  addEventListener("hashchange", sync);
  sync();
}
