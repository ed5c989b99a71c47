// The content index: every article file checked and rendered to HTML (translations attached to their originals),
// written as app/generated/articles.ts.
import { join } from "node:path";
import { LANG_CODES } from "../../app/i18n/languages.ts";
import { loadArticles } from "../content-loader.ts";
import { ROOT, writeGenerated } from "./paths.ts";

/** Builds the index; its JSON is part of the build version. Throws a ContentError naming the file. */
export function buildContent(): { json: string; count: number } {
  const articles = loadArticles(join(ROOT, "app/content/articles"), { languages: LANG_CODES });
  const json = JSON.stringify(
    articles.map(({ file: _file, ...a }) => a),
    null,
    1,
  );
  writeGenerated("articles.ts", `import type { Article } from "../content/schema.ts";\n\nexport const articles: Omit<Article, "file">[] = ${json};\n`);
  return { json, count: articles.length };
}
