//! The Portuguese catalogue, `pt.ron`: a map from each English sentence to its translation,
//! read once. It is built in packed (see `build.rs`) and unpacked when first needed.

use std::collections::HashMap;
use std::sync::LazyLock;

/// `pt.ron`, packed with DEFLATE by `build.rs`.
const PT_PACKED: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/pt.ron.deflate"));

/// `pt.ron`'s text, unpacked once.
static PT: LazyLock<String> = LazyLock::new(|| {
    miniz_oxide::inflate::decompress_to_vec(PT_PACKED)
        .ok()
        .and_then(|bytes| String::from_utf8(bytes).ok())
        .unwrap_or_default()
});

/// The entries in the file's order, or none if the file cannot be read (a test fails then;
/// the app speaks English).
static ENTRIES: LazyLock<Vec<(String, String)>> =
    LazyLock::new(|| ron::from_str::<Vec<(String, String)>>(&PT).unwrap_or_default());

static MAP: LazyLock<HashMap<&'static str, &'static str>> = LazyLock::new(|| {
    ENTRIES
        .iter()
        .map(|(en, pt)| (en.as_str(), pt.as_str()))
        .collect()
});

/// The Portuguese for the English sentence `key`, if the catalogue has it.
pub fn portuguese(key: &str) -> Option<&'static str> {
    MAP.get(key).copied()
}

/// Every entry, in the file's order.
pub fn entries() -> &'static [(String, String)] {
    &ENTRIES
}

/// Why the catalogue cannot be read, if it cannot (for the test).
pub fn problem() -> Option<String> {
    ron::from_str::<Vec<(String, String)>>(&PT)
        .err()
        .map(|e| format!("core/src/words/pt.ron:{e}"))
}
