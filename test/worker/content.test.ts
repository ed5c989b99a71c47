// Content pages through the worker: every article, the blog list, the roadmap, the hub and the error page.
// Expectations come from the content index, the featured list, the roadmap, the English catalog and the site config.
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { featuredPosts, hubGuide, placeholderCount } from "../../app/content/articles.ts";
import { heroClip, heroImage, image, srcSet } from "../../app/content/media.ts";
import { roadmapEntries } from "../../app/content/roadmap.ts";
import { articles } from "../../app/generated/articles.ts";
import { manifest } from "../../app/generated/manifest.ts";
import { messages, type Messages } from "../../app/i18n/messages.ts";
import { brand, site } from "../../app/site.ts";

const m = messages("en");
const FEATURED_SLUGS = featuredPosts().map((p) => p.slug);

async function page(path: string): Promise<string> {
  const res = await SELF.fetch(`https://example.test${path}`, { redirect: "manual" });
  expect(res.status, path).toBe(200);
  return res.text();
}

/** Text as React escapes it in HTML. */
function html(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
}

/** The markup of the first element with this class, up to its matching close tag (same tag name). */
function block(source: string, tag: string, cls: string): string {
  const start = source.search(new RegExp(`<${tag}[^>]*class="${cls}"`));
  if (start < 0) return "";
  let depth = 0;
  const re = new RegExp(`<${tag}[\\s>]|</${tag}>`, "g");
  re.lastIndex = start;
  for (let m = re.exec(source); m; m = re.exec(source)) {
    depth += m[0].startsWith("</") ? -1 : 1;
    if (depth === 0) return source.slice(start, m.index + m[0].length);
  }
  return source.slice(start);
}

/** Direct <li> children of a list's markup, with their attributes and inner HTML. */
function items(list: string): { attrs: string; inner: string }[] {
  const out: { attrs: string; inner: string }[] = [];
  const body = list.replace(/^<[^>]+>/, "").replace(/<\/[a-z]+>$/, "");
  const re = /<li([^>]*)>|<\/li>/g;
  let depth = 0;
  let open = { attrs: "", at: 0 };
  for (let m = re.exec(body); m; m = re.exec(body)) {
    if (m[0] === "</li>") {
      depth--;
      if (depth === 0) out.push({ attrs: open.attrs, inner: body.slice(open.at, m.index) });
    } else {
      if (depth === 0) open = { attrs: m[1] ?? "", at: m.index + m[0].length };
      depth++;
    }
  }
  return out;
}

const partnership = articles.filter((a) => a.clip);

describe("articles", () => {
  it("has all 15 articles", () => {
    expect(articles).toHaveLength(15);
  });

  it.each(articles.map((a) => [a.slug, a] as const))("serves /blog/%s with its title, date and tags", async (slug, a) => {
    const body = await page(`/blog/${slug}`);
    expect(body.replace(/<\/?span[^>]*>/g, "")).toContain(`<h1>${html(a.title)}</h1>`); // words kept whole in spans
    expect(body).toContain(`<time dateTime="${a.isoDate}">${a.date}</time>`);
    const tags = items(block(body, "ul", "tags"));
    expect(tags.map((t) => t.inner)).toEqual(a.tags.map(html));
    expect(body).toContain('href="/blog"');
  });

  it.each(articles.filter((a) => !a.clip).map((a) => [a.slug, a] as const))(
    "shows /blog/%s's hero (its cover's art, centred and wider) as AVIF with a WebP fallback, every render in srcset, sized and described",
    async (slug, a) => {
      const figure = block(await page(`/blog/${slug}`), "figure", "article-banner");
      const cover = heroImage(a.cover);
      expect(figure).toContain(`srcSet="${srcSet(cover, "avif")}"`);
      expect(figure).toContain(`<img src="${cover.src}.webp" srcSet="${srcSet(cover, "webp")}"`);
      expect(figure).toContain(`width="${cover.width}" height="${cover.height}" alt="${html(a.coverAlt)}"`);
    },
  );

  it("plays the partnership heroes as muted, looping, inline, autoplaying clips with a poster", async () => {
    expect(partnership.length).toBe(2);
    for (const a of partnership) {
      const body = await page(`/blog/${a.slug}`);
      const video = /<video[^>]*>/.exec(body)?.[0] ?? "";
      for (const attr of ["autoPlay", "muted", "loop", "playsInline"]) expect(video, `${a.slug} ${attr}`).toMatch(new RegExp(` ${attr}=""`));
      expect(video).toContain(`poster="${heroImage(a.cover).src}.webp"`);
      expect(video).toContain('width="1512" height="630"');
      expect(body).toContain(`<source src="${heroClip(a.clip!).src}" type="video/mp4"/>`);
    }
  });

  it("shows the About sections of the partnership articles", async () => {
    for (const a of partnership) {
      const body = await page(`/blog/${a.slug}`);
      expect(a.about?.length, a.slug).toBeGreaterThanOrEqual(2);
      for (const about of a.about ?? []) expect(body).toContain(`<h2>${html(about.title)}</h2>`);
    }
  });

  it("links each article to other posts, never to itself", async () => {
    const a = articles[0]!;
    const more = block(await page(`/blog/${a.slug}`), "ul", "more-posts-grid");
    const links = [...more.matchAll(/href="\/blog\/([^"]+)"/g)].map((m) => m[1]);
    expect(links.length).toBe(3);
    expect(links).not.toContain(a.slug);
  });
});

