import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { menuGroups } from "../../app/navigation.ts";
import { site } from "../../app/site.ts";

async function page(path: string): Promise<string> {
  return (await SELF.fetch(`https://example.test${path}`)).text();
}

function anchors(html: string): { href: string; attrs: string; text: string }[] {
  return [...html.matchAll(/<a ([^>]*)>([\s\S]*?)<\/a>/g)].map((m) => ({
    attrs: m[1] ?? "",
    href: /href="([^"]*)"/.exec(m[1] ?? "")?.[1] ?? "",
    text: (m[2] ?? "").replace(/<[^>]+>/g, "").trim(),
  }));
}

function desktopNav(html: string) {
  const nav = /<nav aria-label="Main"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";
  return anchors(nav);
}

describe("shared header", () => {
  it("links the desktop navigation to the spec's targets, Roadmap in a new tab from home", async () => {
    const nav = desktopNav(await page("/"));
    expect(nav.map((a) => [a.text, a.href])).toEqual([
      ["Mission", "/#mission"],
      ["Onchain Sovereign Community", "/#gate"],
      ["Networking Layer", "/#docs"],
      ["Ecosystem", "/#group"],
      ["Roadmap", "/roadmap"],
      ["Blog", "/blog"],
    ]);
    expect(nav.find((a) => a.text === "Roadmap")?.attrs).toContain('target="_blank"');
    expect(nav.find((a) => a.text === "Blog")?.attrs).toContain('target="_blank"');
  });

  it("points Roadmap at #! on the roadmap page", async () => {
    const nav = desktopNav(await page("/roadmap"));
    expect(nav.find((a) => a.text === "Roadmap")?.href).toBe("#!");
  });

  it("has the Whitepaper (new tab) and Download App buttons and a logo link home", async () => {
    const links = anchors(await page("/"));
    const wp = links.find((a) => a.text === "Whitepaper");
    expect(wp?.href).toBe(site.links.whitepaper);
    expect(wp?.attrs).toContain('rel="noopener noreferrer"');
    expect(links.find((a) => a.text === "Download App")?.href).toBe("/#market_spacing");
    expect(links.find((a) => a.attrs.includes('class="logo"'))?.href).toBe("/");
  });

  it("adds the /blog link on blog pages only", async () => {
    const blogLink = (html: string) => anchors(html).some((a) => a.attrs.includes("header-blog-link"));
    expect(blogLink(await page("/blog"))).toBe(true);
    expect(blogLink(await page("/blog/proof_of_networking_in_meridian_world".replace("meridian", site.slug)))).toBe(true);
    expect(blogLink(await page("/"))).toBe(false);
  });

  it("renders the mobile menu's groups and links in the HTML, for use without JavaScript", async () => {
    const html = await page("/blog");
    const menu = /<div[^>]*id="site-menu"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";
    for (const g of menuGroups) {
      expect(menu).toContain(`<summary>${g.label}</summary>`);
      for (const l of g.links) expect(menu).toContain(`href="${l.href}"`);
    }
    expect(html).toContain('href="#site-menu"');
  });

  it("hides the Download App anchor and the menu icon where navigation is hidden", async () => {
    const html = await page("/exception");
    expect(html).not.toContain("Download App");
    expect(html).not.toContain('id="site-menu"');
  });
});

describe("footer", () => {
  it("holds every social account in #socialmedia, each in a new tab", async () => {
    const html = await page("/");
    const block = /<section id="socialmedia"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
    const links = anchors(block);
    expect(links.map((a) => a.href)).toEqual(site.social.map((s) => s.link));
    for (const a of links) expect(a.attrs).toContain('target="_blank" rel="noopener noreferrer"');
  });

  it("gives every new-tab link rel=noopener noreferrer on every page", async () => {
    for (const path of ["/", "/blog", "/roadmap"]) {
      for (const a of anchors(await page(path)).filter((x) => x.attrs.includes('target="_blank"')))
        expect(a.attrs, `${path} ${a.href}`).toContain('rel="noopener noreferrer"');
    }
  });
});
