# Multi-stage build: the web app, then the server binary, then a small runtime image.
FROM node:20-bookworm AS web
WORKDIR /src/web
COPY web/package.json web/package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY schema.graphql /src/schema.graphql
COPY web/ ./
RUN npm run build

FROM golang:1.26-bookworm AS server
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
RUN CGO_ENABLED=0 go build -trimpath -ldflags="-s -w" -o /out/server ./cmd/server && mkdir -p /out/media /out/backups

# Distroless with Node.js: the server paints the public pages with the web build's renderer
# in a Node.js child process (ssr/).
FROM gcr.io/distroless/nodejs20-debian12
COPY --from=server /out/server /server
COPY --from=web /src/web/dist /web
# The media library's directory (MEDIA_STORE), owned by the user the server runs as.
COPY --from=server --chown=65532:65532 /out/media /media
# Where `server backup` writes (BACKUP_TARGET), likewise.
COPY --from=server --chown=65532:65532 /out/backups /backups
ENV WEB_DIR=/web APP_ENV=production ADDR=:8080 NODE_BINARY=/nodejs/bin/node
EXPOSE 8080
USER nonroot
ENTRYPOINT ["/server"]
