#!/bin/sh
# Builds snakescope as a web page into web/dist/ (index.html, snakescope.js, snakescope_bg.wasm
# and snakescope_bg.wasm.gz, the one the page fetches).
# Installs what it needs: the wasm32 target (rustup, else Debian's rustc-web and the standard
# library's source), wasm-bindgen-cli at the version Cargo.lock pins, and uses wasm-opt if
# it is there. Serve the folder with `python3 -m http.server -d web/dist`.
set -eu

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
target=wasm32-unknown-unknown
dist=web/dist
# `web` (Cargo.toml: opt-level "z", LTO) for the smallest page; SNAKESCOPE_WEB_PROFILE=release
# builds faster and larger.
profile="${SNAKESCOPE_WEB_PROFILE:-web}"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$root/target}"

say() { printf 'web/build.sh: %s\n' "$*" >&2; }

# The compiler: rustup's with its wasm32 standard library, else Debian's, which builds the
# standard library from source (-Z build-std).
if rustup target list --installed 2>/dev/null | grep -qx "$target" ||
    rustup target add "$target" >/dev/null 2>&1; then
    build() { cargo build --profile "$profile" --target "$target" --bin snakescope; }
else
    say "rustup has no $target standard library: using Debian's rustc-web"
    if [ ! -x /usr/bin/cargo ] || [ ! -d /usr/lib/rustlib/src/rust/library ]; then
        apt-get install -y rustc-web cargo-web rust-web-src lld-22
    fi
    build() {
        RUSTC_BOOTSTRAP=1 RUSTC=/usr/bin/rustc /usr/bin/cargo build --profile "$profile" \
            -Z build-std=std,panic_abort --target "$target" --bin snakescope
    }
fi

# wasm-bindgen-cli must match the wasm-bindgen library in Cargo.lock exactly.
version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
if [ -z "$version" ]; then
    say "Cargo.lock names no wasm-bindgen version"
    exit 1
fi
bindgen="$HOME/.cargo/bin/wasm-bindgen"
if ! "$bindgen" --version 2>/dev/null | grep -q " $version\$"; then
    if command -v wasm-bindgen >/dev/null && wasm-bindgen --version | grep -q " $version\$"; then
        bindgen=$(command -v wasm-bindgen)
    else
        say "installing wasm-bindgen-cli $version"
        # Its own lock file first; if the registry no longer has a version it pins, without.
        cargo install --locked --version "$version" wasm-bindgen-cli ||
            cargo install --version "$version" wasm-bindgen-cli
    fi
fi

started=$(date +%s)
build
say "compiled in $(($(date +%s) - started)) s"

rm -rf "$dist"
mkdir -p "$dist"
# The names section (about 0.8 MB: function names for a panic's stack in the console) is
# left out, to keep the page within its 6 MB.
"$bindgen" --target web --no-typescript --remove-name-section --remove-producers-section \
    --out-dir "$dist" \
    "$CARGO_TARGET_DIR/$target/$profile/snakescope.wasm"
# wasm-opt before version 117 breaks the reference types wasm-bindgen emits (Debian 12 has
# 108): only a newer one is used.
opt_version=$(wasm-opt --version 2>/dev/null | sed -n 's/^wasm-opt version \([0-9]*\).*/\1/p')
if [ "${opt_version:-0}" -ge 117 ]; then
    wasm-opt -Oz --enable-bulk-memory --enable-nontrapping-float-to-int \
        --enable-sign-ext --enable-mutable-globals --enable-reference-types \
        -o "$dist/snakescope_bg.opt.wasm" "$dist/snakescope_bg.wasm"
    mv "$dist/snakescope_bg.opt.wasm" "$dist/snakescope_bg.wasm"
else
    say "no wasm-opt 117 or newer (found: ${opt_version:-none}): the .wasm is left as rustc made it"
fi
cp web/index.html "$dist/"
# What the page fetches: the .wasm gzipped, inflated by the loader in index.html, so that a
# plain static server sends about a third of it.
gzip -9 -n -k "$dist/snakescope_bg.wasm"

wasm="$dist/snakescope_bg.wasm"
say "$wasm: $(wc -c <"$wasm") bytes, $(gzip -9 -c "$wasm" | wc -c) gzipped"
say "serve it with: python3 -m http.server -d $dist"
