// npm run i18n:status                      each language: missing, outdated and unused entries, with their names
// npm run i18n:status -- --check           the same, and exit 1 while anything is missing or outdated
// npm run i18n:status -- --accept ko       record that ko's translations were made from today's English
// npm run i18n:status -- --accept ko home.hero.lead article:bar    ... only for these entries
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { DEFAULT_LANG, LANG_CODES } from "../../app/i18n/languages.ts";
import { ACTIVE_LANGS } from "../../app/i18n/messages.ts";
import { loadArticles } from "../content-loader.ts";
import { allCards } from "../share/copy.ts";
import { cardStatus } from "./cards.ts";
import { type Side, type Sources, accept, flatten, status } from "./status.ts";

const i18n = fileURLToPath(new URL("../../app/i18n/", import.meta.url));
const articles = fileURLToPath(new URL("../../app/content/articles/", import.meta.url));

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, "utf8"));
const markdown = (dir: string) =>
  existsSync(dir)
    ? Object.fromEntries(
        readdirSync(dir)
          .filter((f) => f.endsWith(".md"))
          .map((f) => [f.slice(0, -3), readFileSync(`${dir}/${f}`, "utf8")]),
      )
    : {};

function side(lang: string): Side {
  const catalog = `${i18n}catalogs/${lang}.json`;
  return {
    messages: existsSync(catalog) ? flatten(readJson(catalog)) : {},
    articles: markdown(lang === DEFAULT_LANG ? articles : `${articles}${lang}`),
  };
}
const sourcesPath = (lang: string) => `${i18n}sources/${lang}.json`;
const sources = (lang: string): Sources => (existsSync(sourcesPath(lang)) ? (readJson(sourcesPath(lang)) as Sources) : { messages: {}, articles: {} });

// Piped into head or less and closed early: stop quietly.
process.stdout.on("error", (e: NodeJS.ErrnoException) => process.exit(e.code === "EPIPE" ? 0 : 1));

const args = process.argv.slice(2);
const english = side(DEFAULT_LANG);
const langs = LANG_CODES.filter((l) => l !== DEFAULT_LANG);

const acceptAt = args.indexOf("--accept");
if (acceptAt >= 0) {
  const lang = args[acceptAt + 1];
  if (!lang || !langs.includes(lang as (typeof langs)[number])) {
    console.error(`--accept needs a language: ${langs.join(", ")}`);
    process.exit(2);
  }
  const only = args.slice(acceptAt + 2).filter((a) => !a.startsWith("--"));
  const next = accept(english, side(lang), sources(lang), only);
  writeFileSync(sourcesPath(lang), `${JSON.stringify(next, null, 2)}\n`);
  console.log(`${lang}: recorded ${only.length ? only.join(", ") : "every entry"} as translated from today's English`);
}

// Share cards: every language's, English included, against the words they were drawn from.
const drawn = (readJson(fileURLToPath(new URL("../../app/content/media.json", import.meta.url))) as { share: Record<string, { src: string }> }).share;
const cards = allCards(loadArticles(articles, { checkMedia: false, languages: ACTIVE_LANGS }), ACTIVE_LANGS);
const cardsOf = (lang: string) =>
  cardStatus(
    cards.filter((c) => c.copy.lang === lang),
    drawn,
  );

const verbose = args.includes("--verbose");
let behind = 0;
console.log(`${"lang".padEnd(6)}${"missing".padStart(9)}${"outdated".padStart(10)}${"unused".padStart(8)}`);
for (const lang of [DEFAULT_LANG, ...langs]) {
  const texts = lang === DEFAULT_LANG ? { missing: [], outdated: [], unused: [] } : status(english, side(lang), sources(lang));
  const c = cardsOf(lang);
  const s = { missing: [...texts.missing, ...c.missing], outdated: [...texts.outdated, ...c.outdated], unused: texts.unused };
  behind += s.missing.length + s.outdated.length;
  console.log(`${lang.padEnd(6)}${String(s.missing.length).padStart(9)}${String(s.outdated.length).padStart(10)}${String(s.unused.length).padStart(8)}`);
  for (const [what, names] of Object.entries(s)) {
    const shown = verbose ? names : names.slice(0, 8);
    for (const name of shown) console.log(`        ${what}: ${name}`);
    if (shown.length < names.length) console.log(`        ${what}: ... and ${names.length - shown.length} more (--verbose lists all)`);
  }
}
if (args.includes("--check") && behind > 0) {
  console.error(`${behind} entries missing or outdated`);
  process.exit(1);
}
