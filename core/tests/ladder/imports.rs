//! Every path one file names into the crate: the leaves of its `use` trees and the
//! `crate::`, `super::` and `self::` paths written in its code, each made absolute from the
//! module it is written in.

use super::lexer::{Tok, tokens};
use std::collections::BTreeSet;

/// A path into the crate, absolute (without the leading `crate`), and where it is written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reference {
    /// The path's segments, from the crate root.
    pub path: Vec<String>,
    /// The line it is written on.
    pub line: usize,
    /// The name a `use` brings into scope (`None` for a glob or a path in code).
    pub alias: Option<String>,
    /// Whether a `use` at the file's own level (not in an inline module) wrote it.
    pub file_level_use: bool,
}

/// Reads one file, whose module is `module`, knowing every file module of the crate.
pub fn references(
    source: &str,
    module: &[String],
    modules: &BTreeSet<Vec<String>>,
) -> Vec<Reference> {
    let toks = tokens(source);
    let mut out = Vec::new();
    let mut inline: Vec<(String, usize)> = Vec::new();
    let mut depth = 0;
    let mut i = 0;
    while i < toks.len() {
        let t = toks[i].text.as_str();
        let scope: Vec<String> = module
            .iter()
            .cloned()
            .chain(inline.iter().map(|(n, _)| n.clone()))
            .collect();
        match t {
            "{" => depth += 1,
            "}" => {
                depth -= 1;
                while inline.last().is_some_and(|(_, open)| depth < *open) {
                    inline.pop();
                }
            }
            "mod" if toks.get(i + 2).is_some_and(|n| n.text == "{") => {
                inline.push((toks[i + 1].text.clone(), depth + 1));
            }
            "use" if toks.get(i + 1).is_some_and(|n| n.text != "<") => {
                let mut leaves = Vec::new();
                let mut j = i + 1;
                use_tree(&toks, &mut j, Vec::new(), &mut leaves);
                for (segs, alias, line) in leaves {
                    if let Some(path) = absolute(&segs, &scope, modules, true) {
                        out.push(Reference {
                            path,
                            line,
                            alias,
                            file_level_use: inline.is_empty(),
                        });
                    }
                }
                i = j;
                continue;
            }
            "crate" | "$crate" | "super" | "self"
                if toks.get(i + 1).is_some_and(|n| n.text == "::")
                    && (i == 0 || toks[i - 1].text != "::") =>
            {
                let line = toks[i].line;
                let mut segs = vec![t.to_string()];
                let mut j = i + 1;
                while toks.get(j).is_some_and(|n| n.text == "::")
                    && toks.get(j + 1).is_some_and(Tok::is_ident)
                {
                    segs.push(toks[j + 1].text.clone());
                    j += 2;
                }
                if let Some(path) = absolute(&segs, &scope, modules, false) {
                    out.push(Reference {
                        path,
                        line,
                        alias: None,
                        file_level_use: false,
                    });
                }
                i = j;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    out
}

/// Reads one use tree from `toks[*j]`, pushing each leaf (its segments after `prefix`, the
/// name it brings into scope, its line); leaves `*j` after the closing `;` or `}`/`,`.
fn use_tree(
    toks: &[Tok],
    j: &mut usize,
    prefix: Vec<String>,
    leaves: &mut Vec<(Vec<String>, Option<String>, usize)>,
) {
    let mut segs = prefix;
    let mut line = toks.get(*j).map_or(0, |t| t.line);
    loop {
        let Some(tok) = toks.get(*j) else { return };
        match tok.text.as_str() {
            "::" => *j += 1,
            "{" => {
                *j += 1;
                while toks.get(*j).is_some_and(|t| t.text != "}") {
                    use_tree(toks, j, segs.clone(), leaves);
                    if toks.get(*j).is_some_and(|t| t.text == ",") {
                        *j += 1;
                    }
                }
                *j += 1;
                skip_to_end(toks, j);
                return;
            }
            "*" => {
                leaves.push((segs, None, tok.line));
                *j += 1;
                skip_to_end(toks, j);
                return;
            }
            "as" => {
                let alias = toks.get(*j + 1).map(|t| t.text.clone());
                leaves.push((segs, alias, line));
                *j += 2;
                skip_to_end(toks, j);
                return;
            }
            "," | "}" | ";" => {
                if segs.last().is_some_and(|s| s == "self") {
                    segs.pop();
                }
                let alias = segs.last().cloned();
                leaves.push((segs, alias, line));
                if tok.text == ";" {
                    *j += 1;
                }
                return;
            }
            _ if tok.is_ident() => {
                segs.push(tok.text.clone());
                line = tok.line;
                *j += 1;
            }
            _ => {
                *j += 1;
            }
        }
    }
}

/// After a group, a glob or an alias: steps over the `;` that ends the statement (a `,` or
/// `}` belongs to the enclosing group and is left for it).
fn skip_to_end(toks: &[Tok], j: &mut usize) {
    if toks.get(*j).is_some_and(|t| t.text == ";") {
        *j += 1;
    }
}

/// The path from the crate root, or `None` when it leaves the crate (`std::`, a dependency).
/// A `use` may start at a child module of `scope` without `self::`.
fn absolute(
    segs: &[String],
    scope: &[String],
    modules: &BTreeSet<Vec<String>>,
    in_use: bool,
) -> Option<Vec<String>> {
    let first = segs.first()?;
    let mut base: Vec<String> = match first.as_str() {
        "crate" | "$crate" => Vec::new(),
        "super" | "self" => scope.to_vec(),
        _ if in_use => {
            let mut child = scope.to_vec();
            child.push(first.clone());
            if !modules.contains(&child) {
                return None;
            }
            scope.to_vec()
        }
        _ => return None,
    };
    let mut rest = segs;
    if matches!(first.as_str(), "crate" | "$crate" | "self") {
        rest = &segs[1..];
    }
    while rest.first().is_some_and(|s| s == "super") {
        base.pop();
        rest = &rest[1..];
    }
    base.extend(rest.iter().cloned());
    Some(base)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn module(s: &str) -> Vec<String> {
        s.split("::")
            .filter(|p| !p.is_empty())
            .map(String::from)
            .collect()
    }

    fn paths(source: &str, at: &str) -> Vec<(String, usize)> {
        let modules: BTreeSet<_> = ["a", "a::b", "a::c", "d"].into_iter().map(module).collect();
        references(source, &module(at), &modules)
            .into_iter()
            .map(|r| (r.path.join("::"), r.line))
            .collect()
    }

    #[test]
    fn use_trees_are_expanded_and_made_absolute() {
        let got = paths(
            "use crate::d::{X, y::{Z as W, self}};\nuse super::c::Q;\nuse b::R;\nuse std::fmt;\n",
            "a::b",
        );
        let want = [("d::X", 1), ("d::y::Z", 1), ("d::y", 1), ("a::c::Q", 2)];
        assert_eq!(got, want.map(|(p, l)| (p.to_string(), l)));
        let from_parent = paths("use b::R;\npub use c::{S, T};", "a");
        assert_eq!(from_parent.len(), 3, "{from_parent:?}");
        assert_eq!(from_parent[0], ("a::b::R".to_string(), 1));
    }

    #[test]
    fn paths_in_code_and_inline_modules_count_with_their_lines() {
        let source = "fn f() {\n    crate::d::g();\n}\nmod tests {\n    use super::*;\n    use super::super::c::K;\n}\nfn h() { super::c::k() }";
        let got = paths(source, "a::b");
        assert!(got.contains(&("d::g".into(), 2)), "{got:?}");
        assert!(got.contains(&("a::c::K".into(), 6)), "{got:?}");
        assert!(got.contains(&("a::c::k".into(), 8)), "{got:?}");
    }
}
