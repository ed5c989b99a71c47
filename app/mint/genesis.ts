// Copy of the Genesis block: the holder privileges, the lottery rules and the status lines. One place, used by
// the block, the island and the tests.
import type { MintState } from "./store.ts";

/** SPEC section 1: what a Genesis NFT holder gets. */
export const GENESIS_PRIVILEGES: readonly { title: string; detail: string }[] = [
  { title: "Early KYC and fast withdrawals", detail: "Verify first and move your coins out without the queue." },
  { title: "Mining boost", detail: "A higher mining rate for every session you start." },
  { title: "Early MPC/AA wallet access", detail: "Use the MPC and account-abstraction wallet before everyone else." },
  { title: "Giveaways and airdrops", detail: "A place in future giveaways and airdrops." },
  { title: "Early social verification", detail: "Get verified through your connections ahead of the crowd." },
  { title: "Validator fast track", detail: "A fast-track application as a validator or node partner." },
  { title: "Priority event access", detail: "First in line for community events." },
];

/** SPEC sections 1, 4 and 9: the Genesis lottery. */
export const LOTTERY_CLAIM_HOURS = 24;
export const LOTTERY_RULES: readonly string[] = [
  "Every Genesis NFT carries one lottery ticket, and the ticket's id is the NFT's id.",
  "Hundreds of winners share the prize pool.",
  `Winners have a ${LOTTERY_CLAIM_HOURS}-hour window to claim their reward.`,
  "Rewards not claimed in time return to the reserves.",
];

export type MintStatusView = "live" | "sold-out" | "unknown";

export const STATUS_TEXT: Record<MintStatusView, { title: string; detail: string }> = {
  live: { title: "Mint is live", detail: "Genesis NFTs are still available to the wallets on the published list." },
  "sold-out": { title: "Sold out", detail: "Every Genesis NFT has been minted. Holders keep every privilege and their lottery ticket." },
  unknown: { title: "Status unavailable", detail: "The mint service did not answer just now. Please check again shortly." },
};

/** Under a status the worker could not refresh within the mint window. */
export const OUTDATED_TEXT = "The mint service is not answering right now, so this status may be out of date.";

/** What the status panel shows: unknown until a status call has succeeded (on the server or in the browser). */
export function statusView(state: Pick<MintState, "statusDone" | "soldOutStatus">): MintStatusView {
  if (state.statusDone !== 1) return "unknown";
  return state.soldOutStatus ? "sold-out" : "live";
}

/** The sentence under the status: how many wallets the published list holds. */
export function listSizeText(count: number): string {
  return `${count.toLocaleString("en-US")} wallets on the published list`;
}
