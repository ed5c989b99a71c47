// The gate animation: steps follow the scroll ratio, and on mobile also tick every 1500 ms while the
// section is in view. The server renders the last step, which is what no-JS and reduced motion keep.
import { useEffect, useRef, useState } from "react";
import { GATE_TICK_MS, gateRatio, gateStep, isMobileDevice, nextGateStep } from "../client/landing-rules.ts";
import { prefersReducedMotion, subscribe } from "../client/scroll-frame.ts";

export interface GateSceneProps {
  steps: { title: string; text: string }[];
  /** What the drawing shows, for readers who cannot see it. */
  artLabel: string;
}

const PEOPLE = [
  [58, 248],
  [92, 196],
  [70, 140],
  [118, 284],
  [136, 232],
  [104, 100],
] as const;
const CITIZENS = [
  [300, 150],
  [352, 118],
  [404, 150],
  [418, 210],
  [392, 262],
  [336, 270],
] as const;

function GateArt({ label }: { label: string }) {
  return (
    <svg className="gate-art" viewBox="0 0 480 360" role="img" aria-label={label}>
      <defs>
        <radialGradient id="gate-glow" cx="50%" cy="55%" r="50%">
          <stop offset="0" stopColor="#f5b942" stopOpacity=".45" />
          <stop offset="1" stopColor="#f5b942" stopOpacity="0" />
        </radialGradient>
      </defs>
      <g className="gate-contours" fill="none" stroke="#3fd8c6" strokeOpacity=".18">
        <ellipse cx="240" cy="190" rx="220" ry="150" />
        <ellipse cx="240" cy="190" rx="170" ry="115" />
        <ellipse cx="240" cy="190" rx="120" ry="80" />
      </g>
      <g className="gate-links" stroke="#3fd8c6" strokeWidth="1.5" strokeOpacity=".8">
        <path d="M58 248L92 196L70 140L104 100M92 196L136 232L118 284M136 232L104 100" fill="none" />
      </g>
      <g className="gate-people">
        {PEOPLE.map(([x, y]) => (
          <circle key={`${x}-${y}`} cx={x} cy={y} r="9" fill="#3fd8c6" />
        ))}
      </g>
      <circle className="gate-glow" cx="240" cy="200" r="120" fill="url(#gate-glow)" />
      <g className="gate-frame" fill="none" stroke="#f5b942" strokeWidth="6" strokeLinecap="round">
        <path d="M190 300V170a50 50 0 0 1 100 0v130" />
        <path d="M170 300h140" />
      </g>
      <g className="gate-doors" fill="#1d2a52" stroke="#f5b942" strokeWidth="2">
        <path className="gate-door-l" d="M196 298V172a44 44 0 0 1 44-44v170z" />
        <path className="gate-door-r" d="M284 298V172a44 44 0 0 0-44-44v170z" />
      </g>
      <g className="gate-key" fill="#f5b942">
        <circle cx="240" cy="208" r="11" />
        <rect x="236" y="214" width="8" height="26" rx="2" />
      </g>
      <g className="gate-citizens">
        <path d="M300 150L352 118L404 150L418 210L392 262L336 270Z" fill="rgba(63,216,198,.08)" stroke="#3fd8c6" strokeWidth="1.5" />
        <path d="M362 196l10 8l18-22" fill="none" stroke="#f5b942" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
        {CITIZENS.map(([x, y]) => (
          <circle key={`${x}-${y}`} cx={x} cy={y} r="8" fill="#f5b942" />
        ))}
      </g>
    </svg>
  );
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
    let timer = 0;
    const observer = new IntersectionObserver(([entry]) => {
      window.clearInterval(timer);
      timer = 0;
      if (entry?.isIntersecting && isMobileDevice(window.innerWidth, navigator.userAgent)) {
        timer = window.setInterval(() => setStep(nextGateStep), GATE_TICK_MS);
      }
    });
    observer.observe(section);
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
