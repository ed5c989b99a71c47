// kit/encode.ts, kit/run.ts and kit/render.ts around the Debian tools: the budget loop, the process runner and
// the viewBox reading. Only `sh` is run here; no image is rendered or encoded.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { LIMITS, fit, kb } from "../kit/encode.ts";
import { viewBoxWidth } from "../kit/render.ts";
import { all, run } from "../kit/run.ts";
import { svgDoc } from "../kit/svg.ts";

const dir = mkdtempSync(join(tmpdir(), "media-tools-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("fit", () => {
  const attempts = (file: string, sizes: number[], tried: number[]) =>
    sizes.map((n) => async () => {
      tried.push(n);
      writeFileSync(file, Buffer.alloc(n));
    });

  it("stops at the first setting whose file is within the budget, and returns its size", async () => {
    const tried: number[] = [];
    const file = join(dir, "fits.bin");
    await expect(fit(file, 100, attempts(file, [300, 150, 100, 10], tried))).resolves.toBe(100);
    expect(tried).toEqual([300, 150, 100]);
  });

  it("fails, naming the file and budget, when even the smallest setting is too big", async () => {
    const file = join(dir, "over.bin");
    await expect(fit(file, 1024, attempts(file, [4096, 2048], []))).rejects.toThrow(`${file} is 2.0 KB, over its 1.0 KB budget at the smallest setting`);
  });
});

describe("limits", () => {
  it("are the site's 150 KB an image file, 400 KB a clip and 80 KB a share card", () => {
    expect(LIMITS).toEqual({ image: 150 * 1024, clip: 400 * 1024, share: 80 * 1024 });
    expect(kb(1536)).toBe("1.5 KB");
  });
});

describe("run", () => {
  it("resolves when the command succeeds, with input on its stdin", async () => {
    await expect(run("sh", ["-c", 'read x; [ "$x" = meridian ]'], "meridian\n")).resolves.toBeUndefined();
  });

  it("rejects with the command, its exit code and its stderr when it fails", async () => {
    await expect(run("sh", ["-c", "echo broken >&2; exit 3"])).rejects.toThrow("sh -c echo broken >&2; exit 3 exited 3: broken");
  });

  it("says the tool may be missing when it cannot start", async () => {
    await expect(run("no-such-media-tool-here", [])).rejects.toThrow("no-such-media-tool-here: spawn no-such-media-tool-here ENOENT (is it installed?)");
  });

  it("all keeps the order of its items whatever order they finish in", async () => {
    const out = await all([30, 0, 10], (ms, i) => new Promise<string>((resolve) => setTimeout(() => resolve(`${i}:${ms}`), ms)));
    expect(out).toEqual(["0:30", "1:0", "2:10"]);
  });
});

describe("viewBoxWidth", () => {
  it("reads the width in drawing units, whatever the origin", () => {
    expect(viewBoxWidth(svgDoc(960, 2080, ""))).toBe(960);
    expect(viewBoxWidth('<svg viewBox="-10 -5.5 64.5 64">')).toBe(64.5);
  });

  it("refuses an SVG without a viewBox", () => {
    expect(() => viewBoxWidth('<svg width="10" height="10">')).toThrow("SVG without a viewBox");
  });
});
