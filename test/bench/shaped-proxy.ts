// A loopback proxy in front of the local site that shapes every answer the way Lighthouse's mobile rows simulate the
// network (150 ms round trip, 1.6 Mbit/s down): each request waits a round trip, then its answer is paced at that
// rate. It sits outside the browser so every tab, new tab and prerender gets the same network (DevTools' emulation
// applies to one tab, and turns prerendering off in some versions). It also counts what it served, by request.
import { createServer, request, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { EDGE_ACCEPT_ENCODING } from "./browser.ts";

export const SHAPED = { rttMs: 150, downBitsPerSecond: 1_600_000 };

export interface Served {
  path: string;
  /** The request's Sec-Purpose (prefetch;prerender for a page the browser prepares ahead), or "". */
  purpose: string;
  /** The answer's Content-Type. */
  type: string;
  bytes: number;
  /** When its answer ended (Date.now()), or null while it is still being sent. */
  endedAt: number | null;
}

export interface ShapedProxy {
  url: string;
  served: Served[];
  close(): Promise<void>;
}

/** `withoutRules`: the pages lose their Speculation-Rules header, for the table's baseline. */
export async function startShapedProxy(target: string, { withoutRules = false } = {}): Promise<ShapedProxy> {
  const upstream = new URL(target);
  const bytesPerMs = SHAPED.downBitsPerSecond / 8 / 1000;
  const served: Served[] = [];
  const server = createServer((req, res) => {
    // Brotli first, as the edge answers a browser (browser.ts).
    const headers: IncomingHttpHeaders = { ...req.headers, host: upstream.host, "accept-encoding": EDGE_ACCEPT_ENCODING };
    const record: Served = { path: req.url ?? "/", purpose: String(req.headers["sec-purpose"] ?? ""), type: "", bytes: 0, endedAt: null };
    served.push(record);
    // The request body (if any) is read at once; the request leaves a round trip later.
    const body: Buffer[] = [];
    req.on("data", (chunk: Buffer) => body.push(chunk));
    req.on("end", () =>
      setTimeout(() => {
        const forward = request({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers }, (answer) => {
          record.type = String(answer.headers["content-type"] ?? "");
          const answerHeaders = { ...answer.headers };
          if (withoutRules) delete answerHeaders["speculation-rules"];
          res.writeHead(answer.statusCode ?? 502, answerHeaders);
          // Chunks leave one after another, each once the rate allows; the answer ends after the last.
          const finish = () => {
            record.endedAt = Date.now();
            res.end();
          };
          const queue: Buffer[] = [];
          let ended = false;
          let pumping = false;
          const pump = () => {
            const chunk = queue.shift();
            if (!chunk) {
              pumping = false;
              if (ended) finish();
              return;
            }
            pumping = true;
            record.bytes += chunk.length;
            setTimeout(() => {
              res.write(chunk);
              pump();
            }, chunk.length / bytesPerMs);
          };
          answer.on("data", (chunk: Buffer) => {
            queue.push(chunk);
            if (!pumping) pump();
          });
          answer.on("end", () => {
            ended = true;
            if (!pumping) finish();
          });
        });
        forward.on("error", () => {
          record.endedAt = Date.now();
          res.destroy();
        });
        forward.end(Buffer.concat(body));
      }, SHAPED.rttMs),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
