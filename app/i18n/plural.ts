// Counts in a language's own grammar: ICU plural messages ("{n, plural, one {# min read} other {# min read}}") whose
// form is chosen by Intl.PluralRules for the page's locale (Arabic's six categories included), with # the count
// written by Intl.NumberFormat. Catalogs stay plain strings that translation tools read as ICU.
import { numberFormat, pluralRulesOf } from "./formatters.ts";

interface PluralMessage {
  /** Where `{name, plural, ...}` starts and ends in the template. */
  start: number;
  end: number;
  name: string;
  /** Selector ("=0", "one", "other", ...) -> its text. */
  forms: Map<string, string>;
}

const OPENING = /\{(\w+)\s*,\s*plural\s*,/g;

/** The text inside the brace that opens at `at`, and the index just past its closing brace; null if never closed. */
function braced(text: string, at: number): { inner: string; next: number } | null {
  let depth = 0;
  for (let i = at; i < text.length; i++) {
    if (text[i] === "{") depth++;
    else if (text[i] === "}" && --depth === 0) return { inner: text.slice(at + 1, i), next: i + 1 };
  }
  return null;
}

/** Every plural message of a template; a malformed one is returned as a problem instead. */
export function parsePlurals(template: string): { messages: PluralMessage[]; problems: string[] } {
  const messages: PluralMessage[] = [];
  const problems: string[] = [];
  for (const match of template.matchAll(OPENING)) {
    const forms = new Map<string, string>();
    let i = match.index + match[0].length;
    for (;;) {
      while (/\s/.test(template[i] ?? "")) i++;
      if (template[i] === "}" || i >= template.length) break;
      const selector = /^(=\d+|[a-z]+)\s*/.exec(template.slice(i));
      const body = selector && template[i + selector[0].length] === "{" ? braced(template, i + selector[0].length) : null;
      if (!selector || !body) {
        problems.push(`plural {${match[1]}} is malformed near "${template.slice(i, i + 12)}"`);
        break;
      }
      forms.set(selector[1]!, body.inner);
      i = body.next;
    }
    if (template[i] === "}") messages.push({ start: match.index, end: i + 1, name: match[1]!, forms });
    else if (i >= template.length) problems.push(`plural {${match[1]}} is never closed`);
  }
  return { messages, problems };
}

/** What is wrong with a text's plural messages for a locale: malformed, no `other`, or a category it never uses. */
export function pluralProblems(template: string, locale: string): string[] {
  const { messages, problems } = parsePlurals(template);
  const categories = new Set<string>(pluralRulesOf(locale).resolvedOptions().pluralCategories);
  for (const m of messages) {
    if (!m.forms.has("other")) problems.push(`plural {${m.name}} has no "other" form`);
    for (const selector of m.forms.keys())
      if (!selector.startsWith("=") && !categories.has(selector)) problems.push(`plural {${m.name}} has a "${selector}" form, which ${locale} never uses`);
  }
  return problems;
}

/** Fills plural messages for the numbers in `vars` (exact =N first, then the locale's category, then other). */
export function formatPlurals(template: string, vars: Record<string, string | number>, locale: string): string {
  const { messages } = parsePlurals(template);
  if (!messages.length) return template;
  const rules = pluralRulesOf(locale);
  const numbers = numberFormat(locale);
  let out = "";
  let from = 0;
  for (const m of messages) {
    const value = vars[m.name];
    const count = typeof value === "number" ? value : Number(value);
    const form = m.forms.get(`=${count}`) ?? m.forms.get(rules.select(count)) ?? m.forms.get("other") ?? "";
    out += template.slice(from, m.start) + form.replace(/#/g, numbers.format(count));
    from = m.end;
  }
  return out + template.slice(from);
}
