# The site and its server in one image: `docker build -t harbourline-site .`
# Stage 1 builds the static site; stage 2 installs only what the server needs
# at run time; stage 3 runs the server as a non-root user with the enquiries
# database on a volume. compose.yaml puts Caddy in front for HTTPS.

# --- build: every dependency, then `npm run build` (site, search index, compressed copies, _redirects/_headers)
FROM node:24-bookworm-slim AS build
WORKDIR /app
# No compiler needed: better-sqlite3 13 ships Node-API binaries for Linux (glibc and musl, x64 and arm64) in its package.
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
# Set before launch (src/business.ts); LAUNCH=1 refuses a build that still holds example values.
ARG LAUNCH=
RUN LAUNCH=$LAUNCH npm run build

# --- runtime dependencies only: the server (Fastify, SQLite, nodemailer, zod, tsx), not Docusaurus
FROM node:24-bookworm-slim AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --omit=dev --no-audit --no-fund

# --- run
FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    BUILD_DIR=/app/build \
    DATABASE_PATH=/data/enquiries.db
WORKDIR /app
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY package.json tsconfig.json ./
# The server imports the shared TypeScript in src/ (site map, enquiry schema, business facts) through tsx.
COPY server ./server
COPY src ./src
# `npm run enquiries` checks the Node version first: `docker compose exec site npm run enquiries -- list`.
COPY scripts/check-node.mjs ./scripts/
COPY --from=build /app/build ./build
RUN mkdir -p /data && chown node:node /data && chmod 700 /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--import", "tsx", "server/index.ts"]
