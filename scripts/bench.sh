#!/usr/bin/env bash
# `make bench`: build the web app and the server, start the Auth emulator, run bench/.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
need_toolchain
need_postgres
build_web
go build -o bin/server ./cmd/server
bash firebase/emulator.sh exec go run ./bench "$@"
[ "$#" -gt 0 ] || { npm_install e2e; need_chromium; bash firebase/emulator.sh exec node bench/images/bytes.mjs; }
