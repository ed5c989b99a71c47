// Mission points: a grid on wide screens, a bounded swipe carousel on mobile.
// Without JS the mobile strip scrolls natively, so every point stays readable.
import { useRef, useState, type TouchEvent } from "react";
import { slideAfterSwipe } from "../client/landing-rules.ts";

export interface MissionCarouselProps {
  points: { title: string; content: string }[];
  start: number;
  /** The page's writing direction: in Arabic a swipe to the right goes forward. */
  dir: "ltr" | "rtl";
  dotsLabel: string;
  /** "Point {n}: {title}". */
  dotLabel: string;
}

interface TouchStart {
  x: number;
  y: number;
  lastX: number;
  lastY: number;
}

export default function MissionCarousel({ points, start, dir, dotsLabel, dotLabel }: MissionCarouselProps) {
  const [index, setIndex] = useState(start);
  const touch = useRef<TouchStart | null>(null);

  function onTouchStart(e: TouchEvent) {
    const t = e.touches[0];
    touch.current = t ? { x: t.clientX, y: t.clientY, lastX: t.clientX, lastY: t.clientY } : null;
  }

  function onTouchMove(e: TouchEvent) {
    const t = e.touches[0];
    if (touch.current && t) {
      touch.current.lastX = t.clientX;
      touch.current.lastY = t.clientY;
    }
  }

  function onTouchEnd(e: TouchEvent) {
    const from = touch.current;
    touch.current = null;
    if (!from) return;
    const t = e.changedTouches[0];
    const dx = (t?.clientX ?? from.lastX) - from.x;
    const dy = (t?.clientY ?? from.lastY) - from.y;
    setIndex((i) => slideAfterSwipe(i, dx, dy, points.length, dir));
  }

  return (
    <div className="mission-carousel" data-index={index}>
      <div className="mission-viewport" onTouchStart={onTouchStart} onTouchMove={onTouchMove} onTouchEnd={onTouchEnd} onTouchCancel={() => (touch.current = null)}>
        <ol className="mission-track">
          {points.map((p, i) => (
            <li key={p.title} className={i === index ? "mission-card is-current" : "mission-card"}>
              <span className="mission-num" aria-hidden="true">
                {String(i + 1).padStart(2, "0")}
              </span>
              <h3>{p.title}</h3>
              <p>{p.content}</p>
            </li>
          ))}
        </ol>
      </div>
      <div className="mission-dots" role="group" aria-label={dotsLabel}>
        {points.map((p, i) => (
          <button
            key={p.title}
            type="button"
            className="mission-dot"
            aria-label={dotLabel.replace("{n}", String(i + 1)).replace("{title}", p.title)}
            aria-current={i === index ? "true" : undefined}
            onClick={() => setIndex(i)}
          />
        ))}
      </div>
    </div>
  );
}
