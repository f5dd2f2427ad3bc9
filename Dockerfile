# syntax=docker/dockerfile:1
# The production image: Node 24 (LTS), the built app and its production dependencies only, run as the
# unprivileged `node` user. compose.yaml runs it on PostgreSQL; docs/DEPLOYMENT.md says how. No container
# daemon runs in CI: scripts/production-smoke.mjs goes through the same steps outside a container.

ARG NODE_IMAGE=node:24-bookworm-slim

# 1. Build with every dependency: the web app (Vite, then pre-compressed) and the server (tsc).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY core core
COPY server server
COPY web web
COPY scripts scripts
RUN npm run build

# 2. The production dependencies alone: React, Mantine and the build tools stay out (the web app is bundled).
FROM ${NODE_IMAGE} AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# 3. What runs: read-only code owned by root, the server as `node`.
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data \
    LOG_FORMAT=json
WORKDIR /app
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
# Only for the embedded database (no DATABASE_URL); mount a volume there to keep it.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 8080
# Ready = the database answers (GET /readyz); Node has fetch, the slim image has no curl.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/readyz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# npm run start:prod's command, without npm in between: SIGTERM reaches the server, which finishes the
# requests in flight (up to 25 s) and exits 0.
CMD ["node", "dist/server/src/main.js"]
