import { describe, expect, it } from "vitest";
import { featuredPosts } from "../../app/content/articles.ts";
import { GENESIS_ARTICLE_SLUGS } from "../../app/content/articles.ts";
import { routes } from "../../app/routes.ts";
import { site } from "../../app/site.ts";
import { atLeast, atMost, BUDGETS, jsBudget, kb, median, verdict } from "../bench/budgets.ts";
import { mediaUrlsIn, unsizedMedia, type PageBytes } from "../bench/bytes.ts";
import { summarize } from "../bench/lighthouse.ts";
import { floorRow, loadRow, pageRow } from "../bench/rows.ts";
import { markdownTable } from "../bench/table.ts";
import { benchPages, staticReferenceOf } from "../bench/targets.ts";

const KB = 1024;

function bytes(over: Partial<PageBytes> = {}): PageBytes {
  return {
    totals: { html: 10 * KB, js: 1 * KB, css: 0, font: 22 * KB, media: 100 * KB, other: 0, total: 133 * KB },
    files: [],
    media: [{ url: "/static/media/a.avif", kind: "image", bytes: 90 * KB }],
    missing: [],
    unsized: [],
    htmlByDevice: { mobile: 10 * KB, desktop: 11 * KB },
    answerOnWire: 12_000,
    ...over,
  };
}

describe("bench targets", () => {
  it("measures home, blog, the first featured article with the Genesis block, roadmap and hub, from the route table", () => {
    const pages = benchPages();
    expect(pages.map((p) => p.route.kind)).toEqual(["home", "blog", "article", "roadmap", "hub", "article"]);
    expect(pages[5]?.route.lang).toBe("hi");
    expect(pages[5]?.route.slug).toBe(pages[2]?.route.slug);
    const slug = pages[2]?.route.slug ?? "";
    expect(GENESIS_ARTICLE_SLUGS).toContain(slug);
    const featured = featuredPosts().map((p) => p.slug);
    expect(featured.slice(0, featured.indexOf(slug)).some((s) => GENESIS_ARTICLE_SLUGS.includes(s))).toBe(false);
    expect(pages[4]?.label).toBe(site.links.hubBanner);
    for (const p of pages) expect(routes).toContain(p.route);
  });

  it("takes the static reference asset from the page's script file", () => {
    expect(staticReferenceOf('<head><script type="module" data-starter="">let a=!1;function s(){a||(a=!0,import("/static/build/boot-AB12.js"))}</script></head>')).toBe(
      "/static/build/boot-AB12.js",
    );
    expect(() => staticReferenceOf("<head></head>")).toThrow(/no script file/);
  });
});

describe("media found in a page", () => {
  const html = [
    '<img src="/static/media/a.avif" width="10" height="10" alt=""/>',
    '<img srcSet="/static/media/b-1x.avif 1x, /static/media/b-2x.avif 2x" src="/static/media/b-1x.avif" alt=""/>',
    '<video poster="/static/media/p.avif" width="320" height="180"><source src="/static/media/v.mp4" type="video/mp4"/></video>',
    '<img src="data:image/gif;base64,R0lGOD" width="1" height="1" alt=""/>',
  ].join("");

  it("lists every image and video, srcset candidates and posters included, data URLs left out", () => {
    expect(mediaUrlsIn(html).sort()).toEqual(["/static/media/a.avif", "/static/media/b-1x.avif", "/static/media/b-2x.avif", "/static/media/p.avif", "/static/media/v.mp4"].sort());
  });

  it("flags images and videos without both width and height", () => {
    const unsized = unsizedMedia(html);
    expect(unsized).toHaveLength(1);
    expect(unsized[0]).toContain("b-1x.avif");
  });
});

