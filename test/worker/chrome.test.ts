import { SELF } from "cloudflare:test";
import { createElement } from "react";
import { renderToString } from "react-dom/server.edge";
import { StaticRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { Header } from "../../app/components/Header.tsx";
import { I18nProvider } from "../../app/i18n/context.tsx";
import { messages } from "../../app/i18n/messages.ts";
import { menuGroups } from "../../app/components/navigation.ts";
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
  it("links the desktop navigation to its targets, Roadmap in a new tab from home", async () => {
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

  it("names the page's section beside the logo (Blog, Roadmap, Hub), none on home, and keeps the same nav on every page", async () => {
    const pageLink = (html: string) =>
      anchors(html)
        .filter((a) => a.attrs.includes("header-page-link"))
        .map((a) => [a.text, a.href]);
    const article = await page(`/blog/proof_of_networking_in_${site.slug}_world`);
    expect(pageLink(await page("/blog"))).toEqual([["Blog", "/blog"]]);
    expect(pageLink(article)).toEqual([["Blog", "/blog"]]);
    expect(pageLink(await page("/roadmap"))).toEqual([["Roadmap", "/roadmap"]]);
    expect(pageLink(await page(site.links.hubBanner))).toEqual([["Hub", site.links.hubBanner]]);
    expect(pageLink(await page("/ko/roadmap"))).toEqual([["로드맵", "/ko/roadmap"]]);
    expect(pageLink(await page("/"))).toEqual([]);
    // On an article, Blog is marked as the section the page is in, beside the logo as in the wide nav.
    expect(anchors(article).filter((a) => a.attrs.includes("header-page-link") && a.attrs.includes('aria-current="true"'))).toHaveLength(1);
    const nav = (html: string) => anchors(/<nav aria-label="[^"]*" class="desktop-nav">[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "").map((a) => a.href);
    expect(nav(article)).toEqual(nav(await page("/")));
  });

  it("marks the current page's header link with aria-current=page", async () => {
    const current = (html: string) => anchors(/<header class="site-header"[^>]*>[\s\S]*?<\/header>/.exec(html)?.[0] ?? "").filter((a) => a.attrs.includes('aria-current="page"'));
    // The link beside the logo (folded widths) and the nav's own (wide widths): one of them shows at any width.
    expect(current(await page("/blog")).map((a) => [a.text, a.href])).toEqual([
      ["Blog", "/blog"],
      ["Blog", "/blog"],
    ]);
    expect(current(await page("/roadmap")).map((a) => [a.text, a.href])).toEqual([
      ["Roadmap", "/roadmap"],
      ["Roadmap", "#!"],
    ]);
    expect(current(await page("/")).map((a) => a.text)).toEqual([]);
  });

  it("renders the mobile menu as a dialog its buttons open and close, its groups as exclusive disclosures", async () => {
    const html = await page("/blog");
    const menu = /<dialog id="site-menu"[\s\S]*?<\/dialog>/.exec(html)?.[0] ?? "";
    expect(menu).toMatch(/^<dialog id="site-menu" class="menu-overlay" aria-label="Site menu">/);
    expect(html).toMatch(/<button type="button" class="menu-toggle" aria-haspopup="dialog" commandfor="site-menu" command="show-modal">[\s\S]*?Open menu<\/span><\/button>/);
    expect(menu).toMatch(/<button type="button" class="menu-close" commandfor="site-menu" command="close">[\s\S]*?Close menu<\/span><\/button>/);
    for (const g of menuGroups(messages("en"))) {
      expect(menu).toContain(`<details name="menu-group" class="menu-group menu-group-${g.id}"><summary class="menu-group-toggle">${g.label}</summary>`);
      for (const l of g.links) expect(menu).toContain(`href="${l.href}"`);
    }
    expect(anchors(menu).some((a) => a.href.startsWith("#"))).toBe(false);
  });

  it("hides the Download App anchor and the menu where a page asks for no navigation, and the error page has both", async () => {
    const header = createElement(Header, { kind: "exception", page: "/exception", hideNav: true });
    const bare = renderToString(createElement(I18nProvider, { lang: "en", children: createElement(StaticRouter, { location: "/exception", children: header }) }));
    expect(bare).not.toContain("Download App");
    expect(bare).not.toContain('id="site-menu"');
    const error = await page("/exception");
    expect(error).toContain("Download App");
    expect(error).toContain('id="site-menu"');
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
      for (const a of anchors(await page(path)).filter((x) => x.attrs.includes('target="_blank"'))) expect(a.attrs, `${path} ${a.href}`).toContain('rel="noopener noreferrer"');
    }
  });
});
