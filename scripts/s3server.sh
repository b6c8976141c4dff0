#!/usr/bin/env bash
# A local S3-compatible server for the media library: Versity Gateway (a Go program,
# installed from the Go module proxy into bin/), serving buckets from a directory.
#
#   scripts/s3server.sh install   go install the pinned versitygw into bin/ when missing
#   scripts/s3server.sh start     start in the background (installs first) with the bucket
#                                 "media" in .run/s3/; prints MEDIA_STORE=… and AWS_…=… lines
#   scripts/s3server.sh stop      stop what start started
#
# Environment: S3_PORT (default 7070).
source "$(dirname "$0")/lib.sh"
VERSION=v1.8.0
BIN="$ROOT/bin/versitygw"
PORT="${S3_PORT:-7070}"
RUN="$ROOT/.run"
DATA="$RUN/s3"
PIDFILE="$RUN/versitygw-$PORT.pid"
KEY=local-media SECRET=local-media-secret

install() {
  [ -x "$BIN" ] && [ -f "$BIN.$VERSION" ] && return 0
  say "installing versitygw $VERSION (go install, two or three minutes the first time)"
  GOBIN="$ROOT/bin" GOFLAGS=-mod=mod go install "github.com/versity/versitygw/cmd/versitygw@$VERSION" ||
    die "could not install versitygw from the Go module proxy (see above); it is the S3 server of the media tests."
  touch "$BIN.$VERSION"
}

env_lines() {
  echo "MEDIA_STORE=s3://media?endpoint=http://127.0.0.1:$PORT&region=us-east-1&use_path_style=true"
  echo "AWS_ACCESS_KEY_ID=$KEY"
  echo "AWS_SECRET_ACCESS_KEY=$SECRET"
  echo "AWS_REGION=us-east-1"
}

case "${1:-}" in
  install) install ;;
  start)
    install
    mkdir -p "$DATA/media"
    if [ -f "$PIDFILE" ] && kill -0 "$(cat "$PIDFILE")" 2>/dev/null; then env_lines; exit 0; fi
    (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null &&
      die "port $PORT is taken: stop what uses it or set S3_PORT."
    "$BIN" --access "$KEY" --secret "$SECRET" --port "127.0.0.1:$PORT" posix "$DATA" >"$RUN/versitygw-$PORT.log" 2>&1 &
    echo $! >"$PIDFILE"
    for _ in $(seq 100); do
      curl -sS -o /dev/null "http://127.0.0.1:$PORT/" 2>/dev/null && {
        say "versitygw: S3 on http://127.0.0.1:$PORT, bucket media in $DATA/media"
        env_lines; exit 0; }
      sleep 0.1
    done
    die "versitygw did not start (see $RUN/versitygw-$PORT.log)."
    ;;
  stop)
    [ -f "$PIDFILE" ] && kill "$(cat "$PIDFILE")" 2>/dev/null; rm -f "$PIDFILE" ;;
  *) die "usage: scripts/s3server.sh install|start|stop" ;;
esac
