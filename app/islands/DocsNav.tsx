// Side navigation of the networking layer: highlights the item being read, and gives each item its
// animate class once its top rises above two thirds of the window (the items are server HTML).
import { useEffect, useRef, useState } from "react";
import { activeSection, shouldAnimateItem } from "../client/landing-rules.ts";
import { prefersReducedMotion, subscribe } from "../client/scroll-frame.ts";

export interface DocsNavProps {
  label: string;
  items: { id: string; label: string }[];
}

export const ANIMATED_CLASS = "is-animated";

export default function DocsNav({ label, items }: DocsNavProps) {
  const [active, setActive] = useState(0);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const els = items.map((it) => document.getElementById(it.id)).filter((el): el is HTMLElement => el !== null);
    const still = prefersReducedMotion();
    if (still) for (const el of els) el.classList.add(ANIMATED_CLASS);
    return subscribe({
      read: () => els.map((el) => el.getBoundingClientRect().top),
      write: (tops, vp) => {
        // The item whose top has passed the middle of the window is the one being read.
        setActive(Math.max(0, activeSection(tops, vp.height / 2)));
        if (still) return;
        tops.forEach((top, i) => {
          if (shouldAnimateItem(top, vp.height)) els[i]?.classList.add(ANIMATED_CLASS);
        });
      },
    });
  }, [items]);

  // On phones the items are one row of chips that scrolls sideways: the one being read is brought to the middle
  // of the row (by the difference of centres, the same in either direction), never left cut off at an edge.
  useEffect(() => {
    const row = list.current;
    const chip = row?.children[active];
    if (!row || !chip || row.scrollWidth <= row.clientWidth) return;
    const r = row.getBoundingClientRect();
    const c = chip.getBoundingClientRect();
    row.scrollBy({ left: c.left + c.width / 2 - (r.left + r.width / 2), behavior: prefersReducedMotion() ? "instant" : "smooth" });
  }, [active]);

  return (
    <nav className="docs-nav" aria-label={label}>
      <ol ref={list}>
        {items.map((it, i) => (
          <li key={it.id}>
            <a href={`#${it.id}`} className={i === active ? "is-active" : undefined} aria-current={i === active ? "location" : undefined}>
              <span className="docs-nav-num" aria-hidden="true">
                {String(i + 1).padStart(2, "0")}
              </span>
              {it.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
