// PODF map slides: they advance with the section's scroll progress, and the feature list (server HTML)
// becomes visible once the progress passes 0.7. The server renders the end state.
import { useEffect, useRef, useState } from "react";
import { podfListVisible, podfSlide, scrollProgress } from "../client/landing-rules.ts";
import { prefersReducedMotion, subscribe } from "../client/scroll-frame.ts";
import type { Image } from "../content/media.ts";
import { Picture } from "../ui/Picture.tsx";

export interface PodfSlidesProps {
  slides: { image: Image; alt: string }[];
  /** Id of the feature list that appears past progress 0.7. */
  listId: string;
}

export const LIST_VISIBLE_CLASS = "is-visible";

export default function PodfSlides({ slides, listId }: PodfSlidesProps) {
  const [slide, setSlide] = useState(slides.length - 1);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const section = root.current?.closest("section");
    const list = document.getElementById(listId);
    if (!section || !list) return;
    if (prefersReducedMotion()) {
      list.classList.add(LIST_VISIBLE_CLASS);
      return;
    }
    return subscribe({
      read: () => section.getBoundingClientRect().top,
      write: (top, vp) => {
        const progress = scrollProgress(top, vp.height);
        setSlide(podfSlide(progress, slides.length));
        if (podfListVisible(progress)) list.classList.add(LIST_VISIBLE_CLASS);
      },
    });
  }, [listId, slides.length]);

  return (
    <div ref={root} className="podf-slides" data-slide={slide}>
      {slides.map((s, i) => (
        <Picture
          key={s.image.src}
          image={s.image}
          alt={i === slide ? s.alt : ""}
          sizes="(max-width: 760px) calc(100vw - 40px), (max-width: 1240px) calc(50vw - 50px), 560px"
          className={i === slide ? "podf-slide is-current" : "podf-slide"}
        />
      ))}
      <ol className="podf-slide-dots" aria-hidden="true">
        {slides.map((s, i) => (
          <li key={s.image.src} className={i === slide ? "is-current" : undefined} />
        ))}
      </ol>
    </div>
  );
}
