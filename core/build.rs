//! Packs the Portuguese catalogue (`src/words/pt.ron`) with DEFLATE before it is built in:
//! a web page downloads the program whole, and the catalogue's text is a tenth of what a
//! page may weigh.

use std::path::Path;

fn main() {
    let source = Path::new("src/words/pt.ron");
    println!("cargo:rerun-if-changed={}", source.display());
    let text = std::fs::read(source).expect("src/words/pt.ron is part of the crate");
    let packed = miniz_oxide::deflate::compress_to_vec(&text, 10);
    let out = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    std::fs::write(Path::new(&out).join("pt.ron.deflate"), packed)
        .expect("the build folder is writable");
}
