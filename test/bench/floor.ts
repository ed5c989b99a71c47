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

export async function startFloorPage(): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
    res.end(FLOOR_HTML);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  // Chrome keeps its connections (and a preconnected spare) open: close them, or close() waits minutes for them.
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return { url: `http://127.0.0.1:${port}/`, stop };
}
