// The edge HTML cache called directly: a private cache with counted lookups, a counted renderer, an injectable clock.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Env } from "../../worker/env.ts";
import { HTML_CACHE_NAME, PAGE_TTL_SECONDS, serveHtml, type ServeHtmlOptions } from "../../worker/pages/html-cache.ts";
import { HtmlMemory } from "../../worker/pages/html-memory.ts";

const baseEnv = env as unknown as Env;
const cacheState = (res: Response) => res.headers.get("Cache-Status") ?? "";

/** Direct calls: a private cache (lookups counted) and memory, a counted renderer, an injectable clock. */
async function harness(shared?: { cache: Cache }) {
  const cache = shared?.cache ?? (await caches.open(`html-test-${crypto.randomUUID()}`));
  const memory = new HtmlMemory();
  let renders = 0;
  let lookups = 0;
  const counted = {
    match: (key: Request) => ((lookups += 1), cache.match(key)),
    put: (key: Request, res: Response) => cache.put(key, res),
  } as unknown as Cache;
  const serve = (path: string, extra: Partial<ServeHtmlOptions> & { version?: string; headers?: HeadersInit } = {}) => {
    const version = extra.version ?? "v1";
    return serveHtml({
      request: new Request(`https://meridian.test${path}`, { headers: extra.headers }),
      key: { origin: "https://meridian.test", path, version },
      ttl: PAGE_TTL_SECONDS,
      env: baseEnv,
      cache: counted,
      memory,
      render: async () => {
        renders += 1;
        return new Response(`<!DOCTYPE html><p>${path} ${version}</p>`).body!;
      },
      ...extra,
      headers: undefined,
    });
  };
  return { serve, cache, renders: () => renders, lookups: () => lookups };
}

describe("edge HTML cache, keys and lifetimes", () => {
  it("misses for a new build version and keeps the old version's entry apart", async () => {
    const h = await harness();
    await h.serve("/roadmap", { version: "build-a" });
    expect(cacheState(await h.serve("/roadmap", { version: "build-a" }))).toContain("; hit");
    const missB = await h.serve("/roadmap", { version: "build-b" });
    expect(cacheState(missB)).toContain("fwd=uri-miss");
    expect(await missB.text()).toContain("build-b");
    expect(await (await h.serve("/roadmap", { version: "build-a" })).text()).toContain("build-a");
    expect(h.renders()).toBe(2);
  });

  it("answers 304 to a matching If-None-Match on a miss too, after rendering", async () => {
    const etag = (await (await harness()).serve("/roadmap")).headers.get("ETag")!;
    const h = await harness();
    const res = await h.serve("/roadmap", { headers: { "If-None-Match": etag } });
    expect(res.status).toBe(304);
    expect(cacheState(res)).toContain("fwd=uri-miss");
    expect(h.renders()).toBe(1);
  });

  it("renders every request when HTML_CACHE is off, as npm run dev sets it", async () => {
    const h = await harness();
    const off = { env: { HTML_CACHE: "off" }, ttl: 0 };
    await h.serve("/roadmap", off);
    expect(cacheState(await h.serve("/roadmap", off))).toBe(`${HTML_CACHE_NAME}; fwd=bypass; detail=off`);
    expect(h.renders()).toBe(2);
  });

  it("serves a repeat from this isolate's memory, without a Cache API lookup", async () => {
    const h = await harness();
    await h.serve("/roadmap");
    const lookups = h.lookups();
    const again = await h.serve("/roadmap");
    expect(cacheState(again)).toMatch(/; hit; ttl=\d+; key="[^"]+"; detail=memory$/);
    expect(h.lookups()).toBe(lookups);
    expect(h.renders()).toBe(1);
  });

  it("finds a page another isolate stored through the Cache API", async () => {
    const first = await harness();
    await first.serve("/roadmap");
    const other = await harness({ cache: first.cache });
    const res = await other.serve("/roadmap");
    expect(cacheState(res)).toContain("; hit");
    expect(cacheState(res)).not.toContain("detail=memory");
    expect(await res.text()).toContain("/roadmap v1");
    expect(other.renders()).toBe(0);
  });

  it("shares one render between concurrent misses of the same page", async () => {
    const h = await harness();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let renders = 0;
    const slowRender = async () => {
      renders += 1;
      await gate;
      return new Response("<!DOCTYPE html><p>slow</p>").body!;
    };
    const answers = Array.from({ length: 50 }, () => h.serve("/blog", { render: slowRender }));
    release();
    const statuses = (await Promise.all(answers)).map(cacheState);
    expect(renders).toBe(1);
    expect(statuses.filter((s) => s.includes("; stored"))).toHaveLength(1);
    expect(statuses.filter((s) => s.includes("; collapsed"))).toHaveLength(49);
  });

  it("never waits past its deadline on a render another request abandoned: it renders the page itself", async () => {
    const h = await harness();
    const abandoned = new Promise<ReadableStream<Uint8Array>>(() => undefined); // its request went away mid-render
    void h.serve("/roadmap", { render: () => abandoned, joinWaitMs: 50 });
    const res = await h.serve("/roadmap", { render: async () => new Response("<!DOCTYPE html><p>mine</p>").body!, joinWaitMs: 50 });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("mine");
    expect(cacheState(res)).toContain("; stored");
    // Stored: later requests are served from it, never from the abandoned render.
    expect(cacheState(await h.serve("/roadmap", { joinWaitMs: 50 }))).toContain("; hit");
  });

  it("counts an entry's lifetime from when it was stored, not from when its request arrived", async () => {
    const h = await harness();
    let clock = 1_000_000;
    const now = () => clock;
    await h.serve("/blog", {
      now,
      render: async () => {
        clock += 5_000; // a render that took 5 s
        return new Response("<!DOCTYPE html><p>x</p>").body!;
      },
    });
    clock += (PAGE_TTL_SECONDS - 2) * 1000;
    expect(cacheState(await h.serve("/blog", { now }))).toContain("; hit; ttl=2");
  });

  it("fills a page's live slot on every answer, keeping one stored render and a validator per content", async () => {
    const h = await harness();
    let state = "live";
    const slot = { marker: "<mint-slot></mint-slot>", fill: async () => `<b>${state}</b>` };
    const render = async () => new Response("<!DOCTYPE html><p>before<mint-slot></mint-slot>after</p>").body!;
    const first = await h.serve("/", { slots: [slot], render });
    expect(await first.text()).toBe("<!DOCTYPE html><p>before<b>live</b>after</p>");
    state = "sold out";
    const second = await h.serve("/", { slots: [slot], render });
    expect(await second.text()).toBe("<!DOCTYPE html><p>before<b>sold out</b>after</p>");
    expect(second.headers.get("ETag")).not.toBe(first.headers.get("ETag"));
    expect(cacheState(second)).toContain("; hit");
  });
});
