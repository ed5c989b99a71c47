import { Layout } from "../components/Layout.tsx";
import { featuredPosts } from "../content/blog.ts";
import type { PageContext } from "../page-context.ts";
import { site } from "../site.ts";

export function BlogPage(_: { ctx: PageContext }) {
  const posts = featuredPosts();
  return (
    <Layout kind="blog">
      <section className="blog-hero">
        <h1>{site.name} Blog</h1>
        <p>Be Part of the Decentralized Movement with {site.worldName}: Stay Up-to-Date with Our News and Future Plans</p>
      </section>
      <ul className="blog-grid">
        {posts.map((p) => (
          <li key={p.slug} className="blog-card">
            <h2><a href={`/blog/${p.slug}`} target="_blank" rel="noopener noreferrer">{p.title}</a></h2>
            <time dateTime={p.isoDate}>{p.date}</time>
          </li>
        ))}
      </ul>
    </Layout>
  );
}
