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
