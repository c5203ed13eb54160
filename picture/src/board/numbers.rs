//! The numbers written in a cell, and where each goes: the search's own numbers, the order it
//! expanded the cell in, the cycle's index. A cell holds one number large in its middle and
//! up to four small in its corners; a number that would not fit, or would touch another, is
//! left out of that cell rather than drawn over its neighbour.
//!
//! The rule, cell by cell (docs/guide/graph-search.md says it for the user):
//! - The middle, large: the search's number ([`search_number`]: A*'s f, Dijkstra's g, greedy
//!   best-first's h, a queue's distance, a stack's depth); with the search's numbers off, the
//!   expansion order; else the cycle's index. Never over the head's eyes.
//! - The corners, small: A*'s g top left and h top right (both or neither), the expansion
//!   order bottom right, the cycle's index bottom left (top left where no g stands there).
//! - The large size is the smaller of 0.42 cell and 1.5 cells over the digits of the board's
//!   largest number; the small one the smaller of 0.3 cell and 0.9 cells over those digits. A
//!   large number is drawn from [`MIN_TEXT`] points, a small one from [`CORNER_TEXT`]: smaller
//!   than that nobody reads it from the back of a room.
//! - A corner is drawn where its digits lie inside the cell, clear of the middle's and of the
//!   other corners' by [`GAP`] of a cell; otherwise that cell shows fewer numbers.

use super::layers::MIN_TEXT;
use epaint::{Pos2, Rect};
use snakescope_core::stages::CellMark;

/// Font sizes below this are not drawn in a corner: a small number must be read from the back
/// of a room, and the large one in the middle says the most.
pub(super) const CORNER_TEXT: f32 = 8.0;

/// The least space between two numbers of a cell, and between a number and the cell's edge,
/// as a part of the cell.
pub(super) const GAP: f32 = 0.05;

/// Where in its cell a number goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Slot {
    /// The middle, large.
    Middle,
    /// The top left corner, small.
    TopLeft,
    /// The top right corner, small.
    TopRight,
    /// The bottom right corner, small.
    BottomRight,
    /// The bottom left corner, small.
    BottomLeft,
}

/// What a number is, which gives its colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Kind {
    /// One of the search's own numbers.
    Search,
    /// The order the search expanded the cell in.
    Order,
    /// The cycle's index (or a numbering stage's number).
    Index,
}

/// One number to write in a cell: its value, what it is, where it goes, and the numbers it
/// is drawn with or not at all (A*'s g and h go together).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct CellNumber {
    /// The number.
    pub value: u32,
    /// What it is.
    pub kind: Kind,
    /// Where it goes.
    pub slot: Slot,
    /// Drawn only with the number before it in the cell's list (A*'s h with its g).
    pub paired: bool,
}

/// Which numbers the layers on ask for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Asked {
    /// The search's numbers.
    pub search: bool,
    /// The expansion order.
    pub order: bool,
}

/// The number a search shows large in a cell it reached: A*'s f (g + h), else the distance
/// from the start (a queue's, a stack's depth), the cost g (Dijkstra), the estimate h (greedy
/// best-first), the distance from the target (the bidirectional search's far side).
pub(super) fn search_number(m: &CellMark) -> Option<u32> {
    m.f().or(m.distance).or(m.g).or(m.h).or(m.target_distance)
}

