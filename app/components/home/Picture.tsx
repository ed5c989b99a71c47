// An AVIF image with a WebP fallback, with its intrinsic size set so nothing shifts while it loads.
import type { HomeImage } from "../../content/home.ts";
import { brand } from "../../site.ts";

interface PictureProps {
  image: HomeImage;
  className?: string;
  /** "priority": the hero (eager, high priority); "eager": other images of the first screen; default lazy. */
  load?: "lazy" | "eager" | "priority";
  /** Decorative copies (the text says it already) get an empty alt. */
  decorative?: boolean;
  /** Art direction: another crop for screens of 760 px and less (the same alt text applies). */
  narrow?: { src: string; width: number; height: number };
  /** Smaller renders (`${src}-${w}.avif/.webp`) for a srcset, with the layout's `sizes`. */
  smaller?: { widths: readonly number[]; sizes: string };
}

const NARROW = "(max-width: 760px)";

export function Picture({ image, className, load = "lazy", decorative = false, narrow, smaller }: PictureProps) {
  const set = (ext: string) =>
    smaller ? [...smaller.widths.map((w) => `${image.src}-${w}.${ext} ${w}w`), `${image.src}.${ext} ${image.width}w`].join(", ") : `${image.src}.${ext}`;
  return (
    <picture className={className}>
      {narrow && (
        <>
          <source media={NARROW} type="image/avif" srcSet={`${narrow.src}.avif`} width={narrow.width} height={narrow.height} />
          <source media={NARROW} type="image/webp" srcSet={`${narrow.src}.webp`} width={narrow.width} height={narrow.height} />
        </>
      )}
      <source type="image/avif" srcSet={set("avif")} sizes={smaller?.sizes} />
      <img
        src={`${image.src}.webp`}
        srcSet={smaller ? set("webp") : undefined}
        sizes={smaller?.sizes}
        width={image.width}
        height={image.height}
        alt={decorative ? "" : brand(image.alt)}
        loading={load === "lazy" ? "lazy" : "eager"}
        decoding="async"
        fetchPriority={load === "priority" ? "high" : undefined}
      />
    </picture>
  );
}
