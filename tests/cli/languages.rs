//! The command line in each language: `--lang`, else the locale's variables.

use crate::common;

use common::cli::{snakescope, snakescope_in, stderr, stdout};

const BAD: &str = "tests/broken/food_out_of_bounds.ron";

#[test]
fn check_says_what_is_wrong_in_portuguese_with_lang_pt() {
    let out = snakescope(&["--lang", "pt", "check", BAD]);
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(
        err.contains(&format!(
            "{BAD}: a comida 1 em (2, 6) está fora do tabuleiro 6x6 (x vai de 0..=5, y de 0..=5)"
        )),
        "{err}"
    );
    assert!(err.contains("1 de 1 arquivo(s) inválido(s)"), "{err}");
    assert!(!err.contains("is off the"), "{err}");
    // A file that does not parse: the place, then the reason in Portuguese.
    let out = snakescope(&["check", "--lang", "pt", "tests/broken/syntax_error.ron"]);
    let err = stderr(&out);
    assert!(
        err.contains("tests/broken/syntax_error.ron:6:5: esperava-se uma vírgula"),
        "{err}"
    );
    // What is fine says so in Portuguese too.
    let ok = snakescope(&["--lang", "pt", "check", "scenarios/classic-8x8-greedy.ron"]);
    assert!(stdout(&ok).contains(": ok ("), "{}", stdout(&ok));
}

#[test]
fn check_speaks_english_with_lang_en_even_in_a_portuguese_locale() {
    let out = snakescope_in(&[("LANG", "pt_BR.UTF-8")], &["--lang", "en", "check", BAD]);
    let err = stderr(&out);
    assert!(
        err.contains("food 1 at (2, 6) is off the 6x6 board"),
        "{err}"
    );
    assert!(err.contains("1 of 1 file(s) invalid"), "{err}");
}

#[test]
fn without_lang_the_locale_decides_lc_all_first() {
    let pt = snakescope_in(&[("LANG", "pt_PT.UTF-8")], &["check", BAD]);
    assert!(
        stderr(&pt).contains("está fora do tabuleiro"),
        "{}",
        stderr(&pt)
    );
    let en = snakescope_in(
        &[("LC_ALL", "en_GB.UTF-8"), ("LANG", "pt_BR.UTF-8")],
        &["check", BAD],
    );
    assert!(stderr(&en).contains("is off the"), "{}", stderr(&en));
    let other = snakescope_in(&[("LANG", "de_DE.UTF-8")], &["check", BAD]);
    assert!(stderr(&other).contains("is off the"), "{}", stderr(&other));
}

#[test]
fn an_unknown_language_is_refused_naming_the_ones_there_are() {
    let out = snakescope(&["--lang", "xx", "check", BAD]);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(
        err.contains("unknown language \"xx\"; use en or pt"),
        "{err}"
    );
}

#[test]
fn handout_says_what_it_wrote_in_the_command_line_s_language_not_the_lesson_s() {
    let out = format!("{}/handout-said", env!("CARGO_TARGET_TMPDIR"));
    let _ = std::fs::remove_dir_all(&out);
    let lesson = "lessons/shortcuts.pt.ron";
    let said = |lang: &str| {
        let o = snakescope(&[
            "--lang", lang, "handout", lesson, "--out", &out, "--size", "64",
        ]);
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        stdout(&o)
    };
    let en = said("en");
    assert!(
        en.contains(" steps, ") && en.contains(" pictures of 64 px"),
        "{en}"
    );
    let pt = said("pt");
    assert!(
        pt.contains(" passos, ") && pt.contains(" imagens de 64 px"),
        "{pt}"
    );
}
