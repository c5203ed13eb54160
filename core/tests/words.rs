//! The catalogue is complete: every sentence the sources wrap in `tr!` (under `core/src` and
//! the app's `src`) has a Portuguese entry with exactly the same placeholders, and no entry
//! is left that no source uses. A failure names the sentence and where it is written.

#[path = "words/english.rs"]
mod english;
#[path = "words/glossary.rs"]
mod glossary;
#[path = "words/keys.rs"]
mod keys;
#[path = "common/source_files.rs"]
mod source_files;

use snakescope_core::lesson::Lesson;
use snakescope_core::stages::Stage;
use snakescope_core::words::{
    self, Language, catalogue_problem, for_this_thread, placeholders, portuguese_entries,
};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Every key of every `tr!` in the sources, with the places it is written.
fn keys_in_sources() -> BTreeMap<String, Vec<String>> {
    let core = Path::new(env!("CARGO_MANIFEST_DIR"));
    let root = core.parent().expect("the workspace");
    // Every crate of the workspace: the root's and each folder beside the core with its own
    // `Cargo.toml`.
    let mut crates = vec![root.to_path_buf()];
    let mut beside: Vec<_> = std::fs::read_dir(root)
        .expect("the workspace reads")
        .filter_map(|e| Some(e.ok()?.path()))
        .filter(|p| p.join("Cargo.toml").is_file())
        .collect();
    beside.sort();
    crates.extend(beside);
    assert!(crates.contains(&core.to_path_buf()), "{crates:?}");
    let mut files = Vec::new();
    for dir in crates {
        files.extend(source_files::rust_files(&dir.join("src")));
    }
    let mut found: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for path in files {
        let text = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
        let shown = path
            .strip_prefix(root)
            .unwrap_or(&path)
            .display()
            .to_string();
        // A file's tests (at its end) speak of sentences without showing them.
        let text = text.split("#[cfg(test)]").next().unwrap_or_default();
        for key in keys::tr_keys(text) {
            match key.text {
                Ok(text) => found
                    .entry(text)
                    .or_default()
                    .push(format!("{shown}:{}", key.line)),
                Err(why) => panic!("{shown}:{}: {why}", key.line),
            }
        }
    }
    found
}

fn names(text: &str) -> BTreeSet<String> {
    placeholders(text).into_iter().collect()
}

#[test]
fn every_sentence_has_its_portuguese_with_the_same_placeholders_and_none_is_unused() {
    assert_eq!(catalogue_problem(), None, "the catalogue cannot be read");
    let keys = keys_in_sources();
    assert!(keys.len() > 50, "only {} sentences found", keys.len());
    let mut catalogue: BTreeMap<&str, &str> = BTreeMap::new();
    let mut report = Vec::new();
    for (en, pt) in portuguese_entries() {
        if catalogue.insert(en, pt).is_some() {
            report.push(format!("pt.ron: {en:?} has two entries"));
        }
        if pt.trim().is_empty() {
            report.push(format!("pt.ron: {en:?} has an empty translation"));
        }
    }
    for (key, places) in &keys {
        match catalogue.get(key.as_str()) {
            None => report.push(format!("{}: {key:?} has no Portuguese", places[0])),
            Some(pt) if names(pt) != names(key) => report.push(format!(
                "{}: {key:?} has {:?} but its Portuguese {pt:?} has {:?}",
                places[0],
                names(key),
                names(pt)
            )),
            Some(_) => {}
        }
    }
    for en in catalogue.keys() {
        if !keys.contains_key(*en) {
            report.push(format!("pt.ron: {en:?} is used nowhere"));
        }
    }
    assert!(
        report.is_empty(),
        "{} problems in the catalogue:\n{}",
        report.len(),
        report.join("\n")
    );
}

#[test]
fn each_language_speaks_its_own_words_and_a_missing_one_falls_back_to_english() {
    let _pt = for_this_thread(Language::Portuguese);
    // A sentence of the catalogue, with a value, in Portuguese.
    let (en, pt) = portuguese_entries()
        .iter()
        .find(|(en, _)| placeholders(en).len() == 1)
        .expect("a sentence with one value");
    let name = &placeholders(en)[0];
    let shown = words::fill(
        Box::leak(en.clone().into_boxed_str()),
        &[(name.as_str(), &"VALUE")],
    );
    assert_eq!(shown, pt.replace(&format!("{{{name}}}"), "VALUE"));
    assert_eq!(
        snakescope_core::tr!("not a sentence of the catalogue"),
        "not a sentence of the catalogue"
    );
    drop(_pt);
    let _pseudo = for_this_thread(Language::Pseudo);
    assert_eq!(
        snakescope_core::tr!("{a} of {b}", a = 1, b = "x"),
        "[!‹1› of ‹x›!]"
    );
}

