import type { RouteDef } from "../routes.ts";

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
