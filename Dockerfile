# The gateway with the built client. docker compose uses it; it runs on a real PostgreSQL.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY shared/package.json shared/
COPY machines/package.json machines/
COPY gateway/package.json gateway/
COPY client/package.json client/
COPY tests/package.json tests/
RUN npm ci --no-audit --no-fund
COPY tsconfig.json ./
COPY shared shared
COPY machines machines
COPY gateway gateway
COPY client client
RUN npm run build

FROM node:20-bookworm-slim
WORKDIR /app
ENV PORT=3000 HOST=0.0.0.0
COPY --from=build /app /app
EXPOSE 3000
HEALTHCHECK CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/ready').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["npm", "run", "serve", "-w", "gateway"]
