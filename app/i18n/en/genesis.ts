// The Genesis NFT block (home page and the Genesis articles): copy, status lines, the address lookup and the
// request helper's notices.
export const genesis = {
  eyebrow: "Genesis NFT",
  title: "The {product} Genesis NFT mint",
  lead: "The first collectible of {product} World: seven lasting privileges for its holders, and a ticket in the Genesis lottery.",
  privilegesTitle: "Holder privileges",
  /** SPEC section 1: what a Genesis NFT holder gets. */
  privileges: [
    { title: "Early KYC and fast withdrawals", detail: "Verify first and move your coins out without the queue." },
    { title: "Mining boost", detail: "A higher mining rate for every session you start." },
    { title: "Early MPC/AA wallet access", detail: "Use the MPC and account-abstraction wallet before everyone else." },
    { title: "Giveaways and airdrops", detail: "A place in future giveaways and airdrops." },
    { title: "Early social verification", detail: "Get verified through your connections ahead of the crowd." },
    { title: "Validator fast track", detail: "A fast-track application as a validator or node partner." },
    { title: "Priority event access", detail: "First in line for community events." },
  ],
  lotteryTitle: "The Genesis lottery",
  /** SPEC sections 1, 4 and 9; {hours} is the claim window. */
  lotteryRules: [
    "Every Genesis NFT carries one lottery ticket, and the ticket's id is the NFT's id.",
    "Hundreds of winners share the prize pool.",
    "Winners have a {hours}-hour window to claim their reward.",
    "Rewards not claimed in time return to the reserves.",
  ],
  claimFigure: "{hours} h",
  claimText: "to claim a win",
  status: {
    live: { title: "Mint is live", detail: "Genesis NFTs are still available to the wallets on the published list." },
    "sold-out": { title: "Sold out", detail: "Every Genesis NFT has been minted. Holders keep every privilege and their lottery ticket." },
    unknown: { title: "Status unavailable", detail: "The mint service did not answer just now. Please check again shortly." },
  },
  /** Under a status the site could not refresh within the mint window. */
  outdated: "The mint service is not answering right now, so this status may be out of date.",
  listSize: "{count, plural, one {# wallet on the published list} other {# wallets on the published list}}",
  lookup: {
    label: "Is my wallet on the list?",
    hint: "0x followed by 40 hexadecimal characters; letter case does not matter.",
    noscript: "Checking an address needs JavaScript.",
    check: "Check",
    headlines: {
      listed: "On the list.",
      unlisted: "Not on the list.",
      malformed: "That is not a wallet address.",
      unavailable: "The list is not available right now.",
    },
    details: {
      listed: "{address} is in the published Genesis mint list.",
      unlisted: "{address} is not in the published Genesis mint list.",
      malformed: "Enter 0x followed by 40 hexadecimal characters (0-9 and a-f).",
      unavailable: "The published list could not be loaded or is empty. Please try again in a moment.",
    },
  },
  /** SPEC section 9: the loader's text. */
  loading: "loading...",
  /** SPEC section 8: what an error without structured info shows. */
  requestError: "Request error, please retry.",
} as const;
