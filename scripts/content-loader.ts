// Reads article files, checks them, renders their bodies to HTML. Used by the build and by tests.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Marked } from "marked";
import { parse as parseYaml } from "yaml";
import { brand, isExternal } from "../app/site.ts";
import { type Article, ContentError, assertUniqueSlugs, validateFrontMatter } from "../app/content/schema.ts";

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

export function countWords(markdownBody: string): number {
  return markdownBody.replace(/[#>*_`[\]()-]/g, " ").split(/\s+/).filter(Boolean).length;
}

/** Parse one article file's text; every problem is reported with the file name. */
export function parseArticle(file: string, source: string): Article {
  const match = FRONT_MATTER.exec(brand(source));
  if (!match) throw new ContentError(file, "no front matter (the file must start with --- ... ---)");
  let raw: unknown;
  try {
    raw = parseYaml(match[1] ?? "");
  } catch (e) {
    throw new ContentError(file, `front matter is not valid YAML: ${(e as Error).message.split("\n")[0]}`);
  }
  const fm = validateFrontMatter(file, raw);
  const body = (match[2] ?? "").trim();
  if (!body) throw new ContentError(file, "the article has no body");
  const about = fm.about?.map((a) => ({ title: a.title, body: markdown.parse(a.body, { async: false }) }));
  return { ...fm, about, html: markdown.parse(body, { async: false }), wordCount: countWords(body), file };
}

/** The site's static files: a public path /static/x is the file assets/static/x. */
export const ASSETS_DIR = fileURLToPath(new URL("../assets", import.meta.url));

/** Files a banner needs under the assets folder: the AVIF and WebP image, and the clip if it has one. */
export function bannerFiles(a: Pick<Article, "banner">): string[] {
  const files = [`${a.banner.image}.avif`, `${a.banner.image}.webp`];
  if (a.banner.video) files.push(a.banner.video);
  return files;
}

/** Fails when a banner's media files are missing, naming the article file and the missing paths. */
export function assertBannerMedia(a: Pick<Article, "banner" | "file">, assetsDir: string = ASSETS_DIR): void {
  const missing = bannerFiles(a).filter((p) => !p.startsWith("/static/") || !existsSync(join(assetsDir, p)));
  if (missing.length) throw new ContentError(a.file, `banner media not found under assets/: ${missing.join(", ")}`);
}

export interface LoadOptions {
  /** Check that every banner's media exist (off only for the media script, which makes them). */
  checkMedia?: boolean;
  assetsDir?: string;
}

export function loadArticles(dir: string, { checkMedia = true, assetsDir = ASSETS_DIR }: LoadOptions = {}): Article[] {
  const files = readdirSync(dir).filter((f) => f.endsWith(".md")).sort();
  const articles = files.map((f) => parseArticle(basename(f), readFileSync(join(dir, f), "utf8")));
  assertUniqueSlugs(articles);
  if (checkMedia) for (const a of articles) assertBannerMedia(a, assetsDir);
  return articles.sort((a, b) => b.isoDate.localeCompare(a.isoDate) || a.slug.localeCompare(b.slug));
}
