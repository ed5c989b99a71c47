// The four community figures. The server renders the targets (no-JS and reduced motion read the real
// numbers); with motion, the figures count up from 0 once, when the section's top comes within 50 px
// of the viewport bottom.
import { useEffect, useRef, useState } from "react";
import { COUNT_UP_MARGIN_PX, COUNT_UP_MS, countUpValue, formatCount, shouldStartCountUp } from "../client/landing-rules.ts";
import { prefersReducedMotion } from "../client/scroll-frame.ts";

export interface StatsCountUpProps {
  stats: { target: number; label: string }[];
  /** The page's locale: figures are grouped as its readers write them. */
  locale: string;
}

type Phase = "idle" | "running" | "done";

export default function StatsCountUp({ stats, locale }: StatsCountUpProps) {
  const [values, setValues] = useState(() => stats.map((s) => s.target));
  const [phase, setPhase] = useState<Phase>("idle");
  const root = useRef<HTMLDListElement>(null);

  useEffect(() => {
    // The rule watches the stats section's top, not just the figures.
    const el = root.current?.closest("section") ?? root.current;
    if (!el || prefersReducedMotion()) return;
    const targets = stats.map((s) => s.target);
    let raf = 0;
    const run = (startedAt: number) => (now: number) => {
      const elapsed = now - startedAt;
      setValues(targets.map((t) => countUpValue(t, elapsed)));
      if (elapsed >= COUNT_UP_MS) setPhase("done");
      else raf = requestAnimationFrame(run(startedAt));
    };
    // The root margin reaches 50 px below the viewport: the observer wakes up exactly where the rule starts.
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry || !shouldStartCountUp(entry.boundingClientRect.top, window.innerHeight)) return;
        observer.disconnect();
        setValues(targets.map(() => 0));
        setPhase("running");
        raf = requestAnimationFrame((now) => run(now)(now));
      },
      { rootMargin: `0px 0px ${COUNT_UP_MARGIN_PX}px 0px` },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(raf);
    };
  }, [stats]);

  return (
    <dl ref={root} className="stats-grid" data-state={phase}>
      {stats.map((s, i) => (
        <div key={s.label} className="stat">
          <dt className="stat-label">{s.label}</dt>
          <dd className="stat-value">
            <span className="stat-number" aria-hidden="true">
              {formatCount(values[i] ?? s.target, locale)}
            </span>
            <span className="visually-hidden">{formatCount(s.target, locale)}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
