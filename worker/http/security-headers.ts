// Security headers for every response the worker makes, through Hono's secure-headers middleware (static assets
// get the same from assets/_headers, which a unit test holds to SECURITY_HEADERS).
import { secureHeaders } from "hono/secure-headers";
import { CSP_REPORT_PATH } from "./csp-reporting.ts";

/** The Reporting API group that CSP violations go to (Reporting-Endpoints names its URL). */
const CSP_GROUP = "csp";

/**
 * default-src 'none': every kind of resource the site loads is allowed by name below, nothing else (frames, plugins
 * and manifests too: no frame-src, object-src or manifest-src needed, the site has none). Workers fall back to
 * script-src ('self'). A page's own inline stylesheet and starter script are allowed by their hashes (never
 * 'unsafe-inline'); answers without them allow no inline style or script. Every source is 'self', served over https
 * with HSTS and the worker's redirect, so upgrade-insecure-requests would change nothing. Trusted Types guard every
 * DOM sink that takes script or markup; the site writes none but the local-time worker's URL, through its one policy.
 * The header travels in every page's first round trip (docs/performance.md): each directive here costs bytes before
 * the first paint.
 */
const CSP_DIRECTIVES = {
  defaultSrc: ["'none'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", "data:"],
  mediaSrc: ["'self'"],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  requireTrustedTypesFor: ["'script'"],
  // The one policy: the Hub event's local-time worker's URL (app/client/local-times.ts).
  trustedTypes: ["lt"],
  // Violations are reported to the site itself (worker/csp-reports.ts): report-to for current browsers, report-uri for older.
  reportUri: [CSP_REPORT_PATH],
  reportTo: [CSP_GROUP],
} satisfies Record<string, string[]>;

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The policy with a page's own inline stylesheet and script hashes added to style-src and script-src. */
export function contentSecurityPolicy(styleHashes: readonly string[] = [], scriptHashes: readonly string[] = []): string {
  const extra: Partial<Record<keyof typeof CSP_DIRECTIVES, readonly string[]>> = { styleSrc: styleHashes, scriptSrc: scriptHashes };
  return Object.entries(CSP_DIRECTIVES)
    .map(([name, values]) => [kebab(name), ...values, ...(extra[name as keyof typeof CSP_DIRECTIVES] ?? [])].join(" "))
    .join("; ");
}

/** Every powerful feature the site does not use is denied; autoplay and fullscreen stay for its own muted clips. */
const DENIED = [
  "accelerometer",
  "browsing-topics",
  "camera",
  "display-capture",
  "encrypted-media",
  "gamepad",
  "geolocation",
  "gyroscope",
  "hid",
  "identity-credentials-get",
  "idle-detection",
  "local-fonts",
  "magnetometer",
  "microphone",
  "midi",
  "otp-credentials",
  "payment",
  "picture-in-picture",
  "publickey-credentials-create",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "storage-access",
  "sync-xhr",
  "usb",
  "window-management",
  "xr-spatial-tracking",
];
const PERMISSIONS: Record<string, string[]> = Object.fromEntries(
  [...DENIED.map((f) => [f, [] as string[]]), ["autoplay", ["self"]], ["fullscreen", ["self"]]].sort(([a], [b]) => String(a).localeCompare(String(b))),
);
export const PERMISSIONS_POLICY = Object.entries(PERMISSIONS)
  .map(([feature, allow]) => `${feature}=(${allow.join(" ")})`)
  .join(", ");

const HSTS = "max-age=63072000; includeSubDomains; preload";
const REFERRER = "strict-origin-when-cross-origin";

/** The headers every answer carries, as assets/_headers writes them for the static assets. */
export const SECURITY_HEADERS: Record<string, string> = {
  "Content-Security-Policy": contentSecurityPolicy(),
  "Strict-Transport-Security": HSTS,
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": REFERRER,
  "Permissions-Policy": PERMISSIONS_POLICY,
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  "Reporting-Endpoints": `${CSP_GROUP}="${CSP_REPORT_PATH}"`,
};

/**
 * The middleware. A Content-Security-Policy the handler chose (a page's, with its hashes) stays (overwrite: false);
 * Hono's extra legacy headers are off so worker answers and static assets carry the same set.
 */
export const securityHeaders = secureHeaders({
  // Hono takes the report-to group as one string.
  contentSecurityPolicy: { ...CSP_DIRECTIVES, reportTo: CSP_GROUP },
  // Hono writes the camelCase names back in kebab case.
  permissionsPolicy: Object.fromEntries(Object.entries(PERMISSIONS).map(([f, allow]) => [f.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase()), allow])),
  strictTransportSecurity: HSTS,
  referrerPolicy: REFERRER,
  // frame-ancestors 'none' (above) forbids framing in every browser that reads CSP; X-Frame-Options would repeat it.
  xFrameOptions: false,
  reportingEndpoints: [{ name: CSP_GROUP, url: CSP_REPORT_PATH }],
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
  overwrite: false,
});
