// The roadmap's words (SPEC section 2, Roadmap page): in the order of app/content/roadmap.ts.
export const roadmap = {
  entries: [
    {
      title: "{product} UBI Coin",
      extraTitles: ["Universal Basic Income, Onchain"],
      description: "The coin every member mines by tapping the logo button in the app. There was no venture round and no private sale: the supply reaches people through participation, and the rules that govern it are written in smart contracts anyone can read.",
      utilityMatrix: [
        "Distribution: daily mining sessions and community tasks, weighted towards verified humans.",
        "Tokenomics: a published emission schedule, with Dormancy Dilution returning idle balances to active members.",
        "Smart-contract integration: balances and claims settle onchain, so no operator can quietly rewrite them.",
        "Scalable transaction processing: Layer-2 settlement keeps tipping and transfers cheap enough for everyday amounts.",
        "Value exchange: pay, tip and trade with people you have met, inside the app and out.",
        "Economic inclusivity: a phone and real connections are the only entry requirements.",
        "Decentralized governance: holders propose and vote on parameter changes through the community treasury.",
      ],
      futurePerspective: "A basic income that grows with the network rather than with a cap table: the more real people verify each other, the more the coin is worth using, and the more of it flows to the people doing the verifying.",
    },
    {
      title: "{product} Passport",
      extraTitles: ["One Login for Web3"],
      description: "A single identity that opens the app, the wallet and partner services. Sign in the way you already do, and a non-custodial wallet is created behind the scenes: no seed phrase to copy, no extension to install.",
      utilityMatrix: [
        "Seamless login: social accounts or e-mail, recognised across every app that accepts the Passport.",
        "Non-custodial wallet: keys are split with multi-party computation, so neither we nor a partner can move your funds.",
        "Automated wallet creation: a wallet exists the moment your account does, ready for the first claim.",
        "Security: account-abstraction rules such as spending limits, session keys and social recovery.",
      ],
      futurePerspective: "Logging into a decentralized app should feel like logging into anything else. The Passport is how the next hundred million people arrive in Web3 without ever being told that is where they are.",
    },
    {
      title: "Sovereign Gate",
      extraTitles: ["The Door to the Onchain Community"],
      description: "The token-gated entrance to {product}'s onchain sovereign community. The gate checks that you are a real, connected person and places you on the map, without collecting a single biometric sample.",
      utilityMatrix: [
        "Web3 identity verification: personhood proven by people who know you, recorded as a credential you own.",
        "Geospatial analytics: anonymised activity maps that show where the community is alive and growing.",
        "Real-world asset tokenization: Anchor stations that bring local places and assets onchain.",
        "Decentralized location network: location proofs confirmed by nearby peers, not by a single server.",
        "Proof of Networking: the three-tier reward for inviting, verifying and vouching for real people.",
      ],
      futurePerspective: "A community that can tell its members from its bots can govern itself. The gate is what lets the treasury, the votes and the rewards belong to people rather than to scripts.",
    },
    {
      title: "Metaverse, Gaming & Social Infrastructure",
      extraTitles: ["Citizens", "Clans", "Treasury"],
      description: "A virtual world laid over the real one, where citizens form clans, build together and share a treasury. Games and social features run on the same identity and the same coin, so time spent playing counts.",
      utilityMatrix: [
        "Social interactions: chat, meet-ups and clan spaces tied to real places.",
        "User-created content: members build the quests, venues and items others enjoy, and earn from them.",
        "In-world economy: one coin for goods, services and rewards, from the map to the marketplace.",
        "Location data oracle: verified location signals that games and contracts can trust.",
        "Decentralized identity verification: the same proven personhood in every world and game.",
      ],
      futurePerspective: "Mixed reality that rewards going outside. We expect the most loved worlds on the network to be built by clans, for their own cities, long before a studio gets there.",
    },
    {
      title: "All-in-One Geospatial Infrastructure",
      extraTitles: ["For Builders"],
      description: "The tools we use ourselves, opened to every team that wants to build location-aware Web3 apps: maps, proofs, identity and payments behind one set of interfaces.",
      utilityMatrix: [
        "Developer tools: SDKs and APIs for location proofs, Proof of Networking checks and wallet actions.",
        "Onramps: ways in from cards and local payment methods, so users never need an exchange first.",
        "Interoperability: bridges and standard interfaces so assets and credentials move to other chains and apps.",
      ],
      futurePerspective: "An ecosystem grows when other people can build on it. Our aim is for most of the apps that use these proofs to be ones we did not write.",
    },
    { title: "{product} Rollups" },
    {
      title: "The {product} Layer 2",
      extraTitles: ["Low Fees", "Trustless", "Open Source"],
      description: "A rollup of our own, settling to a major smart-contract chain, tuned for the many small transactions a social network makes every second.",
      utilityMatrix: [
        "Low-to-no gas fees: everyday actions sponsored or batched so members rarely see a fee at all.",
        "Trustless, resilient network: state is proven on the base chain, so no operator can censor or rewrite it.",
        "Auditable open source: every contract and node component published for anyone to review and run.",
      ],
      futurePerspective: "When the chain is built for the community that uses it, fees stop being a reason to stay away. The rollup is where every earlier layer of the roadmap settles.",
    },
  ],
} as const;
