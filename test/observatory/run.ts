// npm run observatory: MDN's HTTP Observatory (@mdn/mdn-http-observatory, its own scan CLI, unmodified) against an
// HTTPS front of the local site, on 127.0.0.1 only. Prints the grade, the score and every test; exits 1 unless the
// grade is A+ with every test passed.
//
// How (docs/operations.md, "MDN's HTTP Observatory"):
// - A test CA and a certificate for 127.0.0.1 are made with openssl in a temporary folder at every run; the scanner
//   (a child process) trusts that CA through NODE_EXTRA_CA_CERTS and nothing is installed anywhere.
// - The site is the current build under Miniflare (scripts/local/site.ts), started with an https SITE_ORIGIN, so
//   the worker's own 308 (worker/http/https-only.ts) is what the scanner meets on plain http.
// - One port speaks both: the front reads a connection's first byte, a TLS handshake goes to the TLS server, anything
//   else to a plain HTTP one, and both pass each request to Miniflare with the URL the client asked for
//   (MF-Original-URL, so the worker sees http:// or https://). The scanner is given "127.0.0.1:<port>" as its host, so
//   its http:// and https:// requests reach this one port, and the 308 to https://127.0.0.1:<port>/ lands on it too.
// - The scanner runs with test/observatory/loopback-only.mjs loaded: a connection to any host but 127.0.0.1 throws.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { createRequire } from "node:module";
import { ROOT } from "../../scripts/build/paths.ts";
import { startLocalSite } from "../../scripts/local/site.ts";
import { startSampleOrigin } from "../../scripts/mint-sample-origin.mjs";

const PORT = Number(process.env.OBSERVATORY_PORT ?? 8870);
const SITE_PORT = PORT + 1;
const SAMPLE_PORT = PORT + 1000;
const HOST = "127.0.0.1";

/** A CA and a certificate for 127.0.0.1 that it signed, made fresh in `dir`. */
function makeCertificates(dir: string): { ca: string; key: Buffer; cert: Buffer } {
  const ssl = (...args: string[]) => execFileSync("openssl", args, { cwd: dir, stdio: ["ignore", "ignore", "pipe"] });
  ssl("req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=Meridian Observatory test CA", "-keyout", "ca.key", "-out", "ca.pem");
  ssl("req", "-newkey", "rsa:2048", "-nodes", "-subj", `/CN=${HOST}`, "-keyout", "site.key", "-out", "site.csr");
  writeFileSync(join(dir, "site.ext"), `subjectAltName=IP:${HOST}\nextendedKeyUsage=serverAuth\n`);
  ssl("x509", "-req", "-in", "site.csr", "-CA", "ca.pem", "-CAkey", "ca.key", "-CAcreateserial", "-days", "1", "-extfile", "site.ext", "-out", "site.pem");
  return { ca: join(dir, "ca.pem"), key: readFileSync(join(dir, "site.key")), cert: readFileSync(join(dir, "site.pem")) };
}

/** Passes a request to the site with the URL as the client asked for it, and the answer back unchanged. */
function forwarder(scheme: "http" | "https"): http.RequestListener {
  return (req, res) => {
    const headers = { ...req.headers, "mf-original-url": `${scheme}://${HOST}:${PORT}${req.url ?? "/"}` };
    const upstream = http.request({ host: HOST, port: SITE_PORT, method: req.method, path: req.url, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders);
      answer.pipe(res);
    });
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  };
}

/** http:// and https:// on one port: a TLS handshake starts with byte 0x16. */
async function startFront(key: Buffer, cert: Buffer): Promise<() => Promise<void>> {
  const tlsServer = https.createServer({ key, cert }, forwarder("https"));
  const plainServer = http.createServer(forwarder("http"));
  const front = net.createServer((socket) => {
    socket.once("data", (first) => {
      socket.pause();
      socket.unshift(first);
      (first[0] === 0x16 ? tlsServer : plainServer).emit("connection", socket);
      process.nextTick(() => socket.resume());
    });
    socket.on("error", () => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => front.once("error", reject).listen(PORT, HOST, resolve));
  return () =>
    new Promise((resolve) => {
      tlsServer.closeAllConnections();
      plainServer.closeAllConnections();
      front.close(() => resolve());
    });
}

/** The scanner's HSTS preload list is downloaded by its install script; offline (CI) there is none. The host scanned
 *  here is in no preload list either way, so an empty list gives the same answer. */
function ensurePreloadList(scanner: string): void {
  const file = join(dirname(scanner), "..", "conf", "hsts-preload.json");
  if (existsSync(file)) return;
  writeFileSync(file, "{}\n");
  console.log("observatory: no HSTS preload list (its install script could not download it); using an empty one, as 127.0.0.1 is in none");
}

interface ScanOutput {
  error?: string;
  scan: { grade: string; score: number; testsPassed: number; testsFailed: number; testsQuantity: number; statusCode: number };
  tests: Record<string, { pass: boolean; result: string; scoreModifier: number }>;
}

function runScanner(scanner: string, ca: string): Promise<ScanOutput> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", join(ROOT, "test/observatory/loopback-only.mjs"), scanner, `${HOST}:${PORT}`], {
      env: { ...process.env, NODE_EXTRA_CA_CERTS: ca },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("error", reject);
    child.on("exit", () => {
      try {
        resolve(JSON.parse(out) as ScanOutput);
      } catch {
        reject(new Error(`the scanner printed no JSON:\n${out}`));
      }
    });
  });
}

async function main(): Promise<number> {
  const scanner = createRequire(import.meta.url).resolve("@mdn/mdn-http-observatory/src/scan.js");
  const version = (JSON.parse(readFileSync(join(dirname(scanner), "..", "package.json"), "utf8")) as { version: string }).version;
  ensurePreloadList(scanner);
  const dir = mkdtempSync(join(tmpdir(), "meridian-observatory-"));
  const stops: (() => Promise<void>)[] = [];
  try {
    const { ca, key, cert } = makeCertificates(dir);
    const sample = await startSampleOrigin({ port: SAMPLE_PORT });
    stops.push(() => new Promise((resolve) => sample.close(() => resolve())));
    const site = await startLocalSite({
      port: SITE_PORT,
      vars: { SITE_ORIGIN: `https://${HOST}:${PORT}`, MINT_API_ORIGIN: `http://${HOST}:${SAMPLE_PORT}`, VITALS_SAMPLE_RATE: "0", VITALS_LOG: "off" },
      logTo: join(ROOT, "test-results/observatory-worker.log"),
    });
    stops.push(site.stop);
    stops.push(await startFront(key, cert));

    const result = await runScanner(scanner, ca);
    if (result.error) throw new Error(`the scanner: ${result.error}`);
    const { scan, tests } = result;
    console.log(`MDN HTTP Observatory ${version}, https://${HOST}:${PORT}/ (and http:// on the same port)`);
    for (const [name, t] of Object.entries(tests))
      console.log(`  ${t.pass ? "pass" : "FAIL"}  ${name.padEnd(26)} ${t.result} (${t.scoreModifier >= 0 ? "+" : ""}${t.scoreModifier})`);
    console.log(`grade ${scan.grade}, score ${scan.score}, ${scan.testsPassed} of ${scan.testsQuantity} tests passed`);
    return scan.grade === "A+" && scan.testsFailed === 0 ? 0 : 1;
  } finally {
    for (const stop of stops.reverse()) await stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(2);
  },
);
