# The Handbook reseller console: Next's standalone server on Node 20, run as a non-root user.
# Build: docker build -t handbook-console .
# Run:   docker run -p 3000:3000 -v handbook-data:/data \
#          -e HANDBOOK_JWT_SECRET=… -e SESSION_SECRET=… handbook-console
# The Handbook service alone (npm run start:service, no Next), the target `service`:
# Build: docker build --target service -t handbook-service .
# Run:   docker run -p 3000:3000 -e DATABASE_URL=postgres://… -e HANDBOOK_JWT_SECRET=… handbook-service
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# npm install follows the lock file; npm ci refuses lock files that npm 11 wrote without other platforms' entries.
RUN npm install --no-audit --no-fund

FROM deps AS build
ENV NEXT_TELEMETRY_DISABLED=1
COPY . .
RUN npm run build

# Runs the TypeScript sources with tsx (as `npm run start:service` does), so it needs no build; it reads the
# SQL migrations and the schema files from lib/ at run time. Before `run`, which stays the default target.
FROM node:20-bookworm-slim AS service
WORKDIR /app
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    HANDBOOK_DATA_DIR=/data
RUN groupadd --system app && useradd --system --gid app --home /app app \
    && mkdir -p /data && chown app:app /data
COPY --from=deps /app/node_modules ./node_modules
COPY package.json tsconfig.json ./
COPY lib ./lib
COPY scripts/start-service.ts ./scripts/
USER app
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# node is PID 1 (no npm or shell in between), so the SIGTERM of `docker stop` reaches the server's own handler.
CMD ["node", "--conditions=react-server", "--import", "tsx", "scripts/start-service.ts"]

FROM node:20-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    HANDBOOK_DATA_DIR=/data
RUN groupadd --system app && useradd --system --gid app --home /app app \
    && mkdir -p /data && chown app:app /data
COPY --from=build --chown=app:app /app/.next/standalone ./
USER app
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The preload hands the app each request's socket address (scripts/record-peer-address.mjs).
CMD ["node", "--import", "./scripts/record-peer-address.mjs", "server.js"]
