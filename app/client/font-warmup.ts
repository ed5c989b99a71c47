// The language links name each language in its own script (한국어, हिन्दी, বাংলা, العربية). No face of the page covers
// those letters, so the first time they are laid out the browser searches the system's fonts for each script: 140 ms
// of one task on a phone-speed CPU in our traces, spent when the menu opens or when the footer comes into view. Here
// each name is laid out once, off screen and alone (a copy of its link, so the same font and language), when the
// browser is idle after load, one name per idle slice: the search is then done, in short tasks, before anyone waits.
export function warmLanguageFonts(doc: Document = document): void {
  if (!("requestIdleCallback" in window)) return;
  const links = [...doc.querySelectorAll<HTMLAnchorElement>(".footer-languages a[lang]")];
  const next = (i: number) =>
    requestIdleCallback(() => {
      const link = links[i];
      if (!link) return;
      const box = doc.createElement("div");
      box.className = "footer-languages";
      box.setAttribute("aria-hidden", "true");
      box.style.cssText = "position:absolute;inset-inline-start:-9999px;top:0;visibility:hidden;contain:layout style";
      box.appendChild(link.cloneNode(true));
      doc.body.appendChild(box);
      void box.offsetWidth;
      box.remove();
      next(i + 1);
    });
  next(0);
}
