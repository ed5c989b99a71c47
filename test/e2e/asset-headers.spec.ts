import { securityHeaderProblems } from "../shared/security-headers.ts";
import { expect, test } from "./fixtures.ts";
import { cssRefs, pageRefs } from "./html-refs.ts";

// Static files come from Workers assets, not the worker: their headers come from assets/_headers (wrangler dev applies it).
test.skip(({ isMobile }) => isMobile, "asset headers do not depend on the device");

const headerSource = (h: Record<string, string>) => ({ get: (name: string) => h[name.toLowerCase()] ?? null });
const YEAR = 31_536_000;

test("the built script, stylesheet, chunks and font are immutable and carry the security headers", async ({ request, baseURL }) => {
  // The files the served home page refers to (its entry script and stylesheet), the chunk the script imports, the font.
  const home = new URL("/", baseURL);
  const built = pageRefs(await (await request.get("/")).text(), home).filter((r) => r.url.pathname.startsWith("/static/build/"));
  const css = built.find((r) => r.url.pathname.endsWith(".css"));
  expect(css, "a stylesheet").toBeDefined();
  expect(built.some((r) => r.from === "script src"), "an entry script").toBe(true);
  const font = cssRefs(await (await request.get(css!.url.pathname)).text(), css!.url).find((r) => r.url.pathname.endsWith(".woff2"));
  expect(font, "a font in the stylesheet").toBeDefined();
  // The entry script starts the islands with a dynamic import of the client chunk (no preloads in the page).
  const entry = built.find((r) => r.from === "script src")!;
  const entryCode = await (await request.get(entry.url.pathname)).text();
  const chunks = [...entryCode.matchAll(/import\("(\.\/[^"]+\.js)"\)/g)].map((m) => new URL(m[1]!, entry.url).pathname);
  expect(chunks.length, "a chunk the entry script imports").toBeGreaterThan(0);
  const files = new Set([...built.map((r) => r.url.pathname), font!.url.pathname, ...chunks]);
  expect(files.size).toBeGreaterThanOrEqual(4);
  for (const path of files) {
    expect(path).toMatch(/-[A-Z0-9]{8}\.(js|css|woff2)$/);
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const h = res.headers();
    expect(securityHeaderProblems(headerSource(h)), path).toEqual([]);
    const cache = h["cache-control"] ?? "";
    expect(cache, path).toContain("immutable");
    expect(Number(/max-age=(\d+)/.exec(cache)?.[1]), path).toBeGreaterThanOrEqual(YEAR);
    if (path.endsWith(".js")) expect(h["content-type"], path).toMatch(/javascript/);
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
