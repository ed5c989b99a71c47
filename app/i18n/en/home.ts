// The home page's words (SPEC section 2, Home page). Arrays line up with app/content/home.ts (ids, media, links).
export const home = {
  hero: {
    lead: "{product} is the geosocial network owned by the people in it. Mine by tapping, get verified by the friends who know you, and build a token-gated community on the streets you already walk.",
    readWhitepaper: "Read the Whitepaper",
    claims: [
      { value: "5M+", label: "users" },
      { value: "35", label: "languages" },
    ],
  },
  eventBanner: {
    /** SPEC: the banner's alt text; here the banner's own words, over the art. */
    kicker: "{product} Hub · Live event",
    date: "EVENT DATE: {when}",
    text: "Tasks, events, lotteries, airdrops and giveaways, live.",
    action: "Open the Hub",
  },
  sectionLabels: {
    mission: "Mission",
    gate: "Token-gated",
    docs: "Infrastructure",
    group: "Ecosystem",
    podf: "PODF",
    vr: "Mixed reality",
    cases: "Use cases",
    marketplace: "Marketplace",
    stories: "Stories",
    details: "Community",
    genesis: "Genesis NFT",
    citizen: "Citizens",
  },
  mission: {
    heading: "Why {product} exists",
    intro: "A network is only as fair as the way it starts. {product} starts with the people, and stays with them.",
    /** Six points; the mobile carousel opens on the fourth (SPEC: index 3), the slogan itself. */
    points: [
      { title: "Geospatial by design", content: "Places matter. Anchors, footprints and ranks tie the community to the real streets, cafés and cities where it lives." },
      { title: "A basic income, onchain", content: "Tap the logo once a day to mine. The protocol pays the people who keep the network alive, not a company's shareholders." },
      { title: "No ads in the app", content: "Your attention is not the product. The app carries no advertising and sells no profile data, ever." },
      { title: "No VC, no private sale", content: "Nobody bought a head start. There is no venture capital and no private round: every coin is mined by someone who showed up." },
      { title: "Proof of Networking", content: "People are verified by the friends who know them, not by scanning their eyes. No biometric data is collected." },
      { title: "Owned by its citizens", content: "Citizens hold the keys, vote on proposals and share the treasury. The people who build it decide where it goes." },
    ],
    dotsLabel: "Mission points",
    dotLabel: "Point {n}: {title}",
  },
  gate: {
    title: "Onchain Sovereign Community",
    intro: "A token-gated community with its own treasury and its own rules. The gate does not ask who funded you: it asks whether real people stand behind you.",
    steps: [
      { title: "Arrive", text: "Install the app and get a Passport: a non-custodial wallet, created in seconds." },
      { title: "Verify", text: "Friends vouch for you through Proof of Networking. No biometrics, no documents to scan." },
      { title: "Hold the key", text: "Your token is your key. The gate opens to holders, and only to holders." },
      { title: "Govern", text: "Inside, citizens propose, vote and share a treasury that belongs to all of them." },
    ],
    artLabel: "People passing through a token gate into a self-governed community",
  },
  docs: {
    title: "Networking Layer",
    intro: "Four parts turn a social graph into infrastructure: places, people, reputation and keys.",
    /** In the order of app/content/home.ts: anchor, pon, rank, wallet. */
    parts: [
      {
        label: "Anchor",
        title: "Anchor",
        text: "A connectivity station for tokenizing real-world assets. Cafés, venues and landmarks register as anchors, and every genuine visit becomes verifiable, onchain data.",
        points: ["Places join the network as onchain anchors", "Check-ins turn foot traffic into proof", "Owners tokenize access, rewards and events"],
      },
      {
        label: "PON",
        title: "Proof of Networking (PON)",
        text: "Human verification built on interpersonal connections. The people who know you confirm that you are one real person; no biometric data is collected, ever.",
        points: ["Verification through the people you know", "No iris scans, no face data, no fingerprints", "Fake accounts lose rewards, honest circles gain them"],
      },
      {
        label: "Spatial Fusion Rank",
        title: "Spatial Fusion Rank",
        text: "Reputation that fuses where you are with who vouches for you. Consistent places and trusted ties rank higher than bots and farms ever can.",
        points: ["Location history and trust graph in one score", "Resistant to Sybil farms and spoofed GPS", "Decides who may validate and who earns more"],
      },
      {
        label: "AA & MPC Wallet",
        title: "AA & MPC Wallet",
        text: "Account abstraction makes the wallet feel like an app: social login, gasless transactions, no seed phrase. Multi-party computation splits the key so no single device or server ever holds it whole.",
        points: ["Log in with a social account or e-mail", "Gasless transactions for everyday actions", "Non-custodial: your key, in shares"],
      },
    ],
    mpcTitle: "How the MPC wallet signs",
    mpcSteps: [
      { title: "Distributed Key Generation", text: "Key shares are created apart and never assembled into one key." },
      { title: "Signing (off-chain)", text: "The shares co-sign a transaction off-chain, each on its own device." },
      { title: "Verification", text: "The chain verifies one ordinary signature: nobody can tell it was shared." },
    ],
    /** In the order of app/content/home.ts partners. */
    partnerRoles: ["Account abstraction partner", "Wallet infrastructure partner"],
  },
  group: {
    title: "Ecosystem",
    intro: "What grows on the networking layer: footprints you can prove, worlds you can walk into, and an app in your pocket.",
    dotsLabel: "Ecosystem sections",
    /** The four dots: podf, vr, cases, marketplace. */
    dots: ["PODF", "VR/MR Vision", "Wide Use Cases", "Marketplace"],
  },
  podf: {
    title: "PODF: Proof of Digital Footprints",
    text: "Be somewhere, and keep the proof. A PODF is minted where a moment happened, so a concert, a meetup or a first visit becomes a footprint nobody can fake or erase.",
    features: [
      { title: "Immutable Proof", text: "Written onchain at the place and the time it happened." },
      { title: "Timeless Commemoration", text: "Moments that matter stay, long after the feed has moved on." },
      { title: "Exclusive Access", text: "Footprints unlock events, drops and rooms for those who were there." },
      { title: "Enhanced Engagement", text: "Communities reward showing up, not just scrolling past." },
      { title: "Authentic Identity Verification", text: "A trail of real places adds weight to a real person." },
      { title: "Transparent Traceability", text: "Anyone can check where a footprint came from." },
    ],
  },
  vr: {
    title: "VR/MR Vision",
    text: "The map you walk becomes a place you can step into. Mixed reality layers anchors, footprints and friends over the street in front of you; virtual reality opens the same city to people on the other side of the world.",
    points: ["Mixed reality on the streets you know", "Virtual cities built from real anchors", "One identity across both worlds"],
  },
  cases: {
    title: "Wide Use Cases",
    text: "Many uses converge on one network of verified people and real places.",
    /** SPEC section 1's tags, in the ring's order. */
    tags: ["Gaming", "NFTs", "VR/MR", "Digital Collectibles", "Metaverse", "Defi", "DAO"],
  },
  marketplace: {
    title: "Marketplace",
    text: "Trade footprints, passes and collectibles with people you can trust, all from the app. Download it and start mining today.",
    downloadTitle: "Download the app",
    /** Google Play, App Store, APK. */
    downloads: [
      { label: "Google Play", note: "Android" },
      { label: "App Store", note: "iPhone" },
      { label: "Latest APK", note: "Direct download" },
    ],
  },
  stories: {
    title: "Stories from the network",
    intro: "Four short films about how the app works and what the community does with it.",
    items: [
      { title: "Mine with a tap", desc: "Open the app, tap the logo and a mining session starts. Come back tomorrow and keep it going." },
      { title: "Verified by friends", desc: "Proof of Networking in practice: the people who know you confirm you are you." },
      { title: "Footprints on the map", desc: "Drop a PODF where it happened and keep the moment onchain." },
      { title: "Citizens and clans", desc: "Join a clan, vote on proposals and share the treasury." },
    ],
    /** "1 / 4" under the playing story. */
    counter: "{n} / {total}",
    play: "Play the story",
    pause: "Pause the story",
  },
  stats: {
    title: "A community on every continent",
    labels: ["community members on X", "members on Telegram", "cities worldwide", "countries and regions"],
  },
  citizen: {
    title: "Become a citizen",
    text: "Citizens are the people who verify each other, hold the keys and decide what comes next. Join 5M+ users in 35 languages, from the first tap to your first vote.",
    perks: ["Mine daily with a single tap", "Earn more as your trusted circle grows", "Vote on the treasury and the roadmap"],
    hubAction: "Explore the {product} Hub",
  },
} as const;
