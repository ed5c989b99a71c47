// Where each translation stands against English: missing (English has it, the language does not), outdated (the
// English text changed after it was translated) and unused (the language has it, English no longer does).
// "Translated from" is a short hash of the English text, recorded per message and per article in
// app/i18n/sources/<lang>.json when a translation is accepted (npm run i18n:status -- --accept <lang>).
import { createHash } from "node:crypto";

export type Catalog = { readonly [key: string]: unknown };

/** Every text of a catalog by its dotted path ("home.hero.claims.0.value"). */
export function flatten(value: unknown, path = "", out: Record<string, string> = {}): Record<string, string> {
  if (typeof value === "string") out[path] = value;
  else if (Array.isArray(value)) value.forEach((v, i) => flatten(v, path ? `${path}.${i}` : String(i), out));
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) flatten(v, path ? `${path}.${k}` : k, out);
  return out;
}

/** The short hash recorded for an English text (line endings do not count). */
export function sourceHash(text: string): string {
  return createHash("sha256").update(text.replace(/\r\n?/g, "\n")).digest("hex").slice(0, 12);
}

/** What a translation was made from: English hashes by message path and by article slug. */
export interface Sources {
  messages: Record<string, string>;
  articles: Record<string, string>;
}

export interface Side {
  /** Texts by dotted path (a catalog, flattened). */
  messages: Record<string, string>;
  /** Article files by slug. */
  articles: Record<string, string>;
}

export interface Status {
  missing: string[];
  outdated: string[];
  unused: string[];
}

/** Articles are named "article:<slug>" next to message paths in every list. */
export const articleName = (slug: string) => `article:${slug}`;

export function status(english: Side, translation: Side, sources: Sources): Status {
  const result: Status = { missing: [], outdated: [], unused: [] };
  const compare = (en: Record<string, string>, tr: Record<string, string>, recorded: Record<string, string>, name: (k: string) => string) => {
    for (const [key, text] of Object.entries(en)) {
      if (!(key in tr)) result.missing.push(name(key));
      else if (recorded[key] !== sourceHash(text)) result.outdated.push(name(key));
    }
    for (const key of Object.keys(tr)) if (!(key in en)) result.unused.push(name(key));
    for (const key of Object.keys(recorded)) if (!(key in en) && !(key in tr)) result.unused.push(`${name(key)} (source record only)`);
  };
  compare(english.messages, translation.messages, sources.messages, (k) => k);
  compare(english.articles, translation.articles, sources.articles, articleName);
  return result;
}

/**
 * The sources record after accepting a translation: every listed name (or everything the language has, when none is
 * listed) is marked as translated from today's English. Entries English no longer has are dropped.
 */
export function accept(english: Side, translation: Side, sources: Sources, only: readonly string[] = []): Sources {
  const wanted = (name: string) => only.length === 0 || only.includes(name);
  const pick = (en: Record<string, string>, tr: Record<string, string>, recorded: Record<string, string>, name: (k: string) => string) =>
    Object.fromEntries(
      Object.keys(en)
        .filter((k) => k in tr)
        .flatMap((k) => (wanted(name(k)) ? [[k, sourceHash(en[k]!)]] : k in recorded ? [[k, recorded[k]!]] : [])),
    ) as Record<string, string>;
  return {
    messages: pick(english.messages, translation.messages, sources.messages, (k) => k),
    articles: pick(english.articles, translation.articles, sources.articles, articleName),
  };
}
