#!/bin/sh
# Tests the page web/build.sh wrote in a real browser: serves web/dist, opens it in Debian's
# headless Chromium (software GL), and runs web/test.mjs against it over the DevTools
# protocol (no console error, a first frame drawn and timed, Save As downloads, a dropped file
# opens, presenter view on F5, a link opens its moment, the right arrow steps a tick, every
# step of every lesson built in comes on screen at its moment with PageDown), and that the
# .wasm is within its size budget and fetched gzipped. Then web/window_test.mjs drives a real
# Chromium window under Xvfb (display :97, or SNAKESCOPE_TEST_DISPLAY) with keys pressed by
# xdotool: F5/F6/F7 stay with the page, addresses follow the moment, a pasted link is
# followed, no press is lost, a screenshot at 390x844.
# Screenshots go to web/dist-test/. Installs chromium, Xvfb and xdotool if missing (Debian).
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

# The page's budget: at most 2.5 MB once compressed (what a class downloads: the page fetches
# the gzipped file), and 7 MB of WebAssembly as the browser compiles it.
wasm=web/dist/snakescope_bg.wasm
bytes=$(wc -c <"$wasm")
gzipped=$(gzip -9 -c "$wasm" | wc -c)
say "$wasm: $bytes bytes, $gzipped gzipped (budget: 7000000 and 2500000)"
if [ "$bytes" -gt 7000000 ] || [ "$gzipped" -gt 2500000 ]; then
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

status=0
node --experimental-websocket --no-warnings web/test.mjs \
    "http://127.0.0.1:$http_port/" "127.0.0.1:$devtools_port" "$out" || status=1
kill "$browser" 2>/dev/null || true

# What a plain static server sent: the page fetches the .wasm gzipped, never as it is.
if ! grep -q 'GET /snakescope_bg.wasm.gz ' "$out/server.log" ||
    grep -q 'GET /snakescope_bg.wasm ' "$out/server.log"; then
    say "the page did not fetch snakescope_bg.wasm.gz alone:"
    grep 'GET /snakescope' "$out/server.log" >&2 || true
    status=1
fi
sent=$(cat web/dist/index.html web/dist/snakescope.js web/dist/snakescope_bg.wasm.gz | wc -c)
say "a page load sends $sent bytes (index.html, snakescope.js, snakescope_bg.wasm.gz)"

# A real window under Xvfb, keys pressed by xdotool: what headless Chromium cannot show.
command -v Xvfb >/dev/null || apt-get install -y xvfb
command -v xdotool >/dev/null || apt-get install -y xdotool
display="${SNAKESCOPE_TEST_DISPLAY:-:97}"
Xvfb "$display" -screen 0 1280x900x24 -nolisten tcp >"$out/xvfb.log" 2>&1 &
xvfb=$!
window_profile=$(mktemp -d)
window_port=$(free_port)
for _ in $(seq 50); do
    [ -e "/tmp/.X11-unix/X${display#:}" ] && break
    sleep 0.1
done
DISPLAY="$display" chromium --no-sandbox --no-first-run --no-default-browser-check \
    --disable-gpu-sandbox --use-angle=swiftshader --enable-unsafe-swiftshader \
    --window-position=0,0 --window-size=1280,900 --user-data-dir="$window_profile" \
    --remote-debugging-address=127.0.0.1 --remote-debugging-port="$window_port" \
    "http://127.0.0.1:$http_port/index.html" >"$out/chromium-window.log" 2>&1 &
window=$!
cleanup_window() {
    kill "$window" "$xvfb" 2>/dev/null || true
    wait "$window" "$xvfb" 2>/dev/null || true
    rm -rf "$window_profile"
}
trap 'cleanup_window; cleanup' EXIT INT TERM
DISPLAY="$display" node --experimental-websocket --no-warnings web/window_test.mjs \
    "http://127.0.0.1:$http_port/" "127.0.0.1:$window_port" "$out" || status=1
exit $status
