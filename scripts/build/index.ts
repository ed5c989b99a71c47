// npm run build (scripts/build/build.ts does the work). A content or catalog error names the file or key and fails.
import { ContentError } from "../../app/content/schema.ts";
import { buildSite } from "./build.ts";

try {
  const built = await buildSite();
  console.log(`built ${built.version}: ${built.articles} articles, ${built.script}`);
} catch (e) {
  if (!(e instanceof ContentError)) throw e;
  console.error(`content error: ${e.message}`);
  process.exit(1);
}
