// The Content-Security-Policy source that allows one exact inline text (a page's stylesheet or starter script).
import { createHash } from "node:crypto";

export function cspHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}
