#!/usr/bin/env node
// A local stand-in for the mint API, for `npm run dev` and the e2e runs: loopback only,
// the same data on every start. Answers GET/HEAD /v1/mint/address/list/ and /v1/mint/status/.
// Tests change what it answers with PUT /__sample/state and a JSON body: {"soldOut": true} flips the status,
// {"failing": true} makes both calls answer 503 (an upstream that is down), {"delayMs": 300} slows every answer.
// GET /__sample/calls lists when each call was asked (ms since epoch, per path), for tests that count them.
//   MINT_SAMPLE_PORT     port on 127.0.0.1 (default 9787)
//   MINT_SAMPLE_COUNT    how many addresses the published list holds (default 300)
//   MINT_SAMPLE_SOLD_OUT 1: data.mint_all is true (to see the sold-out state)
import { createHash } from "node:crypto";
import { createServer } from "node:http";
import { pathToFileURL } from "node:url";

/** Deterministic wallet addresses: sha256 of a counter, some in checksum-style mixed case as wallets show them. */
export function sampleAddresses(count, seed = "meridian-genesis") {
  const out = [];
  for (let i = 0; i < count; i++) {
    const hex = createHash("sha256").update(`${seed}:${i}`).digest("hex").slice(0, 40);
    if (i % 3 !== 0) {
      out.push(`0x${hex}`);
      continue;
    }
    const mask = createHash("sha256").update(`${seed}:case:${i}`).digest("hex");
    const mixed = [...hex].map((c, k) => (/[a-f]/.test(c) && Number.parseInt(mask[k], 16) >= 8 ? c.toUpperCase() : c)).join("");
    out.push(`0x${mixed}`);
  }
  return out;
}

export function sampleBodies({ count = 300, soldOut = false } = {}) {
  return {
    "/v1/mint/address/list/": { code: 0, message: "success", data: { list: sampleAddresses(count).map((address) => ({ address })) } },
    "/v1/mint/status/": { code: 0, message: "success", data: { mint_all: soldOut } },
  };
}

export function startSampleOrigin({ port = 9787, count = 300, soldOut = false } = {}) {
  const state = { soldOut, failing: false, delayMs: 0 };
  const bodies = () => Object.fromEntries(Object.entries(sampleBodies({ count, soldOut: state.soldOut })).map(([path, body]) => [path, JSON.stringify(body)]));
  let current = bodies();
  const calls = {};
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://127.0.0.1").pathname;
    const send = (status, text, extra = {}) => {
      res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Content-Length": Buffer.byteLength(text), ...extra });
      res.end(req.method === "HEAD" ? undefined : text);
    };
    if (path === "/__sample/state" && req.method === "PUT") {
      let raw = "";
      req.on("data", (chunk) => (raw += chunk));
      req.on("end", () => {
        try {
          Object.assign(state, JSON.parse(raw || "{}"));
          current = bodies();
          send(200, JSON.stringify(state));
        } catch {
          send(400, JSON.stringify({ code: 400, message: "body must be JSON", data: null }));
        }
      });
      return;
    }
    if (path === "/__sample/calls" && req.method === "GET") return send(200, JSON.stringify(calls));
    const body = current[path];
    if (!body) return send(404, JSON.stringify({ code: 404, message: "not found", data: null }));
    if (req.method !== "GET" && req.method !== "HEAD") return send(405, JSON.stringify({ code: 405, message: "method not allowed", data: null }), { Allow: "GET, HEAD" });
    (calls[path] ??= []).push(Date.now());
    const answer = () => (state.failing ? send(503, JSON.stringify({ code: 503, message: "down for the test", data: null })) : send(200, body));
    if (state.delayMs > 0) setTimeout(answer, state.delayMs);
    else answer();
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const port = Number(process.env.MINT_SAMPLE_PORT ?? 9787);
  const count = Number(process.env.MINT_SAMPLE_COUNT ?? 300);
  const soldOut = process.env.MINT_SAMPLE_SOLD_OUT === "1";
  const server = await startSampleOrigin({ port, count, soldOut });
  console.log(`mint sample origin on http://127.0.0.1:${port} (${count} addresses, ${soldOut ? "sold out" : "minting"})`);
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
}
