// Trusted Types (the CSP's require-trusted-types-for 'script'): no page code writes HTML or script from strings; the
// one script URL the pages load by name, the Hub's local-time worker, passes through the one policy the CSP allows.

/** Where browsers send CSP violation reports (worker/csp-reports.ts). */
export const CSP_REPORT_PATH = "/v1/csp-reports";

/** The policy name the CSP's trusted-types directive lists (worker/http/security-headers.ts). */
export const TRUSTED_TYPES_POLICY = "local-time-worker";
/** The build's hashed worker file, and nothing else, may become a script URL. */
const WORKER_FILE = /^\/static\/build\/local-time-[\w-]+\.js$/;

type ScriptUrl = string & { readonly trusted: unique symbol };
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): { createScriptURL(url: string): ScriptUrl };
}

let policy: { createScriptURL(url: string): ScriptUrl } | undefined;

/** The worker URL as a TrustedScriptURL where the browser has Trusted Types, the string itself elsewhere. */
export function workerScriptUrl(url: string): string {
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!factory) return url;
  policy ??= factory.createPolicy(TRUSTED_TYPES_POLICY, {
    createScriptURL: (value) => {
      const parsed = new URL(value, location.href);
      if (parsed.origin !== location.origin || !WORKER_FILE.test(parsed.pathname)) throw new TypeError(`not the local-time worker: ${value}`);
      return parsed.href;
    },
  });
  return policy.createScriptURL(url);
}