describe("blog list", () => {
  it("has the heading and the subtitle, with a break that only wide screens show", async () => {
    const body = await page("/blog");
    expect(body).toContain(`>${html(site.name)} Blog</h1>`);
    const subtitle = /<p class="blog-subtitle">([\s\S]*?)<\/p>/.exec(body)?.[1] ?? "";
    expect(subtitle).toContain('<br class="wide-break"/>');
    const text = subtitle
      .replace(/<br[^>]*>/, "")
      .replace(/<!-- -->/g, "")
      .replace(/\s+/g, " ")
      .trim();
    expect(text).toBe(html(brand("Be Part of the Decentralized Movement with {product} World: Stay Up-to-Date with Our News and Future Plans")));
    expect(m.pages.blog.subtitle.join(" ")).toBe(text);
  });

  it("links the banner out in a new tab", async () => {
    const a = /<a class="blog-banner"[^>]*>[\s\S]*?<\/a>/.exec(await page("/blog"))?.[0] ?? "";
    expect(a).toContain(`href="${html(site.links.blogBanner)}"`);
    expect(a).toContain('target="_blank" rel="noopener noreferrer"');
    // Its words are the link's text (the art says nothing the words do not).
    expect(a).toContain(`>${html(m.pages.blog.banner.title)}</span>`);
  });

  it("lists the featured posts in their set order, each opening in a new tab with image, date and tags", async () => {
    const cards = items(block(await page("/blog"), "ul", "blog-grid")).filter((c) => c.attrs.includes('class="blog-card"'));
    expect(cards.map((c) => /<h3><a href="\/blog\/([^"]+)"/.exec(c.inner)?.[1])).toEqual([...FEATURED_SLUGS]);
    for (const [i, c] of cards.entries()) {
      const post = articles.find((a) => a.slug === FEATURED_SLUGS[i])!;
      expect(c.inner.replace(/<\/?span[^>]*>/g, "")).toContain(`target="_blank" rel="noopener noreferrer">${html(post.title)}</a>`);
      expect(c.inner).toContain(`<img src="${image(post.cover).src}.webp"`);
      expect(c.inner).toContain(`alt="${html(post.coverAlt)}"`);
      expect(c.inner).toContain(`<time dateTime="${post.isoDate}">${post.date}</time>`);
      expect(items(block(c.inner, "ul", "tags")).map((t) => t.inner)).toEqual(post.tags.map(html));
    }
  });

  it("keeps the manifesto out of the grid", async () => {
    const manifesto = articles.find((a) => !FEATURED_SLUGS.includes(a.slug));
    expect(manifesto?.slug).toBe(brand("{slug}_world_manifesto"));
    expect(block(await page("/blog"), "ul", "blog-grid")).not.toContain(manifesto!.slug);
  });

  it("pads the last grid row with empty, hidden placeholder cells (article count modulo 3)", async () => {
    const cells = items(block(await page("/blog"), "ul", "blog-grid"));
    const placeholders = cells.filter((c) => c.attrs.includes("blog-card-placeholder"));
    expect(placeholders.length).toBe(placeholderCount(FEATURED_SLUGS.length));
    expect(placeholders.length).toBe(2);
    for (const p of placeholders) {
      expect(p.attrs).toContain('aria-hidden="true"');
      expect(p.inner).toBe("");
    }
  });
});

