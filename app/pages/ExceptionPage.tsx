import { Layout } from "../components/Layout.tsx";
import { useI18n } from "../i18n/context.tsx";
import type { PageContext } from "../document/page-context.ts";
import { LogoMark } from "../ui/Logo.tsx";

/** Query text is user-controlled: capped, and rendered by React (always escaped). */
export const MAX_ERROR_TEXT = 200;

/**
 * Control characters become spaces; format characters (bidi overrides such as U+202E, zero-width ones) are dropped,
 * so the text reads as it is stored. Capped by characters, never splitting one in two.
 */
export function capText(value: string | null, fallback: string): string {
  const text = (value ?? "")
    .replace(/\p{Cc}/gu, " ")
    .replace(/\p{Cf}/gu, "")
    .trim();
  if (!text) return fallback;
  const chars = Array.from(text);
  return chars.length > MAX_ERROR_TEXT ? `${chars.slice(0, MAX_ERROR_TEXT).join("")}…` : text;
}

export function ExceptionPage({ ctx }: { ctx: PageContext }) {
  const { m, href } = useI18n();
  const e = m.pages.exception;
  // No code given (a plain visit, a failure without one): the row is left out rather than saying "Unknown".
  const code = capText(ctx.query.get("errorCode"), "");
  const message = capText(ctx.query.get("errorMessage"), e.fallback);
  return (
    <Layout kind="exception" page={ctx.route.page}>
      <section className="exception" aria-labelledby="exception-title">
        <div className="exception-card">
          <div className="exception-mark" aria-hidden="true">
            <LogoMark size={72} />
          </div>
          <p className="eyebrow">{e.eyebrow}</p>
          <h1 id="exception-title">{e.heading}</h1>
          <p className="exception-lead">{e.lead}</p>
          <dl className="error-details">
            {code && (
              <>
                <dt>{e.code}</dt>
                <dd>{code}</dd>
              </>
            )}
            <dt>{e.message}</dt>
            <dd>{message}</dd>
          </dl>
          <div className="exception-actions">
            <a className="btn btn-lg btn-primary" href={href("/")}>
              {e.home}
            </a>
            <a className="btn btn-lg btn-ghost" href={href("/blog")}>
              {e.blog}
            </a>
          </div>
        </div>
      </section>
    </Layout>
  );
}
