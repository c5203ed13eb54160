//! Packs the lessons of `lessons/` with DEFLATE before they are built in: a web page downloads
//! the program whole, and the lessons' text is more than a page can spare.

use std::path::Path;

fn main() {
    let source = Path::new("../lessons");
    println!("cargo:rerun-if-changed={}", source.display());
    let out = Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("lessons");
    std::fs::create_dir_all(&out).expect("the build folder is writable");
    for entry in std::fs::read_dir(source).expect("lessons/ is part of the crate") {
        let path = entry.expect("a directory entry").path();
        if path.extension().is_none_or(|e| e != "ron") {
            continue;
        }
        println!("cargo:rerun-if-changed={}", path.display());
        let text = std::fs::read(&path).expect("a lesson file reads");
        let packed = miniz_oxide::deflate::compress_to_vec(&text, 10);
        let name = path.file_name().expect("a file name").to_string_lossy();
        std::fs::write(out.join(format!("{name}.deflate")), packed)
            .expect("the build folder is writable");
    }
}
