import { Layout } from "../components/Layout.tsx";
import { Picture } from "../components/Picture.tsx";
import { featuredPosts, placeholderCount } from "../content/blog.ts";
import { blogBanner } from "../content/media.ts";
import type { PageContext } from "../page-context.ts";
import { site } from "../site.ts";

const newTab = { target: "_blank", rel: "noopener noreferrer" } as const;

export function BlogPage(_: { ctx: PageContext }) {
  const posts = featuredPosts();
  const padding = placeholderCount(posts.length);
  return (
    <Layout kind="blog">
      <section className="blog-hero" aria-labelledby="blog-title">
        <h1 id="blog-title">{`${site.name} Blog`}</h1>
        {/* The spec's subtitle: a line break on wide screens only (the <br> is hidden on narrow ones). */}
        <p className="blog-subtitle">
          {`Be Part of the Decentralized Movement with ${site.worldName}: `}
          <br className="wide-break" />
          Stay Up-to-Date with Our News and Future Plans
        </p>
      </section>
      <div className="blog-banner-wrap">
        <a className="blog-banner" href={site.links.blogBanner} {...newTab}>
          <Picture {...blogBanner} load="priority" />
        </a>
      </div>
      <section className="blog-list" aria-labelledby="blog-list-title">
        <h2 id="blog-list-title" className="visually-hidden">
          Latest posts
        </h2>
        <ul className="blog-grid">
          {posts.map((p) => (
            <li key={p.slug} className="blog-card">
              <Picture
                className="blog-card-image"
                image={p.banner.image}
                width={p.banner.width}
                height={p.banner.height}
                alt={p.banner.alt}
              />
              <div className="blog-card-body">
                <time dateTime={p.isoDate}>{p.date}</time>
                <h3>
                  <a href={`/blog/${p.slug}`} {...newTab}>
                    {p.title}
                  </a>
                </h3>
                <ul className="tags">
                  {p.tags.map((t) => (
                    <li key={t} className="tag">
                      {t}
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
          {Array.from({ length: padding }, (_, i) => (
            <li key={`placeholder-${i}`} className="blog-card-placeholder" aria-hidden="true" />
          ))}
        </ul>
      </section>
    </Layout>
  );
}