describe("budget verdicts", () => {
  it("names what a row meets and what it misses, with both figures", () => {
    const checks = [atMost("HTML", 41 * KB, BUDGETS.htmlGzip, kb), atLeast("perf", 93, BUDGETS.performance), atMost("CLS", 0, BUDGETS.cls)];
    expect(verdict(checks)).toBe("meets CLS; MISSES HTML (41.0 KB > 40.0 KB), perf (93 < 100)");
  });

  it("counts an unmeasured score as a miss", () => {
    expect(atLeast("seo", null, 100)).toEqual({ name: "seo", ok: false, detail: "not measured" });
  });

  it("allows every page, the home page included, 2 KB of JavaScript before a scroll (islands come later)", () => {
    for (const kind of ["home", "article", "blog", "roadmap", "hub", "exception"] as const) expect(jsBudget(kind)).toBe(2 * KB);
  });

  it("takes the median of the runs that measured something", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, null, 2, undefined])).toBe(3);
    expect(median([null])).toBeNull();
  });

  it("misses the JS budget of the home page and an article at 3 KB, meets it at 1.5 KB", () => {
    const [home, , article] = benchPages();
    const heavy = bytes({ totals: { ...bytes().totals, js: 3 * KB } });
    const light = bytes({ totals: { ...bytes().totals, js: 1.5 * KB } });
    for (const page of [home!, article!]) {
      expect(pageRow(page, heavy, undefined).checks.find((c) => c.name === "JS")?.ok, page.label).toBe(false);
      expect(pageRow(page, light, undefined).checks.find((c) => c.name === "JS")?.ok, page.label).toBe(true);
    }
  });

  it("misses an image over 150 KB, an unsized tag and a missing file", () => {
    const [, blog] = benchPages();
    const row = pageRow(
      blog!,
      bytes({ media: [{ url: "/static/media/big.avif", kind: "image", bytes: 151 * KB }], unsized: ["<img src=x>"], missing: ["/static/media/gone.avif (404)"] }),
      undefined,
    );
    const missed = row.checks.filter((c) => !c.ok).map((c) => c.name);
    expect(missed.sort()).toEqual(["images", "media found", "sizes"]);
  });

  it("checks Lighthouse scores, FCP, LCP, CLS and TBT against the budgets (the median of the runs)", () => {
    const [home, blog] = benchPages();
    const lh = summarize(
      [
        { scores: { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 }, fcpMs: 700, lcpMs: 1250, cls: 0, tbtMs: 40, failing: [] },
        { scores: { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 }, fcpMs: 750, lcpMs: 1150, cls: 0, tbtMs: 50, failing: [] },
        { scores: { performance: 99, accessibility: 100, "best-practices": 100, seo: 92 }, fcpMs: 900, lcpMs: 1190, cls: 0.03, tbtMs: 60, failing: ["seo:meta-description"] },
      ],
      ["performance", "accessibility", "best-practices", "seo"],
    );
    const row = pageRow(blog!, bytes(), lh);
    expect([row.cells.FCP, row.cells.LCP]).toEqual(["0.75 s", "1.19 s"]);
    expect(row.checks.filter((c) => !c.ok)).toEqual([]);
    const all = { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 };
    const slower = summarize([{ scores: all, fcpMs: 900, lcpMs: 1300, cls: 0, tbtMs: 10, failing: [] }], ["performance", "accessibility", "best-practices", "seo"]);
    expect(
      pageRow(blog!, bytes(), slower)
        .checks.filter((c) => !c.ok)
        .map((c) => c.name),
    ).toEqual(["FCP", "LCP"]);
    // The home page has no FCP budget and 1.4 s for LCP.
    expect(
      pageRow(home!, bytes(), slower)
        .checks.filter((c) => !c.ok)
        .map((c) => c.name),
    ).toEqual([]);
  });

  it("holds an article load to six requests", () => {
    const [, , article] = benchPages();
    const files = Array.from({ length: 7 }, (_, i) => ({ url: `/f${i}`, kind: "other" as const, raw: 1, gzip: 1 }));
    expect(pageRow(article!, bytes({ files }), undefined).checks.find((c) => c.name === "requests")).toMatchObject({ ok: false, detail: "7 > 6" });
    expect(pageRow(article!, bytes({ files: files.slice(1) }), undefined).checks.find((c) => c.name === "requests")?.ok).toBe(true);
  });

  it("holds the article's and the blog list's answer to the first round trip of a new connection, and no other page's", () => {
    const [home, blog, article] = benchPages();
    const check = (page: typeof home, answerOnWire: number) => pageRow(page!, bytes({ answerOnWire }), undefined).checks.find((c) => c.name === "first round trip");
    expect(check(article, 14_600)?.ok).toBe(true);
    expect(check(article, 14_601)).toMatchObject({ ok: false, detail: "14601 B > 14600 B" });
    expect(check(blog, 15_000)?.ok).toBe(false);
    expect(check(home, 24_000)).toBeUndefined();
  });

  it("allows a translated article a second round trip, and names the extra one", () => {
    const translated = benchPages()[5]!;
    const trips = (answerOnWire: number) => pageRow(translated, bytes({ answerOnWire }), undefined).checks.find((c) => c.name.includes("round trip"));
    expect(trips(14_000)).toMatchObject({ name: "2 round trips", ok: true });
    expect(trips(16_129)).toMatchObject({ name: "2 round trips (one round trip more than English)", ok: true });
    expect(trips(29_201)).toMatchObject({ ok: false, detail: "29201 B > 29200 B" });
  });

  it("holds a page's throughput to 0.9x the static asset and flags failed requests", () => {
    const load = { rps: 850, p50Ms: 30, p99Ms: 90, requests: 8500, non2xx: 0, errors: 0 };
    const page = { label: "load /", path: "/", minRatio: BUDGETS.pageThroughputRatio };
    expect(loadRow(page, load, 1000).checks.map((c) => c.ok)).toEqual([false, true]);
    expect(loadRow(page, { ...load, rps: 950, non2xx: 3 }, 1000).checks.map((c) => c.ok)).toEqual([true, false]);
    expect(loadRow(page, load, 1000).cells["x static"]).toBe("0.85x");
  });
});

describe("the table", () => {
  it("prints one Markdown row per measurement, leaving out columns nothing filled", () => {
    const [, blog] = benchPages();
    const table = markdownTable([pageRow(blog!, bytes(), undefined)]).split("\n");
    expect(table).toHaveLength(3);
    expect(table[0]).toMatch(/^\| row +\| +req \| +HTML \| +JS \|/);
    expect(table[0]).not.toContain("req/s");
    expect(table[2]).toContain("/blog");
    expect(table[2]).toContain("meets HTML, JS, first round trip, images, sizes");
  });

  it("shows the harness's floor as a reference row that no budget judges", () => {
    const lh = { runs: 3, scores: { performance: 100 }, fcpMs: 790, lcpMs: 810, cls: 0, tbtMs: 180, failing: [], errors: [] };
    const row = floorRow("floor: 2 lines of static HTML", lh);
    expect(row.checks).toEqual([]);
    const table = markdownTable([row]).split("\n");
    expect(table[2]).toMatch(/floor: 2 lines .*0\.79 s .*0\.81 s .*180 ms .*reference: the least this machine measures/);
  });
});
