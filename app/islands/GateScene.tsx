// The gate animation: steps follow the scroll ratio, and on mobile also tick every 1500 ms while at least half the
// drawing is in view. The server renders the last step, which is what no-JS and reduced motion keep.
import { useEffect, useRef, useState } from "react";
import { GATE_TICK_MS, gateRatio, gateStep, isMobileDevice, nextGateStep } from "../client/landing-rules.ts";
import { prefersReducedMotion, subscribe } from "../client/scroll-frame.ts";
import { GateArt } from "../ui/GateArt.tsx";

export interface GateSceneProps {
  steps: { title: string; text: string }[];
  /** What the drawing shows, for readers who cannot see it. */
  artLabel: string;
}

export default function GateScene({ steps, artLabel }: GateSceneProps) {
  const last = steps.length - 1;
  const [step, setStep] = useState(last);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = root.current;
    const section = el?.closest("section") ?? el;
    if (!el || !section || prefersReducedMotion()) return;
    let scrollStep = -1;
    const unsubscribe = subscribe({
      read: () => section.getBoundingClientRect().top,
      write: (top, vp) => {
        const next = gateStep(gateRatio(top, vp.height));
        // Only a change of the scroll step moves the scene, so a tick is not undone by a tiny scroll.
        if (next !== scrollStep) {
          scrollStep = next;
          setStep(next);
        }
      },
    });
    // Each tick starts transitions of SVG opacity and transforms, which a phone runs on its main thread, a style and
    // paint a frame for most of the 1.5 s (15-25 ms a frame at 4x CPU slowdown). With the section's edge in view but
    // the drawing below the screen (the mission carousel above it in view), a tap there waited behind them.
    let timer = 0;
    const art = el.querySelector(".gate-art") ?? section;
    const observer = new IntersectionObserver(
      ([entry]) => {
        window.clearInterval(timer);
        timer = 0;
        if (entry && entry.intersectionRatio >= 0.5 && isMobileDevice(window.innerWidth, navigator.userAgent)) {
          timer = window.setInterval(() => setStep(nextGateStep), GATE_TICK_MS);
        }
      },
      { threshold: [0, 0.5] },
    );
    observer.observe(art);
    return () => {
      unsubscribe();
      observer.disconnect();
      window.clearInterval(timer);
    };
  }, []);

  const reached = steps.map((_, i) => (i <= step ? ` reach-${i}` : "")).join("");
  return (
    <div ref={root} className={`gate-scene${reached}`} data-step={step}>
      <GateArt label={artLabel} />
      <ol className="gate-steps">
        {steps.map((s, i) => (
          <li key={s.title} className={i === step ? "gate-step is-current" : i < step ? "gate-step is-done" : "gate-step"}>
            <span className="gate-step-num" aria-hidden="true">
              {i + 1}
            </span>
            <span>
              <strong>{s.title}</strong> {s.text}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
