// GET /speculation.json: the rules every page's Speculation-Rules header names (app/document/speculation-rules.ts).
import type { Context } from "hono";
import { speculationRules, SPECULATION_RULES_TYPE } from "../app/document/speculation-rules.ts";
import type { AppEnv } from "./env.ts";

const body = JSON.stringify(speculationRules);

/** A day in the browser, like the site's other unhashed files; a deploy that changes the rules is picked up by then. */
export function serveSpeculationRules(c: Context<AppEnv>): Response {
  const headers = { "Content-Type": SPECULATION_RULES_TYPE, "Cache-Control": "public, max-age=86400" };
  return c.req.method === "HEAD" ? c.body(null, 200, headers) : c.body(body, 200, headers);
}
