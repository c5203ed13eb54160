//! Where the race's boards, their headings and its table go in the room the view has: the
//! arrangement of rows and columns (and the table under the boards or beside them) that gives
//! the boards the largest cells, among those whose boards fill most of the room's height. No
//! drawing and no egui state here: sizes in, rectangles out, so that the plan can be tested
//! on its own.

use egui::{Rect, Vec2, pos2, vec2};

/// The space between two boards, and between the boards and the table, in points.
pub const GAP: f32 = 8.0;

/// The smallest cell a plan gives, in points: four boards of a map of 1024 cells a side still
/// fit a room of 250 points.
pub const MIN_CELL: f32 = 0.1;

/// The share of the room's height the boards (from the top of the first to the bottom of the
/// last) should fill: a class reads boards as tall as the screen, and a row of small boards
/// across a wide screen leaves its lower half empty. Of the arrangements that fill it, the
/// one with the largest cells is chosen; where none does, the one with the largest cells.
pub const FILL: f32 = 0.6;

/// Where the table goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TablePlace {
    /// Under the boards, across the room.
    Below,
    /// To the right of the boards.
    Beside,
}

/// What the plan needs to know of the table: its size under the boards (as wide as the room
/// allows) and beside them.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TableSizes {
    /// Its size under the boards; `None` where it cannot fit the room's width.
    pub below: Option<Vec2>,
    /// Its size beside the boards.
    pub beside: Vec2,
}

/// One board's place: its heading above and its board.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LanePlace {
    /// The heading, as wide as the board's column.
    pub heading: Rect,
    /// The board's cells.
    pub board: Rect,
}

/// The race laid out.
#[derive(Clone, Debug, PartialEq)]
pub struct RacePlan {
    /// Boards across.
    pub columns: usize,
    /// Rows of boards.
    pub rows: usize,
    /// The side of a cell of every board, in points.
    pub cell: f32,
    /// Each board's place, in the order of the lanes.
    pub lanes: Vec<LanePlace>,
    /// Where the table goes.
    pub table_place: TablePlace,
    /// The table's rectangle.
    pub table: Rect,
}

impl RacePlan {
    /// The height the boards take, from the top of the first board to the bottom of the
    /// last (the headings between them included).
    pub fn boards_height(&self) -> f32 {
        let top = self
            .lanes
            .iter()
            .map(|l| l.board.top())
            .fold(f32::MAX, f32::min);
        let bottom = self
            .lanes
            .iter()
            .map(|l| l.board.bottom())
            .fold(f32::MIN, f32::max);
        (bottom - top).max(0.0)
    }
}

/// The race's `n` boards of `grid` cells (columns, rows) laid out in `room`, each under a
/// heading whose height for a column `width` wide is `heading(width)`, with the table of
/// `table` sizes. See [`FILL`] for the arrangement chosen.
pub fn plan(
    room: Rect,
    n: usize,
    grid: (u16, u16),
    heading: impl Fn(f32) -> f32,
    table: TableSizes,
) -> RacePlan {
    let n = n.max(1);
    let mut candidates = Vec::new();
    for place in [TablePlace::Below, TablePlace::Beside] {
        for columns in 1..=n {
            if let Some(plan) = arrange(room, n, columns, grid, &heading, place, table) {
                candidates.push(plan);
            }
        }
    }
    let fills = |p: &RacePlan| p.boards_height() >= FILL * room.height();
    let best = |plans: Vec<RacePlan>| {
        plans
            .into_iter()
            .fold(None::<RacePlan>, |best, p| match best {
                Some(b) if b.cell >= p.cell => Some(b),
                _ => Some(p),
            })
    };
    let filling: Vec<RacePlan> = candidates.iter().filter(|p| fills(p)).cloned().collect();
    best(filling)
        .or_else(|| best(candidates))
        .unwrap_or_else(|| tiny(room, n, grid, table))
}