describe("roadmap", () => {
  it("has the #roadmap section with seven entries, the sixth a heading only", async () => {
    const body = await page("/roadmap");
    const section = block(body, "section", "roadmap");
    expect(section).toMatch(/^<section id="roadmap"/);
    const entries = items(block(section, "ol", "roadmap-list"));
    expect(entries).toHaveLength(7);
    expect(roadmapEntries).toHaveLength(7);
    const sixth = entries[5]!;
    expect(sixth.inner).toContain(`<h2>${html(brand("{product} Rollups"))}</h2>`);
    expect(sixth.inner).not.toContain("Utility Matrix");
    expect(sixth.inner).not.toContain("<p");
  });

  it("gives every other entry an icon, title, description, Utility Matrix and Future Perspective", async () => {
    const entries = items(block(block(await page("/roadmap"), "section", "roadmap"), "ol", "roadmap-list"));
    for (const [i, entry] of roadmapEntries.entries()) {
      const data = m.roadmap.entries[i]!;
      if (entry.kind !== "card" || data.description === undefined) continue;
      const e = entries[i]!.inner;
      expect(e).toMatch(new RegExp(`<img class="roadmap-icon" src="/static/media/roadmap/${entry.icon}.svg" width="64" height="64" alt="[^"]+"`));
      expect(e).toContain(`>${html(data.title)}</h2>`);
      for (const extra of data.extraTitles ?? []) expect(e).toContain(`<li>${html(extra)}</li>`);
      expect(e).toContain(html(data.description));
      expect(e).toContain("<h3>Utility Matrix</h3>");
      expect(items(block(e, "ul", "utility-matrix"))).toHaveLength(data.utilityMatrix.length);
      expect(e).toContain("<h3>Future Perspective</h3>");
      expect(e).toContain(html(data.futurePerspective));
    }
  });

  it("says where each stage stands, from the roadmap's content, in the page's language", async () => {
    for (const lang of ["en", "ar"] as const) {
      const entries = items(block(block(await page(lang === "en" ? "/roadmap" : `/${lang}/roadmap`), "section", "roadmap"), "ol", "roadmap-list"));
      const label = (status: keyof Messages["pages"]["roadmap"]["status"]) => html(messages(lang).pages.roadmap.status[status]);
      for (const [i, e] of roadmapEntries.entries())
        if ("status" in e) expect(entries[i]!.inner).toContain(`<p class="roadmap-status roadmap-status-${e.status}">${label(e.status)}</p>`);
    }
    expect(new Set(roadmapEntries.flatMap((e) => ("status" in e ? [e.status] : [])))).toEqual(new Set(["done", "building", "next"]));
  });
});

describe("hub page", () => {
  it("says what the Hub offers and how to join, with links to the article and the app stores", async () => {
    const body = await page(site.links.hubBanner);
    for (const o of m.pages.hub.offers) expect(body).toContain(`<h3>${html(o.title)}</h3>`);
    for (const s of m.pages.hub.steps) expect(body).toContain(`<h3>${html(s.title)}</h3>`);
    expect(hubGuide().slug).toBe(brand("why_embrace_{slug}_hub_the_realm_of_opportunity"));
    expect(body).toContain(`href="/blog/${hubGuide().slug}"`);
    for (const store of [site.links.androidStore, site.links.iosStore, site.links.latestApk])
      expect(body).toContain(`href="${html(store)}" target="_blank" rel="noopener noreferrer"`);
  });
});

describe("exception page", () => {
  it("shows a script in errorMessage as escaped text and runs nothing", async () => {
    const payload = "<script>alert(1)</script>";
    const body = await page(`/exception?errorCode=500&errorMessage=${encodeURIComponent(payload)}`);
    expect(body).toContain(`<dd>${html(payload)}</dd>`);
    expect(body).toContain("<dd>500</dd>");
    expect(body).not.toContain("alert(1)</script>");
    // The only script elements are the site's own starter (exactly the built text) and JSON data blocks.
    for (const tag of body.match(/<script[^>]*>/g) ?? []) expect(tag).toMatch(/^<script type="module" data-starter="">$|type="application\/(ld\+)?json"/);
    expect(body).toContain(`<script type="module" data-starter="">${manifest.starter.code}</script>`);
  });

  it("drops bidi overrides and other format characters, so the text reads as sent", async () => {
    const body = await page(`/exception?errorCode=4%E2%80%AE04&errorMessage=${encodeURIComponent("pay\u202Egnp.exe \u2066x\u2069 \u200Bdone")}`);
    expect(body).toContain("<dd>404</dd>");
    expect(body).toContain("<dd>paygnp.exe x done</dd>");
    for (const shown of body.match(/<dd>[^<]*<\/dd>/g) ?? []) expect(shown).not.toMatch(/\p{Cf}/u);
  });

  it("caps long text, keeps a way home and stays out of search engines", async () => {
    const body = await page(`/exception?errorCode=${"9".repeat(500)}&errorMessage=${"x".repeat(5000)}`);
    expect(body).toContain(`<dd>${"9".repeat(200)}…</dd>`);
    expect(body).not.toContain("x".repeat(201));
    expect(body).toMatch(/<a class="btn [^"]*btn-primary" href="\/">/);
    expect(body).toContain('<meta name="robots" content="noindex"/>');
  });
});
