// Mission points: a grid on wide screens, a bounded swipe carousel on mobile.
// Until the island has taken over (and without JS) the mobile strip scrolls natively with scroll snap, starting at the
// start slide, so every point stays readable and a swipe is never lost; the carousel then starts where the visitor left
// the strip, and a dot tapped before then is answered once it runs (app/client/boot.ts keeps the tap).
import { useLayoutEffect, useRef, useState, type TouchEvent } from "react";
import { nearestSlide, slideAfterSwipe } from "../client/landing-rules.ts";

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
  /** Taken over from the native strip (transforms from now on); moved: the visitor has moved it since (transitions). */
  const [live, setLive] = useState(false);
  const [moved, setMoved] = useState(false);
  const touch = useRef<TouchStart | null>(null);
  const viewport = useRef<HTMLDivElement>(null);

  // Before the first paint as a carousel: the slide the native strip shows becomes the current one, in the same frame.
  // A strip the page has not rendered yet (its section still skipped, content-visibility) has not been placed at its
  // start slide nor scrolled by anyone: it keeps the start slide (a busy phone hydrates some islands that early).
  useLayoutEffect(() => {
    const strip = viewport.current;
    if (strip && strip.checkVisibility({ contentVisibilityAuto: true }) && strip.scrollWidth > strip.clientWidth + 1) {
      const centre = (r: DOMRect) => r.left + r.width / 2;
      setIndex(
        nearestSlide(
          [...strip.querySelectorAll(".mission-card")].map((card) => centre(card.getBoundingClientRect())),
          centre(strip.getBoundingClientRect()),
        ),
      );
      strip.scrollLeft = 0;
    }
    setLive(true);
  }, []);

  function go(next: number) {
    setMoved(true);
    setIndex(next);
  }

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
    go(slideAfterSwipe(index, dx, dy, points.length, dir));
  }

  return (
    <div className="mission-carousel" data-index={index} data-live={live ? "" : undefined} data-moved={moved ? "" : undefined}>
      <div ref={viewport} className="mission-viewport" onTouchStart={onTouchStart} onTouchMove={onTouchMove} onTouchEnd={onTouchEnd} onTouchCancel={() => (touch.current = null)}>
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
            onClick={() => go(i)}
          />
        ))}
      </div>
    </div>
  );
}
