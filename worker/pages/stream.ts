// React SSR of a page: the whole document, sent only when complete (allReady).
import { createElement } from "react";
import { renderToReadableStream } from "react-dom/server.edge";
import { App } from "../../app/App.tsx";
import type { PageContext } from "../../app/document/page-context.ts";

export async function streamApp(ctx: PageContext): Promise<ReadableStream<Uint8Array>> {
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
