// The four ecosystem dots (podf, vr, cases, marketplace): the active one is the section whose top has
// passed the middle of the viewport.
import { useEffect, useState } from "react";
import { activeSection } from "../client/landing-rules.ts";
import { subscribe } from "../client/scroll-frame.ts";

export interface GroupDotsProps {
  label: string;
  dots: { key: string; id: string; label: string }[];
}

export default function GroupDots({ label, dots }: GroupDotsProps) {
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const els = dots.map((d) => document.getElementById(d.id)).filter((el): el is HTMLElement => el !== null);
    return subscribe({
      read: () => els.map((el) => el.getBoundingClientRect().top),
      write: (tops, vp) => setActive(activeSection(tops, vp.height / 2)),
    });
  }, [dots]);

  return (
    <nav className="group-dots" aria-label={label}>
      <ol>
        {dots.map((d, i) => (
          <li key={d.key}>
            <a href={`#${d.id}`} data-dot={d.key} className={i === active ? "group-dot is-active" : "group-dot"} aria-current={i === active ? "location" : undefined}>
              <span className="group-dot-label">{d.label}</span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
