// The harness's floor: a page of two lines of static HTML, served from memory on loopback. Lighthouse's simulated
// phone cannot show a real page faster than this on the same machine in the same run, so its row says how far the
// FCP, LCP and TBT budgets are above what this machine can measure at all.
import http from "node:http";
import type { AddressInfo } from "node:net";

const FLOOR_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Floor</title><meta name="description" content="Two lines of static text."></head>' +
  "<body><h1>Two lines of text</h1><p>The smallest page a phone can be sent: nothing to fetch, nothing to run.</p></body></html>";

export const FLOOR_LABEL = "floor: 2 lines of static HTML";

/** Serves `handle` on a loopback port of its own. */
async function serveOnLoopback(handle: http.RequestListener): Promise<{ origin: string; stop: () => Promise<void> }> {
  const server = http.createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  // Chrome keeps its connections (and a preconnected spare) open: close them, or close() waits minutes for them.
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return { origin: `http://127.0.0.1:${port}`, stop };
}

export async function startFloorPage(): Promise<{ url: string; stop: () => Promise<void> }> {
  const { origin, stop } = await serveOnLoopback((_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
    res.end(FLOOR_HTML);
  });
  return { url: `${origin}/`, stop };
}

/** The floor of moving between pages: two such pages linking to each other, with a Speculation-Rules header that
 *  prerenders the link on hover as the site's rules do its likely next pages. */
export const NAVIGATION_FLOOR_LABEL = "floor: between 2 static pages";

const floorPair = (path: string) => {
  const next = path === "/" ? "/next" : "/";
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>Floor ${path}</title></head><body><h1>Two lines of text</h1><p><a class="next" href="${next}">The other page</a>, nothing to fetch, nothing to run.</p></body></html>`
  );
};

export async function startNavigationFloor(): Promise<{ url: string; link: string; stop: () => Promise<void> }> {
  const rules = JSON.stringify({ prerender: [{ source: "document", where: { selector_matches: ".next" }, eagerness: "moderate" }] });
  const { origin, stop } = await serveOnLoopback((req, res) => {
    if (req.url === "/speculation.json") {
      res.writeHead(200, { "Content-Type": "application/speculationrules+json" });
      return res.end(rules);
    }
    // Not no-store: such a page is kept out of the back/forward cache.
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "max-age=0", "Speculation-Rules": '"/speculation.json"' });
    res.end(floorPair(req.url === "/next" ? "/next" : "/"));
  });
  return { url: origin, link: ".next", stop };
}
