import { describe, expect, it } from "vitest";
import { mintBodyProblem } from "../../app/mint/shared/contract.ts";
import { entryAddress, listedAddresses, lookupAddress, normalizeAddress, shortAddress } from "../../app/mint/shared/lookup.ts";
import { messages } from "../../app/i18n/messages.ts";
import { GENESIS_ARTICLE_SLUGS, showsGenesisBlock } from "../../app/content/articles.ts";
import { routes } from "../../app/routes.ts";
import { sampleAddresses, sampleBodies } from "../../scripts/mint-sample-origin.mjs";

const A = "0x52908400098527886E0F7030069857D2E4169EE7";
const B = "0x8617e340b3d01fa5f11f306f4090fd50e238070d";

describe("address lookup", () => {
  const listed = listedAddresses([A, { address: B }]);

  it("finds a listed address whatever its letter case or surrounding spaces", () => {
    for (const input of [A, A.toLowerCase(), `0x${A.slice(2).toUpperCase()}`, `  ${B.toUpperCase().replace("0X", "0x")}\n`]) {
      expect(lookupAddress(input, listed), input).toBe("listed");
    }
  });

  it("says an address that is well formed but absent is not on the list", () => {
    expect(lookupAddress("0x0000000000000000000000000000000000000001", listed)).toBe("unlisted");
  });

  it.each(["", "hello", "0x", "0x123", `${A}0`, A.slice(2), `0x${"g".repeat(40)}`, `1x${A.slice(2)}`, `0x ${A.slice(2)}`])("calls %j malformed", (input) => {
    expect(normalizeAddress(input)).toBeNull();
    expect(lookupAddress(input, listed)).toBe("malformed");
  });

  it("says the list is unavailable when it is not loaded or empty, but still flags malformed input first", () => {
    expect(lookupAddress(A, null)).toBe("unavailable");
    expect(lookupAddress(A, new Set())).toBe("unavailable");
    expect(lookupAddress("nope", null)).toBe("malformed");
  });

  it("reads an entry as a string or as an object holding an address, ignoring anything else", () => {
    expect(entryAddress(A)).toBe(A.toLowerCase());
    expect(entryAddress({ id: 7, wallet: ` ${B} ` })).toBe(B);
    expect(entryAddress({ id: 7 })).toBeNull();
    expect(entryAddress(42)).toBeNull();
    expect(listedAddresses([A, "junk", null, { x: B }]).size).toBe(2);
  });

  it("answers in words a visitor understands, with the address shortened for a phone", () => {
    const { headlines, details } = messages("en").genesis.lookup;
    expect(headlines.listed).toMatch(/^On the list/);
    expect(headlines.unlisted).toMatch(/^Not on the list/);
    expect(details.listed.replace("{address}", shortAddress(A))).toContain("0x5290…9EE7");
    expect(details.malformed).toMatch(/0x followed by 40 hexadecimal/);
  });
});

describe("mint answer shape", () => {
  it("accepts only code 0 with the right data for each call", () => {
    expect(mintBodyProblem("list", { code: 0, data: { list: [] } })).toBeNull();
    expect(mintBodyProblem("status", { code: 0, data: { mint_all: true } })).toBeNull();
    expect(mintBodyProblem("status", { code: 3, data: { mint_all: true } })).toBe("code");
    expect(mintBodyProblem("status", { code: 0, data: { list: [] } })).toBe("shape");
    expect(mintBodyProblem("list", { code: "0", data: { list: [] } })).toBe("shape");
    expect(mintBodyProblem("list", [])).toBe("shape");
    expect(mintBodyProblem("list", { code: 0, data: null })).toBe("shape");
  });
});

describe("where the Genesis block shows", () => {
  it("is on the home page and the two Genesis articles in every language, nowhere else", () => {
    const showing = routes.filter((r) => showsGenesisBlock(r)).map((r) => r.path);
    const homes = routes.filter((r) => r.kind === "home");
    const articles = routes.filter((r) => r.kind === "article" && GENESIS_ARTICLE_SLUGS.includes(r.slug ?? ""));
    expect(GENESIS_ARTICLE_SLUGS).toHaveLength(2);
    expect(articles).toHaveLength(2 * homes.filter((r) => r.path !== "/index.html").length);
    expect(showing.sort()).toEqual([...homes, ...articles].map((r) => r.path).sort());
  });
});

describe("local sample origin data", () => {
  it("is the same on every start: 300 distinct, valid addresses, some in mixed case", () => {
    const list = sampleAddresses(300);
    expect(list).toEqual(sampleAddresses(300));
    expect(new Set(list.map((a) => a.toLowerCase())).size).toBe(300);
    for (const a of list) expect(normalizeAddress(a), a).not.toBeNull();
    expect(list.some((a) => a !== a.toLowerCase())).toBe(true);
    const bodies = sampleBodies();
    expect(mintBodyProblem("list", bodies["/v1/mint/address/list/"])).toBeNull();
    expect(mintBodyProblem("status", bodies["/v1/mint/status/"])).toBeNull();
  });
});
