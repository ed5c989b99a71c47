// How every bench run drives Chromium: its flags, and the codings it asks the local server for.

export const CHROMIUM_FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-dev-shm-usage", "--disable-background-networking"];

/**
 * The codings Chrome accepts, brotli first. Cloudflare's edge answers a browser that accepts brotli with brotli;
 * Miniflare takes the first coding the browser lists, gzip for Chrome ("gzip, deflate, br, zstd"), about 7% larger
 * on our pages. Listed this way, the local server sends the phone what the edge sends it.
 */
export const EDGE_ACCEPT_ENCODING = "br, gzip, deflate";
