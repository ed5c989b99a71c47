// The whole HTML document, rendered on the server for every page.
import type { ReactNode } from "react";
import { manifest } from "./generated/manifest.ts";
import { styles } from "./generated/styles.ts";
import { buildHead } from "./head.ts";
import { serializeProps } from "./islands/Island.tsx";
import type { PageContext } from "./page-context.ts";
import { site } from "./site.ts";
import { styleSetOf } from "./styles/sets.ts";
import { structuredData } from "./structured-data.ts";

export function Document({ ctx, children }: { ctx: PageContext; children: ReactNode }) {
  const head = buildHead(ctx);
  return (
    <html lang="en" data-page={ctx.route.kind}>
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
        {/* The page's own CSS, inline: nothing render-blocking to fetch (allowed by its hash in the page's CSP). */}
        <style dangerouslySetInnerHTML={{ __html: styles[styleSetOf(ctx.route)].css }} />
        <link rel="preload" href={manifest.font} as="font" type="font/woff2" crossOrigin="anonymous" />
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
