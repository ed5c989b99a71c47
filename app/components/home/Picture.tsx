// An AVIF image with a WebP fallback, with its intrinsic size set so nothing shifts while it loads.
import type { HomeImage } from "../../content/home.ts";
import { brand } from "../../site.ts";

interface PictureProps {
  image: HomeImage;
  className?: string;
  /** Above-the-fold images load eagerly with high priority; everything else waits until it is near. */
  priority?: boolean;
  /** Decorative copies (the text says it already) get an empty alt. */
  decorative?: boolean;
}

export function Picture({ image, className, priority = false, decorative = false }: PictureProps) {
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={`${image.src}.avif`} />
      <img
        src={`${image.src}.webp`}
        width={image.width}
        height={image.height}
        alt={decorative ? "" : brand(image.alt)}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : undefined}
      />
    </picture>
  );
}
