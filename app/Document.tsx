// The whole HTML document, rendered on the server for every page.
import type { ReactNode } from "react";
import { manifest } from "./generated/manifest.ts";
import { styles } from "./generated/styles.ts";
import { buildHead } from "./head.ts";
import { language } from "./i18n/languages.ts";
import { messages } from "./i18n/messages.ts";
import { serializeProps } from "./components/Island.tsx";
import type { PageContext } from "./page-context.ts";
import { feedPathOf } from "./feeds.ts";
import { styleSetOf } from "./mint/placement.ts";
import { site } from "./site.ts";
import { structuredData } from "./structured-data.ts";

export function Document({ ctx, children }: { ctx: PageContext; children: ReactNode }) {
  const head = buildHead(ctx);
  const { lang } = ctx.route;
  const feed = feedPathOf(lang);
  return (
    <html lang={lang} dir={language(lang).dir} data-page={ctx.route.kind}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        {/* The page's own CSS, inline: nothing render-blocking to fetch (allowed by its hash in the page's CSP). */}
        <style dangerouslySetInnerHTML={{ __html: styles[styleSetOf(ctx.route)].css }} />
        <link rel="preload" href={manifest.font} as="font" type="font/woff2" crossOrigin="anonymous" />
        {head.meta.map((m) => (
          <meta key={`${m.name ?? m.property}:${m.content}`} {...m} />
        ))}
        {head.robots && <meta name="robots" content={head.robots} />}
        <meta name="theme-color" content={site.themeColor} />
        <link rel="canonical" href={head.canonical} />
        {head.alternates.map((a) => (
          <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />
        ))}
        {feed && <link rel="alternate" type="application/rss+xml" title={messages(lang).pages.blog.feedTitle} href={ctx.origin + feed} />}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
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
