// Message catalogs: one JSON file of ICU messages per language (app/i18n/catalogs/), each with exactly the English
// catalog's keys. TypeScript checks each file's shape against English's, checkCatalog the texts (placeholders,
// plurals), and the build runs it. The brand is filled in here, once per language.
import { brand } from "../site.ts";
import ar from "./catalogs/ar.json" with { type: "json" };
import bn from "./catalogs/bn.json" with { type: "json" };
import en from "./catalogs/en.json" with { type: "json" };
import hi from "./catalogs/hi.json" with { type: "json" };
import id from "./catalogs/id.json" with { type: "json" };
import ko from "./catalogs/ko.json" with { type: "json" };
import tr from "./catalogs/tr.json" with { type: "json" };
import vi from "./catalogs/vi.json" with { type: "json" };
import { DEFAULT_LANG, LANGUAGES, type LangCode } from "./languages.ts";
import { formatPlurals, pluralProblems } from "./plural.ts";
import type { Messages } from "./types.ts";

export type { Messages };

/** Catalogs by language; a language is served once its catalog is here. */
const CATALOGS: Partial<Record<LangCode, Messages>> = { en, ko, tr, vi, hi, bn, id, ar };

export const ACTIVE_LANGS: readonly LangCode[] = LANGUAGES.map((l) => l.code).filter((c) => CATALOGS[c] !== undefined);

function branded<T>(value: T): T {
  if (typeof value === "string") return brand(value) as T;
  if (Array.isArray(value)) return value.map(branded) as T;
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, branded(v)])) as T;
  return value;
}

const cache = new Map<LangCode, Messages>();

/** A language's words, brand filled in. */
export function messages(lang: LangCode): Messages {
  let m = cache.get(lang);
  if (!m) {
    const catalog = CATALOGS[lang] ?? CATALOGS[DEFAULT_LANG]!;
    m = branded(catalog);
    cache.set(lang, m);
  }
  return m;
}

/**
 * Fills {name} placeholders, and plural messages ({n, plural, one {# min read} other {# min read}}) by the rules of
 * `locale`: format(m.pages.article.minutes, { n: 4 }, "ar").
 */
export function format(template: string, vars: Record<string, string | number>, locale = "en"): string {
  return formatPlurals(template, vars, locale).replace(/\{(\w+)\}/g, (all, name: string) => (name in vars ? String(vars[name]) : all));
}

/** The {name} placeholders of a text (a plural message counts as its {name}), sorted: a translation keeps exactly the English ones. */
function placeholders(text: string): string {
  const names = [...text.matchAll(/\{(\w+)(?:\}|\s*,\s*plural\s*,)/g)].map((m) => `{${m[1]}}`);
  return [...new Set(names)].sort().join(" ");
}

/** Every way a catalog differs from the reference: missing or extra keys, lists of another length, non-text values,
 * other placeholders. */
export function checkCatalog(lang: string, catalog: unknown, reference: unknown = en, path = ""): string[] {
  const here = path || "(root)";
  if (typeof reference === "string") {
    if (typeof catalog !== "string" || !catalog.trim()) return [`${lang}: ${here} must be a non-empty text`];
    const want = placeholders(reference);
    const got = placeholders(catalog);
    const plural = pluralProblems(catalog, LANGUAGES.find((l) => l.code === lang)?.locale ?? lang).map((p) => `${lang}: ${here}: ${p}`);
    return want === got ? plural : [`${lang}: ${here} has placeholders ${got || "(none)"}, English has ${want || "(none)"}`, ...plural];
  }
  if (Array.isArray(reference)) {
    if (!Array.isArray(catalog)) return [`${lang}: ${here} must be a list`];
    if (catalog.length !== reference.length) return [`${lang}: ${here} has ${catalog.length} items, English has ${reference.length}`];
    return reference.flatMap((r, i) => checkCatalog(lang, catalog[i], r, `${path}[${i}]`));
  }
  if (typeof catalog !== "object" || catalog === null) return [`${lang}: ${here} must be a group of keys`];
  const ref = reference as Record<string, unknown>;
  const cat = catalog as Record<string, unknown>;
  const missing = Object.keys(ref)
    .filter((k) => !(k in cat))
    .map((k) => `${lang}: missing key ${path ? `${path}.` : ""}${k}`);
  const extra = Object.keys(cat)
    .filter((k) => !(k in ref))
    .map((k) => `${lang}: extra key ${path ? `${path}.` : ""}${k}`);
  const nested = Object.keys(ref)
    .filter((k) => k in cat)
    .flatMap((k) => checkCatalog(lang, cat[k], ref[k], path ? `${path}.${k}` : k));
  return [...missing, ...extra, ...nested];
}

/** The problems of every catalog (the build fails on any). */
export function catalogProblems(): string[] {
  return Object.entries(CATALOGS).flatMap(([lang, catalog]) => (lang === DEFAULT_LANG ? checkCatalog(lang, catalog, catalog) : checkCatalog(lang, catalog)));
}
