// A picture drawn by the media script: AVIF with a WebP fallback, explicit size so nothing shifts on load.
export interface PictureProps {
  /** Path under /static/ without extension. */
  image: string;
  width: number;
  height: number;
  alt: string;
  className?: string;
  /** "priority": the page's main picture (eager, high priority); "eager": above the fold; else lazy. */
  load?: "lazy" | "eager" | "priority";
  /** A different crop for narrow screens (up to NARROW_MAX px wide). */
  narrow?: { image: string; width: number; height: number };
}

export const NARROW_MAX = 600;

export function Picture({ image, width, height, alt, className, load = "lazy", narrow }: PictureProps) {
  const media = `(max-width: ${NARROW_MAX}px)`;
  return (
    <picture className={className}>
      {narrow && (
        <>
          <source media={media} srcSet={`${narrow.image}.avif`} type="image/avif" width={narrow.width} height={narrow.height} />
          <source media={media} srcSet={`${narrow.image}.webp`} type="image/webp" width={narrow.width} height={narrow.height} />
        </>
      )}
      <source srcSet={`${image}.avif`} type="image/avif" />
      <img
        src={`${image}.webp`}
        width={width}
        height={height}
        alt={alt}
        loading={load === "lazy" ? "lazy" : "eager"}
        decoding="async"
        fetchPriority={load === "priority" ? "high" : "auto"}
      />
    </picture>
  );
}
