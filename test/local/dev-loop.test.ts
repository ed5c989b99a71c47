// `npm run dev` in a temporary copy of the project: saved changes to an article and a stylesheet show on the next
// request within 2 s each, without a restart; a broken article is reported and the last good build keeps serving.
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../..");
const PORT = 8760;
const BASE = `http://127.0.0.1:${PORT}`;
const ARTICLE = "app/content/articles/bar.md";
const ARTICLE_URL = `${BASE}/blog/meridian_sets_the_bar`;
const STYLESHEET = "app/styles/article.css";
const SAVE_TO_VISIBLE_MS = 2000;

let copy: string;
let dev: ChildProcess;
let output = "";

/** The page's HTML, or "" while the server is not listening yet. */
async function page(url: string): Promise<string> {
  return fetch(url)
    .then((r) => r.text())
    .catch(() => "");
}

/** Polls until `url` contains `needle`; returns how long that took after the save. */
async function msUntilVisible(url: string, needle: string, savedAt: number, limitMs = 10_000): Promise<number> {
  while (performance.now() - savedAt < limitMs) {
    if ((await page(url)).includes(needle)) return performance.now() - savedAt;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`"${needle}" not served within ${limitMs} ms; dev output:\n${output}`);
}

function save(file: string, edit: (text: string) => string): number {
  const path = join(copy, file);
  writeFileSync(path, edit(readFileSync(path, "utf8")));
  return performance.now();
}

beforeAll(async () => {
  copy = mkdtempSync(join(tmpdir(), "meridian-dev-"));
  for (const entry of ["app", "worker", "scripts", "assets", "package.json", "package-lock.json", "tsconfig.json", "wrangler.toml"]) {
    cpSync(join(ROOT, entry), join(copy, entry), { recursive: true });
  }
  symlinkSync(join(ROOT, "node_modules"), join(copy, "node_modules"));
  dev = spawn("npm", ["run", "dev"], { cwd: copy, env: { ...process.env, PORT: String(PORT), NO_COLOR: "1" }, stdio: ["ignore", "pipe", "pipe"] });
  dev.stdout?.on("data", (d: Buffer) => (output += d));
  dev.stderr?.on("data", (d: Buffer) => (output += d));
  await msUntilVisible(`${BASE}/`, "<main", performance.now(), 60_000);
}, 90_000);

afterAll(() => {
  dev?.kill("SIGTERM");
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe("npm run dev", { timeout: 15_000 }, () => {
  it("shows a saved article within 2 s, without a restart", async () => {
    const savedAt = save(ARTICLE, (md) => md.replace("large marketing budgets", "large marketing budgets (edited live)"));
    expect(await msUntilVisible(ARTICLE_URL, "(edited live)", savedAt)).toBeLessThan(SAVE_TO_VISIBLE_MS);
  });

  it("shows a saved stylesheet within 2 s, without a restart", async () => {
    const savedAt = save(STYLESHEET, (css) => `${css}\n.dev-loop-probe{outline-offset:7px}\n`);
    expect(await msUntilVisible(ARTICLE_URL, ".dev-loop-probe{outline-offset:7px}", savedAt)).toBeLessThan(SAVE_TO_VISIBLE_MS);
  });

  it("reports a broken article and keeps serving the last good build", async () => {
    save(ARTICLE, (md) => md.replace(/^isoDate: .*$/m, "isoDate: 12345"));
    const until = performance.now() + 10_000;
    while (!output.includes("still serving the last good build") && performance.now() < until) await new Promise((r) => setTimeout(r, 50));
    expect(output).toContain(`app/content/articles/bar.md: "isoDate" must be text, not 12345`);
    expect(output).toContain("still serving the last good build");
    const response = await fetch(ARTICLE_URL);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("(edited live)");

    const savedAt = save(ARTICLE, (md) => md.replace(/^isoDate: .*$/m, 'isoDate: "2023-08-09"').replace("(edited live)", "(fixed live)"));
    expect(await msUntilVisible(ARTICLE_URL, "(fixed live)", savedAt)).toBeLessThan(SAVE_TO_VISIBLE_MS);
  });
});
