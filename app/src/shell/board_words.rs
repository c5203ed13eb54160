//! The board in words, for a student who cannot see it: the tick, the solver and the board,
//! the head and its heading, the food and where it lies from the head, the length, the
//! searches' own walls and terrain when the scenario has them, the outcome, and what the
//! latest event of the decision says. A screen reader reads it from
//! the board's node in the window's accessibility tree, and from the page's description
//! beside its canvas.

use crate::state::AppState;
use snakescope_core::rules::{Grid, Ground, Pos};
use snakescope_core::scenario::SearchBoard;

/// The board on screen in words, in the language in use: one sentence per fact, the latest
/// event's caption last.
pub fn board_description(state: &AppState) -> String {
    let game = state.game();
    let snake = game.snake();
    let head = snake.head();
    let mut parts = vec![tick_words(state)];
    parts.push(tr!(
        "{solver} on a {grid} board.",
        solver = state.solver_name_on_screen(),
        grid = game.grid()
    ));
    parts.push(tr!(
        "Head at {head}, heading {heading}; length {length}.",
        head = head,
        heading = snake.heading(),
        length = snake.len()
    ));
    parts.push(match game.food() {
        Some(food) => tr!(
            "Food at {food}: {where_from_head}.",
            food = food,
            where_from_head = from_head(head, food)
        ),
        None => tr!("No food on the board."),
    });
    if let Some(board) = &state.scenario().search {
        parts.extend(search_board_words(board, game.grid()));
    }
    if let Some(outcome) = game.outcome() {
        parts.push(format!("{outcome}."));
    }
    if state.decision_hidden() {
        parts.push(tr!("The decision is hidden: the quiz asks about it."));
    } else if let Some(caption) = state.caption() {
        parts.push(tr!("Latest event: {caption}", caption = caption));
    }
    parts.join(" ")
}

/// The tick on screen, of how many.
fn tick_words(state: &AppState) -> String {
    if state.recorded_to_end() || state.is_manual() {
        tr!(
            "Tick {tick} of {ticks}.",
            tick = state.tick(),
            ticks = state.ticks()
        )
    } else {
        tr!(
            "Tick {tick} of {ticks} recorded so far.",
            tick = state.tick(),
            ticks = state.ticks()
        )
    }
}

/// The searches' own walls and terrain on `grid`, counted, with what a step into mud or water
/// costs; nothing when the search board has neither.
fn search_board_words(board: &SearchBoard, grid: &Grid) -> Option<String> {
    let walls = board.walls_on(grid).len();
    let terrain = board.terrain_on(grid);
    let (mud, water) = (terrain.count(Ground::Mud), terrain.count(Ground::Water));
    (walls + mud + water > 0).then(|| {
        tr!(
            "For the searches alone: {walls} wall(s), {mud} cell(s) of mud costing {mud_cost} a step in, {water} of water costing {water_cost}.",
            walls = walls,
            mud = mud,
            mud_cost = Ground::Mud.cost(),
            water = water,
            water_cost = Ground::Water.cost()
        )
    })
}

/// Where `cell` lies from `head`, in columns and rows (y grows downward, as on the board).
fn from_head(head: Pos, cell: Pos) -> String {
    let dx = i32::from(cell.x) - i32::from(head.x);
    let dy = i32::from(cell.y) - i32::from(head.y);
    let across = match dx {
        0 => None,
        1 => Some(tr!("1 column right")),
        -1 => Some(tr!("1 column left")),
        n if n > 0 => Some(tr!("{n} columns right", n = n)),
        n => Some(tr!("{n} columns left", n = -n)),
    };
    let down = match dy {
        0 => None,
        1 => Some(tr!("1 row down")),
        -1 => Some(tr!("1 row up")),
        n if n > 0 => Some(tr!("{n} rows down", n = n)),
        n => Some(tr!("{n} rows up", n = -n)),
    };
    match (across, down) {
        (Some(a), Some(d)) => tr!("{across} and {down} from the head", across = a, down = d),
        (Some(one), None) | (None, Some(one)) => tr!("{one} from the head", one = one),
        (None, None) => tr!("under the head"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_food_is_placed_from_the_head_in_columns_and_rows() {
        let _en =
            snakescope_core::words::for_this_thread(snakescope_core::words::Language::English);
        let p = |x, y| Pos { x, y };
        assert_eq!(
            from_head(p(3, 3), p(5, 2)),
            "2 columns right and 1 row up from the head"
        );
        assert_eq!(from_head(p(3, 3), p(2, 3)), "1 column left from the head");
        assert_eq!(from_head(p(3, 3), p(3, 7)), "4 rows down from the head");
    }

    #[test]
    fn the_searches_walls_and_terrain_are_counted_and_an_empty_search_board_says_nothing() {
        let _en =
            snakescope_core::words::for_this_thread(snakescope_core::words::Language::English);
        let grid = Grid::new(6, 6).unwrap();
        assert_eq!(search_board_words(&SearchBoard::default(), &grid), None);
        let board = SearchBoard {
            walls: vec![(0, 0), (1, 0), (9, 9)],
            terrain: vec![
                ((2, 2), Ground::Mud),
                ((3, 3), Ground::Water),
                ((4, 4), Ground::Water),
            ],
            ..SearchBoard::default()
        };
        assert_eq!(
            search_board_words(&board, &grid).as_deref(),
            Some(
                "For the searches alone: 2 wall(s), 1 cell(s) of mud costing 3 a step in, 2 of water costing 5."
            )
        );
    }
}
