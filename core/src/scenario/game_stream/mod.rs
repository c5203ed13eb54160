//! A game file read as it streams in, never held whole: a game's moves, food and a solver's
//! answers may run to tens of megabytes, so the file is read a line at a time and its large
//! lists an element at a time. Each field's value is handed to the RON parser on its own,
//! with its place in the file, so that a message still reads `FILE:LINE:COL: ...`.
//!
//! The text read is RON, as [`SavedGame::to_file_text`] writes it and as a person may edit
//! it: comments, any spacing, fields in any order, `Game` named or not, `Some(..)` or a bare
//! value for an optional field.

mod source;

use super::Scenario;
use super::file::FORMAT_VERSION;
use super::saved_game::{GameFileError, SavedFault, SavedGame};
use source::Source;
use std::io::BufRead;

/// The fields of a game, in the order they are written.
const FIELDS: [&str; 8] = [
    "version",
    "scenario",
    "tick",
    "moves",
    "food",
    "answers",
    "solver_name",
    "fault",
];

impl SavedGame {
    /// Reads a game file's text; `origin` names it in messages.
    pub fn from_ron_str(text: &str, origin: &str) -> Result<SavedGame, GameFileError> {
        read_game(text.as_bytes(), origin, u64::MAX)?.checked(origin)
    }
}

/// Reads a game from `reader`, at most `limit` bytes of it; `origin` names the file in
/// messages. Only one line of the file and one value of the game are held at a time, besides
/// the game read so far.
pub(crate) fn read_game(
    reader: impl BufRead,
    origin: &str,
    limit: u64,
) -> Result<SavedGame, GameFileError> {
    let mut source = Source::new(reader, origin, limit);
    let fields = read_fields(&mut source)?;
    fields.into_game(origin)
}

/// The fields read so far.
#[derive(Default)]
struct Fields {
    version: Option<u32>,
    scenario: Option<Scenario>,
    tick: Option<u64>,
    moves: Option<String>,
    food: Option<Vec<(i64, i64)>>,
    answers: Option<Vec<String>>,
    solver_name: Option<Option<String>>,
    fault: Option<Option<SavedFault>>,
}

impl Fields {
    fn has(&self, name: &str) -> bool {
        match name {
            "version" => self.version.is_some(),
            "scenario" => self.scenario.is_some(),
            "tick" => self.tick.is_some(),
            "moves" => self.moves.is_some(),
            "food" => self.food.is_some(),
            "answers" => self.answers.is_some(),
            "solver_name" => self.solver_name.is_some(),
            _ => self.fault.is_some(),
        }
    }

    /// The game, once every field it needs is there.
    fn into_game(self, origin: &str) -> Result<SavedGame, GameFileError> {
        let missing = |field: &str| GameFileError::Parse {
            origin: origin.to_owned(),
            message: format!("Unexpected missing field named `{field}` in `Game`"),
        };
        let game = SavedGame {
            version: self.version.unwrap_or(FORMAT_VERSION),
            scenario: self.scenario.ok_or_else(|| missing("scenario"))?,
            tick: self.tick.unwrap_or(0),
            moves: self.moves.ok_or_else(|| missing("moves"))?,
            food: self.food.unwrap_or_default(),
            answers: self.answers.unwrap_or_default(),
            solver_name: self.solver_name.flatten(),
            fault: self.fault.flatten(),
        };
        Ok(game)
    }
}

/// Reads `Game( field: value, ... )` and nothing after it.
fn read_fields<R: BufRead>(source: &mut Source<'_, R>) -> Result<Fields, GameFileError> {
    source.skip_trivia()?;
    if source.peek()? == Some('#') {
        return Err(source.error("`#![enable(..)]` is not read in game files"));
    }
    let name_at = source.place;
    let name = source.word()?;
    if !name.is_empty() && name != "Game" {
        return Err(source.error_at(
            name_at,
            format!("Expected struct `Game` but found `{name}`"),
        ));
    }
    source.expect('(')?;
    let mut fields = Fields::default();
    loop {
        source.skip_trivia()?;
        if source.peek()? == Some(')') {
            source.bump()?;
            break;
        }
        let at = source.place;
        let field = source.word()?;
        if field.is_empty() {
            return Err(source.error("Expected a field name"));
        }
        if !FIELDS.contains(&field.as_str()) {
            return Err(source.error_at(
                at,
                format!(
                    "Unexpected field named `{field}` in `Game`, expected one of {}",
                    FIELDS.map(|f| format!("`{f}`")).join(", ")
                ),
            ));
        }
        if fields.has(&field) {
            return Err(source.error_at(at, format!("Duplicate field named `{field}`")));
        }
        source.expect(':')?;
        match field.as_str() {
            "version" => fields.version = Some(source.value()?),
            "scenario" => fields.scenario = Some(source.value()?),
            "tick" => fields.tick = Some(source.value()?),
            "moves" => fields.moves = Some(source.value()?),
            "food" => {
                let mut food = Vec::new();
                source.list(|f| food.push(f))?;
                fields.food = Some(food);
            }
            "answers" => {
                let mut answers = Vec::new();
                source.list(|a| answers.push(a))?;
                fields.answers = Some(answers);
            }
            "solver_name" => fields.solver_name = Some(source.value()?),
            _ => fields.fault = Some(source.value()?),
        }
        source.skip_trivia()?;
        match source.peek()? {
            Some(',') => {
                source.bump()?;
            }
            Some(')') => {}
            _ => return Err(source.error("Expected `,` or `)` after a field")),
        }
    }
    source.skip_trivia()?;
    if source.peek()?.is_some() {
        return Err(source.error("Unexpected text after the game"));
    }
    Ok(fields)
}

