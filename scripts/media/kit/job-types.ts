// The jobs an art module hands the kit: an image, a clip, a share card or a plain file.

export interface Budget {
  avif: number;
  webp: number;
}

export interface ImageJob {
  kind: "image";
  /** Path under /static/media/ without extension, e.g. "blog/nft". */
  key: string;
  width: number;
  height: number;
  /** srcset widths, ascending, the last one = width. */
  widths: number[];
  draw: () => string;
  /** Byte budget of the files at a width (default: the site limit). */
  budget?: (w: number) => Partial<Budget>;
  /** Smallest CSS width the image is shown at. Without it the image may not carry any text. */
  textShownAt?: number;
  /** Other names --only= accepts for this job. */
  aliases?: string[];
}

export interface ClipJob {
  kind: "clip";
  key: string;
  width: number;
  height: number;
  seconds: number;
  fps: number;
  /** The frame at loop time t in [0, 1); frame(0) must follow frame(1 - 1/n) smoothly. */
  frame: (t: number) => string;
  /** Key of the poster image job. */
  poster: string;
  textShownAt?: number;
  aliases?: string[];
}

export interface ShareJob {
  kind: "share";
  /** "share/<lang>/<name>", written to /static/media/share/<lang>/<name>-<version>.png or .jpg at 1200 x 630. */
  key: string;
  /** The hash of the card's words (scripts/share/copy.ts): a new URL whenever they change. */
  version: string;
  draw: () => string;
  aliases?: string[];
}

/** A file written as-is (the SVG icons). */
export interface FileJob {
  kind: "file";
  /** Path under /static/media/, with extension. */
  path: string;
  content: string;
  aliases?: string[];
}

export type Job = ImageJob | ClipJob | ShareJob | FileJob;
