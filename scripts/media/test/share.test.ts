// The share cards' words and layout, without rendering: every title of every language fits its card by the fitting
// rule (its longest title included), lines break only between words, Arabic is laid out right to left, and a card's
// version is the hash of its words.
import { describe, expect, it } from "vitest";
import { ACTIVE_LANGS } from "../../../app/i18n/messages.ts";
import { cardHash, type CardCopy } from "../../share/copy.ts";
import { COL, TITLE_SIZES, card, shareCards, titleBox } from "../art/share.ts";
import { SHARE_W } from "../kit/entries.ts";
import { blockHeight, breakLines, pieces, ruleWidth, tryFit } from "../kit/fit.ts";
import { textWidth } from "../kit/text.ts";

const cards = shareCards();
const longest = (lang: string) =>
  cards
    .filter((c) => c.copy.lang === lang)
    .map((c) => c.copy)
    .reduce((a, b) => (textWidth(b.title, 60, 800) > textWidth(a.title, 60, 800) ? b : a));

describe("share card titles", () => {
  it("has 19 cards in each of the 8 languages", () => {
    expect(ACTIVE_LANGS.length).toBe(8);
    for (const lang of ACTIVE_LANGS) expect(cards.filter((c) => c.copy.lang === lang).length, lang).toBe(19);
  });

  it.each(ACTIVE_LANGS.map((l) => [l] as const))("%s: its longest title fits the card's title box at one of the set sizes", (lang) => {
    const copy = longest(lang);
    const box = titleBox(copy);
    const fitted = tryFit(copy.title, TITLE_SIZES, box);
    expect(fitted, copy.title).toBeDefined();
    const { size, lines } = fitted!;
    expect(lines.length).toBeLessThanOrEqual(box.maxLines);
    for (const l of lines) expect(ruleWidth(l, size, box.weight), l).toBeLessThanOrEqual(COL.w);
    expect(blockHeight(lines.length, size, box.lineHeight)).toBeLessThanOrEqual(box.height);
    expect(lines.join(" ")).toBe(copy.title.trim().split(/\s+/).join(" "));
  });

  it("fits every title of every language (none is cut)", () => {
    for (const { key, copy } of cards) expect(tryFit(copy.title, TITLE_SIZES, titleBox(copy)), key).toBeDefined();
  });

  it("breaks lines only between words and keeps a bracketed group whole", () => {
    expect(pieces("Meridian의 휴면 희석(Dormancy Dilution) 안내")).toEqual(["Meridian의", "휴면", "희석(Dormancy Dilution)", "안내"]);
    const box = { width: 300, height: 600, maxLines: 9, lineHeight: 1.3, weight: 800 };
    const hindi = "मेरिडियन की निष्क्रियता प्रक्रिया स्पष्ट";
    for (const l of breakLines(hindi, 48, box)) expect(hindi.split(" ").join(" ")).toContain(l);
    expect(breakLines(hindi, 48, box).join(" ")).toBe(hindi);
  });
});

describe("an Arabic card", () => {
  const ar = cards.find((c) => c.copy.lang === "ar")!;
  const svg = card("", ar.copy);
  const texts = [...svg.matchAll(/<text [^>]*x="([\d.]+)"[^>]*>/g)];

  it("draws every line right to left, anchored in the right-hand column where English starts in the left", () => {
    expect(texts.length).toBeGreaterThan(3);
    for (const [tag, x] of texts) {
      expect(tag).toContain('direction="rtl"');
      expect(tag).not.toContain("letter-spacing");
      expect(Number(x)).toBeGreaterThanOrEqual(SHARE_W - 2 * COL.x);
    }
    const en = card("", cards.find((c) => c.copy.lang === "en")!.copy);
    for (const [, x] of en.matchAll(/<text [^>]*x="([\d.]+)"/g)) expect(Number(x)).toBeLessThanOrEqual(2 * COL.x);
  });

  it("mirrors the art so the veil lies under the text, and writes in the Arabic face", () => {
    expect(svg).toContain(`<g transform="matrix(-1 0 0 1 ${SHARE_W} 0)">`);
    expect(svg).toContain("Noto Sans Arabic");
  });

  it("a left-to-right card has neither", () => {
    const en = card("", cards.find((c) => c.copy.lang === "en")!.copy);
    expect(en).not.toContain('direction="rtl"');
    expect(en).not.toContain("matrix(-1");
  });
});

describe("card versions", () => {
  const copy: CardCopy = { lang: "ko", dir: "ltr", eyebrow: "공지", title: "제목", footer: "meridian.world" };

  it("change with any of the words and with nothing else", () => {
    expect(cardHash(copy)).toMatch(/^[0-9a-f]{10}$/);
    expect(cardHash({ ...copy })).toBe(cardHash(copy));
    for (const change of [{ title: "제목!" }, { eyebrow: "소식" }, { footer: "meridian.world/ko" }, { lang: "tr" as const }])
      expect(cardHash({ ...copy, ...change })).not.toBe(cardHash(copy));
  });

  it("are unique per card", () => {
    expect(new Set(cards.map((c) => c.key)).size).toBe(cards.length);
  });
});
