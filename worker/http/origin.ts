// The site's canonical origin comes from configuration only (SITE_ORIGIN), never from the request's Host header:
// a deploy that forgets it fails loudly instead of publishing canonical URLs for whatever host it is reached by.
import type { Env } from "../env.ts";

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** The origin of an http(s) URL, or null. */
export function parseOrigin(value: string | undefined): string | null {
  try {
    const url = new URL(value?.trim() ?? "");
    return url.protocol === "https:" || url.protocol === "http:" ? url.origin : null;
  } catch {
    return null;
  }
}

export function siteOrigin(env: Pick<Env, "SITE_ORIGIN">): string {
  const origin = parseOrigin(env.SITE_ORIGIN);
  if (!origin) throw new ConfigError("SITE_ORIGIN is not set to the site's http(s) origin (wrangler.toml [vars])");
  return origin;
}
