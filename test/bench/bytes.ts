// What a page costs on the wire: every response Chromium loads for it (mobile), gzipped with zlib,
// plus each media file the page references, measured whole, and the <img>/<video> tags without a size.
import { connect } from "node:net";
import { gzipSync } from "node:zlib";
import { chromium, type Browser, type Response } from "playwright-core";
import { MOBILE } from "../../playwright.config.ts";
import { CHROMIUM_FLAGS, EDGE_ACCEPT_ENCODING } from "./browser.ts";

export type ByteKind = "html" | "js" | "css" | "font" | "media" | "other";

export interface LoadedFile {
  url: string;
  kind: ByteKind;
  /** Bytes of the body as served. */
  raw: number;
  /** The same body through gzip (zlib default level): what a compressing edge would send. */
  gzip: number;
}

export type ByteTotals = Record<ByteKind | "total", number>;

export interface MediaFile {
  url: string;
  kind: "image" | "video";
  bytes: number;
}

export interface PageBytes {
  totals: ByteTotals;
  files: LoadedFile[];
  /** Every image and video the mobile or desktop HTML references, or the page loaded. */
  media: MediaFile[];
  /** Referenced media that did not answer 200. */
  missing: string[];
  /** <img>/<video> tags lacking a width or height attribute. */
  unsized: string[];
  /** gzip bytes of the HTML for each device class (the server renders both). */
  htmlByDevice: { mobile: number; desktop: number };
  /** Bytes of the page's answer on the wire to a phone, brotli as the edge sends it, status line and headers
   *  included: what has to arrive before the browser can paint. */
  answerOnWire: number;
}

export const DESKTOP_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: CHROMIUM_FLAGS });
}

const VIDEO_EXT = /\.(mp4|webm|mov|m4v)(\?|$)/i;

export function gzipSize(body: Uint8Array | string): number {
  return gzipSync(body).length;
}

function kindOf(resourceType: string): ByteKind {
  switch (resourceType) {
    case "document":
      return "html";
    case "script":
      return "js";
    case "stylesheet":
      return "css";
    case "font":
      return "font";
    case "image":
    case "media":
      return "media";
    default:
      return "other";
  }
}

async function loadedFile(res: Response): Promise<LoadedFile | undefined> {
  const url = res.url();
  if (url.startsWith("data:") || res.status() >= 300) return undefined;
  const kind = kindOf(res.request().resourceType());
  const body = await res.body().catch(() => undefined);
  if (body) return { url, kind, raw: body.length, gzip: gzipSize(body) };
  // Range (206) video answers have no readable body here: count what crossed the wire.
  const sizes = await res
    .request()
    .sizes()
    .catch(() => undefined);
  const bytes = sizes?.responseBodySize ?? 0;
  return { url, kind, raw: bytes, gzip: bytes };
}

function attr(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];
}

/** URLs of images and videos named in the HTML: src, srcset candidates and posters of img, source and video tags. */
export function mediaUrlsIn(html: string): string[] {
  const urls = new Set<string>();
  for (const [tag] of html.matchAll(/<(?:img|source|video)\b[^>]*>/gi)) {
    for (const name of ["src", "poster"]) {
      const v = attr(tag, name);
      if (v) urls.add(v);
    }
    for (const name of ["srcset", "srcSet"]) {
      for (const candidate of (attr(tag, name) ?? "").split(",")) {
        const u = candidate.trim().split(/\s+/)[0];
        if (u) urls.add(u);
      }
    }
  }
  return [...urls].filter((u) => !u.startsWith("data:")).map((u) => u.replaceAll("&amp;", "&"));
}

/** <img> and <video> tags without both width and height: they can shift the layout while loading. */
export function unsizedMedia(html: string): string[] {
  const out: string[] = [];
  for (const [tag] of html.matchAll(/<(?:img|video)\b[^>]*>/gi)) {
    if (attr(tag, "width") === undefined || attr(tag, "height") === undefined) out.push(tag.slice(0, 120));
  }
  return out;
}

