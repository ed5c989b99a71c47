import { describe, expect, it } from "vitest";
import { articles, relatedPosts } from "../../app/content/articles.ts";
import { DEFAULT_LANG, localePath } from "../../app/i18n/languages.ts";
import { ACTIVE_LANGS } from "../../app/i18n/messages.ts";
import { SPECULATION_RULES_PATH, SPECULATION_RULES_TYPE } from "../../app/document/speculation-rules.ts";
import { site } from "../../app/site.ts";
import { freshSite } from "./support.ts";

interface Rule {
  source: string;
  where: unknown;
  eagerness: string;
  target_hint?: string;
}

const slug = articles[0]!.slug;
const related = relatedPosts(slug, 1)[0]!.slug;
const PAGES = ["/", "/blog", `/blog/${slug}`, "/roadmap", site.links.hubBanner, "/exception?errorCode=1&errorMessage=x"];

/** Walks a rule's predicate the way the browser does, for one link: its path and the selectors it matches. */
function matches(where: unknown, link: { path: string; selectors: string[] }): boolean {
  const p = where as Record<string, unknown>;
  if ("and" in p) return (p.and as unknown[]).every((w) => matches(w, link));
  if ("not" in p) return !matches(p.not, link);
  if ("href_matches" in p) {
    const pattern = new RegExp(`^${String(p.href_matches).replace(/[.]/g, "\\.").replace(/\*/g, ".*")}$`);
    return pattern.test(link.path);
  }
  const selectors = String(p.selector_matches)
    .split(",")
    .map((s) => s.trim());
  return selectors.some((s) => link.selectors.includes(s));
}
const ruleFor = (rules: Rule[], link: { path: string; selectors: string[] }) => rules.filter((r) => matches(r.where, link));

describe("speculation rules", () => {
  it("are named by every kind of page in every language, in a header: nothing inline, nothing added to the CSP", async () => {
    const get = freshSite();
    for (const lang of ACTIVE_LANGS) {
      for (const page of PAGES) {
        const path = lang === DEFAULT_LANG ? page : localePath(lang, page);
        const res = await get(path);
        expect(res.status, path).toBe(200);
        expect(res.headers.get("Speculation-Rules"), path).toBe(`"${SPECULATION_RULES_PATH}"`);
        expect(await res.text(), path).not.toContain("speculationrules");
        const scriptSrc = /script-src ([^;]*)/.exec(res.headers.get("Content-Security-Policy") ?? "")?.[1] ?? "";
        expect(scriptSrc, path).not.toMatch(/unsafe-inline|inline-speculation-rules/);
      }
    }
  });

  it("are served as a speculation rule set the browser accepts, kept a day", async () => {
    const res = await freshSite()(SPECULATION_RULES_PATH);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe(SPECULATION_RULES_TYPE);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=86400");
    const rules = (await res.json()) as { prerender: Rule[] };
    expect(rules.prerender.length).toBeGreaterThan(0);
    const head = await freshSite()(SPECULATION_RULES_PATH, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
  });

  it("are named by no answer that is not a page: the calls, the feeds, a redirect", async () => {
    const get = freshSite();
    for (const path of ["/v1/mint/status", "/blog/feed.xml", "/sitemap.xml", "/robots.txt", "/nowhere", SPECULATION_RULES_PATH]) {
      const res = await get(path, { redirect: "manual" });
      expect(res.headers.get("Speculation-Rules"), path).toBeNull();
    }
  });

  it("prerender the likely next pages on hover, the rest on pointer-down, new-tab links into a new tab, and never the API, the language choice or a download", async () => {
    const rules = ((await (await freshSite()(SPECULATION_RULES_PATH)).json()) as { prerender: Rule[] }).prerender;
    expect(rules.every((r) => r.source === "document")).toBe(true);
    const eagerness = (path: string, ...selectors: string[]) => ruleFor(rules, { path, selectors }).map((r) => `${r.eagerness}${r.target_hint ? ` ${r.target_hint}` : ""}`);
    expect(eagerness("/", ".logo")).toEqual(["moderate"]);
    expect(eagerness("/blog", ".article-back")).toEqual(["moderate"]);
    expect(eagerness(`/blog/${related}`, ".more-posts a")).toEqual(["moderate"]);
    expect(eagerness(`/blog/${slug}`, "[target=_blank]")).toEqual(["moderate _blank"]);
    expect(eagerness("/roadmap")).toEqual(["conservative"]);
    expect(eagerness("/fr/blog")).toEqual(["conservative"]);
    for (const never of ["/v1/mint/status/", "/language/fr", "/static/app.apk"]) expect(eagerness(never, ".logo"), never).toEqual([]);
    expect(eagerness("/blog", "[download]")).toEqual([]);
    expect(eagerness("/blog", "[rel~=external]")).toEqual([]);
  });

  it("a prerender request (Sec-Purpose) is a view like any other: answered from the edge HTML cache, and stores what the next view is served", async () => {
    const prerender = { headers: { "Sec-Purpose": "prefetch;prerender" } };
    const get = freshSite();
    const first = await get("/roadmap");
    const body = await first.text();
    const prepared = await get("/roadmap", prerender);
    expect(prepared.headers.get("Cache-Status")).toContain("; hit");
    expect(await prepared.text()).toBe(body);
    const other = freshSite();
    const stored = await other("/blog", prerender);
    expect(stored.headers.get("Cache-Status")).toContain("stored");
    const storedBody = await stored.text();
    const opened = await other("/blog");
    expect(opened.headers.get("Cache-Status")).toContain("; hit");
    expect(await opened.text()).toBe(storedBody);
  });
});