#[test]
fn the_scanner_reads_keys_as_the_compiler_does() {
    let source = r##"
// tr!("in a comment")
/// `tr!("in a doc comment")`
let a = "tr!(\"in a string\")";
let b = tr!("Plain {n}", n = 1);
let c = tr!(
    "Two \
     lines with \"quotes\"\n"
);
let d = tr!(r#"raw "one""#);
let e = tr!(name);
pseudocode! {
    enum Lines {
        First: step "    indented line",
    }
}
"##;
    let keys: Vec<(usize, Result<String, String>)> = keys::tr_keys(source)
        .into_iter()
        .map(|k| (k.line, k.text))
        .collect();
    assert_eq!(
        keys,
        [
            (5, Ok("Plain {n}".to_string())),
            (6, Ok("Two lines with \"quotes\"\n".to_string())),
            (10, Ok("raw \"one\"".to_string())),
            (
                11,
                Err("the key of tr! is not a string literal".to_string())
            ),
            (14, Ok("indented line".to_string())),
        ]
    );
}

#[test]
fn the_core_speaks_the_language_of_its_thread() {
    use snakescope_core::rules::Dir;
    let english = std::thread::spawn(|| {
        let _en = for_this_thread(Language::English);
        (Dir::Right.to_string(), Stage::Bfs.pseudocode()[2].clone())
    });
    let _pt = for_this_thread(Language::Portuguese);
    assert_eq!(Dir::Right.to_string(), "Direita");
    assert_eq!(Stage::Bfs.title(), "Caminho mais curto (BFS)");
    // A line of pseudo-code keeps its indentation.
    assert_eq!(
        Stage::Bfs.pseudocode()[2],
        "    célula <- retirar o primeiro da fila"
    );
    assert_eq!(
        english.join().unwrap(),
        (
            "Right".to_string(),
            "    cell <- pop front of queue".to_string()
        )
    );
    // Names for programs do not change with the language.
    assert_eq!(Dir::Right.word(), "Right");
    assert_eq!(Stage::Bfs.cli_name(), "bfs");
}

#[test]
fn portuguese_pseudocode_speaks_no_english() {
    let english = english::english_vocabulary();
    assert!(
        english.contains("queue") && english.contains("cell"),
        "{english:?}"
    );
    let _pt = for_this_thread(Language::Portuguese);
    let mut report = Vec::new();
    for stage in Stage::ALL {
        for line in stage.pseudocode() {
            let found = english::english_in(&line, &english);
            if !found.is_empty() {
                report.push(format!(
                    "{}: {:?}: {}",
                    stage.cli_name(),
                    line.trim(),
                    found.join(", ")
                ));
            }
        }
    }
    assert!(
        report.is_empty(),
        "{} lines of Portuguese pseudo-code hold English words:\n{}",
        report.len(),
        report.join("\n")
    );
    // The check finds what it is for: an English line is all English, names and keywords.
    drop(_pt);
    assert_eq!(
        english::english_in("cell <- retirar o primeiro da fila", &english),
        ["cell"]
    );
    assert_eq!(
        english::english_in(
            "parent[next] <- cell; dist[next] <- dist[cell] + 1",
            &english
        ),
        ["parent", "next", "cell", "next", "cell"]
    );
}

/// Every English word snakescope writes: the words of every catalogue key, of every stage's
/// English pseudo-code, and of the English lessons.
fn english_words(root: &Path) -> BTreeSet<String> {
    let mut all = english::english_vocabulary();
    for (en, _) in portuguese_entries() {
        all.extend(glossary::read_words(en));
    }
    for (_, lesson) in lessons(root, "en") {
        for step in &lesson.steps {
            all.extend(glossary::read_words(&step.narration));
        }
    }
    all
}

/// The shipped lessons in `language`, by file name.
fn lessons(root: &Path, language: &str) -> Vec<(String, Lesson)> {
    let folder = root.join("lessons");
    let mut found: Vec<(String, Lesson)> = std::fs::read_dir(&folder)
        .expect("the lessons folder")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.to_string_lossy().ends_with(&format!(".{language}.ron")))
        .map(|p| {
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            (name, Lesson::load(&p).unwrap_or_else(|e| panic!("{e}")))
        })
        .collect();
    found.sort_by(|a, b| a.0.cmp(&b.0));
    found
}

/// Every Portuguese text a class reads in a lesson: its title, and each step's narration,
/// plain phrases and inline scenario's name and description, each with where it is.
fn lesson_texts(name: &str, lesson: &Lesson) -> Vec<(String, String)> {
    let mut texts = vec![(format!("{name}: title"), lesson.title.clone())];
    for (k, step) in lesson.steps.iter().enumerate() {
        let at = format!("{name}: step {}", k + 1);
        texts.push((at.clone(), step.narration.clone()));
        texts.extend(step.plain.iter().map(|p| (at.clone(), p.clone())));
        if let Some(s) = &step.inline {
            texts.push((at.clone(), s.name.clone()));
            texts.push((at.clone(), s.description.clone()));
        }
    }
    texts
}

