// The language links name each language in its own script (한국어, हिन्दी, বাংলা, العربية). No face of the page covers
// those letters, so the first time they are laid out the browser searches the system's fonts for each script: 140 ms
// of one task on a phone-speed CPU in our traces, spent when the menu opens or when the footer comes into view. Here
// each name is laid out once, off screen and alone (a copy of its link, so the same font and language), when the
// browser is idle after load, one name per idle slice: the search is then done, in short tasks, before anyone waits.
//
// Last, the menu's content is laid out the same way, once: its first opening then finds its styles and its words'
// shapes ready (on a phone-speed CPU the first opening took 130-160 ms from tap to paint, the next ones 56-88).
export function warmFontsAndMenu(doc: Document = document): void {
  if (!("requestIdleCallback" in window)) return;
  const links = [...doc.querySelectorAll<HTMLAnchorElement>(".footer-languages a[lang]")];
  const menu = doc.querySelector<HTMLDialogElement>(".menu-overlay:not([open])");
  /** A hidden copy (nothing in it can take focus), laid out once and removed before anything is drawn. */
  const layOut = (className: string, content: Node) => {
    const box = doc.createElement("div");
    box.className = className;
    box.setAttribute("open", ""); // the menu's rules are for an open one
    box.setAttribute("aria-hidden", "true");
    box.style.cssText = "position:absolute;inset-inline-start:-9999px;top:0;visibility:hidden;contain:layout style";
    box.appendChild(content);
    doc.body.appendChild(box);
    void box.offsetWidth;
    box.remove();
  };
  const next = (i: number) =>
    requestIdleCallback(() => {
      const link = links[i];
      if (link) {
        layOut("footer-languages", link.cloneNode(true));
        return next(i + 1);
      }
      const nav = menu?.querySelector("nav");
      if (nav) layOut(menu!.className, nav.cloneNode(true));
    });
  next(0);
}
