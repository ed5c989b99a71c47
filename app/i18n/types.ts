// The shape of a catalog: English's keys (app/i18n/catalogs/en.json is the typed source), with any text in place of
// each English string. Kept apart from the catalogs and their loader so that nothing imports in a circle.
import type en from "./catalogs/en.json";

type Widen<T> = T extends string ? string : T extends readonly (infer U)[] ? readonly Widen<U>[] : { readonly [K in keyof T]: Widen<T[K]> };
export type Messages = Widen<typeof en>;
