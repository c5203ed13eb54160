//! The cycle a stage reshapes, as its events tell it: the cycle held when a plan begins, each
//! split and join the events name, each undoing back to the splices they say are still
//! standing, and the cycle kept. Nothing is searched here: every change is one an event names,
//! applied to the cells as the board draws them.

use crate::algo::Cycle;
use crate::rules::{Grid, Pos};

/// One change to the cycle, kept so that it can be undone.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Edit {
    /// A split took `cells` out of the main cycle at `at`.
    Split { at: usize, cells: Vec<Pos> },
    /// A join put `len` cells into the main cycle at `at`; before it the loop was `cells`.
    Join {
        at: usize,
        len: usize,
        cells: Vec<Pos>,
    },
    /// The cycle was rewritten whole; before it the main cycle was `main`.
    Rewrite { main: Vec<Pos> },
}

/// The cycle being reshaped and the cycle held, as the board draws them during a plan.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Reshaping {
    /// The cycle being reshaped, from the head: with a loop split off, the main cycle that
    /// keeps the head.
    pub main: Vec<Pos>,
    /// The loop split off the main cycle, in its order, until it is joined back (else empty).
    pub split: Vec<Pos>,
    /// The cycle the solver holds as of this event: the one held when the plan began, until a
    /// reshaped one is kept.
    pub held: Option<Cycle>,
    /// The food the way runs to.
    food: Option<Pos>,
    /// The changes standing, oldest first.
    edits: Vec<Edit>,
}

impl Reshaping {
    /// A plan begins on `cycle` (from the head), held, toward `food`.
    pub(crate) fn begin(grid: Grid, cycle: &[Pos], food: Pos) -> Reshaping {
        Reshaping {
            main: cycle.to_vec(),
            split: Vec::new(),
            held: held(grid, cycle),
            food: Some(food),
            edits: Vec::new(),
        }
    }

    /// The way from the head to the food along the main cycle; while the food is on the loop
    /// split off, the whole main cycle from the head.
    pub(crate) fn way(&self) -> Vec<Pos> {
        match self
            .food
            .and_then(|f| self.main.iter().position(|&c| c == f))
        {
            Some(k) => self.main[..=k].to_vec(),
            None => self.main.clone(),
        }
    }

    /// A split took `cells` (a run of the main cycle, in order) off as a loop.
    pub(crate) fn split(&mut self, cells: &[Pos]) {
        let Some(at) = cells
            .first()
            .and_then(|first| self.main.iter().position(|c| c == first))
        else {
            return;
        };
        let end = (at + cells.len()).min(self.main.len());
        let cut: Vec<Pos> = self.main.drain(at..end).collect();
        self.split = cut.clone();
        self.edits.push(Edit::Split { at, cells: cut });
    }

    /// The loop joins the main cycle at the square of its edge `x -> x1` and the main edge
    /// `y -> y1`: after `y` come `x1`, round the loop, and `x` (or, `reversed`, `x`, back round
    /// the loop, and `x1`), then `y1`.
    pub(crate) fn join(&mut self, [x, x1, y, _y1]: [Pos; 4], reversed: bool) {
        let n = self.split.len();
        let (Some(at_y), Some(ix), Some(ix1)) = (
            self.main.iter().position(|&c| c == y),
            self.split.iter().position(|&c| c == x),
            self.split.iter().position(|&c| c == x1),
        ) else {
            return;
        };
        let run: Vec<Pos> = if reversed {
            (0..n).map(|k| self.split[(ix + n - k) % n]).collect()
        } else {
            (0..n).map(|k| self.split[(ix1 + k) % n]).collect()
        };
        let at = at_y + 1;
        self.main.splice(at..at, run);
        let cells = std::mem::take(&mut self.split);
        self.edits.push(Edit::Join { at, len: n, cells });
    }

    /// The ring was rewritten whole to `cycle` (from the head).
    pub(crate) fn rewrite(&mut self, cycle: &[Pos]) {
        let main = std::mem::replace(&mut self.main, cycle.to_vec());
        self.split.clear();
        self.edits.push(Edit::Rewrite { main });
    }

