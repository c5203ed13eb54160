//! The crate's files as a graph: each reference resolved to the file that defines what it
//! names (through the `use`s that re-export it), then the arrows that go against the ladder
//! and the circles of files inside one module.

use super::imports::{Reference, references};
use std::collections::{BTreeMap, BTreeSet};

/// One source file: its path under `src/` and the module it is.
#[derive(Debug)]
pub struct File {
    /// Its path under `src/`, with `/`.
    pub path: String,
    /// Its module path from the crate root (`[]` for `lib.rs`).
    pub module: Vec<String>,
    refs: Vec<Reference>,
}

/// An arrow from one file to another, at a line of the first.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct Arrow {
    /// The importing file's index.
    pub from: usize,
    /// The line of the import.
    pub line: usize,
    /// The imported file's index.
    pub to: usize,
    /// The path as written, made absolute.
    pub path: String,
}

/// What is wrong with a crate's imports.
#[derive(Debug, Default)]
pub struct Findings {
    /// Each import of a module not below the importer's module, as `file:line: message`.
    pub back_arrows: Vec<String>,
    /// Each circle of files inside one module, with the arrows that close it.
    pub circles: Vec<String>,
    /// The files of each circle, in the order of `circles`.
    pub circle_files: Vec<Vec<String>>,
    /// The top modules that are not on the ladder.
    pub off_ladder: Vec<String>,
}

/// The module a file under `src/` is: `a/b.rs` and `a/b/mod.rs` are `a::b`.
pub fn module_of(path: &str) -> Vec<String> {
    let stem = path.trim_end_matches(".rs");
    let mut parts: Vec<String> = stem.split('/').map(String::from).collect();
    if parts.last().is_some_and(|p| p == "mod" || p == "lib") {
        parts.pop();
    }
    parts
}

/// The crate's files, read from `(path under src/, text)` pairs.
pub fn files(sources: &[(String, String)]) -> Vec<File> {
    let modules: BTreeSet<Vec<String>> = sources.iter().map(|(p, _)| module_of(p)).collect();
    sources
        .iter()
        .map(|(path, text)| {
            let module = module_of(path);
            let refs = references(text, &module, &modules);
            File {
                path: path.clone(),
                module,
                refs,
            }
        })
        .collect()
}

/// Every arrow between two different files.
pub fn arrows(files: &[File]) -> Vec<Arrow> {
    let by_module: BTreeMap<&[String], usize> = files
        .iter()
        .enumerate()
        .map(|(i, f)| (f.module.as_slice(), i))
        .collect();
    let mut out = BTreeSet::new();
    for (from, file) in files.iter().enumerate() {
        for r in &file.refs {
            let Some(to) = resolve(files, &by_module, &r.path, 0) else {
                continue;
            };
            if to != from {
                out.insert(Arrow {
                    from,
                    line: r.line,
                    to,
                    path: r.path.join("::"),
                });
            }
        }
    }
    out.into_iter().collect()
}

/// The file that defines what `path` names: the deepest file module on the path, then,
/// when the next name is one that file imports, wherever that import leads.
fn resolve(
    files: &[File],
    by_module: &BTreeMap<&[String], usize>,
    path: &[String],
    hops: usize,
) -> Option<usize> {
    let k = (0..=path.len())
        .rev()
        .find(|&k| by_module.contains_key(&path[..k]))?;
    let file = by_module[&path[..k]];
    let Some(name) = path.get(k) else {
        return Some(file);
    };
    let import = files[file]
        .refs
        .iter()
        .find(|r| r.file_level_use && r.alias.as_ref() == Some(name));
    match import {
        Some(r) if hops < 16 && r.path.as_slice() != path => {
            let mut next = r.path.clone();
            next.extend(path[k + 1..].iter().cloned());
            resolve(files, by_module, &next, hops + 1).or(Some(file))
        }
        _ => Some(file),
    }
}

