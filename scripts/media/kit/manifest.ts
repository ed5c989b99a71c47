// app/content/media.json: what the kit wrote, for the app to read (paths, pixel sizes, srcset widths,
// smallest text). Written by the kit only; keys sorted so a rebuild gives a stable diff.
import { existsSync, readFileSync, writeFileSync } from "node:fs";

export interface ImageEntry {
  /** Public path without extension: `${src}.avif`, `${src}.webp`, and `${src}-${w}.avif/.webp` for smaller widths. */
  src: string;
  width: number;
  height: number;
  widths: number[];
  /** Smallest font size drawn, in source px at full width; null when the image has no text. */
  minTextPx: number | null;
}
export interface ClipEntry {
  src: string;
  /** Key of the poster image in `images`. */
  poster: string;
  width: number;
  height: number;
  minTextPx: number | null;
}
export interface ShareEntry {
  src: string;
  width: number;
  height: number;
}
export interface Manifest {
  images: Record<string, ImageEntry>;
  clips: Record<string, ClipEntry>;
  share: Record<string, ShareEntry>;
}

export const emptyManifest = (): Manifest => ({ images: {}, clips: {}, share: {} });

export function readManifest(file: string): Manifest {
  if (!existsSync(file)) return emptyManifest();
  const m = JSON.parse(readFileSync(file, "utf8")) as Partial<Manifest>;
  return { images: m.images ?? {}, clips: m.clips ?? {}, share: m.share ?? {} };
}

function sorted<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(
    Object.keys(record)
      .sort()
      .map((k) => [k, record[k] as T]),
  );
}

export function writeManifest(file: string, m: Manifest): void {
  const out: Manifest = { images: sorted(m.images), clips: sorted(m.clips), share: sorted(m.share) };
  writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
}
