// The pages other than home: their titles and descriptions (head tags), and the words on them.
export const pages = {
  home: {
    /** The landing page keeps the spec's title and description (SPEC section 2). */
    title: "Proof Of Networking Protocol",
    description: "Networking Web3 With Geospatial Computing",
  },
  blog: {
    title: "Blog",
    description: "News, announcements and deep dives from {product} World: the decentralized geosocial network.",
    heading: "{product} Blog",
    /** SPEC: the subtitle, broken after the colon on wide screens. */
    subtitle: ["Be Part of the Decentralized Movement with {product} World:", "Stay Up-to-Date with Our News and Future Plans"],
    listTitle: "Latest posts",
    banner: { kicker: "Whitepaper", title: "Read the {product} Whitepaper", text: "Proof of Networking, the UBI coin and the road to {product} Rollups, in one document.", action: "Open the whitepaper" },
    feedTitle: "{product} Blog",
  },
  article: {
    back: "All posts",
    minutes: "{n, plural, one {# min read} other {# min read}}",
    more: "More from the blog",
    seeAll: "See all posts",
  },
  roadmap: {
    title: "Roadmap",
    description: "Where {product} is heading: the UBI coin, Passport, Sovereign Gate, the metaverse layer, geospatial infrastructure and {product} Rollups.",
    eyebrow: "Roadmap",
    heading: "The Road Ahead",
    intro: "From a coin that rewards showing up to a rollup of our own: the layers {product} is building, in the order the community needs them.",
    stage: "Stage {n}",
    utilityMatrix: "Utility Matrix",
    futurePerspective: "Future Perspective",
  },
  hub: {
    title: "{product} Hub",
    description: "The {product} Hub: tasks, events, lotteries, airdrops and giveaways for the community, in one place.",
    eyebrow: "The community's home base",
    intro: "The {product} Hub is where the community gets things done together: tasks that grow the network, events on the map, lotteries, airdrops and giveaways, all in one place inside the app.",
    join: "How to join",
    why: "Why join the Hub",
    offersTitle: "What the Hub offers",
    /** In the order of app/content/hub.ts: tasks, events, lotteries, airdrops, giveaways. */
    offers: [
      { title: "Tasks", text: "Short missions that help the network grow: invite a friend, verify a connection, try a new feature. Each one pays out in coins and counts towards your standing." },
      { title: "Events", text: "Online sessions and city meet-ups announced on the map, from ask-me-anything calls with the team to local gatherings run by clans." },
      { title: "Lotteries", text: "Regular draws open to active members, including the Genesis lottery, where every Genesis NFT carries a ticket with its own id." },
      { title: "Airdrops", text: "Rewards sent to members who meet the published criteria, such as verification, activity streaks or early participation." },
      { title: "Giveaways", text: "Partner and community giveaways: wallet perks, merchandise, event passes and more, announced first in the Hub." },
    ],
    steps: [
      { title: "Download the app", text: "Install it from Google Play or the App Store, or take the latest APK, and create your account in a minute." },
      { title: "Verify through Proof of Networking", text: "Connect with people who know you. Their confirmations prove you are a real person, with no biometric data collected." },
      { title: "Complete tasks", text: "Open the Hub tab, pick the tasks you like and keep your daily mining session going by tapping the logo button." },
      { title: "Join events and draws", text: "Register for events and lotteries as they open. The Hub is also a route to meeting identity-verification requirements and to owning a Genesis NFT." },
      { title: "Claim your rewards", text: "Rewards land in your non-custodial wallet. Watch claim windows: unclaimed rewards go back to the reserves." },
    ],
    ctaTitle: "Get the app and open the Hub",
    ctaText: "The Hub lives inside the {product} app. New to it? Read",
    /** What follows the guide's title in the same sentence (its closing punctuation, at least). */
    ctaAfter: ".",
  },
  exception: {
    title: "Something went wrong",
    description: "An error page of the {product} site.",
    eyebrow: "Off the map",
    heading: "Something went wrong",
    lead: "We could not finish that request. The details below can help if you contact the community.",
    code: "Error code",
    message: "Message",
    unknownCode: "Unknown",
    /** SPEC section 8: what an error without structured info shows. */
    fallback: "Request error, please retry.",
    home: "Back to the home page",
    blog: "Read the blog",
  },
} as const;
