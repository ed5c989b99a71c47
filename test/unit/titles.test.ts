import { describe, expect, it } from "vitest";
import { articles } from "../../app/generated/articles.ts";
import { MAX_TITLE_LENGTH, pageTitle, routes } from "../../app/routes.ts";
import { site } from "../../app/site.ts";

describe("page titles", () => {
  it("fit what search results show on every route, and name the product beyond the home page", () => {
    for (const r of routes) expect(r.title.length, r.title).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
    for (const r of routes.filter((r) => r.kind !== "home")) expect(r.title, r.path).toContain(site.name);
  });

  it("are 'Page | Meridian' when that fits", () => {
    expect(pageTitle("Blog")).toBe(`Blog | ${site.name}`);
    expect(pageTitle()).toBe(site.name);
  });

  it("keep a long title's own words when it names the product, else cut it at a word", () => {
    const long = "A".repeat(30) + ` ${site.name} ` + "B".repeat(20);
    expect(pageTitle(long)).toBe(long);
    const words = "Empowering Geosocial Protocols in a Decentralized Social World Forever";
    const cut = pageTitle(words);
    expect(cut.endsWith(`… | ${site.name}`)).toBe(true);
    expect(words.startsWith(cut.replace(`… | ${site.name}`, ""))).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
    expect(pageTitle("x".repeat(200)).length).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
  });

  it("leave each article's whole title to its page and share tags (only <title> is shortened)", () => {
    const shortened = routes.filter((r) => r.kind === "article" && !r.title.startsWith(articles.find((a) => a.slug === r.slug)!.title));
    expect(shortened.length).toBeGreaterThan(0);
  });
});
