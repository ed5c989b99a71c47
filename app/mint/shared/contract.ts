// The two mint calls: paths, response shapes and the checks both the worker and the browser use.
import { entryAddress } from "./lookup.ts";

/** The only two upstream paths ever requested; the site answers the same paths itself. */
export const MINT_PATHS = {
  list: "/v1/mint/address/list/",
  status: "/v1/mint/status/",
} as const;

export type MintKind = keyof typeof MINT_PATHS;

/** data of the address list call: `list` holds the published addresses (their inner fields are unknown). */
export interface MintListData {
  list: unknown[];
  [field: string]: unknown;
}

/** data of the status call: `mint_all` true means sold out. */
export interface MintStatusData {
  mint_all: boolean;
  [field: string]: unknown;
}

export interface MintBody<D> {
  /** 0 means success. */
  code: number;
  data: D;
  [field: string]: unknown;
}

export type MintListBody = MintBody<MintListData>;
export type MintStatusBody = MintBody<MintStatusData>;

/** Why an answer cannot be used: no numeric code or wrong data shape ("shape"), or a non-zero code ("code"). */
export type MintBodyProblem = "shape" | "code";

/** More addresses than any real list holds (and than the worker's body cap lets through): a wrong answer. */
export const MAX_LIST_ENTRIES = 5000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Checks a parsed answer of the given call: null when it is a usable success (code 0, right shape). */
export function mintBodyProblem(kind: MintKind, body: unknown): MintBodyProblem | null {
  if (!isRecord(body) || typeof body.code !== "number") return "shape";
  if (body.code !== 0) return "code";
  if (!isRecord(body.data)) return "shape";
  if (kind === "list") {
    const list = body.data.list;
    // Every entry must be an address (or an object holding one): numbers, nulls or junk never replace a good list.
    return Array.isArray(list) && list.length <= MAX_LIST_ENTRIES && list.every((e) => entryAddress(e) !== null) ? null : "shape";
  }
  return typeof body.data.mint_all === "boolean" ? null : "shape";
}

export function isMintListBody(body: unknown): body is MintListBody {
  return mintBodyProblem("list", body) === null;
}

export function isMintStatusBody(body: unknown): body is MintStatusBody {
  return mintBodyProblem("status", body) === null;
}
