#!/usr/bin/env bash
# Builds the playground: the runtime layer compiled to WebAssembly, next to the static page in
# playground/web/. Serve that folder with any static server, e.g.
#     python3 -m http.server -d playground/web 8000
# The page fetches only its own files (index.html, app.js, style.css, layout_playground.wasm).
set -euo pipefail
cd "$(dirname "$0")/.."
rustup target add wasm32-unknown-unknown >/dev/null 2>&1 || true
cargo build --release --target wasm32-unknown-unknown -p layout-playground
cp target/wasm32-unknown-unknown/release/layout_playground.wasm playground/web/
echo "built playground/web/layout_playground.wasm ($(wc -c < playground/web/layout_playground.wasm) bytes)"
