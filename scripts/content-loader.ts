// Reads the article files (originals in app/content/articles, translations in its language folders), checks them
// against the content schema, renders their bodies to HTML. Used by the build and by tests; every problem names
// its file.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { Marked } from "marked";
import { parse as parseYaml } from "yaml";
import { ArticleFrontMatter, ContentError, displayDateOf, parseFrontMatter, TranslationFrontMatter, type Article, type ArticleText } from "../app/content/schema.ts";
import media from "../app/content/media.json" with { type: "json" };
import { LANGUAGES } from "../app/i18n/languages.ts";
import { brand, isExternal } from "../app/site.ts";

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/;

const markdown = new Marked({
  gfm: true,
  renderer: {
    link({ href, title, tokens }) {
      const text = this.parser.parseInline(tokens);
      const t = title ? ` title="${escapeAttr(title)}"` : "";
      const ext = isExternal(href) ? ` target="_blank" rel="noopener noreferrer"` : "";
      return `<a href="${escapeAttr(href)}"${t}${ext}>${text}</a>`;
    },
  },
});

function escapeAttr(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

/** Words of a Markdown body (for scripts without spaces between words, such as Korean, still a fair count of units). */
export function countWords(markdownBody: string): number {
  return markdownBody
    .replace(/[#>*_`[\]()-]/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
}

function split(file: string, source: string): { raw: unknown; body: string } {
  const match = FRONT_MATTER.exec(brand(source));
  if (!match) throw new ContentError(file, "no front matter (the file must start with --- ... ---)");
  let raw: unknown;
  try {
    raw = parseYaml(match[1] ?? "");
  } catch (e) {
    throw new ContentError(file, `front matter is not valid YAML: ${(e as Error).message.split("\n")[0]}`);
  }
  const body = (match[2] ?? "").trim();
  if (!body) throw new ContentError(file, "the article has no body");
  return { raw, body };
}

/** A run of Latin words, with the spaces, digits and punctuation inside it ("Layer 2", "No VC, All About The
 * People"); never part of an entity (&amp;) or of a word in another Latin-script language. */
const LATIN_RUN = /(?<![&#\w\u00C0-\u024F])[A-Za-z][A-Za-z0-9]*(?:[ .,:'’+/_-]+[A-Za-z0-9]+)*/g;

/**
 * Right-to-left text with Latin names, terms and code in it: each Latin run in the rendered text (never in a tag or an
 * attribute) is isolated with <bdi>, so its punctuation and digits stay with it and the Arabic around it keeps its
 * order, in the page and in reading mode alike.
 */
export function isolateLatin(html: string): string {
  return html.replace(/>([^<]+)</g, (_, text: string) => `>${text.replace(LATIN_RUN, "<bdi>$&</bdi>")}<`);
}

/** Typographic quotes in the rendered text (never in a tag, an attribute or code): a double quote before a word opens
 *  (“), any other closes (”); an apostrophe is ’. Left-to-right languages only: Arabic keeps its own conventions. */
export function curlyQuotes(html: string): string {
  return html.replace(/(<code[\s\S]*?<\/code>)|(?<=>)([^<]+)(?=<)/g, (all, code: string | undefined, text: string | undefined) =>
    code !== undefined || text === undefined
      ? all
      : `${text
          .replace(/(^|[\s([{—–-])(?:&quot;|")(?=[^\s)\].,;:!?])/g, "$1“")
          .replace(/([\s([{—–-])(?:&quot;|")$/, "$1“")
          .replace(/&quot;|"/g, "”")
          .replace(/&#39;|'/g, "’")}`,
  );
}

function rendered(
  fields: { title: string; description: string; tags: string[]; coverAlt: string; about?: { title: string; body: string }[] },
  body: string,
  dir: "ltr" | "rtl" = "ltr",
): ArticleText {
  const html = (md: string) => {
    const out = markdown.parse(md, { async: false });
    return dir === "rtl" ? isolateLatin(out) : curlyQuotes(out);
  };
  const about = fields.about?.map((a) => ({ title: a.title, body: html(a.body) }));
  return { title: fields.title, description: fields.description, tags: fields.tags, coverAlt: fields.coverAlt, about, html: html(body), wordCount: countWords(body) };
}

/** Parse one original article file's text. */
export function parseArticle(file: string, source: string): Article {
  const { raw, body } = split(file, source);
  const fm = parseFrontMatter(file, ArticleFrontMatter, raw);
  return { ...fm, ...rendered(fm, body), date: displayDateOf(fm.isoDate), translations: {}, file };
}

/** The site's static files: a public path /static/x is the file assets/static/x. */
export const ASSETS_DIR = fileURLToPath(new URL("../assets", import.meta.url));
const PROJECT = fileURLToPath(new URL("..", import.meta.url));

/** How errors name a file: from the project root when it is inside the project (app/content/articles/bar.md). */
function fileLabel(dir: string, name: string): string {
  const path = relative(PROJECT, join(dir, name));
  return path.startsWith("..") ? name : path;
}

/** Files an article's cover needs under the assets folder: its AVIF and WebP renders, and its clip if it has one. */
export function coverFiles(a: Pick<Article, "cover" | "clip">): string[] {
  const image = media.images[a.cover];
  const files = [image.src, ...image.widths.filter((w) => w !== image.width).map((w) => `${image.src}-${w}`)].flatMap((p) => [`${p}.avif`, `${p}.webp`]);
  if (a.clip) files.push(media.clips[a.clip].src);
  return files;
}

export function assertCoverMedia(a: Pick<Article, "cover" | "clip" | "file">, assetsDir: string = ASSETS_DIR): void {
  const missing = coverFiles(a).filter((p) => !existsSync(join(assetsDir, p)));
  if (missing.length) throw new ContentError(a.file, `cover media not found under assets/: ${missing.join(", ")}`);
}

/** Facts that span files: one slug per article, featured positions 1..N once each, one Hub guide. */
export function assertCollection(articles: Article[]): void {
  const slugs = new Map<string, string>();
  const featured = new Map<number, string>();
  for (const a of articles) {
    const prior = slugs.get(a.slug);
    if (prior) throw new ContentError(a.file, `duplicate slug "${a.slug}" (also used by ${prior})`);
    slugs.set(a.slug, a.file);
    if (a.featured === undefined) continue;
    const taken = featured.get(a.featured);
    if (taken) throw new ContentError(a.file, `featured position ${a.featured} is also ${taken}'s`);
    featured.set(a.featured, a.file);
  }
  for (let i = 1; i <= featured.size; i++)
    if (!featured.has(i)) throw new ContentError("app/content/articles", `no article has featured position ${i} (positions run 1..${featured.size})`);
  const guides = articles.filter((a) => a.hubGuide);
  if (guides.length !== 1) throw new ContentError("app/content/articles", `exactly one article must be the Hub guide (hubGuide: true); found ${guides.length}`);
}

/** Attaches every translation in `dir/<lang>/` to its original; a translation names an original that exists, once per language. */
export function attachTranslations(dir: string, articles: Article[], languages: readonly string[]): void {
  const bySlug = new Map(articles.map((a) => [a.slug, a]));
  for (const lang of readdirSync(dir)
    .filter((d) => statSync(join(dir, d)).isDirectory())
    .sort()) {
    for (const name of readdirSync(join(dir, lang))
      .filter((f) => f.endsWith(".md"))
      .sort()) {
      const file = fileLabel(dir, `${lang}/${name}`);
      const { raw, body } = split(file, readFileSync(join(dir, lang, name), "utf8"));
      const fm = parseFrontMatter(file, TranslationFrontMatter, raw);
      if (fm.lang !== lang) throw new ContentError(file, `lang "${fm.lang}" does not match its folder "${lang}"`);
      if (!languages.includes(lang)) throw new ContentError(file, `"${lang}" is not one of the site's languages (${languages.join(", ")})`);
      const original = bySlug.get(fm.original);
      if (!original) throw new ContentError(file, `original "${fm.original}" is no article's slug`);
      if (original.translations[lang]) throw new ContentError(file, `repeats the ${lang} translation of ${original.file}`);
      if (original.tags.length !== fm.tags.length) throw new ContentError(file, `has ${fm.tags.length} tags; its original ${original.file} has ${original.tags.length}`);
      original.translations[lang] = rendered(fm, body, LANGUAGES.find((l) => l.code === lang)?.dir);
    }
  }
}

export interface LoadOptions {
  /** Check that every cover's media exist (off only where the media are being made). */
  checkMedia?: boolean;
  assetsDir?: string;
  /** Language codes a translation may have (default: none are read). */
  languages?: readonly string[];
}

export function loadArticles(dir: string, { checkMedia = true, assetsDir = ASSETS_DIR, languages = [] }: LoadOptions = {}): Article[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".md"))
    .sort();
  const articles = files.map((f) => parseArticle(fileLabel(dir, f), readFileSync(join(dir, f), "utf8")));
  assertCollection(articles);
  if (checkMedia) for (const a of articles) assertCoverMedia(a, assetsDir);
  if (languages.length) attachTranslations(dir, articles, languages);
  return articles.sort((a, b) => b.isoDate.localeCompare(a.isoDate) || a.slug.localeCompare(b.slug));
}
