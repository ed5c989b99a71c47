import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { manifest } from "../../app/generated/manifest.ts";
import { languageStyles } from "../../app/generated/styles.ts";
import { MINT_PATHS } from "../../app/mint/shared/contract.ts";
import { showsGenesisBlock } from "../../app/content/articles.ts";
import { LANG_CODES, language } from "../../app/i18n/languages.ts";
import { messages } from "../../app/i18n/messages.ts";
import { routes } from "../../app/routes.ts";
import type { Env } from "../../worker/env.ts";
import { HTML_CACHE_NAME, PAGE_TTL_SECONDS } from "../../worker/pages/html-cache.ts";
import { takeLogs } from "./setup.ts";
import { asOperator, freshSite as site, GOOD, json, stubUpstream } from "./support.ts";
import { MINT_CACHE_KEYS } from "../../worker/mint/config.ts";

const STATUS_TEXT = messages("en").genesis.status;

const baseEnv = env as unknown as Env;

const cacheState = (res: Response) => res.headers.get("Cache-Status") ?? "";

// Pages with the Genesis block read the mint state: the upstream answers from here, never from the network.
const upstream = { soldOut: false };
beforeEach(() => {
  stubUpstream((url) => json(url.endsWith(MINT_PATHS.status) ? { code: 0, data: { mint_all: upstream.soldOut } } : GOOD.list));
});
afterEach(() => void takeLogs((l) => l.text.includes('"event":"mint-upstream"')));

