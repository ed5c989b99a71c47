// The edge app: composition only. Each concern lives in its own module.
import { Hono } from "hono";
import type { AppEnv } from "./env.ts";
import { securityHeaders } from "./headers.ts";
import { serveMintApi } from "./mint.ts";
import { servePage } from "./pages.ts";
import { FEED_PATH, ROBOTS_PATH, SITEMAP_PATH, serveFeed, serveRobots, serveSitemap } from "./seo.ts";

const app = new Hono<AppEnv>();

app.use("*", securityHeaders);
// The site's API (the mint calls): every method and path under /v1 answers JSON, never the pages' redirect.
app.all("/v1", serveMintApi);
app.all("/v1/*", serveMintApi);
app.on(["GET", "HEAD"], SITEMAP_PATH, serveSitemap);
app.on(["GET", "HEAD"], ROBOTS_PATH, serveRobots);
app.on(["GET", "HEAD"], FEED_PATH, serveFeed);
app.on(["GET", "HEAD"], "*", servePage);
app.all("*", (c) => c.text("Method not allowed", 405, { Allow: "GET, HEAD" }));

app.onError((err, c) => {
  console.error("unhandled", c.req.method, c.req.path, err);
  return c.text("Something went wrong on our side. Please try again.", 500);
});

export default app;