/// Checks the crate against `ladder`, its top modules from the bottom rung up.
pub fn check(files: &[File], ladder: &[&str]) -> Findings {
    let mut findings = Findings::default();
    let rung = |f: &File| {
        f.module
            .first()
            .and_then(|m| ladder.iter().position(|l| l == m))
    };
    for f in files {
        if let Some(top) = f.module.first()
            && rung(f).is_none()
            && f.module.len() == 1
        {
            findings
                .off_ladder
                .push(format!("{}: module `{top}` is not on the ladder", f.path));
        }
    }
    let all = arrows(files);
    let mut inside: Vec<&Arrow> = Vec::new();
    // Each import against the ladder once, with every name it brings from the higher module.
    let mut up: BTreeMap<(usize, usize, &str), Vec<String>> = BTreeMap::new();
    for a in &all {
        let (from, to) = (&files[a.from], &files[a.to]);
        let (Some(top_from), Some(top_to)) = (from.module.first(), to.module.first()) else {
            continue;
        };
        if top_from == top_to {
            let parent_of_child =
                from.path.ends_with("mod.rs") && to.module.starts_with(&from.module);
            if !parent_of_child {
                inside.push(a);
            }
            continue;
        }
        let below = matches!((rung(from), rung(to)), (Some(f), Some(t)) if t < f);
        if !below {
            let names = up.entry((a.from, a.line, top_to.as_str())).or_default();
            names.push(format!("`{}` in {}", a.path, to.path));
        }
    }
    for ((from, line, top_to), names) in up {
        let file = &files[from];
        let top_from = &file.module[0];
        findings.back_arrows.push(format!(
            "{}:{line}: `{top_from}` uses `{top_to}`: {}",
            file.path,
            names.join(", ")
        ));
    }
    for circle in circles(files.len(), &inside) {
        let mut text = String::from("circle of files:");
        for a in inside
            .iter()
            .filter(|a| circle.contains(&a.from) && circle.contains(&a.to))
        {
            text.push_str(&format!(
                "\n    {}:{} -> {} (`{}`)",
                files[a.from].path, a.line, files[a.to].path, a.path
            ));
        }
        findings.circles.push(text);
        findings
            .circle_files
            .push(circle.iter().map(|&f| files[f].path.clone()).collect());
    }
    findings
}

/// The strongly connected sets of two files or more (Tarjan's algorithm).
fn circles(n: usize, arrows: &[&Arrow]) -> Vec<BTreeSet<usize>> {
    let mut next: Vec<BTreeSet<usize>> = vec![BTreeSet::new(); n];
    for a in arrows {
        next[a.from].insert(a.to);
    }
    let mut state = Tarjan {
        index: vec![None; n],
        low: vec![0; n],
        on: vec![false; n],
        stack: Vec::new(),
        count: 0,
        out: Vec::new(),
    };
    for v in 0..n {
        if state.index[v].is_none() {
            state.visit(v, &next);
        }
    }
    state.out
}

struct Tarjan {
    index: Vec<Option<usize>>,
    low: Vec<usize>,
    on: Vec<bool>,
    stack: Vec<usize>,
    count: usize,
    out: Vec<BTreeSet<usize>>,
}

impl Tarjan {
    fn visit(&mut self, v: usize, next: &[BTreeSet<usize>]) {
        self.index[v] = Some(self.count);
        self.low[v] = self.count;
        self.count += 1;
        self.stack.push(v);
        self.on[v] = true;
        for &w in &next[v] {
            match self.index[w] {
                None => {
                    self.visit(w, next);
                    self.low[v] = self.low[v].min(self.low[w]);
                }
                Some(iw) if self.on[w] => self.low[v] = self.low[v].min(iw),
                Some(_) => {}
            }
        }
        if Some(self.low[v]) == self.index[v] {
            let mut set = BTreeSet::new();
            while let Some(w) = self.stack.pop() {
                self.on[w] = false;
                set.insert(w);
                if w == v {
                    break;
                }
            }
            if set.len() > 1 {
                self.out.push(set);
            }
        }
    }
}
