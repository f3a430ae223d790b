# One image for api, workers and bot: the services differ only in the command they run.
# fonts-dejavu-core: the text of the link-unfurl cards the api draws (api/src/pages/share-card.ts).
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY core/package.json core/
COPY api/package.json api/
COPY workers/package.json workers/
COPY bot/package.json bot/
COPY dashboard/package.json dashboard/
COPY testkit/package.json testkit/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build --workspace @galaxia/dashboard && npm run build --workspace @galaxia/api

FROM node:24-bookworm-slim AS runtime
RUN apt-get update && apt-get install -y --no-install-recommends ffmpeg fonts-dejavu-core && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production NODE_COMPILE_CACHE=/tmp/galaxia-compile-cache
WORKDIR /app
COPY --from=build /app /app
USER node
EXPOSE 3000
CMD ["node", "api/dist/server.mjs"]
