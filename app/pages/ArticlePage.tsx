import { Layout } from "../components/Layout.tsx";
import type { PageContext } from "../page-context.ts";
import { articleBySlug } from "../routes.ts";

export function ArticlePage({ ctx }: { ctx: PageContext }) {
  const article = articleBySlug(ctx.route.slug ?? "");
  if (!article) throw new Error(`no article for ${ctx.route.path}`);
  return (
    <Layout kind="article">
      <article className="article">
        <header className="article-header">
          <h1>{article.title}</h1>
          <p className="article-meta">
            <time dateTime={article.isoDate}>{article.date}</time>
          </p>
          <ul className="tags" aria-label="Tags">
            {article.tags.map((t) => (
              <li key={t} className="tag">{t}</li>
            ))}
          </ul>
        </header>
        <div className="prose" dangerouslySetInnerHTML={{ __html: article.html }} />
        {article.about?.map((a) => (
          <section key={a.title} className="about">
            <h2>{a.title}</h2>
            <div className="prose" dangerouslySetInnerHTML={{ __html: a.body }} />
          </section>
        ))}
      </article>
    </Layout>
  );
}