/** The answer's bytes as they cross the connection: everything the socket receives (status line, headers, the body
 *  as sent, chunked framing included), the figure Chromium reports as the response's transfer size and Lighthouse's
 *  simulation sends through its first round trip. Counting the decoded body instead left out the 21 bytes of chunk
 *  framing a compressed answer carries here: the article measured 14,582 B that way while Chromium received 14,603. */
export function bytesOnWire(url: string, headers: Record<string, string>): Promise<number> {
  const { hostname, port, pathname, search } = new URL(url);
  const lines = [`GET ${pathname}${search} HTTP/1.1`, `Host: ${hostname}:${port}`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`), "Connection: close"];
  return new Promise((resolve, reject) => {
    let received = 0;
    const socket = connect(Number(port), hostname, () => socket.write(`${lines.join("\r\n")}\r\n\r\n`));
    socket.setTimeout(10_000, () => socket.destroy(new Error(`${url}: no complete answer in 10 s`)));
    socket.on("data", (chunk: Buffer) => (received += chunk.length));
    socket.on("end", () => resolve(received));
    socket.on("error", reject);
  });
}

async function fetchText(url: string, userAgent: string): Promise<string> {
  const res = await fetch(url, { headers: { "User-Agent": userAgent } });
  if (res.status !== 200) throw new Error(`${url}: status ${res.status}`);
  return res.text();
}

async function measureMedia(urls: Iterable<string>, base: string): Promise<{ media: MediaFile[]; missing: string[] }> {
  const media: MediaFile[] = [];
  const missing: string[] = [];
  for (const u of new Set(urls)) {
    const url = new URL(u, base);
    const res = await fetch(url);
    const bytes = (await res.arrayBuffer()).byteLength;
    if (res.status !== 200) {
      missing.push(`${url.pathname} (${res.status})`);
      continue;
    }
    const type = res.headers.get("content-type") ?? "";
    media.push({ url: url.pathname, kind: type.startsWith("video/") || VIDEO_EXT.test(url.pathname) ? "video" : "image", bytes });
  }
  return { media: media.sort((a, b) => b.bytes - a.bytes), missing };
}

export async function measurePage(browser: Browser, url: string): Promise<PageBytes> {
  const context = await browser.newContext(MOBILE);
  const page = await context.newPage();
  const pending: Promise<LoadedFile | undefined>[] = [];
  page.on("response", (res) => pending.push(loadedFile(res)));
  try {
    await page.goto(url, { waitUntil: "load" });
    await page.waitForLoadState("networkidle", { timeout: 8000 }).catch(() => undefined);
  } finally {
    await Promise.all(pending);
    await context.close();
  }
  const files = (await Promise.all(pending)).filter((f): f is LoadedFile => f !== undefined);
  const totals: ByteTotals = { html: 0, js: 0, css: 0, font: 0, media: 0, other: 0, total: 0 };
  for (const f of files) {
    totals[f.kind] += f.gzip;
    totals.total += f.gzip;
  }
  const [mobileHtml, desktopHtml] = await Promise.all([fetchText(url, MOBILE.userAgent), fetchText(url, DESKTOP_UA)]);
  const loadedMedia = files.filter((f) => f.kind === "media").map((f) => f.url);
  const { media, missing } = await measureMedia([...mediaUrlsIn(mobileHtml), ...mediaUrlsIn(desktopHtml), ...loadedMedia], url);
  const unsized = [...new Set([...unsizedMedia(mobileHtml), ...unsizedMedia(desktopHtml)])];
  const answerOnWire = await bytesOnWire(url, { "User-Agent": MOBILE.userAgent, "Accept-Encoding": EDGE_ACCEPT_ENCODING });
  return { totals, files, media, missing, unsized, htmlByDevice: { mobile: gzipSize(mobileHtml), desktop: gzipSize(desktopHtml) }, answerOnWire };
}
