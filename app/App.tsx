// The server-rendered app: the document around the route's page, inside a static router.
import { StaticRouter } from "react-router-dom";
import { Document } from "./Document.tsx";
import type { PageContext } from "./page-context.ts";
import { pages } from "./pages/index.ts";

export function App({ ctx }: { ctx: PageContext }) {
  const Page = pages[ctx.route.kind];
  return (
    <Document ctx={ctx}>
      <StaticRouter location={ctx.route.path}>
        <Page ctx={ctx} />
      </StaticRouter>
    </Document>
  );
}
