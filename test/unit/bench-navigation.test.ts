// The navigation table's network and floor (test/bench/shaped-proxy.ts, floor.ts): what they serve decides what the
// table can claim, so they are checked against a local upstream.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startNavigationFloor } from "../bench/floor.ts";
import { SHAPED, startShapedProxy } from "../bench/shaped-proxy.ts";

let upstream: http.Server;
let origin: string;

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    res.writeHead(200, { "Content-Type": "text/html", "Speculation-Rules": '"/speculation.json"', "X-Coding-Asked": String(req.headers["accept-encoding"]) });
    res.end("x".repeat(4000));
  });
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));

describe("the shaping proxy", () => {
  it("holds every request a round trip, asks for brotli as the edge answers, and records what it served and why", async () => {
    const proxy = await startShapedProxy(origin);
    try {
      const sent = Date.now();
      const answer = await fetch(`${proxy.url}/blog`, { headers: { "Sec-Purpose": "prefetch;prerender" } });
      expect((await answer.text()).length).toBe(4000);
      expect(Date.now() - sent).toBeGreaterThanOrEqual(SHAPED.rttMs);
      expect(answer.headers.get("x-coding-asked")).toMatch(/^br/);
      expect(answer.headers.get("speculation-rules")).toBe('"/speculation.json"');
      expect(proxy.served).toEqual([{ path: "/blog", purpose: "prefetch;prerender", type: "text/html", bytes: 4000, endedAt: expect.any(Number) }]);
    } finally {
      await proxy.close();
    }
  });

  it("sends the baseline's pages without their speculation rules", async () => {
    const proxy = await startShapedProxy(origin, { withoutRules: true });
    try {
      const answer = await fetch(`${proxy.url}/`);
      await answer.text();
      expect(answer.headers.get("speculation-rules")).toBeNull();
    } finally {
      await proxy.close();
    }
  });
});

describe("the navigation floor", () => {
  it("serves two static pages that link to each other, with rules that prerender the link and no no-store", async () => {
    const floor = await startNavigationFloor();
    try {
      const first = await fetch(`${floor.url}/`);
      const html = await first.text();
      expect(html).toContain('<a class="next" href="/next">');
      expect(await (await fetch(`${floor.url}/next`)).text()).toContain('<a class="next" href="/">');
      expect(first.headers.get("speculation-rules")).toBe('"/speculation.json"');
      expect(first.headers.get("cache-control")).not.toContain("no-store");
      const rules = await fetch(`${floor.url}/speculation.json`);
      expect(rules.headers.get("content-type")).toBe("application/speculationrules+json");
      expect(await rules.json()).toEqual({ prerender: [{ source: "document", where: { selector_matches: floor.link }, eagerness: "moderate" }] });
    } finally {
      await floor.stop();
    }
  });
});
