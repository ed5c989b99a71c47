// Share cards against the words they were drawn from: a card is missing when the manifest (app/content/media.json) has
// none for a page of a language, outdated when the hash in its file name is not the hash of today's words (a title,
// tag or catalog string changed since it was drawn). Redraw with `npm run media -- --only=share`.
import { cardHash, type CardCopy } from "../share/copy.ts";

export interface CardStatus {
  missing: string[];
  outdated: string[];
}

/** Cards are named "card:<page or slug>" in the status lists. */
export const cardName = (name: string) => `card:${name}`;

export function cardStatus(cards: readonly { key: string; name: string; copy: CardCopy }[], drawn: Readonly<Record<string, { src: string }>>): CardStatus {
  const result: CardStatus = { missing: [], outdated: [] };
  for (const { key, name, copy } of cards) {
    const src = drawn[key]?.src;
    if (src === undefined) result.missing.push(cardName(name));
    else if (!src.includes(`-${cardHash(copy)}.`)) result.outdated.push(cardName(name));
  }
  return result;
}
