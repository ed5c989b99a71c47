import type { RouteDef } from "./routes.ts";

/** What the worker knows about a request when it renders a page. Nothing here varies by visitor. */
export interface PageContext {
  route: RouteDef;
  /** The site's canonical origin without trailing slash (the SITE_ORIGIN var). */
  origin: string;
  /** Query parameters of the request (only /exception reads them, and only ever renders them as escaped text). */
  query: URLSearchParams;
  /** Share of page views that report field data (VITALS_SAMPLE_RATE), written into the page for the boot script. */
  vitalsRate?: number;
}

/** Mobile rule, user-agent half: Mobi, Android or iPhone. */
export function isMobileUserAgent(ua: string | null | undefined): boolean {
  return /Mobi|Android|iPhone/i.test(ua ?? "");
}

/** Mobile rule, width half: 760 px or narrower (with the user-agent half, a phone gets the mobile layout). */
export const MOBILE_MAX_WIDTH = 760;

export function isMobileWidth(width: number): boolean {
  return width <= MOBILE_MAX_WIDTH;
}
