// npm run media                      redraws every image, clip, share card and icon of the site
// npm run media -- --only=blog/nft   redraws just those keys (comma-separated; a group such as "blog" or "share" works too)
// Draws SVG with the art modules, renders with rsvg-convert and encodes with avifenc, cwebp, pngquant and ffmpeg
// (Debian: librsvg2-bin libavif-bin webp pngquant ffmpeg fonts-inter fonts-noto-core fonts-noto-cjk; see README.md)
// into assets/static/media, and records every raster in app/content/media.json. KEEP_MEDIA_WORK=1 keeps the SVG
// sources and PNGs for inspection.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { site } from "../../app/site.ts";
import { allJobs } from "./art/index.ts";
import { type Context, produceClip, produceFile, produceImage, produceShare } from "./kit/jobs.ts";
import { emptyManifest, readManifest, writeManifest } from "./kit/manifest.ts";
import { assertUniqueJobs, parseOnly, selectJobs } from "./kit/select.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const manifestFile = join(root, "app/content/media.json");
const only = parseOnly(process.argv);

async function main(): Promise<void> {
  const jobs = allJobs();
  assertUniqueJobs(jobs);
  const todo = selectJobs(jobs, only);
  const ctx: Context = { mediaDir: join(root, "assets/static/media"), work: mkdtempSync(join(tmpdir(), `${site.slug}-media-`)) };
  // A full run starts the manifest afresh, so keys nothing draws any more drop out of it.
  const manifest = only ? readManifest(manifestFile) : emptyManifest();
  try {
    await Promise.all(
      todo.map(async (j) => {
        if (j.kind === "image") manifest.images[j.key] = await produceImage(ctx, j);
        else if (j.kind === "clip") manifest.clips[j.key] = await produceClip(ctx, j);
        else if (j.kind === "share") manifest.share[j.key] = await produceShare(ctx, j);
        else await produceFile(ctx, j);
      }),
    );
    writeManifest(manifestFile, manifest);
    console.log(`${todo.length} of ${jobs.length} media jobs done; manifest: app/content/media.json`);
  } finally {
    if (process.env.KEEP_MEDIA_WORK) console.log(`SVG sources and PNGs kept in ${ctx.work}`);
    else rmSync(ctx.work, { recursive: true, force: true });
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
