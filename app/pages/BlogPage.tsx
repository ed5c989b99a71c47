import { Layout } from "../components/Layout.tsx";
import { image } from "../content/media.ts";
import { useI18n } from "../i18n/context.tsx";
import type { PageContext } from "../document/page-context.ts";
import { articleText, featuredPosts, placeholderCount } from "../content/articles.ts";
import { site } from "../site.ts";
import { Picture } from "../ui/Picture.tsx";
import { PostDate } from "./PostDate.tsx";
import { KeepHyphenated } from "../ui/KeepHyphenated.tsx";

const newTab = { target: "_blank", rel: "noopener noreferrer" } as const;

export function BlogPage({ ctx }: { ctx: PageContext }) {
  const { m, href, lang } = useI18n();
  const b = m.pages.blog;
  const posts = featuredPosts();
  const padding = placeholderCount(posts.length);
  // On three columns the newest post leads, wide enough to fill what would be the last row's gap: two columns when two
  // cards are left over, the whole row when one is.
  const lead = { 0: undefined, 1: "row", 2: "two" }[posts.length % 3];
  return (
    <Layout kind="blog" page={ctx.route.page}>
      <section className="blog-hero" aria-labelledby="blog-title">
        <h1 id="blog-title">{b.heading}</h1>
        {/* The subtitle: a line break on wide screens only (the <br> is hidden on narrow ones). */}
        <p className="blog-subtitle">
          {b.subtitle[0]} <br className="wide-break" />
          {b.subtitle[1]}
        </p>
      </section>
      <div className="blog-banner-wrap">
        <a className="blog-banner" href={site.links.blogBanner} {...newTab}>
          <Picture
            image={image("blog/banner")}
            alt=""
            sizes="(max-width: 1240px) calc(100vw - 40px), 1160px"
            narrow={{ image: image("blog/banner-narrow"), sizes: "calc(100vw - 40px)" }}
            className="blog-banner-art"
            load="priority"
          />
          <span className="blog-banner-text">
            <span className="blog-banner-kicker">{b.banner.kicker}</span>
            <span className="blog-banner-title">{b.banner.title}</span>
            <span className="blog-banner-line">{b.banner.text}</span>
            <span className="btn btn-primary blog-banner-action">
              {b.banner.action}{" "}
              <span aria-hidden="true" className="arrow-forward">
                →
              </span>
            </span>
          </span>
        </a>
      </div>
      <section className="blog-list" aria-labelledby="blog-list-title">
        <h2 id="blog-list-title" className="visually-hidden">
          {b.listTitle}
        </h2>
        <ul className="blog-grid" data-lead={lead}>
          {posts.map((p) => {
            const t = articleText(p, lang);
            return (
              <li key={p.slug} className="blog-card">
                <div className="blog-card-cover">
                  <Picture image={image(p.cover)} alt={t.coverAlt} sizes="(max-width: 700px) calc(100vw - 40px), (max-width: 1100px) 45vw, 370px" className="blog-card-image" />
                  <span className="tag cover-tag" aria-hidden="true">
                    {t.tags[0]}
                  </span>
                </div>
                <div className="blog-card-body">
                  <PostDate iso={p.isoDate} />
                  <h3>
                    <a href={href(`/blog/${p.slug}`)} {...newTab}>
                      <KeepHyphenated text={t.title} />
                    </a>
                  </h3>
                  <ul className="tags">
                    {t.tags.map((tag) => (
                      <li key={tag} className="tag">
                        {tag}
                      </li>
                    ))}
                  </ul>
                </div>
              </li>
            );
          })}
          {Array.from({ length: padding }, (_, i) => (
            <li key={`placeholder-${i}`} className="blog-card-placeholder" aria-hidden="true" />
          ))}
        </ul>
      </section>
    </Layout>
  );
}