/// The numbers of a cell marked `mark`, in the order they claim their place (the middle
/// first), by the layers `asked` and the cycle's `index` if shown; `middle_free`: whether
/// the middle may hold a number (not the head's, which holds its eyes).
pub(super) fn cell_numbers(
    mark: Option<&CellMark>,
    asked: Asked,
    index: Option<u32>,
    middle_free: bool,
) -> Vec<CellNumber> {
    let mut out = Vec::with_capacity(4);
    let mut put = |value, kind, slot, paired| {
        out.push(CellNumber {
            value,
            kind,
            slot,
            paired,
        })
    };
    let search = mark.and_then(search_number).filter(|_| asked.search);
    let order = mark.and_then(|m| m.order).filter(|_| asked.order);
    let parts = mark
        .filter(|m| asked.search && m.f().is_some())
        .map(|m| (m.g.unwrap_or(0), m.h.unwrap_or(0)));
    let mut middle_taken = !middle_free;
    if let Some(n) = search.filter(|_| middle_free) {
        put(n, Kind::Search, Slot::Middle, false);
        middle_taken = true;
    }
    if let Some((g, h)) = parts {
        put(g, Kind::Search, Slot::TopLeft, false);
        put(h, Kind::Search, Slot::TopRight, true);
    }
    if let Some(k) = order {
        let slot = if middle_taken || search.is_some() {
            Slot::BottomRight
        } else {
            middle_taken = true;
            Slot::Middle
        };
        put(k, Kind::Order, slot, false);
    }
    if let Some(k) = index {
        let slot = if !middle_taken && search.is_none() {
            Slot::Middle
        } else if parts.is_some() {
            Slot::BottomLeft
        } else {
            Slot::TopLeft
        };
        put(k, Kind::Index, slot, false);
    }
    out
}

/// The font sizes of a board of cells `cell` points wide whose largest number has `digits`
/// digits: the middle's and the corners'.
pub(super) fn font_sizes(cell: f32, digits: u32) -> (f32, f32) {
    let d = digits.max(1) as f32;
    let big = (cell * 0.42).min(cell * 1.5 / d).floor();
    let small = (cell * 0.3).min(cell * 0.9 / d).floor();
    (big, small)
}

/// Whether a number of font `size` is drawn in `slot`.
pub(super) fn legible(slot: Slot, size: f32) -> bool {
    match slot {
        Slot::Middle => size >= MIN_TEXT,
        _ => size >= CORNER_TEXT,
    }
}

/// Where to put text whose glyphs span `bounds` (relative to where it is put) so that they
/// stand in `slot` of the cell `cell`: the middle centred, a corner `GAP` of the cell in from
/// both its sides.
pub(super) fn place(slot: Slot, cell: Rect, bounds: Rect) -> Pos2 {
    let m = cell.width() * GAP;
    let inner = cell.shrink(m);
    match slot {
        Slot::Middle => cell.center() - bounds.center().to_vec2(),
        Slot::TopLeft => inner.left_top() - bounds.left_top().to_vec2(),
        Slot::TopRight => inner.right_top() - bounds.right_top().to_vec2(),
        Slot::BottomRight => inner.right_bottom() - bounds.right_bottom().to_vec2(),
        Slot::BottomLeft => inner.left_bottom() - bounds.left_bottom().to_vec2(),
    }
}

/// Whether glyphs at `rect` may stand in the cell `cell` beside those already at `taken`: a
/// corner inside the cell and clear of every other number by `GAP` of the cell; the middle
/// is always drawn, once its size is legible.
pub(super) fn fits<'a>(
    slot: Slot,
    rect: Rect,
    cell: Rect,
    taken: impl IntoIterator<Item = &'a Rect>,
) -> bool {
    if slot == Slot::Middle {
        return true;
    }
    let gap = cell.width() * GAP;
    cell.shrink(gap * 0.5).contains_rect(rect)
        && taken
            .into_iter()
            .all(|t| !t.expand(gap * 0.5).intersects(rect.expand(gap * 0.5)))
}

/// The digits of the largest of `n`.
pub(super) fn digits(n: u32) -> u32 {
    n.max(1).ilog10() + 1
}

#[cfg(test)]
mod tests {
    use super::*;
    use epaint::{pos2, vec2};

    fn astar(g: u32, h: u32) -> CellMark {
        CellMark {
            g: Some(g),
            h: Some(h),
            order: Some(5),
            ..CellMark::default()
        }
    }

    const ALL: Asked = Asked {
        search: true,
        order: true,
    };

