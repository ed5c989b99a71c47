// The whole HTML document, rendered on the server for every page.
import type { ReactNode } from "react";
import { manifest } from "./generated/manifest.ts";
import { buildHead } from "./head.ts";
import { serializeProps } from "./islands/Island.tsx";
import type { PageContext } from "./page-context.ts";
import { site } from "./site.ts";
import { structuredData } from "./structured-data.ts";

export function Document({ ctx, children }: { ctx: PageContext; children: ReactNode }) {
  const head = buildHead(ctx);
  return (
    <html lang="en" data-device={ctx.device} data-page={ctx.route.kind}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        {head.meta.map((m) => (
          <meta key={`${m.name ?? m.property}:${m.content}`} {...m} />
        ))}
        {head.robots && <meta name="robots" content={head.robots} />}
        <meta name="theme-color" content={site.themeColor} />
        <link rel="canonical" href={head.canonical} />
        <link rel="alternate" type="application/rss+xml" title={site.feed.title} href={ctx.origin + site.feed.path} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* precedence makes React emit the stylesheet first in <head>, right after the charset and viewport. */}
        <link rel="stylesheet" href={manifest.css} precedence="default" />
        <script type="module" src={manifest.script} />
        {structuredData(ctx).map((data) => (
          // A data block, not a script: the CSP never executes it.
          <script key={String(data["@id"] ?? "graph")} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeProps(data) }} />
        ))}
      </head>
      <body>{children}</body>
    </html>
  );
}
