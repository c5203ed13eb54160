//! Reading an external solver's answer: one line of JSON, checked field by field, so that
//! every mistake is reported with where it is (`trace[3].marks[0].cell`) and what is wrong.
//! Nothing here panics, whatever the bytes.

use crate::rules::{Dir, Grid, Pos};
use crate::stages::report::{MarkClass, ReportedCheck, ReportedMark, ReportedPath, ReportedStep};
use serde_json::{Map, Value};
use std::fmt;

/// The longest line a solver may write, in bytes.
pub const MAX_LINE_BYTES: usize = 1 << 20;
/// The most steps one answer's trace may hold.
pub const MAX_STEPS: usize = 100_000;
/// The longest caption, in characters.
pub const MAX_CAPTION_CHARS: usize = 1_000;
/// The longest label drawn in a cell, in characters.
pub const MAX_LABEL_CHARS: usize = 12;
/// The longest check name or answer, in characters.
pub const MAX_CHECK_CHARS: usize = 200;
/// The longest solver name, in characters.
pub const MAX_NAME_CHARS: usize = 60;

/// A solver's answer to one state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    /// The move.
    pub dir: Dir,
    /// The name the solver gives itself, if it does.
    pub name: Option<String>,
    /// One sentence about the whole decision.
    pub caption: Option<String>,
    /// The steps of the decision.
    pub steps: Vec<ReportedStep>,
}

/// What is wrong with an answer, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnswerError {
    /// Where in the answer, as a path of fields (`trace[2].marks[0].cell`); empty for the
    /// whole line.
    pub at: String,
    /// What is wrong.
    pub problem: String,
}

impl fmt::Display for AnswerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.at.is_empty() {
            f.write_str(&self.problem)
        } else {
            write!(f, "{}: {}", self.at, self.problem)
        }
    }
}

impl std::error::Error for AnswerError {}

fn error(at: &str, problem: impl Into<String>) -> AnswerError {
    AnswerError {
        at: at.to_string(),
        problem: problem.into(),
    }
}

/// Reads one answer line for a game on `grid`.
pub fn parse_answer(line: &str, grid: &Grid) -> Result<Answer, AnswerError> {
    let value: Value = serde_json::from_str(line).map_err(|e| {
        error(
            "",
            tr!("not JSON ({e}): {line}", e = e, line = excerpt(line)),
        )
    })?;
    let Value::Object(object) = value else {
        return Err(error(
            "",
            tr!("expected a JSON object, got {value}", value = kind(&value)),
        ));
    };
    let dir = match object.get("move") {
        None => return Err(error("move", "missing: every answer names a move")),
        Some(Value::String(word)) => move_word(word).ok_or_else(|| {
            error(
                "move",
                tr!(
                    "{word} is not a move: expected \"up\", \"right\", \"down\" or \"left\"",
                    word = format!("{:?}", word)
                ),
            )
        })?,
        Some(other) => {
            return Err(error(
                "move",
                tr!("expected a string, got {other}", other = kind(other)),
            ));
        }
    };
    let name = text(&object, "name", "name", MAX_NAME_CHARS)?;
    let caption = text(&object, "caption", "caption", MAX_CAPTION_CHARS)?;
    let steps = match object.get("trace") {
        None | Some(Value::Null) => Vec::new(),
        Some(Value::Array(items)) => {
            if items.len() > MAX_STEPS {
                return Err(error(
                    "trace",
                    tr!(
                        "{items} steps, more than {MAX_STEPS}",
                        items = items.len(),
                        MAX_STEPS = MAX_STEPS
                    ),
                ));
            }
            items
                .iter()
                .enumerate()
                .map(|(i, item)| step(item, &format!("trace[{i}]", i = i), grid))
                .collect::<Result<_, _>>()?
        }
        Some(other) => {
            return Err(error(
                "trace",
                tr!("expected a list of steps, got {other}", other = kind(other)),
            ));
        }
    };
    Ok(Answer {
        dir,
        name,
        caption,
        steps,
    })
}

/// The move a protocol word names.
pub fn move_word(word: &str) -> Option<Dir> {
    match word {
        "up" => Some(Dir::Up),
        "right" => Some(Dir::Right),
        "down" => Some(Dir::Down),
        "left" => Some(Dir::Left),
        _ => None,
    }
}

/// The protocol word for a move.
pub fn word_of(dir: Dir) -> &'static str {
    match dir {
        Dir::Up => "up",
        Dir::Right => "right",
        Dir::Down => "down",
        Dir::Left => "left",
    }
}

fn step(value: &Value, at: &str, grid: &Grid) -> Result<ReportedStep, AnswerError> {
    let Value::Object(object) = value else {
        return Err(error(
            at,
            tr!("expected a step object, got {value}", value = kind(value)),
        ));
    };
    let clear = match object.get("clear") {
        None | Some(Value::Null) => false,
        Some(Value::Bool(b)) => *b,
        Some(other) => {
            return Err(error(
                &format!("{at}.clear", at = at),
                tr!("expected true or false, got {other}", other = kind(other)),
            ));
        }
    };
    Ok(ReportedStep {
        caption: text(
            object,
            "caption",
            &format!("{at}.caption", at = at),
            MAX_CAPTION_CHARS,
        )?,
        clear,
        marks: list(object, "marks", at, |v, at| mark(v, at, grid))?,
        paths: list(object, "paths", at, |v, at| path(v, at, grid))?,
        checks: list(object, "checks", at, check)?,
    })
}

