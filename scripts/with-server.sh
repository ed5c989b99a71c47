#!/usr/bin/env bash
# usage: scripts/with-server.sh <command...>
# Starts the built site under wrangler dev on 127.0.0.1:$E2E_PORT in its own process group, waits for it,
# runs the command with BASE_URL set, then stops the whole group (workerd included).
# The mint calls go to the local sample origin (scripts/mint-sample-origin.mjs) on 127.0.0.1:$((E2E_PORT + 1000)),
# started first and stopped with the site.
set -u
cd "$(dirname "$0")/.."
PORT=${E2E_PORT:-8799}
export BASE_URL="http://127.0.0.1:$PORT" WRANGLER_SEND_METRICS=false CLOUDFLARE_CF_FETCH_ENABLED=false
LOG=${SERVER_LOG:-wrangler-dev-$PORT.log}
export MINT_SAMPLE_PORT=$((PORT + 1000))
MINT_ORIGIN="http://127.0.0.1:$MINT_SAMPLE_PORT"
node scripts/mint-sample-origin.mjs > "${LOG%.log}-mint-sample.log" 2>&1 &
SAMPLE=$!
setsid ./node_modules/.bin/wrangler dev --ip 127.0.0.1 --port "$PORT" --log-level warn --var "MINT_API_ORIGIN:$MINT_ORIGIN" --var "SITE_ORIGIN:$BASE_URL" > "$LOG" 2>&1 &
SERVER=$!
trap 'kill -TERM -- -$SERVER 2>/dev/null; kill $SAMPLE 2>/dev/null; wait $SERVER $SAMPLE 2>/dev/null' EXIT
for _ in $(seq 1 40); do curl -fs -o /dev/null "$MINT_ORIGIN/v1/mint/status/" && break; sleep 0.25; done
curl -fs -o /dev/null "$MINT_ORIGIN/v1/mint/status/" || { echo "the mint sample origin did not start on $MINT_ORIGIN"; cat "${LOG%.log}-mint-sample.log"; exit 1; }
for _ in $(seq 1 240); do curl -fs -o /dev/null "$BASE_URL/" && break; sleep 0.25; done
curl -fs -o /dev/null "$BASE_URL/" || { echo "the site did not start on $BASE_URL"; cat "$LOG"; exit 1; }
npx --no-install "$@"
