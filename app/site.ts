// The one place the brand and every external URL live. Nothing else hard-codes them (words are in the catalogs).
const name = "Meridian";
const slug = "meridian";

export const site = {
  name,
  slug,
  /** Public address as printed in copy (press releases). Canonical URLs use SITE_ORIGIN. */
  url: "https://meridian.world",
  themeColor: "#0b1020",
  /** The blog's RSS feed (each other language has its own under its prefix). */
  feedPath: "/blog/feed.xml",
  links: {
    whitepaper: "https://docs.meridian.world/whitepaper",
    androidStore: "https://play.google.com/store/apps/details?id=world.meridian.app",
    iosStore: "https://apps.apple.com/app/meridian-world/id6451234567",
    latestApk: "https://github.com/meridian-world/meridian-android/releases/latest",
    aaPartner: "https://www.biconomy.io",
    walletPartner: "https://particle.network",
    /** The hub page, reached from the home page's event banner in a new tab. */
    hubBanner: `/${slug}_hub/`,
    blogBanner: "https://docs.meridian.world/whitepaper",
  },
  /** The social accounts (main, app, seven regional communities, the messaging group); their names are in the catalogs. */
  social: [
    { handle: "@MeridianWorld", link: "https://x.com/MeridianWorld" },
    { handle: "@MeridianApp", link: "https://x.com/MeridianApp" },
    { handle: "@MeridianKorea", link: "https://x.com/MeridianKorea" },
    { handle: "@MeridianTurkey", link: "https://x.com/MeridianTurkey" },
    { handle: "@MeridianVietnam", link: "https://x.com/MeridianVietnam" },
    { handle: "@MeridianHindi", link: "https://x.com/MeridianHindi" },
    { handle: "@MeridianBD", link: "https://x.com/MeridianBD" },
    { handle: "@MeridianID", link: "https://x.com/MeridianID" },
    { handle: "@MeridianMENA", link: "https://x.com/MeridianMENA" },
    { handle: "t.me/meridianworld", link: "https://t.me/meridianworld" },
  ],
} as const;

export type Site = typeof site;

/** Replace the {product} / {slug} / {url} placeholders of content and copy with the brand. */
export function brand(text: string): string {
  return text.replaceAll("{product}", site.name).replaceAll("{slug}", site.slug).replaceAll("{url}", site.url);
}

/** An http(s) link that leaves the site: it opens in a new tab with noopener noreferrer. */
export function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href);
}
