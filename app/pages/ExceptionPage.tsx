import { Layout } from "../components/Layout.tsx";
import { LogoMark } from "../components/Logo.tsx";
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
      <section className="exception" aria-labelledby="exception-title">
        <div className="exception-card">
          <div className="exception-mark" aria-hidden="true">
            <LogoMark size={72} />
          </div>
          <p className="eyebrow">Off the map</p>
          <h1 id="exception-title">Something went wrong</h1>
          <p className="exception-lead">We could not finish that request. The details below can help if you contact the community.</p>
          <dl className="error-details">
            <dt>Error code</dt>
            <dd>{code}</dd>
            <dt>Message</dt>
            <dd>{message}</dd>
          </dl>
          <div className="exception-actions">
            <a className="btn btn-primary" href="/">
              Back to the home page
            </a>
            <a className="btn btn-ghost" href="/blog">
              Read the blog
            </a>
          </div>
        </div>
      </section>
    </Layout>
  );
}
