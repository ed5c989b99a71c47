// Typed copy and media of the home page (SPEC sections 1, 2 and 9). Write {product} for the brand name:
// components pass text through brand(). Image paths have no extension: each is served as .avif + .webp.
import { site } from "../site.ts";

const MEDIA = "/static/media/home";

export interface HomeImage {
  /** Path without extension; `${src}.avif` and `${src}.webp` exist under assets/. */
  src: string;
  width: number;
  height: number;
  alt: string;
}

export interface MissionPoint {
  title: string;
  content: string;
}

export interface GateStepCopy {
  title: string;
  text: string;
}

export interface NetworkPart {
  /** The in-page anchor (SPEC: anchor, pon, rank, wallet). */
  id: "anchor" | "pon" | "rank" | "wallet";
  /** Label in the side navigation and the menus. */
  label: string;
  title: string;
  text: string;
  points: string[];
  image: HomeImage;
}

export interface MpcStep {
  title: string;
  text: string;
}

export interface PodfFeature {
  title: string;
  text: string;
}

export interface UseCaseTag {
  /** Slot on the ring around the centre, clockwise from the top (class case-pos-N of home.css). */
  position: 1 | 2 | 3 | 4 | 5 | 6 | 7;
  img: string;
  title: string;
}

export interface VideoSource {
  src: string;
  type: "video/mp4";
}

export interface VideoStory {
  title: string;
  desc: string;
  /** Poster image path without extension (.avif/.webp thumbnails; the .webp is the video's poster). */
  poster: string;
  sources: VideoSource[];
}

export interface Stat {
  target: number;
  label: string;
}

export interface GroupDot {
  /** The dot's name in the spec. */
  key: "podf" | "vr" | "cases" | "marketplace";
  /** The section it stands for. */
  id: "podf" | "vr" | "casesconverge" | "marketplace";
  label: string;
}

