import { Layout } from "../components/Layout.tsx";
import type { PageContext } from "../page-context.ts";

/** Query text is user-controlled: capped, and rendered by React (always escaped). */
export const MAX_ERROR_TEXT = 200;

export function capText(value: string | null, fallback: string): string {
  const text = (value ?? "").replace(/\p{Cc}/gu, " ").trim();
  if (!text) return fallback;
  return text.length > MAX_ERROR_TEXT ? `${text.slice(0, MAX_ERROR_TEXT)}…` : text;
}

export function ExceptionPage({ ctx }: { ctx: PageContext }) {
  const code = capText(ctx.query.get("errorCode"), "Unknown");
  const message = capText(ctx.query.get("errorMessage"), "Request error, please retry.");
  return (
    <Layout kind="exception" hideNav>
      <section className="section exception">
        <h1>Something went wrong</h1>
        <dl className="error-details">
          <dt>Error code</dt>
          <dd>{code}</dd>
          <dt>Message</dt>
          <dd>{message}</dd>
        </dl>
        <p><a className="btn btn-primary" href="/">Back to the home page</a></p>
      </section>
    </Layout>
  );
}