/// `n` boards in `columns` columns with the table at `place`, or `None` where the table does
/// not fit there.
fn arrange(
    room: Rect,
    n: usize,
    columns: usize,
    grid: (u16, u16),
    heading: &impl Fn(f32) -> f32,
    place: TablePlace,
    table: TableSizes,
) -> Option<RacePlan> {
    let rows = n.div_ceil(columns);
    let (gw, gh) = (f32::from(grid.0.max(1)), f32::from(grid.1.max(1)));
    let table_size = match place {
        TablePlace::Below => table.below?,
        TablePlace::Beside => table.beside,
    };
    // The room the boards have: all but the table's strip.
    let boards_room = match place {
        TablePlace::Below => vec2(room.width(), room.height() - table_size.y - GAP),
        TablePlace::Beside => vec2(room.width() - table_size.x - GAP, room.height()),
    };
    if boards_room.x <= 0.0 || boards_room.y <= 0.0 {
        return None;
    }
    if place == TablePlace::Beside && table_size.y > room.height() {
        return None;
    }
    let (cols, lines) = (columns as f32, rows as f32);
    let fit = |column: f32| {
        let head = heading(column);
        let tall = (boards_room.y - GAP * (lines - 1.0)) / lines - head;
        ((column / gw).min(tall / gh), head)
    };
    let widest = (boards_room.x - GAP * (cols - 1.0)) / cols;
    let (mut cell, mut head) = fit(widest);
    // A board narrower than its column (its height the limit) takes a column of its own
    // width, and its heading wraps there; the cells shrink if the heading grows.
    let mut column = widest;
    if cell * gw < widest {
        column = cell * gw;
        (cell, head) = fit(column);
        column = column.min(cell * gw).max(1.0);
    }
    if cell < MIN_CELL {
        return None;
    }
    let board = vec2(cell * gw, cell * gh);
    // The block of boards centred across the room, the table under it or beside it.
    let block = vec2(
        cols * column + GAP * (cols - 1.0),
        lines * (head + board.y) + GAP * (lines - 1.0),
    );
    let used = match place {
        TablePlace::Below => block.x.max(table_size.x),
        TablePlace::Beside => block.x + GAP + table_size.x,
    };
    let left = room.left() + ((room.width() - used) / 2.0).max(0.0);
    let boards_left = match place {
        TablePlace::Below => left + ((used - block.x) / 2.0).max(0.0),
        TablePlace::Beside => left,
    };
    let lanes = (0..n)
        .map(|k| {
            let (c, r) = ((k % columns) as f32, (k / columns) as f32);
            let x = boards_left + c * (column + GAP);
            let y = room.top() + r * (head + board.y + GAP);
            let heading = Rect::from_min_size(pos2(x, y), vec2(column, head));
            let board = Rect::from_min_size(pos2(x + (column - board.x) / 2.0, y + head), board);
            LanePlace { heading, board }
        })
        .collect();
    let table = match place {
        TablePlace::Below => Rect::from_min_size(
            pos2(left, room.top() + block.y + GAP),
            vec2(used.min(room.right() - left), table_size.y),
        ),
        TablePlace::Beside => Rect::from_min_size(
            pos2(left + block.x + GAP, room.top()),
            vec2(table_size.x, table_size.y),
        ),
    };
    Some(RacePlan {
        columns,
        rows,
        cell,
        lanes,
        table_place: place,
        table,
    })
}