    #[test]
    fn a_star_cell_writes_f_large_g_and_h_in_the_top_corners_the_order_below() {
        let m = astar(8, 8);
        let slots: Vec<(u32, Slot)> = cell_numbers(Some(&m), ALL, None, true)
            .iter()
            .map(|n| (n.value, n.slot))
            .collect();
        assert_eq!(
            slots,
            [
                (16, Slot::Middle),
                (8, Slot::TopLeft),
                (8, Slot::TopRight),
                (5, Slot::BottomRight)
            ]
        );
    }

    #[test]
    fn each_search_shows_its_own_number_in_the_middle() {
        let dijkstra = CellMark {
            g: Some(7),
            ..CellMark::default()
        };
        let best_first = CellMark {
            h: Some(4),
            ..CellMark::default()
        };
        let bfs = CellMark {
            distance: Some(3),
            ..CellMark::default()
        };
        for (m, n) in [(dijkstra, 7), (best_first, 4), (bfs, 3)] {
            let numbers = cell_numbers(Some(&m), ALL, None, true);
            assert_eq!(numbers.len(), 1, "{m:?}: no corners but A*'s");
            assert_eq!((numbers[0].value, numbers[0].slot), (n, Slot::Middle));
        }
    }

    #[test]
    fn the_order_takes_the_middle_when_the_search_s_numbers_are_off() {
        let m = astar(8, 8);
        let asked = Asked {
            search: false,
            order: true,
        };
        let numbers = cell_numbers(Some(&m), asked, Some(40), true);
        assert_eq!(numbers[0].value, 5);
        assert_eq!(numbers[0].slot, Slot::Middle);
        assert_eq!(numbers[1].slot, Slot::TopLeft, "the index in the corner");
        // On the head the middle stays free for its eyes.
        let numbers = cell_numbers(Some(&m), asked, None, false);
        assert_eq!(numbers[0].slot, Slot::BottomRight);
    }

    #[test]
    fn corners_are_drawn_from_eight_points_and_only_clear_of_each_other() {
        assert_eq!(font_sizes(30.0, 3), (12.0, 9.0));
        assert!(legible(Slot::TopLeft, 9.0) && !legible(Slot::TopLeft, 7.0));
        assert!(legible(Slot::Middle, 7.0));
        let cell = Rect::from_min_size(pos2(0.0, 0.0), vec2(30.0, 30.0));
        let middle = Rect::from_center_size(cell.center(), vec2(14.0, 8.0));
        let corner = Rect::from_min_size(pos2(1.5, 1.5), vec2(10.0, 6.0));
        assert!(fits(Slot::TopLeft, corner, cell, &[middle]));
        let wide = Rect::from_min_size(pos2(1.5, 1.5), vec2(10.0, 10.0));
        assert!(
            !fits(Slot::TopLeft, wide, cell, &[middle]),
            "touches the middle"
        );
        let out = Rect::from_min_size(pos2(-2.0, 1.5), vec2(10.0, 6.0));
        assert!(!fits(Slot::TopLeft, out, cell, &[]), "over the cell's edge");
    }

    #[test]
    fn a_number_placed_in_a_slot_stands_there() {
        let cell = Rect::from_min_size(pos2(100.0, 50.0), vec2(40.0, 40.0));
        let bounds = Rect::from_min_size(pos2(0.5, 2.0), vec2(12.0, 7.0));
        let at = place(Slot::TopRight, cell, bounds);
        let r = bounds.translate(at.to_vec2());
        assert!((r.right() - (cell.right() - 2.0)).abs() <= 0.5, "{r:?}");
        assert!((r.top() - (cell.top() + 2.0)).abs() <= 0.5, "{r:?}");
        let at = place(Slot::Middle, cell, bounds);
        let r = bounds.translate(at.to_vec2());
        assert!((r.center() - cell.center()).length() <= 0.75, "{r:?}");
    }
}
