// The one picture component: AVIF with a WebP fallback, every render in srcset with the layout's `sizes`, the
// intrinsic size set so nothing shifts, and an optional crop for phones (art direction up to 760 px).
import type { Image } from "../content/media.ts";
import { srcSet } from "../content/media.ts";
import { MOBILE_MAX_WIDTH } from "./mobile.ts";

export interface PictureProps {
  image: Image;
  /** What the picture shows; "" for one that only decorates what the text already says. */
  alt: string;
  /** The rendered widths (the `sizes` attribute), so the browser picks the smallest render that stays sharp. */
  sizes: string;
  className?: string;
  /** "priority": the page's main picture (eager, high priority); "eager": above the fold; else lazy. */
  load?: "lazy" | "eager" | "priority";
  /** Another crop for phones (760 px wide or less), with its own sizes; the same alt text applies. */
  narrow?: { image: Image; sizes: string };
}

const PHONES = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

export function Picture({ image, alt, sizes, className, load = "lazy", narrow }: PictureProps) {
  return (
    <picture className={className}>
      {narrow && (
        <>
          <source media={PHONES} type="image/avif" srcSet={srcSet(narrow.image, "avif")} sizes={narrow.sizes} width={narrow.image.width} height={narrow.image.height} />
          <source media={PHONES} type="image/webp" srcSet={srcSet(narrow.image, "webp")} sizes={narrow.sizes} width={narrow.image.width} height={narrow.image.height} />
        </>
      )}
      <source type="image/avif" srcSet={srcSet(image, "avif")} sizes={sizes} />
      <img
        src={`${image.src}.webp`}
        srcSet={srcSet(image, "webp")}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        // Eager is the browser's default: only lazy is written. The main picture decodes as the browser sees fit, so
        // the largest paint is not held for an extra frame.
        loading={load === "lazy" ? "lazy" : undefined}
        decoding={load === "priority" ? undefined : "async"}
        fetchPriority={load === "priority" ? "high" : undefined}
      />
    </picture>
  );
}
