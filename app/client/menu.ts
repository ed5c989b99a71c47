// Enhances the HTML menu of components/MobileMenu.tsx, a modal dialog that invoker commands already open and close:
// a link in the menu closes it on its way (a section of this page included), closing it collapses its groups, and a
// browser without invoker commands gets the two buttons' behaviour from here; leaving the page closes it, so Back and
// Forward restore the page from the back/forward cache with its content, not the menu it was left with.
export function enhanceMenu(doc: Document = document): void {
  const dialog = doc.getElementById("site-menu");
  const toggle = doc.querySelector<HTMLButtonElement>(".menu-toggle");
  if (!(dialog instanceof HTMLDialogElement) || !toggle) return;

  if (!("command" in HTMLButtonElement.prototype)) {
    toggle.addEventListener("click", () => dialog.showModal());
    dialog.querySelector(".menu-close")?.addEventListener("click", () => dialog.close());
  }

  dialog.addEventListener("click", (e) => {
    // Closed first, then the link is followed as usual (same page, other page or new tab).
    if (e.target instanceof Element && e.target.closest("a")) dialog.close();
  });

  addEventListener("pagehide", () => dialog.close());

  dialog.addEventListener("close", () => {
    for (const group of dialog.querySelectorAll("details[open]")) group.removeAttribute("open");
  });
}
