// The mint state a page shows, read as the page is served and filled into its Genesis slot (slot.ts).
import { isMintListBody, isMintStatusBody, type MintKind } from "../../app/mint/shared/contract.ts";
import { UNKNOWN_MINT, type MintSnapshot } from "../../app/mint/shared/snapshot.ts";
import type { Env } from "../env.ts";
import type { Timing } from "../http/timing.ts";
import { mintFreshSeconds } from "./config.ts";
import { mintReader, type MintRead, type MintReader } from "./reader.ts";
import { UPSTREAM_TIMEOUT_MS } from "./upstream.ts";

/** Parsed cached bodies, per entry object: a page does not re-parse the same list on every answer. */
const parsedBodies = new WeakMap<object, unknown>();
function parse(read: MintRead | null): unknown {
  const entry = read?.entry;
  if (!entry) return undefined;
  if (!parsedBodies.has(entry)) {
    let value: unknown;
    try {
      value = JSON.parse(entry.body);
    } catch {
      value = undefined;
    }
    parsedBodies.set(entry, value);
  }
  return parsedBodies.get(entry);
}

/** Past the window plus the upstream's time limit, or failing while not fresh: the answer may be out of date. */
function mayBeOutdated(read: MintRead | null, env: Env, now: number): boolean {
  if (!read?.entry) return false;
  const tooOld = now - read.entry.fetchedAt > mintFreshSeconds(env) * 1000 + UPSTREAM_TIMEOUT_MS;
  return tooOld || Boolean(read.failure && !read.fresh);
}

/**
 * The mint state a page shows: never older than the mint window plus the time to fetch it, or flagged as stale.
 * Either call's answer being old or failing flags it: a new status never stands beside an old count unmarked.
 */
export async function pageMintSnapshot(env: Env, timing?: Timing, reader: MintReader = mintReader): Promise<MintSnapshot> {
  // Each read keeps its own deadline (MINT_WAIT_MS): past it, the page shows the state as unknown.
  const readOne = (kind: MintKind) => reader.read(kind, env).catch(() => null);
  const read = () => Promise.all([readOne("status"), readOne("list")]);
  const [status, list] = await (timing ? timing.measure("mint", read) : read());
  const statusBody = parse(status);
  const listBody = parse(list);
  const soldOut = isMintStatusBody(statusBody) ? statusBody.data.mint_all : UNKNOWN_MINT.soldOut;
  const listSize = isMintListBody(listBody) ? listBody.data.list.length : UNKNOWN_MINT.listSize;
  const now = Date.now();
  const known = soldOut !== null || listSize !== null;
  return { soldOut, listSize, stale: known && (mayBeOutdated(status, env, now) || mayBeOutdated(list, env, now)) };
}