    /// Undoes the changes until `standing` are left.
    pub(crate) fn undo_to(&mut self, standing: u32) {
        while self.edits.len() > standing as usize {
            match self.edits.pop().expect("above the count") {
                Edit::Split { at, cells } => {
                    self.main.splice(at..at, cells);
                    self.split.clear();
                }
                Edit::Join { at, len, cells } => {
                    self.main.drain(at..at + len);
                    self.split = cells;
                }
                Edit::Rewrite { main } => {
                    self.main = main;
                    self.split.clear();
                }
            }
        }
    }

    /// Undoes the split made last, if the last change was one: the loop goes back.
    pub(crate) fn undo_split(&mut self) {
        if let Some(Edit::Split { .. }) = self.edits.last() {
            self.undo_to(self.edits.len() as u32 - 1);
        }
    }

    /// The cycle `cycle` (from the head) is kept: it is the one held now, with nothing to undo.
    pub(crate) fn keep(&mut self, grid: Grid, cycle: &[Pos]) {
        self.main = cycle.to_vec();
        self.split.clear();
        self.held = held(grid, cycle);
        self.edits.clear();
    }
}

/// `cycle` (from the head) as the solver numbers the cycle it holds: from the top-left cell.
fn held(grid: Grid, cycle: &[Pos]) -> Option<Cycle> {
    let start = cycle.iter().position(|&c| c == Pos::new(0, 0))?;
    let order = cycle[start..]
        .iter()
        .chain(&cycle[..start])
        .copied()
        .collect();
    Cycle::new(grid, order).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cells(list: &[(u16, u16)]) -> Vec<Pos> {
        list.iter().map(|&c| Pos::from(c)).collect()
    }

    /// Round a 3x2 board, from (0, 0).
    fn around() -> Vec<Pos> {
        cells(&[(0, 0), (1, 0), (2, 0), (2, 1), (1, 1), (0, 1)])
    }

    #[test]
    fn a_split_and_its_join_reshape_the_cycle_and_undo_back_to_it() {
        let grid = Grid::new(3, 2).expect("a board");
        let mut r = Reshaping::begin(grid, &around(), Pos::new(1, 1));
        assert_eq!(r.way().len(), 5, "round to the food");
        assert!(r.held.is_some());
        // Make (1, 1) follow (1, 0): the loop (2, 0), (2, 1) falls out.
        r.split(&cells(&[(2, 0), (2, 1)]));
        assert_eq!(r.main, cells(&[(0, 0), (1, 0), (1, 1), (0, 1)]));
        assert_eq!(r.split, cells(&[(2, 0), (2, 1)]));
        assert_eq!(r.way(), cells(&[(0, 0), (1, 0), (1, 1)]));
        // Joined at the square of the loop's edge (2, 1) -> (2, 0) and the main edge
        // (1, 0) -> (1, 1): after (1, 0) come (2, 0) and (2, 1), then (1, 1).
        r.join(
            cells(&[(2, 1), (2, 0), (1, 0), (1, 1)]).try_into().unwrap(),
            false,
        );
        assert_eq!(r.main, around());
        assert!(r.split.is_empty());
        r.undo_to(1);
        assert_eq!(r.split, cells(&[(2, 0), (2, 1)]), "the join undone");
        r.undo_to(0);
        assert_eq!(r.main, around(), "the split undone");
        assert!(r.split.is_empty());
    }

    #[test]
    fn a_loop_turned_round_runs_back_from_x_to_x1_and_a_cycle_kept_is_held() {
        let grid = Grid::new(3, 2).expect("a board");
        let mut r = Reshaping::begin(grid, &around(), Pos::new(0, 1));
        r.split(&cells(&[(2, 0), (2, 1)]));
        // The loop's edge (2, 0) -> (2, 1) runs the way of the main edge (1, 0) -> (1, 1):
        // turned round, after (1, 0) come x = (2, 0), back round the loop, and x1 = (2, 1).
        r.join(
            cells(&[(2, 0), (2, 1), (1, 0), (1, 1)]).try_into().unwrap(),
            true,
        );
        assert_eq!(r.main, around());
        r.rewrite(&cells(&[(0, 0), (1, 0), (2, 0), (2, 1), (1, 1), (0, 1)]));
        let kept = r.main.clone();
        r.keep(grid, &kept);
        assert_eq!(
            r.held.as_ref().map(|c| c.order().to_vec()),
            Some(kept.clone()),
            "held, numbered from the top-left cell"
        );
        r.undo_to(0);
        assert_eq!(r.main, kept, "kept for good");
    }
}
