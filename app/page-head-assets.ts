// What a page's <head> carries inline and from where its script starts, in one place: the document renders it and
// the worker allows exactly these inline texts by their hashes in the page's Content-Security-Policy.
import { manifest } from "./generated/manifest.ts";
import { styles } from "./generated/styles.ts";
import { styleSetOf } from "./mint/placement.ts";
import type { RouteDef } from "./routes.ts";

export interface HeadAssets {
  /** The page's own stylesheet (app/styles/sets.ts). */
  css: string;
  /** The boot script's tag, where the first paint depends on it (the home page's CSS keys on html.js)... */
  scriptSrc?: string;
  /** ...or, everywhere else, the inline starter that fetches it once the page has loaded (app/client/starter.ts). */
  starter?: string;
  /** CSP sources for the inline texts above. */
  styleHashes: string[];
  scriptHashes: string[];
}

export function headAssets(route: Pick<RouteDef, "kind" | "slug">): HeadAssets {
  const style = styles[styleSetOf(route)];
  const base = { css: style.css, styleHashes: [style.hash] };
  if (route.kind === "home") return { ...base, scriptSrc: manifest.script, scriptHashes: [] };
  return { ...base, starter: manifest.starter.code, scriptHashes: [manifest.starter.hash] };
}
