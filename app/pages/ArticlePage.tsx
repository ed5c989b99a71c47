import { GenesisBlock } from "../components/GenesisBlock.tsx";
import { Layout } from "../components/Layout.tsx";
import { Picture } from "../components/Picture.tsx";
import { relatedPosts } from "../content/blog.ts";
import type { Article } from "../content/schema.ts";
import type { PageContext } from "../page-context.ts";
import { articleBySlug } from "../routes.ts";

/** Reading time at an unhurried 220 words a minute. */
export function readingMinutes(wordCount: number): number {
  return Math.max(1, Math.round(wordCount / 220));
}

function Banner({ article }: { article: Omit<Article, "file"> }) {
  const { banner } = article;
  if (banner.video) {
    return (
      <>
        {/* Plain HTML: muted inline loop with the browser's own controls to pause it; the page script keeps it
            still for readers who ask for less motion. */}
        <video
          className="banner-video"
          data-loop-clip=""
          autoPlay
          muted
          loop
          playsInline
          controls
          preload="metadata"
          poster={`${banner.image}.webp`}
          width={banner.width}
          height={banner.height}
        >
          <source src={banner.video} type="video/mp4" />
        </video>
        <figcaption className="visually-hidden">{banner.alt}</figcaption>
      </>
    );
  }
  return <Picture image={banner.image} width={banner.width} height={banner.height} alt={banner.alt} load="priority" />;
}

export function ArticlePage({ ctx }: { ctx: PageContext }) {
  const article = articleBySlug(ctx.route.slug ?? "");
  if (!article) throw new Error(`no article for ${ctx.route.path}`);
  const related = relatedPosts(article.slug, 3);
  return (
    <Layout kind="article">
      <article className="article">
        <header className="article-header">
          <a className="article-back" href="/blog">
            <span aria-hidden="true">←</span> All posts
          </a>
          <ul className="tags">
            {article.tags.map((t) => (
              <li key={t} className="tag">
                {t}
              </li>
            ))}
          </ul>
          <h1>{article.title}</h1>
          <p className="article-meta">
            <time dateTime={article.isoDate}>{article.date}</time>
            <span aria-hidden="true">·</span>
            <span>{readingMinutes(article.wordCount)} min read</span>
          </p>
        </header>
        <figure className="article-banner">
          <Banner article={article} />
        </figure>
        <div className="prose" dangerouslySetInnerHTML={{ __html: article.html }} />
        {article.about?.map((a) => (
          <section key={a.title} className="about" aria-label={a.title}>
            <h2>{a.title}</h2>
            <div className="prose" dangerouslySetInnerHTML={{ __html: a.body }} />
          </section>
        ))}
      </article>
      <GenesisBlock ctx={ctx} />
      <aside className="more-posts" aria-labelledby="more-posts-title">
        <div className="more-posts-head">
          <h2 id="more-posts-title">More from the blog</h2>
          <a href="/blog">
            See all posts <span aria-hidden="true">→</span>
          </a>
        </div>
        <ul className="more-posts-grid">
          {related.map((p) => (
            <li key={p.slug} className="mini-card">
              <Picture image={p.banner.image} width={p.banner.width} height={p.banner.height} alt={p.banner.alt} />
              <div className="mini-card-body">
                <time dateTime={p.isoDate}>{p.date}</time>
                <h3>
                  <a href={`/blog/${p.slug}`}>{p.title}</a>
                </h3>
              </div>
            </li>
          ))}
        </ul>
      </aside>
    </Layout>
  );
}
