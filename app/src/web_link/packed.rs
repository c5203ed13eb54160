//! A file's text carried in a link: packed with DEFLATE and written in the URL-safe base64
//! alphabet (`A-Z a-z 0-9 - _`, no padding), so that it stands in an address as it is, and
//! read back no larger than [`MAX_UNPACKED`]. A scenario of a few hundred bytes packs into a
//! few hundred characters.

/// The most characters a packed text may take in a link. Chromium accepts addresses of 2 MB
/// and Firefox of 1 MB, but an address is also pasted into mail and chats, which cut long
/// lines short: 32,000 characters (about 24 KB packed, a scenario of any size the collection
/// has, or a game of some thousands of moves) stays well within what every browser keeps.
pub const MAX_PACKED: usize = 32_000;

/// The most bytes a packed text may unpack to: what a scenario or a saved game file may hold
/// at most ([`snakescope_core::scenario::MAX_GAME_BYTES`]) is far more than a link carries;
/// this bound only keeps a forged link from filling the memory.
pub const MAX_UNPACKED: usize = 4 * 1024 * 1024;

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// `text`, packed and written for a link; its length may pass [`MAX_PACKED`] (the caller
/// decides what to do then).
pub fn pack(text: &str) -> String {
    let bytes = miniz_oxide::deflate::compress_to_vec(text.as_bytes(), 9);
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &b)| n | u32::from(b) << (16 - 8 * i));
        for k in 0..=chunk.len() {
            out.push(ALPHABET[(n >> (18 - 6 * k) & 63) as usize] as char);
        }
    }
    out
}

/// The text `packed` carries, or why it cannot be read (longer than [`MAX_PACKED`], a
/// character outside the alphabet, a cut-off or damaged packing, more than [`MAX_UNPACKED`]
/// bytes once unpacked, text that is not UTF-8). Its length is checked before anything is
/// decoded, and unpacking stops at [`MAX_UNPACKED`].
pub fn unpack(packed: &str) -> Result<String, String> {
    if packed.len() > MAX_PACKED {
        return Err(tr!(
            "its text is {length} characters long, more than the {limit} a link carries",
            length = packed.len(),
            limit = MAX_PACKED
        ));
    }
    let mut bytes = Vec::with_capacity(packed.len() / 4 * 3 + 2);
    let mut n = 0u32;
    let mut bits = 0;
    for c in packed.bytes() {
        let Some(value) = ALPHABET.iter().position(|&a| a == c) else {
            return Err(tr!(
                "its text holds `{c}`, which a packed text never does",
                c = char::from(c)
            ));
        };
        n = n << 6 | value as u32;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            bytes.push((n >> bits & 0xff) as u8);
        }
    }
    let text =
        miniz_oxide::inflate::decompress_to_vec_with_limit(&bytes, MAX_UNPACKED).map_err(|e| {
            match e.status {
                miniz_oxide::inflate::TINFLStatus::HasMoreOutput => tr!(
                    "its text would unpack to more than {limit} MiB, more than a link may carry",
                    limit = MAX_UNPACKED >> 20
                ),
                _ => tr!("its text is cut short or damaged (was the whole link copied?)"),
            }
        })?;
    String::from_utf8(text).map_err(|_| tr!("its text is not UTF-8"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_text_comes_back_as_it_was_packed_in_the_link_s_alphabet() {
        for text in [
            "",
            "a",
            "ab",
            "abc",
            "Scenario(width: 8, height: 8, name: \"Mão\")",
        ] {
            let packed = pack(text);
            assert!(
                packed
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'),
                "{packed}"
            );
            assert_eq!(unpack(&packed).unwrap(), text);
        }
        let scenario = include_str!("../../../scenarios/dead-end-pocket-6x6.ron");
        let packed = pack(scenario);
        assert!(packed.len() < scenario.len(), "{} bytes", packed.len());
        assert_eq!(unpack(&packed).unwrap(), scenario);
    }

    #[test]
    fn a_damaged_or_foreign_packing_is_refused_with_its_reason() {
        let packed = pack(include_str!("../../../scenarios/dead-end-pocket-6x6.ron"));
        let cut = &packed[..packed.len() / 2];
        assert!(unpack(cut).unwrap_err().contains("cut short"));
        assert!(unpack("abc+def").unwrap_err().contains("`+`"));
        // Many zeroes pack small and would unpack past the bound: too large, not damaged.
        let bomb = pack(&"0".repeat(MAX_UNPACKED + 1));
        assert!(bomb.len() < MAX_PACKED);
        let err = unpack(&bomb).unwrap_err();
        assert!(err.contains("more than 4 MiB"), "{err}");
        // A text longer than a link carries is refused before it is decoded.
        let err = unpack(&"A".repeat(MAX_PACKED + 1)).unwrap_err();
        assert!(err.contains("32001 characters long"), "{err}");
    }
}
