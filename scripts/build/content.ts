// The content index: every article file checked and rendered to HTML, written as app/generated/articles.ts.
import { join } from "node:path";
import { ContentError } from "../../app/content/schema.ts";
import { loadArticles } from "../content-loader.ts";
import { ROOT, writeGenerated } from "./paths.ts";

/** Builds the index and returns its JSON (part of the build version); exits naming the file on a content error. */
export function buildContent(): string {
  try {
    const articles = loadArticles(join(ROOT, "app/content/articles"));
    const json = JSON.stringify(articles.map(({ file: _file, ...a }) => a), null, 1);
    writeGenerated("articles.ts", `import type { Article } from "../content/schema.ts";\n\nexport const articles: Omit<Article, "file">[] = ${json};\n`);
    console.log(`content: ${articles.length} articles`);
    return json;
  } catch (e) {
    if (e instanceof ContentError) {
      console.error(`content error: ${e.message}`);
      process.exit(1);
    }
    throw e;
  }
}
