// Each language's glossary (app/i18n/glossary/<lang>.json) holds its catalog and its 15 articles to the community's
// own words: the required concepts are there, every avoided word appears nowhere, every chosen term is used.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_LANG, LANG_CODES } from "../../app/i18n/languages.ts";
import { messages } from "../../app/i18n/messages.ts";

interface Term {
  concept: string;
  use: string;
  avoid: string[];
  note?: string;
}
interface Glossary {
  lang: string;
  register: string;
  terms: Term[];
  keep: string[];
  /** Why each kept name beyond the product names stays in Latin letters. */
  keepWhy?: Record<string, string>;
  /** Words that make a promise grow (permanent privileges, a treasury paid out, returns): none may appear. */
  risky?: { words: string[]; why: string };
}

const REQUIRED = ["mint", "wallet", "allowlist", "lucky draw", "token", "airdrop", "NFT", "Layer 2", "node", "verification"];
const NAMES = ["Meridian", "PON", "PODF", "Hub", "Genesis"];
const ROOT = new URL("../../", import.meta.url).pathname;
import { LOCALIZED } from "../../scripts/media/art/app/localized.ts";

const OTHERS = LANG_CODES.filter((l) => l !== DEFAULT_LANG);

const glossaryOf = (lang: string): Glossary => JSON.parse(readFileSync(join(ROOT, "app/i18n/glossary", `${lang}.json`), "utf8")) as Glossary;

/** Every text of a language, by where it lives: the catalog, and each article file. */
function textsOf(lang: string): Map<string, string> {
  const texts = new Map<string, string>([
    [`app/i18n/catalogs/${lang}.json`, JSON.stringify(messages(lang as never)).normalize("NFC")],
    [`the app screens (scripts/media/art/app/localized.ts)`, JSON.stringify(LOCALIZED[lang as keyof typeof LOCALIZED]).normalize("NFC")],
  ]);
  const dir = join(ROOT, "app/content/articles", lang);
  for (const name of readdirSync(dir).filter((f) => f.endsWith(".md"))) texts.set(`app/content/articles/${lang}/${name}`, readFileSync(join(dir, name), "utf8").normalize("NFC"));
  return texts;
}

describe.each(OTHERS)("the %s glossary", (lang) => {
  const glossary = glossaryOf(lang);
  const texts = textsOf(lang);

  it("names the register and the community's term for every required concept, and keeps the product names", () => {
    expect(glossary.lang).toBe(lang);
    expect(glossary.register.length).toBeGreaterThan(10);
    const concepts = glossary.terms.map((t) => t.concept);
    for (const concept of REQUIRED) expect(concepts, concept).toContain(concept);
    for (const name of NAMES) expect(glossary.keep).toContain(name);
    expect(texts.size).toBe(17); // the catalog, the app screens and 15 articles
  });

  it("is followed: no avoided word anywhere, every chosen term used", () => {
    const problems: string[] = [];
    for (const term of glossary.terms) {
      for (const word of term.avoid) {
        for (const [file, text] of texts) if (text.includes(word.normalize("NFC"))) problems.push(`${file} uses "${word}" (${term.concept}: write "${term.use}")`);
      }
      const choices = term.use.split(" / ").map((u) => u.normalize("NFC"));
      if (![...texts.values()].some((text) => choices.some((c) => text.includes(c)))) problems.push(`"${term.use}" (${term.concept}) is used nowhere`);
    }
    expect(problems).toEqual([]);
  });
});

describe("the glossary check itself", () => {
  it("would catch a catalog that drifts to an avoided word", () => {
    const hi = glossaryOf("hi");
    const draw = hi.terms.find((t) => t.concept === "lucky draw")!;
    expect(draw.avoid).toContain("लॉटरी");
    expect(`Genesis लॉटरी`.includes(draw.avoid[0]!)).toBe(true);
  });
});

