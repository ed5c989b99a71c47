// The marketplace phone: the section gets its move-in class once, when it enters the viewport, and the
// phone tilts in perspective with the scroll (a CSS custom property set from JS; none with reduced motion).
import { useEffect, useRef } from "react";
import { depthOffset } from "../client/landing-rules.ts";
import { prefersReducedMotion, subscribe } from "../client/scroll-frame.ts";
import type { Image } from "../content/media.ts";
import { Picture } from "../ui/Picture.tsx";

export interface MarketDepthProps {
  image: Image;
  alt: string;
  sectionId: string;
}

export const MOVE_IN_CLASS = "move-in";

export default function MarketDepth({ image, alt, sectionId }: MarketDepthProps) {
  const device = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const section = document.getElementById(sectionId);
    const el = device.current;
    if (!section || !el) return;
    const still = prefersReducedMotion();
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry?.isIntersecting) return;
      section.classList.add(MOVE_IN_CLASS);
      observer.disconnect();
    });
    observer.observe(section);
    const unsubscribe = still
      ? () => undefined
      : subscribe({
          read: () => {
            const r = section.getBoundingClientRect();
            return { top: r.top, height: r.height };
          },
          write: ({ top, height }, vp) => el.style.setProperty("--depth", depthOffset(top, height, vp.height).toFixed(3)),
        });
    return () => {
      observer.disconnect();
      unsubscribe();
    };
  }, [sectionId]);

  return (
    <div className="market-stage">
      <div ref={device} className="market-device">
        <Picture image={image} alt={alt} sizes="(max-width: 760px) 300px, 340px" className="market-phone" />
      </div>
    </div>
  );
}
