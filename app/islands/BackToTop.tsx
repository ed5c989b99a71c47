// Back-to-top control: shown only at widths of 760 px or less, once the page has scrolled past
// 1.1 x the viewport height (see shouldShowBackToTop); a click scrolls to the top.
import { useEffect, useState } from "react";
import { shouldShowBackToTop } from "../client/landing-rules.ts";
import { prefersReducedMotion, subscribe } from "../client/scroll-frame.ts";

export interface BackToTopProps {
  label: string;
}

export default function BackToTop({ label }: BackToTopProps) {
  const [visible, setVisible] = useState(false);

  useEffect(
    () =>
      subscribe({
        read: () => undefined,
        write: (_, vp) => setVisible(shouldShowBackToTop(vp.scrollY, vp.height, vp.width)),
      }),
    [],
  );

  function toTop() {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
    // Keyboard users continue from the top of the page, not from a control that is about to hide.
    document.getElementById("main")?.focus({ preventScroll: true });
  }

  return (
    <button type="button" className={visible ? "back-to-top is-visible" : "back-to-top"} aria-label={label} onClick={toTop}>
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 19V5M5 12l7-7 7 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
