// npm run i18n:status: what a translator is told is missing, outdated or unused, and what accepting records.
import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LANG_CODES } from "../../app/i18n/languages.ts";
import { accept, flatten, sourceHash, status } from "../../scripts/i18n/status.ts";

const english = { messages: { "home.title": "Welcome", "home.lead": "Mine by tapping" }, articles: { bar: "# Sets the bar\n" } };

describe("i18n status", () => {
  it("names message paths the way a translator finds them in the JSON", () => {
    expect(flatten({ home: { claims: [{ value: "5M+" }], title: "Hi" } })).toEqual({ "home.claims.0.value": "5M+", "home.title": "Hi" });
  });

  it("reports a missing message, a missing article, an outdated text and an entry English no longer has", () => {
    const translation = { messages: { "home.title": "환영해요", "home.old": "예전" }, articles: {} };
    const sources = { messages: { "home.title": sourceHash("Welcome!") }, articles: {} };
    expect(status(english, translation, sources)).toEqual({
      missing: ["home.lead", "article:bar"],
      outdated: ["home.title"],
      unused: ["home.old"],
    });
  });

  it("after accepting, nothing present is outdated, and accepting one entry leaves the others as they were", () => {
    const translation = { messages: { "home.title": "환영해요", "home.lead": "탭해서 채굴" }, articles: { bar: "# 기준\n" } };
    const none = { messages: {}, articles: {} };
    const one = accept(english, translation, none, ["article:bar"]);
    expect(status(english, translation, one).outdated).toEqual(["home.title", "home.lead"]);
    expect(status(english, translation, accept(english, translation, one))).toEqual({ missing: [], outdated: [], unused: [] });
  });

  it("an English edit makes exactly that message outdated; line endings alone do not", () => {
    const translation = { messages: { "home.title": "환영해요", "home.lead": "탭해서 채굴" }, articles: { bar: "# 기준\n" } };
    const sources = accept(english, translation, { messages: {}, articles: {} });
    expect(status({ ...english, articles: { bar: "# Sets the bar\r\n" } }, translation, sources).outdated).toEqual([]);
    expect(status({ ...english, messages: { ...english.messages, "home.lead": "Mine with a tap" } }, translation, sources).outdated).toEqual(["home.lead"]);
  });

  it("every language of the site has every message and article, and a source record for each", () => {
    const read = (p: string) => JSON.parse(readFileSync(new URL(p, import.meta.url), "utf8")) as unknown;
    const en = { messages: flatten(read("../../app/i18n/catalogs/en.json")), articles: slugs("") };
    for (const lang of LANG_CODES.filter((l) => l !== "en")) {
      const tr = { messages: flatten(read(`../../app/i18n/catalogs/${lang}.json`)), articles: slugs(`${lang}/`) };
      const s = status(en, tr, read(`../../app/i18n/sources/${lang}.json`) as never);
      expect(s.missing, lang).toEqual([]);
      expect(s.unused, lang).toEqual([]);
    }
  });
});

function slugs(dir: string): Record<string, string> {
  const url = new URL(`../../app/content/articles/${dir}`, import.meta.url);
  return Object.fromEntries(
    readdirSync(url)
      .filter((f) => f.endsWith(".md"))
      .map((f) => [f.slice(0, -3), readFileSync(new URL(f, url), "utf8")]),
  );
}
