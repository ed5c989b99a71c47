import { unstable_readConfig } from "wrangler";
import { describe, expect, it } from "vitest";
import { deployProblems } from "../../scripts/deploy/check.ts";

const GOOD = { SITE_ORIGIN: "https://meridian.world", MINT_API_ORIGIN: "https://api.meridian.world", MINT_FRESH_SECONDS: "30" };

describe("npm run deploy refuses a configuration visitors would see broken", () => {
  it("accepts public https origins", () => {
    expect(deployProblems(GOOD, "wrangler.toml [vars]")).toEqual([]);
  });

  it.each([
    [{ SITE_ORIGIN: "" }, "SITE_ORIGIN is not set (wrangler.toml [vars])"],
    [{ SITE_ORIGIN: undefined }, "SITE_ORIGIN is not set (wrangler.toml [vars])"],
    [{ SITE_ORIGIN: "meridian.world" }, 'SITE_ORIGIN "meridian.world" is not an http(s) origin (wrangler.toml [vars])'],
    [{ SITE_ORIGIN: "http://meridian.world" }, 'SITE_ORIGIN "http://meridian.world" must use https (wrangler.toml [vars])'],
    [{ SITE_ORIGIN: "https://127.0.0.1:8787" }, 'SITE_ORIGIN "https://127.0.0.1:8787" is a local address, not reachable by visitors (wrangler.toml [vars])'],
    [{ SITE_ORIGIN: "https://localhost" }, 'SITE_ORIGIN "https://localhost" is a local address, not reachable by visitors (wrangler.toml [vars])'],
    [{ MINT_API_ORIGIN: "" }, "MINT_API_ORIGIN is not set (wrangler.toml [vars])"],
    [{ MINT_API_ORIGIN: "https://192.168.1.20" }, 'MINT_API_ORIGIN "https://192.168.1.20" is a local address, not reachable by visitors (wrangler.toml [vars])'],
    [{ MINT_FRESH_SECONDS: "0" }, 'MINT_FRESH_SECONDS "0" must be a whole number of seconds, at least 1 (wrangler.toml [vars])'],
  ])("%j: %s", (override, problem) => {
    expect(deployProblems({ ...GOOD, ...override }, "wrangler.toml [vars]")).toEqual([problem]);
  });
});

describe("wrangler.toml", () => {
  const production = unstable_readConfig({ config: "wrangler.toml" });
  const staging = unstable_readConfig({ config: "wrangler.toml", env: "staging" });

  it("turns Workers observability on, for staging too", () => {
    expect(production.observability?.enabled).toBe(true);
    expect(staging.observability?.enabled).toBe(true);
  });

  it("gives staging its own worker, vars, KV namespace and coordinators", () => {
    expect(staging.name).toBe(`${production.name}-staging`);
    expect(staging.vars.SITE_ORIGIN).not.toBe(production.vars.SITE_ORIGIN);
    expect(deployProblems({ ...staging.vars, MINT_API_ORIGIN: GOOD.MINT_API_ORIGIN }, "staging")).toEqual([]);
    expect(staging.kv_namespaces.map((kv: { binding: string }) => kv.binding)).toEqual(["MINT_CACHE"]);
    expect(staging.durable_objects.bindings.map((b: { name: string }) => b.name)).toEqual(["MINT_COORDINATOR"]);
    expect(staging.triggers.crons).toEqual(production.triggers.crons);
  });

  it("sets the production canonical origin to a public https address", () => {
    expect(deployProblems({ ...production.vars, MINT_API_ORIGIN: GOOD.MINT_API_ORIGIN }, "production")).toEqual([]);
  });
});
