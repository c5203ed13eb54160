//! Boards and stage frames as plain text, for `snakescope explain` and test failures.

use super::frame::StageFrame;
use crate::algo::shortcut::NeighbourVerdict;
use crate::rules::{Game, Grid, Pos, Snake};
use crate::stages::report::{MarkClass, ReportedMark};

/// The legend printed under text boards, in the language in use (the symbols are the
/// board's own, the same in every language).
pub fn legend() -> String {
    tr!(
        "H head, o body, t tail, * food, # path, @ current cell, ? being tried, numbers: \
         distance (BFS) or cycle index, ! left out of the cycle, + allowed shortcut, x refused \
         neighbour; a solver's own marks: its number or label, else f frontier, e expanded, p \
         path, r refused, c chosen, n note; W a wall for the searches alone"
    )
}

/// Draws the board of `game`, with the marks of `frame` on top if given.
pub fn board_text(game: &Game, frame: Option<&StageFrame>) -> String {
    scene_text(game.grid(), game.snake(), game.food(), frame)
}

/// Draws a board holding `snake` and `food` (a real game's, or a virtual snake's), with the
/// marks of `frame` on top if given.
pub fn scene_text(
    grid: &Grid,
    snake: &Snake,
    food: Option<Pos>,
    frame: Option<&StageFrame>,
) -> String {
    let number = |p: Pos| -> Option<String> {
        let f = frame?;
        if let Some(r) = f.reported_mark(p) {
            return Some(reported_text(r));
        }
        let m = f.mark(p);
        // A search's own number where the stage has one: a cost, an estimate, a distance
        // from the target's side (none of them set by the stages that came before).
        m.number
            .or(m.distance)
            .or(m.g)
            .or(m.h)
            .or(m.target_distance)
            .map(|n| n.to_string())
    };
    let widest = grid
        .all_cells()
        .filter_map(number)
        .map(|n| n.chars().count())
        .max()
        .unwrap_or(1);
    let w = widest.max(1) + 1;
    let mut out = String::new();
    for y in 0..grid.height() {
        for x in 0..grid.width() {
            let p = Pos::new(x, y);
            let text = cell_text(snake, food, frame, p, number(p));
            out.push_str(&format!("{text:>w$}"));
        }
        out.push('\n');
    }
    out
}

/// A solver's own mark in a few characters: its number, else its label, else its class's
/// letter.
fn reported_text(mark: &ReportedMark) -> String {
    if let Some(v) = mark.value {
        return v.to_string();
    }
    if let Some(label) = &mark.label {
        return label.chars().take(4).collect();
    }
    let letter = match mark.class {
        MarkClass::Frontier => "f",
        MarkClass::Expanded => "e",
        MarkClass::Path => "p",
        MarkClass::Refused => "r",
        MarkClass::Chosen => "c",
        MarkClass::Note => "n",
    };
    letter.to_string()
}

fn cell_text(
    snake: &Snake,
    food: Option<Pos>,
    frame: Option<&StageFrame>,
    p: Pos,
    number: Option<String>,
) -> String {
    if p == snake.head() {
        return "H".into();
    }
    if snake.len() > 1 && p == snake.tail() {
        return "t".into();
    }
    if snake.contains(p) {
        return "o".into();
    }
    if let Some(f) = frame {
        let m = f.mark(p);
        if m.search_wall {
            return "W".into();
        }
        if f.current == Some(p) {
            return "@".into();
        }
        if f.reported_mark(p).is_some() {
            return number.unwrap_or_default();
        }
        if f.trying.contains(&p) {
            return "?".into();
        }
        if m.left_out {
            return "!".into();
        }
        match m.verdict {
            Some(NeighbourVerdict::Allowed) => return "+".into(),
            Some(
                NeighbourVerdict::Behind | NeighbourVerdict::PastFood | NeighbourVerdict::NoRoom,
            ) => return "x".into(),
            _ => {}
        }
        if food == Some(p) {
            return "*".into();
        }
        if let Some(n) = number {
            return n;
        }
        if f.path.contains(&p) || f.reported_paths.iter().any(|path| path.cells.contains(&p)) {
            return "#".into();
        }
    }
    if food == Some(p) {
        return "*".into();
    }
    ".".into()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{FoodSource, Grid, Snake, TailRule};

    #[test]
    fn the_board_shows_snake_and_food() {
        let g = Grid::new(4, 2).unwrap();
        let s = Snake::new(&g, &[Pos::new(1, 0), Pos::new(0, 0)], None).unwrap();
        let game = Game::new(
            g,
            s,
            FoodSource::new(vec![Pos::new(3, 1)], 0),
            TailRule::Blocks,
            None,
        );
        assert_eq!(board_text(&game, None), " t H . .\n . . . *\n");
    }
}
