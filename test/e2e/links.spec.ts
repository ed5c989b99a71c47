import type { APIRequestContext, APIResponse } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { anchorIds, cssRefs, pageRefs, type PageRef } from "./html-refs.ts";

// Fetched without a browser: the same links on a phone, so the desktop project crawls them.
test.skip(({ isMobile }) => isMobile, "the links do not depend on the device");

/**
 * GET without following redirects. A reused keep-alive connection that the server closed as idle at that very moment
 * ends in ECONNRESET (browsers retry those by themselves): one retry, then it counts.
 */
async function get(request: APIRequestContext, url: string): Promise<APIResponse> {
  try {
    return await request.get(url, { maxRedirects: 0 });
  } catch (e) {
    if (!/ECONNRESET|socket hang up/.test(String(e))) throw e;
    return request.get(url, { maxRedirects: 0 });
  }
}

// Breadth-first from /, through every internal page, link and asset: anything not answering 200 is broken. The
// language switcher's links (/language/xx?page=...) redirect to that page in that language, which is crawled too.
test("nothing linked from / is broken, pages, assets and in-page anchors included", async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  const key = (u: URL) => u.origin + u.pathname + u.search;
  const seen = new Map<string, string>();
  const pages = new Map<string, Set<string>>();
  const fragments: { page: string; id: string; from: string }[] = [];
  const broken: string[] = [];
  const unsafe: string[] = [];
  let queue: PageRef[] = [{ url: new URL("/", origin), from: "start" }];

  while (queue.length) {
    const batch = queue.filter((r) => !seen.has(key(r.url)));
    queue = [];
    for (const r of batch) seen.set(key(r.url), r.from);
    const unique = [...new Map(batch.map((r) => [key(r.url), r])).values()];
    const found = await Promise.all(
      unique.map(async (ref): Promise<PageRef[]> => {
        const res = await get(request, key(ref.url));
        const location = res.headers().location;
        if (ref.url.pathname.startsWith("/language/") && res.status() === 302 && location) {
          return [{ url: new URL(location, ref.url), from: `${ref.url.pathname}${ref.url.search} (redirect)` }];
        }
        if (res.status() !== 200) {
          broken.push(`${res.status()} ${ref.url.pathname}${ref.url.search} (from ${ref.from})`);
          return [];
        }
        const type = res.headers()["content-type"] ?? "";
        if (type.startsWith("text/html")) {
          const html = await res.text();
          pages.set(ref.url.pathname, anchorIds(html));
          return pageRefs(html, ref.url).map((r) => ({ ...r, from: `${ref.url.pathname} ${r.from}` }));
        }
        if (type.startsWith("text/css")) return cssRefs(await res.text(), ref.url).map((r) => ({ ...r, from: `${ref.url.pathname} ${r.from}` }));
        return [];
      }),
    );
    for (const ref of found.flat()) {
      if (ref.url.protocol === "javascript:") unsafe.push(`${ref.url.href} (from ${ref.from})`);
      if (ref.url.origin !== origin) continue;
      if (ref.url.hash.length > 2) fragments.push({ page: ref.url.pathname, id: decodeURIComponent(ref.url.hash.slice(1)), from: ref.from });
      queue.push(ref);
    }
  }

  const missingAnchors = fragments.filter((f) => pages.has(f.page) && !pages.get(f.page)!.has(f.id)).map((f) => `${f.page}#${f.id} (from ${f.from})`);
  expect(broken, "broken links").toEqual([]);
  expect([...new Set(missingAnchors)], "links to anchors that do not exist").toEqual([]);
  expect(unsafe, "javascript: links").toEqual([]);
  // The crawl really walked the site: every page kind and the built assets were reached.
  expect([...pages.keys()]).toEqual(expect.arrayContaining(["/", "/blog", "/roadmap"]));
  expect([...seen.keys()].some((u) => u.includes("/static/build/"))).toBe(true);
});