describe("edge HTML cache, through the worker", () => {
  it("serves a second request for a page from the cache, same bytes and ETag", async () => {
    const get = site();
    const first = await get("/roadmap");
    expect(first.status).toBe(200);
    expect(cacheState(first)).toMatch(new RegExp(`^${HTML_CACHE_NAME}; fwd=uri-miss; stored`));
    const body = await first.text();
    const second = await get("/roadmap");
    expect(cacheState(second)).toContain("; hit");
    expect(await second.text()).toBe(body);
    expect(second.headers.get("ETag")).toBe(first.headers.get("ETag"));
  });

  it("sends a strong ETag, one stored page for every device, and a revalidate-every-time Cache-Control", async () => {
    const get = site();
    const res = await get("/blog", { headers: { "User-Agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)" } });
    await res.arrayBuffer();
    expect(res.headers.get("ETag")).toMatch(/^"[0-9a-f]{16}(-[0-9a-f]{8})?"$/);
    // English pages may carry a language suggestion: what it depends on is named, and nothing else.
    expect(res.headers.get("Vary")).toBe("Accept-Language, Cookie");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
    const desktop = await get("/blog", { headers: { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0" } });
    expect(cacheState(desktop)).toContain("; hit");
  });

  it("allows exactly the page's inline stylesheets in its CSP, by hash, never 'unsafe-inline'", async () => {
    const res = await site()("/blog");
    const html = await res.text();
    const sha256 = async (text: string) => btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)))));
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
    // The page's own CSS, and the web font's faces for readers without JavaScript (with it, the starter declares them).
    expect(styles).toHaveLength(2);
    // The page's own CSS declares Inter's local stand-ins, and no face that would fetch a file before the first paint.
    expect(styles[0]).toContain('@font-face{font-family:"Inter";font-weight:1;src:local(');
    expect(styles[0]).not.toMatch(/@font-face\{[^}]*url\(/);
    expect(html).toContain(`<noscript data-fonts=""><style>${styles[1]}</style></noscript>`);
    // An English page declares Inter's Latin face alone: its font stack names no other.
    expect(styles[1]).toMatch(/^(@font-face\{font-family:"Inter";[^}]*src:url\("\/static\/build\/fonts\/inter-latin-[0-9a-f]{10}\.woff2"\)[^}]*\})+$/);
    const csp = res.headers.get("Content-Security-Policy") ?? "";
    expect(/style-src ([^;]*)/.exec(csp)?.[1]).toBe(`'self' 'sha256-${await sha256(styles[0]!)}' 'sha256-${await sha256(styles[1]!)}'`);
    expect(csp).not.toContain("unsafe-inline");
  });

  it("gives each language's pages its own rules and faces and no other language's, each allowed by its hash", async () => {
    const sha256 = async (text: string) => btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)))));
    for (const code of LANG_CODES) {
      const res = await site()(code === "en" ? "/blog" : `/${code}/blog`);
      const html = await res.text();
      const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
      const css = styles.join("");
      const fontRules = /<noscript data-fonts=""><style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
      expect(fontRules, code).toContain('font-family:"Inter";');
      expect(fontRules.includes('font-family:"Inter Ext";'), code).toBe(language(code).extendedLatin === true);
      // Its own rules when it has any (English and Indonesian draw with the default stack): none at all otherwise.
      const own = languageStyles[code];
      if (own) expect(styles, code).toContain(own.css);
      else expect(css, code).not.toContain(":lang(");
      // A rule keyed by another language only (one naming this language too, like tr's and vi's shared stack, stays).
      const selectors = [...css.matchAll(/([^{}]*:lang\([^{}]*)\{/g)].map((m) => m[1]!);
      expect(
        selectors.filter((sel) => !sel.includes(`:lang(${code})`)),
        code,
      ).toEqual([]);
      const allowed = /style-src ([^;]*)/.exec(res.headers.get("Content-Security-Policy") ?? "")?.[1] ?? "";
      for (const text of styles) expect(allowed, code).toContain(`'sha256-${await sha256(text)}'`);
    }
  });

  it("starts every page's script inline after load, allowed by exactly its hash", async () => {
    const sha256 = async (text: string) => btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)))));
    for (const path of ["/", "/blog", "/roadmap", "/blog/meridian_world_manifesto", "/blog/meridian_genesis_nft_mint_is_coming"]) {
      const res = await site()(path);
      const html = await res.text();
      // Nothing for JavaScript to fetch before the page has loaded: no script tag with a source.
      expect(html, path).not.toMatch(/<script[^>]*\ssrc=/);
      const starters = [...html.matchAll(/<script type="module" data-starter="">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
      expect(starters, path).toHaveLength(1);
      expect(starters[0], path).toMatch(/import\("\/static\/build\/boot-[A-Z0-9]{8}\.js"\)/);
      const scriptSrc = /script-src ([^;]*)/.exec(res.headers.get("Content-Security-Policy") ?? "")?.[1];
      expect(scriptSrc, path).toBe(`'self' 'sha256-${await sha256(starters[0]!)}'`);
    }
  });

  it("answers 304 without a body to a matching If-None-Match, on a miss and on a hit", async () => {
    const get = site();
    const first = await get("/roadmap");
    await first.arrayBuffer();
    const etag = first.headers.get("ETag")!;
    const onHit = await get("/roadmap", { headers: { "If-None-Match": `"other", W/${etag}` } });
    expect(onHit.status).toBe(304);
    expect(await onHit.text()).toBe("");
    const other = await get("/roadmap", { headers: { "If-None-Match": '"not-this-one"' } });
    expect(other.status).toBe(200);
    expect((await other.text()).length).toBeGreaterThan(0);
  });

  it("keys by path only: a query string shares the page's entry", async () => {
    const get = site();
    await (await get("/blog")).arrayBuffer();
    expect(cacheState(await get("/blog?utm_source=feed"))).toContain("; hit");
  });

  it("serves HEAD from the same entry, with headers and no body", async () => {
    const get = site();
    const first = await get("/roadmap");
    await first.arrayBuffer();
    const head = await get("/roadmap", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(cacheState(head)).toContain("; hit");
    expect(await head.text()).toBe("");
    expect(head.headers.get("ETag")).toBe(first.headers.get("ETag"));
  });

  it("never caches the error page, whose text comes from the query", async () => {
    const get = site();
    const a = await get("/exception?errorCode=500&errorMessage=first");
    const b = await get("/exception?errorCode=500&errorMessage=second");
    expect(cacheState(a)).toBe(`${HTML_CACHE_NAME}; fwd=bypass`);
    expect(cacheState(b)).toBe(`${HTML_CACHE_NAME}; fwd=bypass`);
    expect(await b.text()).toContain("second");
    await a.arrayBuffer();
  });

  it("does not cache redirects of unknown paths", async () => {
    const res = await site()("/nope");
    expect(res.status).toBe(302);
    expect(res.headers.get("Cache-Status")).toBeNull();
  });

  it("uses the build version of this deploy in the key", async () => {
    const res = await site()("/roadmap", asOperator());
    await res.arrayBuffer();
    expect(cacheState(res)).toContain(`key="/roadmap ${manifest.version}"`);
  });
});

