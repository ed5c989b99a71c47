// The whole HTML document, rendered on the server for every page.
import type { ReactNode } from "react";
import { buildHead } from "./head.ts";
import { language } from "../i18n/languages.ts";
import { messages } from "../i18n/messages.ts";
import { serializeProps } from "../components/Island.tsx";
import type { PageContext } from "./page-context.ts";
import { feedPathOf } from "../content/articles.ts";
import { headAssets } from "./head-assets.ts";
import { site } from "../site.ts";
import { structuredData } from "./structured-data.ts";

export function Document({ ctx, children }: { ctx: PageContext; children: ReactNode }) {
  const head = buildHead(ctx);
  const assets = headAssets(ctx.route);
  const { lang } = ctx.route;
  const feed = feedPathOf(lang);
  return (
    <html lang={lang} dir={language(lang).dir} data-page={ctx.route.kind} data-vitals={ctx.vitalsRate || undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        {/* The page's own CSS, inline: nothing render-blocking to fetch (allowed by its hash in the page's CSP). */}
        <style dangerouslySetInnerHTML={{ __html: assets.css }} />
        {assets.languageCss && <style dangerouslySetInnerHTML={{ __html: assets.languageCss }} />}
        {/* No first paint before the header is whole (or the page's first screen, app/pages/index.ts): a parser that
            yielded halfway through it (a slow phone) painted the language switch a line high and the header's buttons
            still missing, then moved them (a layout shift). */}
        <link rel="expect" href={`#${assets.firstPaintAfter}`} blocking="render" />
        {/* Fetched at the lowest priority, blocking nothing; the page script switches them on (app/client/boot.ts). */}
        {assets.deferredStyles.map((href) => (
          <link key={href} rel="stylesheet" href={href} media="print" data-deferred="" />
        ))}
        {/* With JavaScript the starter below copies these rules into the page once it has loaded (the font waits). */}
        <noscript data-fonts="">
          <style dangerouslySetInnerHTML={{ __html: assets.noScriptFonts }} />
          {assets.deferredStyles.map((href) => (
            <link key={href} rel="stylesheet" href={href} />
          ))}
        </noscript>
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
        {/* Fixed at build time and allowed by its hash: no request for script until the page has loaded. */}
        <script type="module" data-starter="" dangerouslySetInnerHTML={{ __html: assets.starter }} />
        {structuredData(ctx).map((data) => (
          // A data block, not a script: the CSP never executes it.
          <script key={String(data["@id"] ?? "graph")} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeProps(data) }} />
        ))}
      </head>
      <body>{children}</body>
    </html>
  );
}