describe("Arabic text that feeds and link previews show", () => {
  it("never starts with a Latin word, so it lays out right to left", () => {
    const LATIN_FIRST = /^[\s"'«(]*[A-Za-z{]/;
    const ar = messages("ar");
    const starts: [string, string][] = [
      ...Object.entries(ar.pages).flatMap(([page, texts]) =>
        ["title", "description"]
          .filter((k) => typeof (texts as Record<string, unknown>)[k] === "string")
          .map((k): [string, string] => [`pages.${page}.${k}`, (texts as Record<string, string>)[k]!]),
      ),
    ];
    const dir = join(ROOT, "app/content/articles/ar");
    for (const name of readdirSync(dir)) {
      const front = /^---\n([\s\S]*?)\n---/.exec(readFileSync(join(dir, name), "utf8"))?.[1] ?? "";
      for (const key of ["title", "description"])
        starts.push([`${name} ${key}`, /^(?:title|description): "(.*)"$/m.exec(front.split("\n").find((l) => l.startsWith(`${key}:`)) ?? "")?.[1] ?? ""]);
    }
    expect(starts.filter(([, text]) => LATIN_FIRST.test(text)).map(([where, text]) => `${where}: ${text}`)).toEqual([]);
    expect(starts.length).toBeGreaterThan(30);
  });
});

/** Languages written in another script: their article bodies hold Latin letters only for names the glossary keeps. */
const NON_LATIN = ["ko", "hi", "bn", "ar"] as const;
const UNITS = /\d+(?:[.,]\d+)*\s?(?:%|km|m|ms|s|h|min|GB|MB|KB|x)(?![A-Za-z])/g;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The Latin-letter words of an article body that are neither product names nor kept names: front matter, code,
 * link targets, URLs, domains, {placeholders} and numbers with units are not prose; an English gloss in parentheses
 * right after the language's own word is allowed once per article; a second time it counts.
 */
export function strayLatin(markdown: string, keep: string[]): string[] {
  let body = markdown.replace(/^---\n[\s\S]*?\n---\n/, "");
  body = body
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/`[^`]*`/g, " ")
    .replace(/\]\([^)]*\)/g, "] ")
    .replace(/<[^>]+>/g, " ")
    .replace(/https?:\/\/\S+/g, " ")
    .replace(/\b[\w-]+(?:\.[a-z]{2,})+\b/g, " ")
    .replace(UNITS, " ");
  const names = [...new Set([...NAMES, ...keep, "{product} World"])].sort((a, b) => b.length - a.length);
  for (const name of names) body = body.replace(new RegExp(`(?<![A-Za-z])${escape(name)}(?![A-Za-z0-9])`, "g"), " ");
  body = body.replace(/\{\w+\}/g, " ");
  const stray: string[] = [];
  const glosses = new Set<string>();
  body = body.replace(/\(\s*([A-Za-z][A-Za-z0-9 .,'’&-]*?)\s*\)/g, (_all, gloss: string) => {
    if (glosses.has(gloss)) stray.push(`(${gloss}) a second time`);
    glosses.add(gloss);
    return " ";
  });
  for (const m of body.matchAll(/[A-Za-z][A-Za-z0-9]*(?:[-'’][A-Za-z][A-Za-z0-9]*)*/g)) stray.push(m[0]);
  return stray;
}

describe.each(NON_LATIN)("the %s articles", (lang) => {
  it("hold no Latin-letter word that is neither a product name nor a kept name of the glossary (an English gloss once per article)", () => {
    const glossary = glossaryOf(lang);
    const dir = join(ROOT, "app/content/articles", lang);
    const stray = readdirSync(dir)
      .filter((f) => f.endsWith(".md"))
      .flatMap((name) => strayLatin(readFileSync(join(dir, name), "utf8").normalize("NFC"), glossary.keep).map((w) => `${name}: ${w}`));
    expect(stray).toEqual([]);
  });

  it("give a reason for every kept name beyond the product names", () => {
    const glossary = glossaryOf(lang);
    const unexplained = glossary.keep.filter((name) => !NAMES.includes(name) && !(glossary.keepWhy?.[name] ?? "").trim());
    expect(unexplained).toEqual([]);
  });
});

describe("the Latin-letter check itself", () => {
  const ko = glossaryOf("ko");
  const clean = '---\ntitle: "x"\n---\n\n{product} World의 NFT를 [여기](https://example.com/a_b)에서 민팅해요. 거리는 5 km예요.\n';
  it("passes a body with only product names, kept names, links and units", () => {
    expect(strayLatin(clean, ko.keep)).toEqual([]);
  });
  it("fails on a planted English word, and on a gloss given twice", () => {
    expect(strayLatin(clean.replace("민팅해요", "민팅해요 Tokenomics"), ko.keep)).toEqual(["Tokenomics"]);
    expect(strayLatin(clean.replace("민팅해요", "토크노믹스(Tokenomics), 토크노믹스(Tokenomics)"), ko.keep)).toEqual(["(Tokenomics) a second time"]);
  });
});

describe("promises that must not grow in translation", () => {
  it.each(OTHERS)("the %s glossary names the invite-reward words and the risky promise words, and none appears", (lang) => {
    const glossary = glossaryOf(lang);
    expect(glossary.terms.map((t) => t.concept)).toContain("invite reward");
    expect(glossary.risky?.words.length ?? 0).toBeGreaterThan(2);
    expect(glossary.risky?.why.length ?? 0).toBeGreaterThan(20);
    const found = [...textsOf(lang)].flatMap(([file, text]) => (glossary.risky?.words ?? []).filter((w) => text.includes(w.normalize("NFC"))).map((w) => `${file}: ${w}`));
    expect(found).toEqual([]);
  });

  it("the English source holds to its own glossary: invite reward words and risky words", () => {
    const glossary = glossaryOf("en");
    const texts = new Map<string, string>([["app/i18n/catalogs/en.json", JSON.stringify(messages("en")).toLowerCase()]]);
    const dir = join(ROOT, "app/content/articles");
    for (const name of readdirSync(dir).filter((f) => f.endsWith(".md"))) texts.set(`app/content/articles/${name}`, readFileSync(join(dir, name), "utf8").toLowerCase());
    const invite = glossary.terms.find((t) => t.concept === "invite reward")!;
    const words = [...invite.avoid, ...(glossary.risky?.words ?? [])].map((w) => w.toLowerCase());
    const found = [...texts].flatMap(([file, text]) => words.filter((w) => text.includes(w)).map((w) => `${file}: ${w}`));
    expect(found).toEqual([]);
    expect([...texts.values()].some((text) => text.includes(invite.use.toLowerCase()))).toBe(true);
  });
});