export const homeContent = {
  hero: {
    eyebrow: site.tagline,
    title: site.slogan,
    lead:
      "{product} is the geosocial network owned by the people in it. Mine by tapping, get verified by the friends who know you, and build a token-gated community on the streets you already walk.",
    image: { src: `${MEDIA}/hero`, width: 720, height: 720, alt: "A glowing globe crossed by meridians, with friends connected across cities" },
    /** A 480 px render for phones; `sizes` follows the .hero-art widths of home.css. */
    smaller: { widths: [480], sizes: "(max-width: 760px) 148px, (max-width: 900px) 420px, 540px" },
  },
  claims: [
    { value: "5M+", label: "users" },
    { value: "35", label: "languages" },
  ],
  eventBanner: {
    image: { src: `${MEDIA}/event-banner`, width: 1200, height: 300, alt: "EVENT DATE: AUGUST 16TH, 13:00 UTC" },
    /** The same banner stacked for screens of 760 px and less, where the wide one's text gets too small. */
    narrow: { src: `${MEDIA}/event-banner-mobile`, width: 720, height: 360 },
  },
  mission: {
    title: "Mission",
    heading: "Why {product} exists",
    intro: "A network is only as fair as the way it starts. {product} starts with the people, and stays with them.",
    // The mobile carousel opens on index 3: the point that is the slogan itself.
    points: [
      {
        title: "Geospatial by design",
        content: "Places matter. Anchors, footprints and ranks tie the community to the real streets, cafés and cities where it lives.",
      },
      {
        title: "A basic income, onchain",
        content: "Tap the logo once a day to mine. The protocol pays the people who keep the network alive, not a company's shareholders.",
      },
      {
        title: "No ads in the app",
        content: "Your attention is not the product. The app carries no advertising and sells no profile data, ever.",
      },
      {
        title: "No VC, no private sale",
        content: "Nobody bought a head start. There is no venture capital and no private round: every coin is mined by someone who showed up.",
      },
      {
        title: "Proof of Networking",
        content: "People are verified by the friends who know them, not by scanning their eyes. No biometric data is collected.",
      },
      {
        title: "Owned by its citizens",
        content: "Citizens hold the keys, vote on proposals and share the treasury. The people who build it decide where it goes.",
      },
    ] satisfies MissionPoint[],
  },
  gate: {
    title: "Onchain Sovereign Community",
    intro:
      "A token-gated community with its own treasury and its own rules. The gate does not ask who funded you: it asks whether real people stand behind you.",
    steps: [
      { title: "Arrive", text: "Install the app and get a Passport: a non-custodial wallet, created in seconds." },
      { title: "Verify", text: "Friends vouch for you through Proof of Networking. No biometrics, no documents to scan." },
      { title: "Hold the key", text: "Your token is your key. The gate opens to holders, and only to holders." },
      { title: "Govern", text: "Inside, citizens propose, vote and share a treasury that belongs to all of them." },
    ] satisfies GateStepCopy[],
  },
  docs: {
    title: "Networking Layer",
    intro: "Four parts turn a social graph into infrastructure: places, people, reputation and keys.",
    parts: [
      {
        id: "anchor",
        label: "Anchor",
        title: "Anchor",
        text: "A connectivity station for tokenizing real-world assets. Cafés, venues and landmarks register as anchors, and every genuine visit becomes verifiable, onchain data.",
        points: ["Places join the network as onchain anchors", "Check-ins turn foot traffic into proof", "Owners tokenize access, rewards and events"],
        image: { src: `${MEDIA}/doc-anchor`, width: 640, height: 480, alt: "A connectivity station on a city map, linking nearby venues" },
      },
      {
        id: "pon",
        label: "PON",
        title: "Proof of Networking (PON)",
        text: "Human verification built on interpersonal connections. The people who know you confirm that you are one real person; no biometric data is collected, ever.",
        points: ["Verification through the people you know", "No iris scans, no face data, no fingerprints", "Fake accounts lose rewards, honest circles gain them"],
        image: { src: `${MEDIA}/doc-pon`, width: 640, height: 480, alt: "A circle of friends vouching for one another in a trust graph" },
      },
      {
        id: "rank",
        label: "Spatial Fusion Rank",
        title: "Spatial Fusion Rank",
        text: "Reputation that fuses where you are with who vouches for you. Consistent places and trusted ties rank higher than bots and farms ever can.",
        points: ["Location history and trust graph in one score", "Resistant to Sybil farms and spoofed GPS", "Decides who may validate and who earns more"],
        image: { src: `${MEDIA}/doc-rank`, width: 640, height: 480, alt: "Ranked map pins rising in layers above a contour map" },
      },
      {
        id: "wallet",
        label: "AA & MPC Wallet",
        title: "AA & MPC Wallet",
        text: "Account abstraction makes the wallet feel like an app: social login, gasless transactions, no seed phrase. Multi-party computation splits the key so no single device or server ever holds it whole.",
        points: ["Log in with a social account or e-mail", "Gasless transactions for everyday actions", "Non-custodial: your key, in shares"],
        image: { src: `${MEDIA}/doc-wallet`, width: 640, height: 480, alt: "Three key shares meeting to sign one transaction" },
      },
    ] satisfies NetworkPart[],
    mpcSteps: [
      { title: "Distributed Key Generation", text: "Key shares are created apart and never assembled into one key." },
      { title: "Signing (off-chain)", text: "The shares co-sign a transaction off-chain, each on its own device." },
      { title: "Verification", text: "The chain verifies one ordinary signature: nobody can tell it was shared." },
    ] satisfies MpcStep[],
    partners: [
      { name: "Biconomy", role: "Account abstraction partner", href: site.links.aaPartner },
      { name: "Particle Network", role: "Wallet infrastructure partner", href: site.links.walletPartner },
    ],
  },
  group: {
    title: "Ecosystem",
    intro: "What grows on the networking layer: footprints you can prove, worlds you can walk into, and an app in your pocket.",
    dots: [
      { key: "podf", id: "podf", label: "PODF" },
      { key: "vr", id: "vr", label: "VR/MR Vision" },
      { key: "cases", id: "casesconverge", label: "Wide Use Cases" },
      { key: "marketplace", id: "marketplace", label: "Marketplace" },
    ] satisfies GroupDot[],
  },
  podf: {
    title: "PODF: Proof of Digital Footprints",
    text: "Be somewhere, and keep the proof. A PODF is minted where a moment happened, so a concert, a meetup or a first visit becomes a footprint nobody can fake or erase.",
    slides: [
      { src: `${MEDIA}/podf-1`, width: 720, height: 540, alt: "A city map with a walking route between three places" },
      { src: `${MEDIA}/podf-2`, width: 720, height: 540, alt: "A footprint pin dropped at a venue on the map" },
      { src: `${MEDIA}/podf-3`, width: 720, height: 540, alt: "The footprint minted as a token above the map" },
    ] satisfies HomeImage[],
    features: [
      { title: "Immutable Proof", text: "Written onchain at the place and the time it happened." },
      { title: "Timeless Commemoration", text: "Moments that matter stay, long after the feed has moved on." },
      { title: "Exclusive Access", text: "Footprints unlock events, drops and rooms for those who were there." },
      { title: "Enhanced Engagement", text: "Communities reward showing up, not just scrolling past." },
      { title: "Authentic Identity Verification", text: "A trail of real places adds weight to a real person." },
      { title: "Transparent Traceability", text: "Anyone can check where a footprint came from." },
    ] satisfies PodfFeature[],
  },
  vr: {
    title: "VR/MR Vision",
    text: "The map you walk becomes a place you can step into. Mixed reality layers anchors, footprints and friends over the street in front of you; virtual reality opens the same city to people on the other side of the world.",
    points: ["Mixed reality on the streets you know", "Virtual cities built from real anchors", "One identity across both worlds"],
    image: { src: `${MEDIA}/vr`, width: 960, height: 640, alt: "A headset view layering map pins and friends over a city street" },
  },
  cases: {
    title: "Wide Use Cases",
    text: "Many uses converge on one network of verified people and real places.",
    tags: [
      { position: 1, img: `${MEDIA}/case-gaming.svg`, title: "Gaming" },
      { position: 2, img: `${MEDIA}/case-nfts.svg`, title: "NFTs" },
      { position: 3, img: `${MEDIA}/case-vrmr.svg`, title: "VR/MR" },
      { position: 4, img: `${MEDIA}/case-collectibles.svg`, title: "Digital Collectibles" },
      { position: 5, img: `${MEDIA}/case-metaverse.svg`, title: "Metaverse" },
      { position: 6, img: `${MEDIA}/case-defi.svg`, title: "Defi" },
      { position: 7, img: `${MEDIA}/case-dao.svg`, title: "DAO" },
    ] satisfies UseCaseTag[],
  },
  marketplace: {
    title: "Marketplace",
    text: "Trade footprints, passes and collectibles with people you can trust, all from the app. Download it and start mining today.",
    downloadTitle: "Download the app",
    downloads: [
      { label: "Google Play", note: "Android", href: site.links.androidStore, icon: "android" },
      { label: "App Store", note: "iPhone", href: site.links.iosStore, icon: "ios" },
      { label: "Latest APK", note: "Direct download", href: site.links.latestApk, icon: "apk" },
    ] as const,
    image: { src: `${MEDIA}/app-phone`, width: 420, height: 840, alt: "The {product} app: a map of nearby friends and the mining button" },
  },
  headline: {
    title: "Stories from the network",
    intro: "Four short films about how the app works and what the community does with it.",
  },
  stories: [
    {
      title: "Mine with a tap",
      desc: "Open the app, tap the logo and a mining session starts. Come back tomorrow and keep it going.",
      poster: `${MEDIA}/story-mine`,
      sources: [{ src: `${MEDIA}/story-mine.mp4`, type: "video/mp4" }],
    },
    {
      title: "Verified by friends",
      desc: "Proof of Networking in practice: the people who know you confirm you are you.",
      poster: `${MEDIA}/story-verify`,
      sources: [{ src: `${MEDIA}/story-verify.mp4`, type: "video/mp4" }],
    },
    {
      title: "Footprints on the map",
      desc: "Drop a PODF where it happened and keep the moment onchain.",
      poster: `${MEDIA}/story-footprints`,
      sources: [{ src: `${MEDIA}/story-footprints.mp4`, type: "video/mp4" }],
    },
    {
      title: "Citizens and clans",
      desc: "Join a clan, vote on proposals and share the treasury.",
      poster: `${MEDIA}/story-citizens`,
      sources: [{ src: `${MEDIA}/story-citizens.mp4`, type: "video/mp4" }],
    },
  ] satisfies VideoStory[],
  stats: [
    { target: 1_400_000, label: "community members on X" },
    { target: 1_000_000, label: "members on Telegram" },
    { target: 20_000, label: "cities worldwide" },
    { target: 130, label: "countries and regions" },
  ] satisfies Stat[],
  details: {
    title: "A community on every continent",
  },
  citizen: {
    title: "Become a citizen",
    text: "Citizens are the people who verify each other, hold the keys and decide what comes next. Join 5M+ users in 35 languages, from the first tap to your first vote.",
    perks: ["Mine daily with a single tap", "Earn more as your trusted circle grows", "Vote on the treasury and the roadmap"],
    image: { src: `${MEDIA}/citizen`, width: 1200, height: 640, alt: "A world map with citizens gathered around glowing city pins" },
  },
} as const;

export type HomeContent = typeof homeContent;
