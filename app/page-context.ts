import type { MintSnapshot } from "./mint/placement.ts";
import type { RouteDef } from "./routes.ts";

export type DeviceClass = "mobile" | "desktop";

/** What the worker knows about a request when it renders a page. */
export interface PageContext {
  route: RouteDef;
  /** Site root without trailing slash: the SITE_ORIGIN var, or the request's origin. */
  origin: string;
  /** The server's first guess from the User-Agent (the spec's rule); CSS does the layout. */
  device: DeviceClass;
  /** Query parameters of the request (only ever rendered as escaped text). */
  query: URLSearchParams;
  /** The mint state at render time, only on pages that show the Genesis block (home, the two Genesis articles). */
  mint?: MintSnapshot;
}

/** The spec's mobile rule, user-agent half: Mobi, Android or iPhone. */
export function isMobileUserAgent(ua: string | null | undefined): boolean {
  return /Mobi|Android|iPhone/i.test(ua ?? "");
}

/** The spec's mobile rule, width half: 760 px or narrower. */
export const MOBILE_MAX_WIDTH = 760;

export function isMobileWidth(width: number): boolean {
  return width <= MOBILE_MAX_WIDTH;
}
