// The language a visitor is offered and the one they choose, through the worker: the suggestion in the browser's
// language (never cached for another visitor), and /language/:code, which remembers the choice.
import { createExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { type LangCode } from "../../app/i18n/languages.ts";
import { messages } from "../../app/i18n/messages.ts";
import worker from "../../worker/index.ts";
import { freshSite, get, testEnv } from "./support.ts";

const suggestionIn = (html: string) => /<aside class="lang-suggestion" lang="([a-z]+)"/.exec(html)?.[1] ?? null;

describe("the language suggestion", () => {
  const ko = messages("ko").chrome.language.suggestion;

  it("appears on an English page, in the browser's language, only when that language comes first", async () => {
    const page = freshSite();
    const cases: [string, LangCode | null][] = [
      ["ko-KR,ko;q=0.9,en;q=0.8", "ko"],
      ["ar", "ar"],
      ["pt-BR,hi;q=0.9", "hi"],
      ["en-US,en;q=0.9,ko;q=0.8", null],
      ["fr-FR,fr;q=0.9", null],
      ["*", null],
      ["xx-" + "y".repeat(300), null],
    ];
    for (const [header, want] of cases) {
      const html = await (await page("/blog", { headers: { "Accept-Language": header } })).text();
      expect(suggestionIn(html), header).toBe(want);
    }
  });

  it("is written in the suggested language and links to the same page in it", async () => {
    const html = await (await freshSite()("/roadmap", { headers: { "Accept-Language": "ko" } })).text();
    expect(html).toContain(ko);
    expect(html).toContain(`href="/language/ko?page=%2Froadmap"`);
  });

  it("never reaches another visitor through the edge cache, which still serves every visitor one stored page", async () => {
    const page = freshSite();
    const first = await page("/roadmap", { headers: { "Accept-Language": "ko" } });
    expect(suggestionIn(await first.text())).toBe("ko");
    const plain = await page("/roadmap");
    expect(plain.headers.get("Cache-Status")).toContain("; hit");
    expect(suggestionIn(await plain.text())).toBeNull();
    const turkish = await page("/roadmap", { headers: { "Accept-Language": "tr-TR" } });
    expect(turkish.headers.get("Cache-Status")).toContain("; hit");
    expect(suggestionIn(await turkish.text())).toBe("tr");
  });

  it("is never on a page already in another language", async () => {
    const html = await (await freshSite()("/ko/roadmap", { headers: { "Accept-Language": "tr" } })).text();
    expect(suggestionIn(html)).toBeNull();
  });

  it("follows a remembered choice over the browser, and a choice of English silences it", async () => {
    const page = freshSite();
    const vi = await (await page("/blog", { headers: { "Accept-Language": "ko", Cookie: "lang=vi" } })).text();
    expect(suggestionIn(vi)).toBe("vi");
    const english = await (await page("/blog", { headers: { "Accept-Language": "ko", Cookie: "theme=x; lang=en" } })).text();
    expect(suggestionIn(english)).toBeNull();
  });
});

describe("choosing a language", () => {
  it("remembers the choice for a year and lands on the same page in it", async () => {
    const res = await get("/language/ar?page=%2Fblog");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/ar/blog");
    expect(res.headers.get("Set-Cookie")).toBe("lang=ar; Max-Age=31536000; Path=/; HttpOnly; Secure; SameSite=Lax");
    expect(res.headers.get("Cache-Control")).toBe("no-store");
  });

  it("keeps the cookie from scripts, and Secure whenever the site is https (an http request never gets one)", async () => {
    const site = { ...testEnv, SITE_ORIGIN: "https://meridian.test" };
    const overHttps = await worker.fetch(new Request("https://visitor-host.test/language/ko?page=%2F"), site, createExecutionContext());
    expect(overHttps.headers.get("Set-Cookie")).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
    const overHttp = await worker.fetch(new Request("http://visitor-host.test/language/ko?page=%2F"), site, createExecutionContext());
    expect(overHttp.status).toBe(308);
    expect(overHttp.headers.get("Set-Cookie")).toBeNull();
    const local = await freshSite({ SITE_ORIGIN: "http://127.0.0.1:8787" })("/language/ko?page=%2F");
    expect(local.headers.get("Set-Cookie")).toMatch(/; HttpOnly; SameSite=Lax$/);
    expect(local.headers.get("Set-Cookie")).not.toContain("Secure");
  });

  it("lands on the English page when English is chosen", async () => {
    const res = await get("/language/en?page=%2Froadmap");
    expect(res.headers.get("Location")).toBe("/roadmap");
    expect(res.headers.get("Set-Cookie")).toMatch(/^lang=en;/);
  });

  it("never leaves the site: a page outside the route table lands on the language's home", async () => {
    for (const page of ["https://evil.test/", "//evil.test", "/nope", "/ko/blog", "javascript:alert(1)"]) {
      const res = await get(`/language/tr?page=${encodeURIComponent(page)}`);
      expect(res.headers.get("Location"), page).toBe("/tr/");
    }
    const unknown = await get("/language/xx?page=%2Fblog");
    expect(unknown.headers.get("Location")).toBe("/");
    expect(unknown.headers.get("Set-Cookie")).toBeNull();
  });
});
