// Redrawing a share card gives the committed file byte for byte: the same words, art, faces and tools make the same
// card (npm run media -- --only=share is safe to rerun). Renders and encodes, so it needs the Debian tools of
// README.md (rsvg-convert, pngquant, pngtopnm, cjpeg) and the Noto faces; one card in Arabic and one in Hindi.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import manifest from "../../../app/content/media.json" with { type: "json" };
import { allJobs } from "../art/index.ts";
import { SHARE_H, SHARE_W } from "../kit/entries.ts";
import { renderPng } from "../kit/render.ts";
import { writeShareFile } from "../kit/share-file.ts";

const assets = fileURLToPath(new URL("../../../assets", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "media-share-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const drawn: Record<string, { src: string }> = manifest.share;

describe("share card redraw", () => {
  const jobs = allJobs();
  it.each(["share/ar/meridian_s_dormancy_dilution", "share/hi/home"])(
    "%s: twice the same bytes, and those of the committed card",
    async (key) => {
      const job = jobs.find((j) => j.kind === "share" && j.key === key);
      if (job?.kind !== "share") throw new Error(`no share job ${key}`);
      const committed = readFileSync(join(assets, drawn[key]!.src));
      const files: Buffer[] = [];
      for (const round of [1, 2]) {
        const png = join(dir, `${round}.png`);
        await renderPng(job.draw(), SHARE_W, SHARE_H, png, key);
        const out = join(dir, `out${round}`, `card-${job.version}`);
        await mkdir(join(dir, `out${round}`), { recursive: true });
        const f = await writeShareFile(png, join(dir, `scratch${round}`), out);
        files.push(readFileSync(`${out}.${f.ext}`));
        expect(drawn[key]!.src.endsWith(`-${job.version}.${f.ext}`)).toBe(true);
      }
      expect(files[0]!.equals(files[1]!)).toBe(true);
      expect(files[0]!.equals(committed), `${key} redrawn differs from the committed card`).toBe(true);
    },
    120_000,
  );
});