fn list<T>(
    object: &Map<String, Value>,
    field: &str,
    at: &str,
    mut item: impl FnMut(&Value, &str) -> Result<T, AnswerError>,
) -> Result<Vec<T>, AnswerError> {
    match object.get(field) {
        None | Some(Value::Null) => Ok(Vec::new()),
        Some(Value::Array(items)) => items
            .iter()
            .enumerate()
            .map(|(i, v)| {
                item(
                    v,
                    &format!("{at}.{field}[{i}]", at = at, field = field, i = i),
                )
            })
            .collect(),
        Some(other) => Err(error(
            &format!("{at}.{field}", at = at, field = field),
            tr!("expected a list, got {other}", other = kind(other)),
        )),
    }
}

fn mark(value: &Value, at: &str, grid: &Grid) -> Result<ReportedMark, AnswerError> {
    let Value::Object(object) = value else {
        return Err(error(
            at,
            tr!("expected a mark object, got {value}", value = kind(value)),
        ));
    };
    let cell = match object.get("cell") {
        None => return Err(error(&format!("{at}.cell", at = at), "missing")),
        Some(v) => cell(v, &format!("{at}.cell", at = at), grid)?,
    };
    let value = match object.get("value") {
        None | Some(Value::Null) => None,
        Some(Value::Number(n)) => Some(n.as_i64().ok_or_else(|| {
            error(
                &format!("{at}.value", at = at),
                tr!("{n} is not a whole number that fits in 64 bits", n = n),
            )
        })?),
        Some(other) => {
            return Err(error(
                &format!("{at}.value", at = at),
                tr!("expected a whole number, got {other}", other = kind(other)),
            ));
        }
    };
    Ok(ReportedMark {
        cell,
        class: class(object, at)?,
        value,
        label: text(
            object,
            "label",
            &format!("{at}.label", at = at),
            MAX_LABEL_CHARS,
        )?,
    })
}

fn path(value: &Value, at: &str, grid: &Grid) -> Result<ReportedPath, AnswerError> {
    let Value::Object(object) = value else {
        return Err(error(
            at,
            tr!("expected a path object, got {value}", value = kind(value)),
        ));
    };
    let cells = match object.get("cells") {
        None => return Err(error(&format!("{at}.cells", at = at), "missing")),
        Some(Value::Array(items)) => items
            .iter()
            .enumerate()
            .map(|(i, v)| cell(v, &format!("{at}.cells[{i}]", at = at, i = i), grid))
            .collect::<Result<_, _>>()?,
        Some(other) => {
            return Err(error(
                &format!("{at}.cells", at = at),
                tr!("expected a list of cells, got {other}", other = kind(other)),
            ));
        }
    };
    Ok(ReportedPath {
        cells,
        class: class(object, at)?,
    })
}

fn check(value: &Value, at: &str) -> Result<ReportedCheck, AnswerError> {
    let Value::Object(object) = value else {
        return Err(error(
            at,
            tr!("expected a check object, got {value}", value = kind(value)),
        ));
    };
    let name = text(
        object,
        "name",
        &format!("{at}.name", at = at),
        MAX_CHECK_CHARS,
    )?
    .ok_or_else(|| error(&format!("{at}.name", at = at), "missing"))?;
    let answer = text(
        object,
        "answer",
        &format!("{at}.answer", at = at),
        MAX_CHECK_CHARS,
    )?
    .ok_or_else(|| error(&format!("{at}.answer", at = at), "missing"))?;
    Ok(ReportedCheck { name, answer })
}

fn class(object: &Map<String, Value>, at: &str) -> Result<MarkClass, AnswerError> {
    let at = format!("{at}.class", at = at);
    match object.get("class") {
        None => Err(error(&at, "missing")),
        Some(Value::String(word)) => MarkClass::from_word(word).ok_or_else(|| {
            let words: Vec<String> = MarkClass::ALL
                .iter()
                .map(|c| format!("\"{}\"", c.word()))
                .collect();
            error(
                &at,
                tr!(
                    "{word} is not a class: expected one of {join}",
                    word = format!("{:?}", word),
                    join = words.join(", ")
                ),
            )
        }),
        Some(other) => Err(error(
            &at,
            tr!("expected a string, got {other}", other = kind(other)),
        )),
    }
}

fn cell(value: &Value, at: &str, grid: &Grid) -> Result<Pos, AnswerError> {
    let coordinates = match value {
        Value::Array(xy) if xy.len() == 2 => (xy[0].as_i64(), xy[1].as_i64()),
        _ => (None, None),
    };
    let (Some(x), Some(y)) = coordinates else {
        return Err(error(
            at,
            tr!(
                "expected a cell [x, y] of two whole numbers, got {n}",
                n = excerpt(&value.to_string())
            ),
        ));
    };
    if !grid.contains_xy(x, y) {
        return Err(error(
            at,
            tr!(
                "({x}, {y}) is off the {width}x{height} board",
                x = x,
                y = y,
                width = grid.width(),
                height = grid.height()
            ),
        ));
    }
    Ok(Pos::new(x as u16, y as u16))
}