/// A room too small for any arrangement: the boards a point a cell in a row, the table
/// under them.
fn tiny(room: Rect, n: usize, grid: (u16, u16), table: TableSizes) -> RacePlan {
    let board = vec2(f32::from(grid.0), f32::from(grid.1));
    let lanes = (0..n)
        .map(|k| {
            let at = room.min + vec2(k as f32 * (board.x + GAP), 0.0);
            LanePlace {
                heading: Rect::from_min_size(at, Vec2::ZERO),
                board: Rect::from_min_size(at, board),
            }
        })
        .collect();
    let size = table.below.unwrap_or(table.beside);
    RacePlan {
        columns: n,
        rows: 1,
        cell: 1.0,
        lanes,
        table_place: TablePlace::Below,
        table: Rect::from_min_size(room.min + vec2(0.0, board.y + GAP), size),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Headings of two lines of 20 points.
    fn heading(_: f32) -> f32 {
        44.0
    }

    fn table() -> TableSizes {
        TableSizes {
            below: Some(vec2(600.0, 150.0)),
            beside: vec2(400.0, 150.0),
        }
    }

    fn room(w: f32, h: f32) -> Rect {
        Rect::from_min_size(pos2(0.0, 0.0), vec2(w, h))
    }

    /// Whether the plan keeps everything inside `room` without overlaps.
    fn holds(plan: &RacePlan, room: Rect) {
        let mut rects: Vec<Rect> = plan
            .lanes
            .iter()
            .flat_map(|l| [l.heading, l.board])
            .collect();
        rects.push(plan.table);
        for (i, a) in rects.iter().enumerate() {
            assert!(
                room.expand(0.01).contains_rect(*a),
                "{a:?} outside {room:?}"
            );
            for b in &rects[i + 1..] {
                assert!(
                    !a.shrink(0.01).intersects(b.shrink(0.01)),
                    "{a:?} over {b:?}"
                );
            }
        }
    }

    #[test]
    fn a_wide_room_stacks_four_boards_two_by_two_with_the_table_beside() {
        let r = room(1900.0, 950.0);
        let plan = plan(r, 4, (12, 12), heading, table());
        holds(&plan, r);
        assert_eq!((plan.columns, plan.rows), (2, 2), "{plan:?}");
        assert_eq!(plan.table_place, TablePlace::Beside);
        assert!(plan.boards_height() >= FILL * r.height(), "{plan:?}");
    }

    #[test]
    fn of_the_arrangements_that_fill_the_height_the_largest_cells_win() {
        let r = room(1000.0, 700.0);
        let chosen = plan(r, 4, (12, 12), heading, table());
        holds(&chosen, r);
        for place in [TablePlace::Below, TablePlace::Beside] {
            for columns in 1..=4 {
                if let Some(other) = arrange(r, 4, columns, (12, 12), &heading, place, table())
                    && other.boards_height() >= FILL * r.height()
                {
                    assert!(other.cell <= chosen.cell, "{other:?} beats {chosen:?}");
                }
            }
        }
    }

    #[test]
    fn a_narrow_room_keeps_the_table_under_the_boards() {
        let r = room(390.0, 700.0);
        let narrow = TableSizes {
            below: Some(vec2(380.0, 150.0)),
            beside: vec2(380.0, 150.0),
        };
        let plan = plan(r, 4, (12, 12), heading, narrow);
        holds(&plan, r);
        assert_eq!(plan.table_place, TablePlace::Below);
        assert_eq!(plan.columns, 2, "{plan:?}");
    }

    #[test]
    fn a_wide_board_keeps_its_shape() {
        let r = room(800.0, 500.0);
        let plan = plan(r, 2, (20, 10), heading, table());
        holds(&plan, r);
        for lane in &plan.lanes {
            let ratio = lane.board.width() / lane.board.height();
            assert!((ratio - 2.0).abs() < 1e-3, "{lane:?}");
        }
    }

    #[test]
    fn a_map_s_boards_take_less_than_a_point_a_cell_and_keep_to_the_room() {
        let r = room(1010.0, 420.0);
        let plan = plan(r, 4, (1024, 1024), heading, table());
        holds(&plan, r);
        assert_eq!(plan.lanes.len(), 4);
        assert!(plan.cell < 1.0 && plan.cell >= MIN_CELL, "{plan:?}");
        assert!(
            plan.lanes.iter().all(|l| l.heading.height() > 0.0),
            "{plan:?}"
        );
    }
}
