// React SSR of a page: the whole document, sent only when complete (allReady).
import { createElement } from "react";
import { renderToReadableStream } from "react-dom/server.edge";
import { App } from "../app/App.tsx";
import { showsGenesisBlock } from "../app/mint/placement.ts";
import { isMobileUserAgent, type PageContext } from "../app/page-context.ts";
import type { RouteDef } from "../app/routes.ts";
import type { Env } from "./env.ts";
import { pageMintSnapshot } from "./mint.ts";
import type { WaitUntil } from "./mint-cache.ts";

export function siteOrigin(env: Env, requestUrl: URL): string {
  const configured = env.SITE_ORIGIN?.trim().replace(/\/+$/, "");
  return configured || requestUrl.origin;
}

export function pageContext(route: RouteDef, req: Request, env: Env): PageContext {
  const url = new URL(req.url);
  return {
    route,
    origin: siteOrigin(env, url),
    device: isMobileUserAgent(req.headers.get("user-agent")) ? "mobile" : "desktop",
    query: url.searchParams,
  };
}

/** Adds the current mint state for pages that show the Genesis block; other pages are returned as they are. */
export async function withPageMint(ctx: PageContext, env: Env, waitUntil: WaitUntil): Promise<PageContext> {
  if (!showsGenesisBlock(ctx.route)) return ctx;
  return { ...ctx, mint: await pageMintSnapshot(env, waitUntil) };
}

export async function renderPage(ctx: PageContext): Promise<ReadableStream<Uint8Array>> {
  let failure: unknown;
  const stream = await renderToReadableStream(createElement(App, { ctx }), {
    onError(error) {
      failure = error;
    },
  });
  await stream.allReady;
  if (failure) throw failure;
  return stream;
}
