import { GenesisBlock } from "../components/GenesisBlock.tsx";
import { Layout } from "../components/Layout.tsx";
import { heroClip, heroImage, image } from "../content/media.ts";
import { useI18n } from "../i18n/context.tsx";
import { format } from "../i18n/messages.ts";
import type { PageContext } from "../document/page-context.ts";
import { articleBySlug, articleText, relatedPosts, type Article } from "../content/articles.ts";
import { Picture } from "../ui/Picture.tsx";
import { PostDate } from "./PostDate.tsx";
import { KeepHyphenated } from "../ui/KeepHyphenated.tsx";

/** Reading time at an unhurried 220 words a minute. */
export function readingMinutes(wordCount: number): number {
  return Math.max(1, Math.round(wordCount / 220));
}

/** The article's hero: its cover's art composed for the page (wider, subject centred; app/content/media.ts). */
function Cover({ article, alt }: { article: Article; alt: string }) {
  if (article.clip) {
    const c = heroClip(article.clip);
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
          poster={`${c.poster.src}.webp`}
          width={c.width}
          height={c.height}
        >
          <source src={c.src} type="video/mp4" />
        </video>
        <figcaption className="visually-hidden">{alt}</figcaption>
      </>
    );
  }
  return <Picture image={heroImage(article.cover)} alt={alt} sizes="(max-width: 800px) calc(100vw - 40px), 760px" load="priority" />;
}

export function ArticlePage({ ctx }: { ctx: PageContext }) {
  const { m, href, lang, locale } = useI18n();
  const article = articleBySlug(ctx.route.slug ?? "");
  if (!article) throw new Error(`no article for ${ctx.route.path}`);
  const text = articleText(article, lang);
  const inEnglish = !ctx.route.translated;
  const related = relatedPosts(article.slug, 3);
  const a = m.pages.article;
  return (
    <Layout kind="article" page={ctx.route.page}>
      <article className="article" lang={inEnglish ? "en" : undefined} dir={inEnglish ? "ltr" : undefined}>
        <header className="article-header">
          <a className="article-back" href={href("/blog")}>
            <span aria-hidden="true" className="arrow-back">
              ←
            </span>
            {` ${a.back}`}
          </a>
          {inEnglish && (
            <p className="article-untranslated" lang={lang}>
              {m.chrome.language.untranslated}
            </p>
          )}
          <ul className="tags">
            {text.tags.map((t) => (
              <li key={t} className="tag">
                {t}
              </li>
            ))}
          </ul>
          <h1>
            <KeepHyphenated text={text.title} />
          </h1>
          <p className="article-meta" lang={lang}>
            <span className="article-byline">{a.byline}</span>
            <PostDate iso={article.isoDate} />
            <span aria-hidden="true">·</span>
            <span>{format(a.minutes, { n: readingMinutes(text.wordCount) }, locale)}</span>
          </p>
        </header>
        <figure className="article-banner">
          <Cover article={article} alt={text.coverAlt} />
        </figure>
        <div className="prose" dangerouslySetInnerHTML={{ __html: text.html }} />
        {text.about?.map((s) => (
          <section key={s.title} className="about" aria-label={s.title}>
            <h2>{s.title}</h2>
            <div className="prose" dangerouslySetInnerHTML={{ __html: s.body }} />
          </section>
        ))}
      </article>
      <GenesisBlock ctx={ctx} />
      <aside className="more-posts" aria-labelledby="more-posts-title">
        <div className="more-posts-head">
          <h2 id="more-posts-title">{a.more}</h2>
          <a href={href("/blog")}>
            {`${a.seeAll} `}
            <span aria-hidden="true" className="arrow-forward">
              →
            </span>
          </a>
        </div>
        <ul className="more-posts-grid">
          {related.map((p) => {
            const t = articleText(p, lang);
            return (
              <li key={p.slug} className="mini-card">
                <Picture image={image(p.cover)} alt={t.coverAlt} sizes="(max-width: 700px) calc(100vw - 40px), (max-width: 1240px) calc(33vw - 29px), 370px" />
                <div className="mini-card-body">
                  <PostDate iso={p.isoDate} />
                  <h3>
                    <a href={href(`/blog/${p.slug}`)}>
                      <KeepHyphenated text={t.title} />
                    </a>
                  </h3>
                </div>
              </li>
            );
          })}
        </ul>
      </aside>
    </Layout>
  );
}
