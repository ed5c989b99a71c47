import type { Context } from "hono";
import type { AppEnv } from "../env.ts";

/** A background-work hook (ctx.waitUntil); absent, the work simply runs on. */
export type WaitUntil = ((work: Promise<unknown>) => void) | undefined;

/** ctx.waitUntil when the runtime gives one (Hono throws on access otherwise). */
export function backgroundWork(c: Context<AppEnv>): WaitUntil {
  try {
    const ec = c.executionCtx;
    return (work) => ec.waitUntil(work);
  } catch {
    return undefined;
  }
}
