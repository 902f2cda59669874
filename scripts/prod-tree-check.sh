#!/usr/bin/env bash
# The production tree: a clean clone's build, then `npm ci --omit=dev`, holds no compiler
# (hardhat, solc) and serves the built app with `npm run serve` (/api/health and the home page).
set -euo pipefail
cd "$(dirname "$0")/.."

tmp=$(mktemp -d)
pid=
cleanup() {
  # the server leads its own process group (setsid): whatever it started goes with it
  if [ -n "$pid" ]; then kill -TERM -- "-$pid" 2>/dev/null || true; fi
  rm -rf "$tmp"
}
trap cleanup EXIT

# The build needs the dev tools, which this tree (a clean clone with `npm ci` in CI) already has:
# build here, then carry only the build output into a second clean clone that installs no dev
# dependency. One production install instead of a full install and a production one.
npm run build
git clone -q . "$tmp/repo"
for dist in apps/web/dist apps/api/dist; do cp -r "$dist" "$tmp/repo/$dist"; done
cd "$tmp/repo"
npm ci --omit=dev --no-audit --no-fund --loglevel=error

for compiler in hardhat solc; do
  if [ -e "node_modules/$compiler" ]; then
    echo "prod-tree-check: node_modules/$compiler is in the production tree" >&2
    exit 1
  fi
done

port=${PROD_CHECK_PORT:-$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}
mkdir "$tmp/data"
PORT=$port HOST=127.0.0.1 DATA_DIR="$tmp/data" DEMO=0 LOG_LEVEL=warn \
  setsid npm run serve >"$tmp/serve.log" 2>&1 &
pid=$!

deadline=$((SECONDS + 120))
until [ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/api/health")" = 200 ]; do
  if ! kill -0 "$pid" 2>/dev/null || [ "$SECONDS" -ge "$deadline" ]; then
    echo "prod-tree-check: /api/health did not answer 200 within 120 s" >&2
    cat "$tmp/serve.log" >&2
    exit 1
  fi
  sleep 1
done
page=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/")
if [ "$page" != 200 ]; then
  echo "prod-tree-check: the web app's home page answered $page" >&2
  exit 1
fi
echo "prod-tree-check: the production tree (no hardhat, no solc) answers /api/health and serves the web app on :$port"
