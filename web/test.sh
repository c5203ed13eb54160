#!/bin/sh
# Tests the page web/build.sh wrote in a real browser: serves web/dist, opens it in Debian's
# headless Chromium (software GL), and runs web/test.mjs against it over the DevTools
# protocol (no console error, a first frame drawn and timed, Save As downloads, a dropped file
# opens, presenter view on F5, a link opens its moment, the right arrow steps a tick, every
# step of every lesson built in comes on screen at its moment with PageDown), and that the
# .wasm is within its size budget.
# Screenshots go to web/dist-test/. Installs chromium if missing (Debian).
set -eu

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
say() { printf 'web/test.sh: %s\n' "$*" >&2; }

if [ ! -f web/dist/index.html ]; then
    say "no web/dist/index.html: run web/build.sh first"
    exit 1
fi
command -v chromium >/dev/null || apt-get install -y chromium
command -v node >/dev/null || apt-get install -y nodejs

# The page's budget: at most 6 MB of WebAssembly, 2.5 MB once compressed.
wasm=web/dist/snakescope_bg.wasm
bytes=$(wc -c <"$wasm")
gzipped=$(gzip -9 -c "$wasm" | wc -c)
say "$wasm: $bytes bytes, $gzipped gzipped (budget: 6000000 and 2500000)"
if [ "$bytes" -gt 6000000 ] || [ "$gzipped" -gt 2500000 ]; then
    say "the page is over its budget"
    exit 1
fi

out=web/dist-test
rm -rf "$out"
mkdir -p "$out"
profile=$(mktemp -d)
free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
http_port=$(free_port)
devtools_port=$(free_port)

python3 -m http.server "$http_port" --bind 127.0.0.1 -d web/dist >"$out/server.log" 2>&1 &
server=$!
chromium --headless=new --no-sandbox --no-first-run --disable-gpu-sandbox \
    --use-angle=swiftshader --enable-unsafe-swiftshader \
    --window-size=1280,800 --user-data-dir="$profile" \
    --remote-debugging-address=127.0.0.1 --remote-debugging-port="$devtools_port" \
    about:blank >"$out/chromium.log" 2>&1 &
browser=$!
cleanup() {
    kill "$browser" "$server" 2>/dev/null || true
    wait "$browser" "$server" 2>/dev/null || true
    rm -rf "$profile"
}
trap cleanup EXIT INT TERM

# Wait for the server to answer.
for _ in $(seq 50); do
    python3 -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$http_port/')" \
        2>/dev/null && break
    sleep 0.1
done

node --experimental-websocket --no-warnings web/test.mjs \
    "http://127.0.0.1:$http_port/" "127.0.0.1:$devtools_port" "$out"
