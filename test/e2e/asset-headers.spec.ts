import { securityHeaderProblems } from "../shared/security-headers.ts";
import { expect, test } from "./fixtures.ts";
import { cssRefs, pageRefs } from "./html-refs.ts";

// Static files come from Workers assets, not the worker: their headers come from assets/_headers (wrangler dev applies it).
test.skip(({ isMobile }) => isMobile, "asset headers do not depend on the device");

const headerSource = (h: Record<string, string>) => ({ get: (name: string) => h[name.toLowerCase()] ?? null });
const YEAR = 31_536_000;

test("the boot script, the island runtime, its chunks, the font and the deferred stylesheet are immutable and carry the security headers", async ({ request, baseURL }) => {
  // The files the served home page refers to: the script its inline starter imports (which imports the island
  // runtime) and the font its no-script stylesheet declares; then what the runtime imports; and the Genesis
  // article's deferred stylesheet.
  const home = new URL("/", baseURL);
  const html = await (await request.get("/")).text();
  const bootPath = /<script type="module" data-starter="">[^<]*import\("(\/static\/build\/[^"]+)"\)/.exec(html)?.[1];
  expect(bootPath, "an entry script").toBeDefined();
  const boot = { url: new URL(bootPath!, home) };
  const noScript = /<noscript data-fonts=""><style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
  const font = cssRefs(noScript, home).find((r) => r.url.pathname.endsWith(".woff2"));
  expect(font, "a font in the no-script stylesheet").toBeDefined();
  const article = await (await request.get("/blog/meridian_genesis_nft_mint_is_coming")).text();
  const deferred = pageRefs(article, home).find((r) => r.url.pathname.startsWith("/static/build/css/"));
  expect(deferred, "the Genesis block's deferred stylesheet").toBeDefined();
  const importsOf = async (url: URL) =>
    [...(await (await request.get(url.pathname)).text()).matchAll(/import\("([^"]+\.js)"\)|from"(\.\/[^"]+\.js)"/g)].map((m) => new URL((m[1] ?? m[2])!, url));
  const runtime = (await importsOf(boot.url))[0];
  expect(runtime?.pathname, "the island runtime the boot script imports").toMatch(/\/islands-[A-Z0-9]{8}\.js$/);
  const chunks = await importsOf(runtime!);
  expect(chunks.length, "chunks the runtime imports").toBeGreaterThan(0);
  const files = new Set([boot.url.pathname, runtime!.pathname, font!.url.pathname, deferred!.url.pathname, ...chunks.map((c) => c.pathname)]);
  for (const path of files) {
    expect(path).toMatch(/-[A-Za-z0-9]{8,10}\.(js|woff2|css)$/);
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const h = res.headers();
    expect(securityHeaderProblems(headerSource(h)), path).toEqual([]);
    const cache = h["cache-control"] ?? "";
    expect(cache, path).toContain("immutable");
    expect(Number(/max-age=(\d+)/.exec(cache)?.[1]), path).toBeGreaterThanOrEqual(YEAR);
    if (path.endsWith(".js")) expect(h["content-type"], path).toMatch(/javascript/);
    if (path.endsWith(".css")) expect(h["content-type"], path).toMatch(/text\/css/);
  }
});

test("the favicon and a media file carry the security headers", async ({ request, baseURL }) => {
  const favicon = await request.get("/favicon.svg");
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()["content-type"]).toContain("image/svg+xml");
  expect(securityHeaderProblems(headerSource(favicon.headers())), "/favicon.svg").toEqual([]);
  expect(favicon.headers()["cache-control"]).toMatch(/max-age=\d+/);

  const home = await (await request.get("/")).text();
  const media = pageRefs(home, new URL("/", baseURL)).find((r) => r.url.pathname.startsWith("/static/media/"));
  expect(media, "a media file on the home page").toBeDefined();
  const res = await request.get(media!.url.pathname);
  expect(res.status(), media!.url.pathname).toBe(200);
  expect(securityHeaderProblems(headerSource(res.headers())), media!.url.pathname).toEqual([]);
  expect(res.headers()["cache-control"], media!.url.pathname).toMatch(/max-age=\d+/);
});

test("the headers file itself is never served", async ({ request }) => {
  const res = await request.get("/_headers", { maxRedirects: 0 });
  expect(res.status()).not.toBe(200);
  expect(await res.text()).not.toContain("Content-Security-Policy:");
});
