// Side navigation of the networking layer: highlights the item being read, and gives each item its
// animate class once its top rises above two thirds of the window (the items are server HTML).
import { useEffect, useState } from "react";
import { activeSection, shouldAnimateItem } from "../client/landing-rules.ts";
import { prefersReducedMotion, subscribe } from "../client/scroll-frame.ts";

export interface DocsNavProps {
  label: string;
  items: { id: string; label: string }[];
}

export const ANIMATED_CLASS = "is-animated";

export default function DocsNav({ label, items }: DocsNavProps) {
  const [active, setActive] = useState(0);

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

  return (
    <nav className="docs-nav" aria-label={label}>
      <ol>
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
