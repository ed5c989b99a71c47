// The one place the brand and every external URL live. Nothing else hard-codes them.
const name = "Meridian";
const slug = "meridian";

export const site = {
  name,
  slug,
  /** "{product} World": the name the community uses for the network itself. */
  worldName: `${name} World`,
  /** Public address as printed in copy (press releases). Canonical URLs use SITE_ORIGIN or the request. */
  url: "https://meridian.world",
  tagline: "Proof Of Networking Protocol",
  description: "Networking Web3 With Geospatial Computing",
  slogan: "No VC, All About The People",
  /** Path of the default share image, appended to the site root for og:image. */
  shareImage: "/static/media/share/home.png",
  themeColor: "#0b1020",
  locale: "en_US",
  /** The blog's RSS feed, linked from every page head as rel="alternate". */
  feed: { path: "/blog/feed.xml", title: `${name} Blog` },
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
  social: [
    { text: "Meridian on X", handle: "@MeridianWorld", link: "https://x.com/MeridianWorld" },
    { text: "Meridian App on X", handle: "@MeridianApp", link: "https://x.com/MeridianApp" },
    { text: "Meridian Korea", handle: "@MeridianKorea", link: "https://x.com/MeridianKorea" },
    { text: "Meridian Turkey", handle: "@MeridianTurkey", link: "https://x.com/MeridianTurkey" },
    { text: "Meridian Vietnam", handle: "@MeridianVietnam", link: "https://x.com/MeridianVietnam" },
    { text: "Meridian Hindi", handle: "@MeridianHindi", link: "https://x.com/MeridianHindi" },
    { text: "Meridian Bangladesh", handle: "@MeridianBD", link: "https://x.com/MeridianBD" },
    { text: "Meridian Indonesia", handle: "@MeridianID", link: "https://x.com/MeridianID" },
    { text: "Meridian Middle East", handle: "@MeridianMENA", link: "https://x.com/MeridianMENA" },
    { text: "Meridian on Telegram", handle: "t.me/meridianworld", link: "https://t.me/meridianworld" },
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
