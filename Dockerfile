# The same image runs every process of the topology; the command picks one:
#   node dist/api/main.js | node dist/bot/main.js | node dist/storefront/main.js
#   | node dist/storefront/worker.js | node dist/main.js
# Configuration comes from the environment (see .env.example); DATABASE_URL and
# REDIS_URL point at the PostgreSQL and Redis servers (compose.yaml).
# Node 24 LTS, its newest patch at each build: the tag names the major only, so a
# rebuild takes Node's security releases (docs/operations.md#runtime). CI tests
# the same major (the `node` dev dependency in package.json; a test checks).
FROM node:24-bookworm-slim AS build
WORKDIR /app
# Native modules (better-sqlite3 13, @napi-rs/canvas) are Node-API prebuilds inside their packages: nothing compiles.
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The commit the health documents report as release_id: `docker build --build-arg RELEASE_ID=$(git rev-parse HEAD) .`
# (without it the build asks git, which this image lacks, and reports null).
ARG RELEASE_ID
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
WORKDIR /app
# pg_dump and pg_restore for `node dist/scripts/backup.js` on PostgreSQL (Debian's client is 15: a newer
# server needs its own major's client, docs/operations.md#backups). DejaVu gives board images the Persian and
# Arabic letters the bundled Inter lacks (Skia falls back to the system's fonts; docs/translating.md).
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-client fonts-dejavu-core && rm -rf /var/lib/apt/lists/*
# Two malloc arenas, as the launcher would otherwise set by running itself again (platform/malloc-arenas.ts).
ENV NODE_ENV=production HOST=0.0.0.0 STOREFRONT_HOST=0.0.0.0 MALLOC_ARENA_MAX=2
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/data/fonts ./data/fonts
# Pages and styles served as files (the scripts are in dist/, built above; nothing builds at start-up).
COPY --from=build /app/storefront/browser ./storefront/browser
COPY --from=build /app/web/index.html ./web/index.html
COPY --from=build /app/locales ./locales
COPY --from=build /app/package.json ./
# Local state that stays on SQLite (the analytics events file) lives in /app/data.
RUN mkdir -p /app/data && chown node /app/data
USER node
EXPOSE 8080
CMD ["node", "--enable-source-maps", "dist/api/main.js"]
