// A share card's file: the render encoded as a palette PNG and as a JPEG, each within the card budget, and the
// smaller of the two kept under the card's hashed name; older files of the same card are removed.
import { copyFile, readdir, rm } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { LIMITS, kb, sharePng, shareJpeg } from "./encode.ts";

export interface ShareFile {
  ext: "png" | "jpg";
  size: number;
  /** Both measured sizes (null: over the budget at every setting). */
  png: number | null;
  jpg: number | null;
}

const orNull = (p: Promise<number>): Promise<number | null> => p.catch(() => null);

/** Encodes `png` (a scratch render) both ways and writes the smaller to `${outStem}.png|.jpg`. */
export async function writeShareFile(png: string, scratchStem: string, outStem: string, limit: number = LIMITS.share): Promise<ShareFile> {
  const [p, j] = await Promise.all([orNull(sharePng(png, `${scratchStem}.q.png`, limit)), orNull(shareJpeg(png, `${scratchStem}.jpg`, limit))]);
  if (p === null && j === null) throw new Error(`${outStem}: over its ${kb(limit)} budget as PNG and as JPEG`);
  const ext = j === null || (p !== null && p <= j) ? "png" : "jpg";
  const dir = dirname(outStem);
  const name = basename(outStem).replace(/-[0-9a-f]+$/, "");
  const stale = (await readdir(dir)).filter((f) => new RegExp(`^${name}-[0-9a-f]{10}\\.(png|jpg)$`).test(f));
  await Promise.all(stale.map((f) => rm(join(dir, f))));
  await copyFile(ext === "png" ? `${scratchStem}.q.png` : `${scratchStem}.jpg`, `${outStem}.${ext}`);
  return { ext, size: (ext === "png" ? p : j) ?? 0, png: p, jpg: j };
}
