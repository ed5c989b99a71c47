// Counts in each language's grammar: the catalogs' ICU plural messages, chosen by Intl.PluralRules.
import { describe, expect, it } from "vitest";
import { LANGUAGES, type LangCode } from "../../app/i18n/languages.ts";
import { checkCatalog, format, messages } from "../../app/i18n/messages.ts";
import en from "../../app/i18n/catalogs/en.json" with { type: "json" };
import { formatPlurals, pluralProblems } from "../../app/i18n/plural.ts";

const locale = (lang: LangCode) => LANGUAGES.find((l) => l.code === lang)!.locale;
const minutes = (lang: LangCode, n: number) => format(messages(lang).pages.article.minutes, { n }, locale(lang));

describe("plural messages", () => {
  it("write Arabic reading times in all six forms: 0, 1, 2, 3, 11 and 100 minutes", () => {
    expect(minutes("ar", 0)).toBe("مدة القراءة: أقل من دقيقة");
    expect(minutes("ar", 1)).toBe("مدة القراءة: دقيقة واحدة");
    expect(minutes("ar", 2)).toBe("مدة القراءة: دقيقتان");
    expect(minutes("ar", 3)).toBe("مدة القراءة: 3 دقائق");
    expect(minutes("ar", 11)).toBe("مدة القراءة: 11 دقيقة");
    expect(minutes("ar", 100)).toBe("مدة القراءة: 100 دقيقة");
  });

  it("follow English's one/other rule for the wallet count, with grouped digits", () => {
    const list = messages("en").genesis.listSize;
    expect(formatPlurals(list, { count: 1 }, "en-US")).toBe("1 wallet on the published list");
    expect(formatPlurals(list, { count: 7 }, "en-US")).toBe("7 wallets on the published list");
    expect(formatPlurals(list, { count: 12500 }, "en-US")).toBe("12,500 wallets on the published list");
    expect(formatPlurals(messages("hi").genesis.listSize, { count: 1500000 }, locale("hi"))).toContain("15,00,000");
  });

  it("prefer an exact =N form, and fall back to other", () => {
    expect(formatPlurals("{n, plural, =0 {none} one {# item} other {# items}}", { n: 0 }, "en")).toBe("none");
    expect(formatPlurals("Left: {n, plural, other {#}}.", { n: 3 }, "ko")).toBe("Left: 3.");
  });

  it("are checked: malformed, without other, or with a form the language never uses", () => {
    expect(pluralProblems("{n, plural, one {# x}}", "en")).toEqual(['plural {n} has no "other" form']);
    expect(pluralProblems("{n, plural, few {# x} other {# y}}", "en")).toEqual(['plural {n} has a "few" form, which en never uses']);
    expect(pluralProblems("{n, plural, one {# x} other {# y}", "en")).toEqual(["plural {n} is never closed"]);
    expect(pluralProblems("{n, plural, zero {a} one {b} two {c} few {d} many {e} other {f}}", "ar")).toEqual([]);
    // The catalog check names the language and key of a broken plural.
    const broken = structuredClone(en) as unknown as { pages: { article: { minutes: string } } };
    broken.pages.article.minutes = "{n, plural, many {# min} other {# min}}";
    expect(checkCatalog("en", broken, en)).toEqual(['en: pages.article.minutes: plural {n} has a "many" form, which en-US never uses']);
  });
});
