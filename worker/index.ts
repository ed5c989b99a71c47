// The edge app: composition only. Each concern lives in its own module.
import { Hono } from "hono";
import type { AppEnv } from "./env.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { httpsOnly } from "./http/https-only.ts";
import { serveMintApi } from "./mint/api.ts";
import { MINT_STATUS_PATH, serveMintStatus } from "./mint/status-api.ts";
import { serveVitals } from "./vitals.ts";
import { serveCspReports } from "./csp-reports.ts";
import { CSP_REPORT_PATH } from "./http/csp-reporting.ts";
import { VITALS_PATH } from "../app/vitals/fields.ts";
import { assignRequestId, errorFields, logEvent, observe } from "./http/observe.ts";
import { ConfigError } from "./http/origin.ts";
import { servePage } from "./pages/serve.ts";
import { serveSpeculationRules } from "./speculation.ts";
import { SPECULATION_RULES_PATH } from "../app/document/speculation-rules.ts";
import { scheduled } from "./scheduled.ts";
import { chooseLanguage, detectLanguage } from "./pages/language.ts";
import { FEED_PATHS, ROBOTS_PATH, SITEMAP_PATH, serveFeed, serveRobots, serveSitemap } from "./pages/seo.ts";

const app = new Hono<AppEnv>();

app.use("*", httpsOnly);
app.use("*", assignRequestId, observe);
app.use("*", securityHeaders);
// The site's API: field data from sampled page views, CSP violation reports, the operators' mint status, and the mint
// calls. Every method and path under /v1 answers JSON, never the pages' redirect.
app.all(VITALS_PATH, serveVitals);
app.all(CSP_REPORT_PATH, serveCspReports);
app.all(MINT_STATUS_PATH, serveMintStatus);
app.all("/v1", serveMintApi);
app.all("/v1/*", serveMintApi);
app.on(["GET", "HEAD"], SITEMAP_PATH, serveSitemap);
app.on(["GET", "HEAD"], ROBOTS_PATH, serveRobots);
app.on(["GET", "HEAD"], SPECULATION_RULES_PATH, serveSpeculationRules);
for (const path of FEED_PATHS.keys()) app.on(["GET", "HEAD"], path, serveFeed);
app.on(["GET", "HEAD"], "/language/:code", chooseLanguage);
app.on(["GET", "HEAD"], "*", detectLanguage, servePage);
app.all("*", (c) => c.text("Method not allowed", 405, { Allow: "GET, HEAD" }));

app.onError((err, c) => {
  logEvent("error", err instanceof ConfigError ? "config" : "unhandled", {
    requestId: c.get("requestId"),
    method: c.req.method,
    path: new URL(c.req.url).pathname,
    ...errorFields(err),
  });
  const text = err instanceof ConfigError ? "This site is not configured yet: its operator has been told." : "Something went wrong on our side. Please try again.";
  return c.text(text, 500);
});

export { MintCoordinator } from "./mint/coordinator.ts";

export default { fetch: app.fetch, scheduled } satisfies ExportedHandler<AppEnv["Bindings"]>;
