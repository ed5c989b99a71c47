// Every language's catalog against English, and the check itself: a wrong catalog is named by language and key.
import { describe, expect, it } from "vitest";
import en from "../../app/i18n/catalogs/en.json" with { type: "json" };
import { LANG_CODES } from "../../app/i18n/languages.ts";
import { ACTIVE_LANGS, catalogProblems, checkCatalog, messages } from "../../app/i18n/messages.ts";
import { site } from "../../app/site.ts";

const REMOVE = Symbol("remove");
/** A deep copy of English with texts replaced or removed by their dotted paths ("chrome.menu.open"). */
function changed(edits: Record<string, unknown>): unknown {
  const copy = structuredClone(en) as unknown as Record<string, unknown>;
  for (const [path, value] of Object.entries(edits)) {
    const keys = path.split(".");
    const last = keys.pop()!;
    const parent = keys.reduce((o, k) => o[k] as Record<string, unknown>, copy);
    if (value === REMOVE) delete parent[last];
    else parent[last] = value;
  }
  return copy;
}

describe("the catalogs", () => {
  it("are complete for every language of the list: same keys, list lengths and placeholders as English", () => {
    expect([...ACTIVE_LANGS].sort()).toEqual([...LANG_CODES].sort());
    expect(catalogProblems()).toEqual([]);
  });

  it("never write the brand themselves: {product} is filled in from the site config", () => {
    for (const lang of LANG_CODES) {
      const text = JSON.stringify(messages(lang));
      expect(text, lang).not.toContain("{product}");
      expect(text, lang).toContain(site.name);
    }
  });

  it("keep Western digits in the figures, as the translations were asked to", () => {
    for (const lang of LANG_CODES) expect(JSON.stringify(messages(lang)), lang).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9\u0966-\u096F\u09E6-\u09EF]/);
  });
});

describe("checkCatalog", () => {
  it("accepts English itself", () => {
    expect(checkCatalog("xx", en)).toEqual([]);
  });

  it("names a missing key, an extra key and an empty text by language and path", () => {
    const c = changed({ "chrome.menu.open": REMOVE, "chrome.menu.extra": "x", "pages.blog.title": " " });
    expect(checkCatalog("xx", c).sort()).toEqual(["xx: missing key chrome.menu.open", "xx: extra key chrome.menu.extra", "xx: pages.blog.title must be a non-empty text"].sort());
  });

  it("names a list of another length and a lost or invented placeholder", () => {
    const c = changed({ "pages.blog.subtitle": ["one"], "pages.article.minutes": "a few minutes", "chrome.site.tagline": `${en.chrome.site.tagline} {n}` });
    const problems = checkCatalog("xx", c);
    expect(problems).toContain("xx: pages.blog.subtitle has 1 items, English has 2");
    expect(problems).toContain("xx: pages.article.minutes has placeholders (none), English has {n}");
    expect(problems.some((p) => p.startsWith("xx: chrome.site.tagline has placeholders {n}"))).toBe(true);
  });
});
