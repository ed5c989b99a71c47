// Typed front matter of an article file, and its validation (run at build time, named by file).

export interface AboutSection {
  title: string;
  body: string;
}

export interface ArticleBanner {
  /** Image path under /static/, without extension: the build serves .avif with a .webp fallback. */
  image: string;
  alt: string;
  width: number;
  height: number;
  /** Optional looping clip (muted, inline) shown instead of the image; the image is its poster. */
  video?: string;
}

export interface ArticleFrontMatter {
  slug: string;
  title: string;
  description: string;
  /** Display date exactly as the spec writes it, e.g. "Apr 15 2023". */
  date: string;
  /** ISO date (YYYY-MM-DD), used for sorting, feeds and article:published_time. */
  isoDate: string;
  tags: string[];
  banner: ArticleBanner;
  about?: AboutSection[];
}

export interface Article extends ArticleFrontMatter {
  /** Body rendered to HTML at build time (never shipped as JavaScript). */
  html: string;
  wordCount: number;
  file: string;
}

export class ContentError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = "ContentError";
  }
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function requireString(file: string, data: Record<string, unknown>, key: string): string {
  const v = data[key];
  if (typeof v !== "string" || v.trim() === "") throw new ContentError(file, `missing or empty "${key}"`);
  return v.trim();
}

/** A real calendar date in ISO form. */
export function isIsoDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** The display date written as the ISO date says ("Apr 15 2023" for 2023-04-15). */
export function displayDateOf(iso: string): string {
  const [y, m, d] = iso.split("-");
  return `${MONTHS[Number(m) - 1]} ${d} ${y}`;
}

export function validateFrontMatter(file: string, raw: unknown): ArticleFrontMatter {
  if (!isRecord(raw)) throw new ContentError(file, "front matter is missing or not a mapping");
  const slug = requireString(file, raw, "slug");
  if (!/^[a-z0-9_]+$/.test(slug)) throw new ContentError(file, `slug "${slug}" may only hold a-z, 0-9 and _`);
  const title = requireString(file, raw, "title");
  const description = requireString(file, raw, "description");
  if (description.length > 200) throw new ContentError(file, "description is longer than 200 characters");
  const isoDate = requireString(file, raw, "isoDate");
  if (!isIsoDate(isoDate)) throw new ContentError(file, `isoDate "${isoDate}" is not a valid YYYY-MM-DD date`);
  const date = requireString(file, raw, "date");
  if (date !== displayDateOf(isoDate))
    throw new ContentError(file, `date "${date}" does not match isoDate ${isoDate} (expected "${displayDateOf(isoDate)}")`);
  const tags = raw.tags;
  if (!Array.isArray(tags) || tags.length === 0 || !tags.every((t) => typeof t === "string" && t.trim()))
    throw new ContentError(file, `"tags" must be a non-empty list of strings`);
  const b = raw.banner;
  if (!isRecord(b)) throw new ContentError(file, `missing "banner"`);
  const banner: ArticleBanner = {
    image: requireString(file, b, "image"),
    alt: requireString(file, b, "alt"),
    width: Number(b.width),
    height: Number(b.height),
  };
  if (!(banner.width > 0 && banner.height > 0)) throw new ContentError(file, "banner needs a positive width and height");
  if (b.video !== undefined) banner.video = requireString(file, b, "video");
  let about: AboutSection[] | undefined;
  if (raw.about !== undefined) {
    if (!Array.isArray(raw.about)) throw new ContentError(file, `"about" must be a list`);
    about = raw.about.map((a, i) => {
      if (!isRecord(a)) throw new ContentError(file, `about[${i}] must have a title and a body`);
      return { title: requireString(file, a, "title"), body: requireString(file, a, "body") };
    });
  }
  return { slug, title, description, date, isoDate, tags: tags.map((t: string) => t.trim()), banner, about };
}

/** Fails on a repeated slug, naming both files. */
export function assertUniqueSlugs(articles: Pick<Article, "slug" | "file">[]): void {
  const seen = new Map<string, string>();
  for (const a of articles) {
    const prior = seen.get(a.slug);
    if (prior) throw new ContentError(a.file, `duplicate slug "${a.slug}" (also used by ${prior})`);
    seen.set(a.slug, a.file);
  }
}
