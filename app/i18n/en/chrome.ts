// Header, menu, footer, language choice, and the words every page shares. {product} is the brand (site.ts).
export const chrome = {
  site: {
    /** The home page title and og:title (SPEC: 'Proof Of Networking Protocol'). */
    tagline: "Proof Of Networking Protocol",
    /** The landing description and twitter:description (SPEC). */
    description: "Networking Web3 With Geospatial Computing",
    slogan: "No VC, All About The People",
    world: "{product} World",
    about: "{product} is a decentralized geosocial network owned by the people who use it.",
  },
  skipLink: "Skip to content",
  homeLink: "{product} home",
  nav: {
    label: "Main",
    mission: "Mission",
    gate: "Onchain Sovereign Community",
    docs: "Networking Layer",
    group: "Ecosystem",
    roadmap: "Roadmap",
    blog: "Blog",
    whitepaper: "Whitepaper",
    download: "Download App",
  },
  menu: {
    open: "Open menu",
    close: "Close menu",
    dialog: "Site menu",
    label: "Menu",
    networking: { label: "Networking Layer", anchor: "Anchor", pon: "PON", rank: "Spatial Fusion Rank", wallet: "AA & MPC Wallet" },
    ecosystem: { label: "Ecosystem", podf: "PODF", vr: "VR/MR Vision", cases: "Wide Use Cases", marketplace: "Marketplace" },
  },
  footer: {
    label: "Footer",
    explore: "Explore",
    getApp: "Get the app",
    community: "Join the community",
    hub: "{product} Hub",
    googlePlay: "Google Play",
    appStore: "App Store",
    latestApk: "Latest APK",
    /** The social accounts, in the order of site.social. */
    social: [
      "{product} on X",
      "{product} App on X",
      "{product} Korea",
      "{product} Turkey",
      "{product} Vietnam",
      "{product} Hindi",
      "{product} Bangladesh",
      "{product} Indonesia",
      "{product} Middle East",
      "{product} on Telegram",
    ],
    legal: "© {year} {product}. No VC, All About The People.",
  },
  language: {
    label: "Language",
    /** Shown on an English page to a visitor whose browser prefers this language (written in it). */
    suggestion: "This page is also in English.",
    suggestionLink: "Read it in English",
    dismiss: "Dismiss",
    /** On an article that has no translation in this language yet. */
    untranslated: "This article has not been translated yet, so here it is in English.",
  },
  backToTop: "Back to top",
} as const;
