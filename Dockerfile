# The Handbook reseller console: Next's standalone server on Node 24, run as a non-root user.
# Build: docker build -t handbook-console .
# Run:   docker run -p 3000:3000 -v handbook-data:/data \
#          -e HANDBOOK_JWT_SECRET=… -e SESSION_SECRET=… handbook-console
# The Handbook service alone (npm run start:service, no Next), the target `service`:
# Build: docker build --target service -t handbook-service .
# Run:   docker run -p 3000:3000 -e DATABASE_URL=postgres://… -e HANDBOOK_JWT_SECRET=… handbook-service
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
ENV NEXT_TELEMETRY_DISABLED=1
COPY . .
RUN npm run build

# The service alone: dist/service from `npm run build` (scripts/build-service.mjs), one bundle with the schema,
# migrations and the embedded store's package beside it, run by node alone (no npm, tsx or TypeScript).
# Before `run`, which stays the default target.
FROM node:24-bookworm-slim AS service
WORKDIR /app
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    HANDBOOK_DATA_DIR=/data
RUN groupadd --system app && useradd --system --gid app --home /app app \
    && mkdir -p /data && chown app:app /data && chmod 700 /data
COPY --from=build /app/dist/service ./
USER app
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# node is PID 1 (no npm or shell in between), so the SIGTERM of `docker stop` reaches the server's own handler.
CMD ["node", "start-service.mjs"]

FROM node:24-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    NEXT_MANUAL_SIG_HANDLE=true \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    HANDBOOK_DATA_DIR=/data
RUN groupadd --system app && useradd --system --gid app --home /app app \
    && mkdir -p /data && chown app:app /data && chmod 700 /data
COPY --from=build --chown=app:app /app/.next/standalone ./
USER app
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Preloads: the configuration check (a wrong setting ends the process before Next opens its port) and the
# request's socket address handed to the app (scripts/record-peer-address.mjs), as `npm start` runs them.
CMD ["node", "--import", "./scripts/check-config.mjs", "--import", "./scripts/record-peer-address.mjs", "server.js"]
