// HTTPS by the worker: when SITE_ORIGIN is https, a plain-http request is redirected (308, same host, path and
// query) before anything else runs; a site configured on http (the local servers) is served as asked.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { VITALS_PATH } from "../../app/vitals/fields.ts";
import worker from "../../worker/index.ts";
import { testEnv } from "./support.ts";

async function fetchAs(url: string, siteOrigin: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(url, { redirect: "manual", ...init }), { ...testEnv, SITE_ORIGIN: siteOrigin }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

describe("plain http on an https site", () => {
  it.each(["/blog?page=2&q=a%20b", "/", "/sitemap.xml", "/v1/mint/status/", "/no-such-page"])("sends %s to https with a 308", async (path) => {
    const res = await fetchAs(`http://visitor-host.test${path}`, "https://meridian.test");
    expect(res.status).toBe(308);
    expect(res.headers.get("Location")).toBe(`https://visitor-host.test${path}`);
    expect(await res.text()).toBe("");
  });

  it("redirects a POST too (308 keeps the method), and writes nothing", async () => {
    const res = await fetchAs(`http://visitor-host.test${VITALS_PATH}`, "https://meridian.test", { method: "POST", body: "{}" });
    expect(res.status).toBe(308);
    expect(res.headers.get("Location")).toBe(`https://visitor-host.test${VITALS_PATH}`);
  });

  it("serves an https request as it is", async () => {
    const res = await fetchAs("https://visitor-host.test/blog", "https://meridian.test");
    expect(res.status).toBe(200);
    expect(res.headers.get("Strict-Transport-Security")).toMatch(/max-age=63072000/);
  });
});

describe("a site configured on http (local servers)", () => {
  it("serves a plain-http request as today", async () => {
    const res = await fetchAs("http://127.0.0.1:8787/blog", "http://127.0.0.1:8787");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("<html");
  });
});
