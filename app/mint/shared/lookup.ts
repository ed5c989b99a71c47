// Address lookup against the published mint list: validation, matching and the answers a visitor reads.

/** A wallet address: 0x followed by 40 hexadecimal characters, any letter case. */
export const ADDRESS_PATTERN = /^0x[0-9a-f]{40}$/i;

export type LookupAnswer = "listed" | "unlisted" | "malformed" | "unavailable";

/** The trimmed, lower-cased address, or null when the input is not an address. */
export function normalizeAddress(input: string): string | null {
  const text = input.trim();
  return ADDRESS_PATTERN.test(text) ? text.toLowerCase() : null;
}

/**
 * The address an entry of data.list stands for. The fields inside an entry are unknown,
 * so a plain string is taken as is and an object gives its first field that holds an address.
 */
export function entryAddress(entry: unknown): string | null {
  if (typeof entry === "string") return normalizeAddress(entry);
  if (typeof entry === "object" && entry !== null) {
    for (const value of Object.values(entry)) {
      if (typeof value === "string" && ADDRESS_PATTERN.test(value.trim())) return value.trim().toLowerCase();
    }
  }
  return null;
}

/** Every address of a published list, lower-cased. */
export function listedAddresses(list: readonly unknown[]): Set<string> {
  const out = new Set<string>();
  for (const entry of list) {
    const address = entryAddress(entry);
    if (address) out.add(address);
  }
  return out;
}

/** The answer for one input; `listed` is null while the list is unknown (not loaded, empty or failed). */
export function lookupAddress(input: string, listed: ReadonlySet<string> | null): LookupAnswer {
  const address = normalizeAddress(input);
  if (!address) return "malformed";
  if (!listed || listed.size === 0) return "unavailable";
  return listed.has(address) ? "listed" : "unlisted";
}

/** 0x1234…abcd: long enough to recognise, short enough for a phone. */
export function shortAddress(address: string): string {
  const text = address.trim();
  return text.length > 14 ? `${text.slice(0, 6)}…${text.slice(-4)}` : text;
}
