// Intl formatters, one per locale and kind, kept for the life of the page or isolate: building one is far dearer than
// using it (a figure animated on every frame, a plural message rendered on every state change), and their answers
// never change for a locale.
const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

function cached<T>(cache: Map<string, T>, locale: string, make: (locale: string) => T): T {
  let value = cache.get(locale);
  if (value === undefined) cache.set(locale, (value = make(locale)));
  return value;
}

export const numberFormat = (locale: string): Intl.NumberFormat => cached(numberFormats, locale, (l) => new Intl.NumberFormat(l));
export const pluralRulesOf = (locale: string): Intl.PluralRules => cached(pluralRules, locale, (l) => new Intl.PluralRules(l));