#[test]
fn portuguese_says_the_glossary_s_words_and_no_english() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the workspace");
    let glossary = glossary::Glossary::read(root);
    let english = english_words(root);
    assert!(english.contains("cell") && english.contains("queue"));
    let mut texts: Vec<(String, String)> = portuguese_entries()
        .iter()
        .map(|(en, pt)| (format!("pt.ron: {en:?}"), pt.clone()))
        .collect();
    let shipped = lessons(root, "pt");
    assert!(shipped.len() >= 8, "{} Portuguese lessons", shipped.len());
    for (name, lesson) in &shipped {
        texts.extend(lesson_texts(name, lesson));
    }
    let mut report = Vec::new();
    for (at, text) in &texts {
        for problem in glossary.rejected_in(text) {
            report.push(format!("{at}: {problem}"));
        }
        let found = glossary.english_in(text, &english);
        if !found.is_empty() {
            report.push(format!("{at}: English words {}", found.join(", ")));
        }
    }
    assert!(
        report.is_empty(),
        "{} Portuguese texts say what the glossary (docs/glossary.md) does not:\n{}",
        report.len(),
        report.join("\n")
    );
    // The checks find what they are for.
    assert_eq!(
        glossary.rejected_in("Clique na casa; está a correr"),
        [
            "\"casa\" (say \"célula\")",
            "\"a correr\" (say \"rodando, em execução\")",
            "\"está a correr\" (a continuing action takes the gerund)"
        ]
    );
    assert_eq!(
        glossary.english_in("o solver escolhe a `cell` {cell}", &english),
        ["solver"]
    );
    for term in &glossary.terms {
        assert!(glossary.rejected_in(term).is_empty(), "{term}");
    }
}

#[test]
fn each_direction_is_said_in_each_form_in_both_languages() {
    use snakescope_core::rules::{Dir, Pos};
    let cell = Pos::new(3, 0);
    // Its name, the way a move goes, where a neighbour lies, beside a cell, a step's side.
    let forms = |d: Dir| [d.to_string(), d.way(), d.at(), d.of(cell), d.side()];
    let said = |language: Language| -> Vec<[String; 5]> {
        let _l = for_this_thread(language);
        Dir::ALL.into_iter().map(forms).collect()
    };
    let expect = |rows: [[&str; 5]; 4]| -> Vec<[String; 5]> {
        rows.iter().map(|r| r.map(str::to_owned)).collect()
    };
    assert_eq!(
        said(Language::English),
        expect([
            ["Up", "Up", "Up", "Up of (3, 0)", "upper"],
            ["Right", "Right", "Right", "Right of (3, 0)", "right"],
            ["Down", "Down", "Down", "Down of (3, 0)", "lower"],
            ["Left", "Left", "Left", "Left of (3, 0)", "left"],
        ])
    );
    assert_eq!(
        said(Language::Portuguese),
        expect([
            ["Cima", "para cima", "acima", "acima de (3, 0)", "de cima"],
            [
                "Direita",
                "para a direita",
                "à direita",
                "à direita de (3, 0)",
                "direito"
            ],
            [
                "Baixo",
                "para baixo",
                "abaixo",
                "abaixo de (3, 0)",
                "de baixo"
            ],
            [
                "Esquerda",
                "para a esquerda",
                "à esquerda",
                "à esquerda de (3, 0)",
                "esquerdo"
            ],
        ])
    );
    // In sentences, and a caption that opens with a direction starts with a capital.
    let _pt = for_this_thread(Language::Portuguese);
    let right = Dir::Right;
    assert_eq!(
        snakescope_core::tr!("move {dir}", dir = right.way()),
        "mover para a direita"
    );
    assert_eq!(
        snakescope_core::tr!("Why {dir}?", dir = Dir::Up.way()),
        "Por que para cima?"
    );
    let g = snakescope_core::rules::Grid::new(4, 3).unwrap();
    let blocked = snakescope_core::rules::CellSet::new(g.cells());
    let mut events = Vec::new();
    snakescope_core::algo::bfs::shortest_path(
        &g,
        &blocked,
        Pos::new(0, 0),
        Dir::Right,
        Pos::new(3, 2),
        &mut snakescope_core::algo::wrapped(&mut events, snakescope_core::stages::StageEvent::Bfs),
    );
    let captions = snakescope_core::trace::caption::captions(&events);
    assert!(
        captions
            .contains(&"(1, 0) (à direita de (0, 0)) está livre e é nova: distância 1".to_owned()),
        "{captions:#?}"
    );
    assert!(
        captions.contains(&"Acima de (0, 0) fica a parede".to_owned()),
        "{captions:#?}"
    );
}
