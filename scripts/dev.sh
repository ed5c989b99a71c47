#!/usr/bin/env bash
# Local site in miniflare (wrangler dev) on http://127.0.0.1:${PORT:-8787}. Offline: no telemetry, no Request.cf fetch.
# The mint calls go to a local sample origin on 127.0.0.1:${MINT_SAMPLE_PORT:-PORT+1000} (scripts/mint-sample-origin.mjs),
# unless MINT_API_ORIGIN is set in the environment or in .dev.vars: then that origin is used and no sample starts.
set -euo pipefail
cd "$(dirname "$0")/.."
export WRANGLER_SEND_METRICS=false CLOUDFLARE_CF_FETCH_ENABLED=false
PORT=${PORT:-8787}
VARS=()
if [ -n "${MINT_API_ORIGIN:-}" ]; then
  VARS=(--var "MINT_API_ORIGIN:$MINT_API_ORIGIN")
elif ! grep -Eq '^MINT_API_ORIGIN *= *"?[^" ]' .dev.vars 2>/dev/null; then
  export MINT_SAMPLE_PORT=${MINT_SAMPLE_PORT:-$((PORT + 1000))}
  node scripts/mint-sample-origin.mjs &
  SAMPLE=$!
  trap 'kill $SAMPLE 2>/dev/null' EXIT
  VARS=(--var "MINT_API_ORIGIN:http://127.0.0.1:$MINT_SAMPLE_PORT")
fi
# Server code reloads here without a new build version, so the edge HTML cache would show old pages: off.
VARS+=(--var "HTML_CACHE:off" --var "SITE_ORIGIN:http://127.0.0.1:$PORT")
./node_modules/.bin/wrangler dev --ip 127.0.0.1 --port "$PORT" "${VARS[@]}" "$@"
