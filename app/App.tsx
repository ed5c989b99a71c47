// The server-rendered app: the document around the route's page, in the page's language, inside a static router
// (NavLinks mark the current page from its location).
import { StaticRouter } from "react-router-dom";
import { Document } from "./document/Document.tsx";
import { I18nProvider } from "./i18n/context.tsx";
import type { PageContext } from "./document/page-context.ts";
import { pageKindOf } from "./pages/index.ts";

export function App({ ctx }: { ctx: PageContext }) {
  const { Page } = pageKindOf(ctx.route.kind);
  return (
    <I18nProvider lang={ctx.route.lang}>
      <Document ctx={ctx}>
        <StaticRouter location={ctx.route.path}>
          <Page ctx={ctx} />
        </StaticRouter>
      </Document>
    </I18nProvider>
  );
}