fn text(
    object: &Map<String, Value>,
    field: &str,
    at: &str,
    max_chars: usize,
) -> Result<Option<String>, AnswerError> {
    match object.get(field) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) => {
            let chars = s.chars().count();
            if chars > max_chars {
                Err(error(
                    at,
                    tr!(
                        "{chars} characters, more than {max_chars}",
                        chars = chars,
                        max_chars = max_chars
                    ),
                ))
            } else {
                Ok(Some(s.clone()))
            }
        }
        Some(other) => Err(error(
            at,
            tr!("expected a string, got {other}", other = kind(other)),
        )),
    }
}

/// What kind of JSON value, in words.
fn kind(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "true or false",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "a list",
        Value::Object(_) => "an object",
    }
}

/// The start of a long text, for an error message.
pub fn excerpt(text: &str) -> String {
    const SHOWN: usize = 80;
    let mut shown: String = text.chars().take(SHOWN).collect();
    if text.chars().nth(SHOWN).is_some() {
        shown.push('…');
    }
    format!("{shown:?}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grid() -> Grid {
        Grid::new(8, 8).unwrap()
    }

    #[test]
    fn a_bare_move_is_an_answer() {
        let a = parse_answer(r#"{"move":"down"}"#, &grid()).unwrap();
        assert_eq!(a.dir, Dir::Down);
        assert!(a.steps.is_empty() && a.name.is_none() && a.caption.is_none());
    }

    #[test]
    fn a_trace_is_read_step_by_step() {
        let line = r#"{"move":"up","name":"bfs.py","caption":"food 2 away","extra":1,
            "trace":[{"caption":"start","marks":[{"cell":[3,0],"class":"expanded","value":0}]},
                     {"clear":true,"marks":[{"cell":[7,7],"class":"note","label":"here"}],
                      "paths":[{"cells":[[3,0],[3,1]],"class":"path"}],
                      "checks":[{"name":"food reachable","answer":"yes"}]}]}"#;
        let a = parse_answer(line, &grid()).unwrap();
        assert_eq!(a.name.as_deref(), Some("bfs.py"));
        assert_eq!(a.steps.len(), 2);
        assert_eq!(
            a.steps[0].marks[0],
            ReportedMark {
                cell: Pos::new(3, 0),
                class: MarkClass::Expanded,
                value: Some(0),
                label: None
            }
        );
        assert!(a.steps[1].clear);
        assert_eq!(a.steps[1].paths[0].cells, [Pos::new(3, 0), Pos::new(3, 1)]);
        assert_eq!(a.steps[1].checks[0].to_string(), "food reachable: yes");
    }

    #[test]
    fn mistakes_say_where_and_what() {
        let g = grid();
        let cases = [
            ("nonsense", ""),
            ("[1,2]", "expected a JSON object, got a list"),
            ("{}", "move: missing"),
            (r#"{"move":"north"}"#, r#"move: "north" is not a move"#),
            (r#"{"move":3}"#, "move: expected a string, got a number"),
            (
                r#"{"move":"up","trace":[{"marks":[{"cell":[8,0],"class":"path"}]}]}"#,
                "trace[0].marks[0].cell: (8, 0) is off the 8x8 board",
            ),
            (
                r#"{"move":"up","trace":[{},{"paths":[{"cells":[[0,0],[-1,0]],"class":"path"}]}]}"#,
                "trace[1].paths[0].cells[1]: (-1, 0) is off the 8x8 board",
            ),
            (
                r#"{"move":"up","trace":[{"marks":[{"cell":[1,1],"class":"blue"}]}]}"#,
                r#"trace[0].marks[0].class: "blue" is not a class"#,
            ),
            (
                r#"{"move":"up","trace":[{"marks":[{"cell":[1,1],"class":"note","label":"far too long a label"}]}]}"#,
                "trace[0].marks[0].label: 20 characters, more than 12",
            ),
            (
                r#"{"move":"up","trace":[{"checks":[{"name":"x"}]}]}"#,
                "trace[0].checks[0].answer: missing",
            ),
            (
                r#"{"move":"up","trace":[{"marks":[{"cell":[1],"class":"note"}]}]}"#,
                "trace[0].marks[0].cell: expected a cell [x, y]",
            ),
        ];
        for (line, expected) in cases {
            let e = parse_answer(line, &g).unwrap_err().to_string();
            assert!(e.starts_with(expected), "{line}: {e}");
        }
        assert!(
            parse_answer("nonsense", &g)
                .unwrap_err()
                .to_string()
                .starts_with("not JSON")
        );
    }

    #[test]
    fn long_text_is_cut_in_messages() {
        let long = "x".repeat(500);
        let e = parse_answer(&long, &grid()).unwrap_err().to_string();
        assert!(e.len() < 250, "{e}");
        assert!(e.contains('…'));
    }
}
