// npm run i18n:status and the share cards: a card drawn from other words than today's is outdated, a page without a
// card is missing, and the committed cards are all drawn from today's words.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ACTIVE_LANGS } from "../../app/i18n/messages.ts";
import { loadArticles } from "../../scripts/content-loader.ts";
import { cardStatus } from "../../scripts/i18n/cards.ts";
import { allCards, cardHash, pageCopy } from "../../scripts/share/copy.ts";

const copy = pageCopy("home", "ko");
const card = { key: "share/ko/home", name: "home", copy };

describe("share cards in i18n:status", () => {
  it("counts a card drawn from today's words as up to date", () => {
    expect(cardStatus([card], { "share/ko/home": { src: `/static/media/share/ko/home-${cardHash(copy)}.jpg` } })).toEqual({ missing: [], outdated: [] });
  });

  it("counts a card as outdated when a string it was drawn from changes", () => {
    const drawn = { "share/ko/home": { src: `/static/media/share/ko/home-${cardHash(copy)}.jpg` } };
    expect(cardStatus([{ ...card, copy: { ...copy, title: `${copy.title}!` } }], drawn)).toEqual({ missing: [], outdated: ["card:home"] });
  });

  it("counts a page without a card as missing", () => {
    expect(cardStatus([card], {})).toEqual({ missing: ["card:home"], outdated: [] });
  });

  it("finds every committed card of every language drawn from today's words", () => {
    const drawn = (JSON.parse(readFileSync(new URL("../../app/content/media.json", import.meta.url), "utf8")) as { share: Record<string, { src: string }> }).share;
    const cards = allCards(loadArticles(new URL("../../app/content/articles", import.meta.url).pathname, { checkMedia: false, languages: ACTIVE_LANGS }), ACTIVE_LANGS);
    expect(cards.length).toBe(19 * ACTIVE_LANGS.length);
    expect(cardStatus(cards, drawn)).toEqual({ missing: [], outdated: [] });
  });
});
