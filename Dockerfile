# The Handbook reseller console: Next's standalone server on Node 20, run as a non-root user.
# Build: docker build -t handbook-console .
# Run:   docker run -p 3000:3000 -v handbook-data:/data \
#          -e HANDBOOK_JWT_SECRET=… -e SESSION_SECRET=… handbook-console
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
# npm install follows the lock file; npm ci refuses lock files that npm 11 wrote without other platforms' entries.
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

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
CMD ["node", "server.js"]
