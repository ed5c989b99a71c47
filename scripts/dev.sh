#!/usr/bin/env bash
# Local site in miniflare (wrangler dev) on http://127.0.0.1:${PORT:-8787}. Offline: no telemetry, no Request.cf fetch.
set -euo pipefail
cd "$(dirname "$0")/.."
export WRANGLER_SEND_METRICS=false CLOUDFLARE_CF_FETCH_ENABLED=false
exec ./node_modules/.bin/wrangler dev --ip 127.0.0.1 --port "${PORT:-8787}" "$@"
