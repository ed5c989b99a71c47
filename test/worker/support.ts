// What the worker tests share: the mint upstream as they see it (the worker's global fetch, stubbed: same isolate
// as the tests and the coordinators) with sample answers, and sites of their own.
import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { vi, type MockInstance } from "vitest";
import { MINT_PATHS, type MintKind } from "../../app/mint/shared/contract.ts";
import type { Env } from "../../worker/env.ts";
import worker from "../../worker/index.ts";
import { OPERATOR_HEADER } from "../../worker/http/operator.ts";

export const testEnv = env as unknown as Env;

/** The host the tests ask: another than the site's, so every URL in a page must come from SITE_ORIGIN alone. */
export const ORIGIN = "https://example.test";
/** The site's own origin (vitest.config.ts binds SITE_ORIGIN). */
export const SITE = testEnv.SITE_ORIGIN ?? "";
/** A request through the worker as deployed (SELF), its redirects not followed. */
export const get = (path: string, init?: RequestInit) => SELF.fetch(`${ORIGIN}${path}`, { redirect: "manual", ...init });

export const GOOD: Record<MintKind, object> = {
  list: { code: 0, data: { list: ["0x52908400098527886e0f7030069857d2e4169ee7", "0x8617e340b3d01fa5f11f306f4090fd50e238070d"] } },
  status: { code: 0, data: { mint_all: false } },
};
export const SOLD_OUT = { code: 0, data: { mint_all: true } };

/** A request init carrying the operator's secret (vitest.config.ts binds OPERATOR_TOKEN): answers show their detail. */
export function asOperator(init: RequestInit = {}): RequestInit {
  const headers = new Headers(init.headers);
  headers.set(OPERATOR_HEADER, testEnv.OPERATOR_TOKEN ?? "");
  return { ...init, headers };
}

export const json = (body: unknown, init?: ResponseInit) => new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" }, ...init });

export let upstream: MockInstance<typeof fetch>;

/** Stubs the upstream; every call is recorded (calls()). */
export function stubUpstream(answer: (url: string, init?: RequestInit) => Response | Promise<Response>): MockInstance<typeof fetch> {
  upstream = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => answer(String(input instanceof Request ? input.url : input), init));
  return upstream;
}

export const calls = () => upstream.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input));
export const upstreamUrl = (kind: MintKind) => `${new URL(testEnv.MINT_API_ORIGIN ?? "").origin}${MINT_PATHS[kind]}`;

export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

let sites = 0;
/**
 * A site with its own origin (part of the edge HTML cache's key, so no test sees another's pages), requested through
 * the worker's fetch from another host, each request's background work finished before the next.
 */
export function freshSite(envPatch: Partial<Env> = {}) {
  sites += 1;
  const siteEnv = { ...testEnv, SITE_ORIGIN: `https://s${sites}-${crypto.randomUUID().slice(0, 8)}.example.test`, ...envPatch };
  return async (path: string, init: RequestInit = {}) => {
    const ctx = createExecutionContext();
    const res = await worker.fetch(new Request(`https://visitor-host.test${path}`, { redirect: "manual", ...init }), siteEnv, ctx);
    await waitOnExecutionContext(ctx);
    return res;
  };
}
