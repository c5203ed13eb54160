//! Whatever bytes an external solver writes, reading them never panics: each line is an
//! answer or an error that says what is wrong.

use proptest::prelude::*;
use snakescope_core::rules::Grid;
use snakescope_core::solver::external::answer::{MAX_LINE_BYTES, parse_answer};
use snakescope_external::line_reader::read_line;
use std::io::BufReader;

/// Reads every line of `bytes` as answers on `grid`; counts the answers that parsed.
fn read_all(bytes: &[u8], grid: &Grid, limit: usize) -> usize {
    let mut reader = BufReader::with_capacity(7, bytes);
    let mut parsed = 0;
    while let Ok(Some(line)) = read_line(&mut reader, limit) {
        if let Ok(answer) = parse_answer(&line, grid) {
            for step in &answer.steps {
                for mark in &step.marks {
                    assert!(grid.contains(mark.cell));
                }
                for path in &step.paths {
                    assert!(path.cells.iter().all(|&c| grid.contains(c)));
                }
            }
            parsed += 1;
        }
    }
    parsed
}

/// JSON-like text built from the protocol's own words, so that the parser's deeper checks are
/// reached, not only its first rejection.
fn answer_like() -> impl Strategy<Value = String> {
    let atom = prop_oneof![
        Just("\"up\"".to_string()),
        Just("\"left\"".to_string()),
        Just("\"frontier\"".to_string()),
        Just("\"note\"".to_string()),
        Just("null".to_string()),
        Just("true".to_string()),
        (-3i64..12).prop_map(|n| n.to_string()),
        Just("1e400".to_string()),
        Just("18446744073709551616".to_string()),
        "[a-z ]{0,14}".prop_map(|s| format!("{s:?}")),
    ];
    let key = prop_oneof![
        Just("move"),
        Just("trace"),
        Just("marks"),
        Just("paths"),
        Just("cells"),
        Just("cell"),
        Just("class"),
        Just("value"),
        Just("label"),
        Just("checks"),
        Just("name"),
        Just("answer"),
        Just("caption"),
        Just("clear"),
    ];
    atom.prop_recursive(5, 64, 6, move |inner| {
        prop_oneof![
            proptest::collection::vec(inner.clone(), 0..4)
                .prop_map(|v| format!("[{}]", v.join(","))),
            proptest::collection::vec((key.clone(), inner), 0..5).prop_map(|kv| {
                let fields: Vec<String> = kv.iter().map(|(k, v)| format!("\"{k}\":{v}")).collect();
                format!("{{{}}}", fields.join(","))
            }),
        ]
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn any_bytes_are_read_without_panic(bytes in proptest::collection::vec(any::<u8>(), 0..600),
                                        limit in 1usize..80) {
        read_all(&bytes, &Grid::new(4, 3).unwrap(), limit);
    }

    #[test]
    fn answer_like_text_is_read_without_panic(lines in proptest::collection::vec(answer_like(), 1..4),
                                              crlf in any::<bool>()) {
        let sep = if crlf { "\r\n" } else { "\n" };
        let text = lines.join(sep);
        read_all(text.as_bytes(), &Grid::new(5, 5).unwrap(), MAX_LINE_BYTES);
    }
}

#[test]
fn the_generator_reaches_valid_answers_too() {
    // A valid answer among broken ones: the reader keeps going after each error.
    let text = b"garbage\n{\"move\":\"up\",\"trace\":[{\"marks\":[{\"cell\":[1,1],\"class\":\"note\"}]}]}\n\xff\n";
    assert_eq!(read_all(text, &Grid::new(5, 5).unwrap(), 1000), 1);
}

proptest! {
    #[test]
    fn no_line_read_is_longer_than_the_limit(
        bytes in prop::collection::vec(prop_oneof![Just(b'\n'), any::<u8>()], 0..400),
        limit in 0usize..50,
    ) {
        let mut reader = std::io::BufReader::with_capacity(7, bytes.as_slice());
        for _ in 0..=bytes.len() {
            match read_line(&mut reader, limit) {
                Ok(Some(line)) => prop_assert!(line.len() <= limit),
                Ok(None) | Err(_) => break,
            }
        }
    }
}