#[cfg(test)]
mod tests {
    use super::*;
    use ron::extensions::Extensions;

    fn read(text: &str) -> Result<SavedGame, GameFileError> {
        read_game(text.as_bytes(), "g.ron", 1 << 20)
    }

    /// Why `text` is not a game, as the message says it.
    fn error(text: &str) -> String {
        read(text).unwrap_err().to_string()
    }

    const SCENARIO: &str = "Scenario(width: 4, height: 4, snake: [(1, 0), (0, 0)], seed: 1)";

    #[test]
    fn a_game_reads_with_comments_spacing_and_fields_in_any_order() {
        let text = format!(
            "// a game\nGame(\n  moves: \"RR\", /* two */ food: [ (1, 2) , (3,0), ],\n  \
             scenario: {SCENARIO},\n  answers: [\"a)\", r#\"b\"]\"#],\n  solver_name: Some(\"x\"),\n)\n"
        );
        let game = read(&text).unwrap();
        assert_eq!(game.moves, "RR");
        assert_eq!(game.food, vec![(1, 2), (3, 0)]);
        assert_eq!(game.answers, vec!["a)".to_owned(), "b\"]".to_owned()]);
        assert_eq!(game.solver_name.as_deref(), Some("x"));
        assert_eq!(game.tick, 0);
    }

    #[test]
    fn errors_are_placed_at_their_line_and_column_in_the_file() {
        let text = format!("Game(\n  scenario: {SCENARIO},\n  tick: -1,\n  moves: \"\",\n)");
        let e = error(&text);
        assert!(e.starts_with("g.ron:3:10: Integer is out of bounds"), "{e}");
        let text = format!("Game(scenario: {SCENARIO}, moves: \"\", food: [(1, 2) (3, 4)])");
        let e = error(&text);
        assert!(e.contains("Expected `,` or `]`"), "{e}");
        let e = error("Game(colour: 3)");
        assert!(
            e.starts_with("g.ron:1:6: Unexpected field named `colour`"),
            "{e}"
        );
        let e = error(&format!("Game(scenario: {SCENARIO})"));
        assert!(e.contains("missing field named `moves`"), "{e}");
        let e = error(&format!("Game(scenario: {SCENARIO}, moves: \"\") x"));
        assert!(e.contains("after the game"), "{e}");
        let e = error("Game(moves: \"R");
        assert!(e.starts_with("g.ron:1:13: Expected end of string"), "{e}");
    }

    #[test]
    fn a_value_s_error_is_where_the_parser_of_the_whole_text_puts_it() {
        let broken = [
            format!("Game(\n  scenario: {SCENARIO},\n  tick: -1,\n  moves: \"\",\n)"),
            format!("Game(scenario: {SCENARIO},\n moves: \"\", food: [(1, 2), (1, \"a\")])"),
            "Game(moves: \"\",\n answers: [\"x\",\n   7])".to_owned(),
            "Game(\n  scenario: Scenario(width: \"4\"),\n moves: \"\")".to_owned(),
            format!("Game(scenario: {SCENARIO}, moves: \"\", fault: Some(SavedFault(tick: x)))"),
        ];
        for text in broken {
            let whole = ron::Options::default()
                .with_default_extension(Extensions::IMPLICIT_SOME)
                .from_str::<SavedGame>(&text)
                .unwrap_err();
            let expected = format!(
                "g.ron:{}:{}: {}",
                whole.span.start.line, whole.span.start.col, whole.code
            );
            assert_eq!(error(&text), expected, "{text}");
        }
    }

    #[test]
    fn a_stream_longer_than_the_limit_stops_there() {
        let text = format!(
            "Game(scenario: {SCENARIO}, moves: \"{}\")",
            "R".repeat(5000)
        );
        let e = read_game(text.as_bytes(), "g.ron", 1000).unwrap_err();
        assert!(e.to_string().contains("limited to"), "{e}");
    }
}
