// The blog list's featured posts: the articles whose front matter gives a `featured` position,
// in that order. The manifesto is not among them.
import { articles } from "../generated/articles.ts";

export function featuredPosts() {
  return articles.filter((a) => a.featured !== undefined).sort((a, b) => a.featured! - b.featured!);
}

/** Empty cells that pad the grid's last row: article count modulo 3. */
export function placeholderCount(count: number): number {
  return count % 3;
}

/** Posts to read next: the ones after this post in the featured order (wrapping), never the post itself. */
export function relatedPosts(slug: string, count: number) {
  const posts = featuredPosts();
  const at = posts.findIndex((p) => p.slug === slug);
  const ordered = at < 0 ? posts : [...posts.slice(at + 1), ...posts.slice(0, at)];
  return ordered.filter((p) => p.slug !== slug).slice(0, count);
}
