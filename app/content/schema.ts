// The content schema: what an article file's front matter may hold, checked at build time and named by file. The
// types come from the schema itself (valibot), so the two cannot drift apart.
import * as v from "valibot";
import { displayDateOf, isIsoDate } from "./dates.ts";
import media from "./media.json" with { type: "json" };

export class ContentError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = "ContentError";
  }
}

export { displayDateOf, isIsoDate };

export type ImageKey = keyof typeof media.images;
export type ClipKey = keyof typeof media.clips;

const text = v.pipe(v.string(), v.trim(), v.minLength(1, "is empty"));
const imageKey = v.pipe(
  v.string(),
  v.check((k) => k in media.images, "names no image of app/content/media.json"),
) as v.GenericSchema<string, ImageKey>;
const clipKey = v.pipe(
  v.string(),
  v.check((k) => k in media.clips, "names no clip of app/content/media.json"),
) as v.GenericSchema<string, ClipKey>;
const about = v.array(v.strictObject({ title: text, body: text }));

/** An English article: the original every translation names. */
export const ArticleFrontMatter = v.strictObject({
  slug: v.pipe(text, v.regex(/^[a-z0-9_]+$/, "may only hold a-z, 0-9 and _")),
  title: text,
  description: v.pipe(text, v.maxLength(200, "is longer than 200 characters")),
  /** Publication date, YYYY-MM-DD: sorting, feeds, article:published_time and the displayed date. */
  isoDate: v.pipe(v.string(), v.check(isIsoDate, "is not a valid YYYY-MM-DD date")),
  tags: v.pipe(v.array(text), v.minLength(1, "needs at least one tag")),
  /** The cover (a media key) and what it shows, for readers who cannot see it. */
  cover: imageKey,
  coverAlt: text,
  /** A looping clip shown instead of the cover (its poster); the partnership articles have one. */
  clip: v.optional(clipKey),
  /** Position in the blog's featured list (the blog lists 14 posts in a set order). */
  featured: v.optional(v.pipe(v.number(), v.integer("must be a whole number"), v.minValue(1, "starts at 1"))),
  /** Carries the live Genesis block after its body. */
  genesisBlock: v.optional(v.boolean(), false),
  /** The article the Hub page points to ("why join the Hub"). */
  hubGuide: v.optional(v.boolean(), false),
  about: v.optional(about),
});

/** A translation: one more file that names its original (by slug) and its language; the rest comes from the original. */
export const TranslationFrontMatter = v.strictObject({
  original: text,
  lang: text,
  title: text,
  description: v.pipe(text, v.maxLength(200, "is longer than 200 characters")),
  tags: v.pipe(v.array(text), v.minLength(1, "needs at least one tag")),
  coverAlt: text,
  about: v.optional(about),
});

export type ArticleFields = v.InferOutput<typeof ArticleFrontMatter>;

/** What a language's readers get of an article: its words, rendered. */
export interface ArticleText {
  title: string;
  description: string;
  tags: string[];
  coverAlt: string;
  /** Body rendered to HTML at build time (never shipped as JavaScript). */
  html: string;
  about?: { title: string; body: string }[];
  wordCount: number;
}

export interface Article extends ArticleFields, ArticleText {
  /** English display date ("Apr 15, 2023"). */
  date: string;
  /** Translations by language code. */
  translations: Record<string, ArticleText>;
  file: string;
}

/** One readable sentence per problem: which field, and whether it is missing, of the wrong type, or wrong. */
export function describeIssue(issue: v.BaseIssue<unknown>): string {
  const path = issue.path?.map((p) => String(p.key)).join(".") ?? "front matter";
  if (issue.kind === "schema" && issue.received === "undefined") return `missing "${path}"`;
  if (issue.type === "strict_object" && issue.kind === "schema" && issue.expected === "never") return `unknown field "${path}"`;
  if (issue.kind === "schema") return `"${path}" must be ${article(issue.expected ?? "")}, not ${issue.received}`;
  return `"${path}" ${issue.message}`;
}

function article(expected: string): string {
  const names: Record<string, string> = { string: "text", number: "a number", boolean: "true or false", Array: "a list", Object: "a mapping" };
  return names[expected] ?? expected;
}

export function parseFrontMatter<S extends v.GenericSchema>(file: string, schema: S, raw: unknown): v.InferOutput<S> {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) throw new ContentError(file, "front matter is missing or not a mapping");
  const result = v.safeParse(schema, raw);
  if (!result.success) throw new ContentError(file, result.issues.map(describeIssue).join("; "));
  return result.output;
}