describe("the mint state in cached pages", () => {
  const seedStatus = (soldOut: boolean) =>
    baseEnv.MINT_CACHE.put(MINT_CACHE_KEYS.status, JSON.stringify({ body: JSON.stringify({ code: 0, data: { mint_all: soldOut } }), fetchedAt: Date.now() }));

  it("keeps the home page and the Genesis articles a day, like every page", async () => {
    for (const path of routes.filter((r) => showsGenesisBlock(r) || r.kind === "roadmap").map((r) => r.path)) {
      const res = await site()(path);
      await res.arrayBuffer();
      expect(cacheState(res), path).toContain(`ttl=${PAGE_TTL_SECONDS}`);
    }
  });

  it("shows a changed mint status after the mint window without a new render, with a new ETag", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    upstream.soldOut = false;
    await seedStatus(false);
    const get = site({ MINT_FRESH_SECONDS: "1" });
    const live = await get("/");
    expect(await live.text()).toContain(STATUS_TEXT.live.title);
    vi.setSystemTime(Date.now() + 100); // the change comes after the first answer, by the test's clock
    await seedStatus(true);
    upstream.soldOut = true;
    vi.setSystemTime(Date.now() + 1100); // past the window
    const later = await get("/");
    expect(cacheState(later)).toContain("; hit");
    expect(await later.text()).toContain(STATUS_TEXT["sold-out"].title);
    expect(later.headers.get("ETag")).not.toBe(live.headers.get("ETag"));
    expect(later.headers.get("ETag")).toMatch(/^"[0-9a-f]{16}-[0-9a-f]{8}"$/);
  });
});

describe("canonical keys", () => {
  it("sends a percent-encoded spelling of a page to its canonical path with a 301, keeping the query", async () => {
    const get = site();
    const res = await get("/blog/m%65ridian_sets_the_bar?ref=x");
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe("/blog/meridian_sets_the_bar?ref=x");
    expect(res.headers.get("Cache-Status")).toBeNull();
    expect((await get("/%72oadmap")).headers.get("Location")).toBe("/roadmap");
  });

  it("stores nothing for any number of encodings: only canonical paths render", async () => {
    const get = site();
    const path = "/blog/meridian_sets_the_bar";
    for (let i = 0; i < 20; i++) {
      const encoded = path.replace(/[a-z]/g, (ch, at: number) => ((at + i) % 7 === 0 ? `%${ch.charCodeAt(0).toString(16)}` : ch));
      if (encoded === path) continue;
      const res = await get(encoded);
      expect(res.status, encoded).toBe(301);
    }
    expect(cacheState(await get(path))).toContain("fwd=uri-miss");
  });

  it("redirects malformed encodings and other spellings to / as any unknown path", async () => {
    const get = site();
    for (const path of ["/blog/%E0%A4%A", "/Blog", "/blog/", "/blog%2Fmeridian_sets_the_bar%3F"]) {
      const res = await get(path);
      expect([res.status, res.headers.get("Location")], path).toEqual([302, "/"]);
    }
  });
});
