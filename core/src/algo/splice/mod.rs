//! Reshaping the cycle toward the food by 2x2 splices.
//!
//! The splice solver holds a Hamiltonian cycle (a [`Ring`]) on which the snake's body lies as
//! one unbroken stretch, and follows it. When the food is far along the cycle, it reshapes the
//! cycle so that the way to the food is shorter, with one operation: the **2x2 splice**.
//!
//! ```text
//!   a ──▶ a'        a     a'       Two antiparallel edges of a 2x2 square, a -> a' and
//!                   │     ▲        b' -> b, are swapped for the square's other two sides,
//!   b ◀── b'        ▼     │        a -> b and b' -> a'. If both edges were on one cycle, it
//!                   b     b'       splits in two; if on two cycles, they join into one.
//! ```
//!
//! To make cell `v` follow cell `u` (a step the snake wants to take), split at the square
//! `u, next(u), prev(v), v`: the cells between `u` and `v` fall out as a loop. Then join the
//! loop back at another square, somewhere after the food, where it does not lengthen the way
//! there. Forcing a path edge by edge this way reshapes the cycle around the path.
//!
//! Which paths to force:
//! 1. the shortest paths the snake can really walk (a breadth-first search in which a body
//!    cell can be entered only once the tail has left it), explored depth first, each edge
//!    forced in turn and undone when the path leads nowhere, under a budget (the wide planner
//!    tries first, at each step, the cell with fewest open sides);
//! 2. then "box cuts": from each cell of the way to the food, a straight line across free
//!    cells to a cell further along the way, forced edge by edge, kept if the way is shorter.
//!
//! When few cells are free, the wide planner first searches the shortest safe way exactly
//! (`endgame`): the paths to the food shortest first, each with a walk through the cells left
//! over back to the body.
//!
//! Every reshaped cycle is checked before it is kept ([`Splicer::trip_is_safe`]): following it from
//! the head must reach the food with every cell free by the time the head gets there, and the
//! cells of the body still there when the food is eaten must lie just behind the head, in
//! order. Whatever the heuristics above do, a cycle that fails the check is undone; so the
//! solver's safety rests on the check alone (the argument is in `docs/ALGORITHMS.md`).
//!
//! The planner is one type, [`Splicer`], written in files with one job each: `scratch` (its
//! tables, a group for each part), `check` (the body as the planner reads it, and the check),
//! `ring_moves` (the labels along the ring and the 2x2 splice that forces one edge),
//! `two_splices` (an edge whose square does not fit, forced by two squares), `joins`
//! (where a loop split off joins the ring again), `forcing` (the fastest arrival and the search
//! over fastest paths), `cuts` (the straight box cuts), `pockets` (the free cells a way leaves
//! shut off beside the head after the meal, by which fastest paths found in several orders of
//! steps are weighed against each other and against the cuts) and `endgame` (with few cells free, the exact search for the shortest safe way, which
//! rewrites the ring whole and is checked like the rest).

mod check;
mod cuts;
mod endgame;
mod forcing;
mod joins;
mod pockets;
mod ring_moves;
mod scratch;
mod two_splices;

use super::observer::Observer;
use super::ring::Ring;
use crate::rules::{Grid, Pos, Snake, TailRule};
use scratch::Scratch;

pub use pockets::{POCKET_NECK, POCKET_WEIGH, StepOrder};

/// No cell.
const NONE: u32 = u32::MAX;

/// Labels of cells in cycle order are spaced this far apart, so that a joined loop can be
/// numbered between two of them without renumbering the whole cycle.
const SPACE: u64 = 1 << 32;

/// Edge attempts the depth-first search over shortest paths may spend per plan.
pub const PATH_BUDGET: u32 = 50;

/// Box-cut passes per plan of the current planner (each pass keeps at most one cut, then
/// starts again).
pub const CUT_PASSES: u32 = 10;

/// Box-cut passes per plan of the wide planner.
pub const WIDE_CUT_PASSES: u32 = 20;

/// The wide planner searches the end game exactly once at most this many cells are free (and
/// at most half the board).
pub const END_FREE: u32 = 40;

/// Steps the end game's exact search may take per plan (paths and walks together).
pub const END_BUDGET: u32 = 10_000;

/// Straight cuts a pass of the current planner tries, those that would save most first (the
/// wide planner tries them all).
pub const CUT_TRIES: usize = 32;

/// When no straight cut of a pass fits, how many the wide planner tries again, those that
/// would save most, with their loops kept clear only of the body still there when each cut's
/// own way would arrive (see [`SpliceEvent::LateCuts`]).
pub const LATE_TRIES: usize = 8;

/// One step of reshaping, as a student should see it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SpliceEvent {
    /// A plan starts: how far the food is along the cycle, and how soon any path could reach
    /// it.
    Plan {
        /// The head.
        head: Pos,
        /// The food.
        food: Pos,
        /// Moves to the food along the cycle held.
        along: u32,
        /// The fewest moves any path can take (the body's cells count as blocked until the
        /// tail has left them).
        fastest: u32,
        /// The way to the food along the cycle held, head first.
        way: Vec<Pos>,
    },
    /// The shortest path about to be forced into the cycle, edge by edge.
    Force {
        /// Its cells, head first.
        path: Vec<Pos>,
    },
    /// A pass of box cuts starts, having found some: the straight lines from a cell of the
    /// way to a later cell of it, and how many of them the pass may try, those that would save
    /// most first (the wide planner tries them all, the current one the first [`CUT_TRIES`]).
    Cuts {
        /// Lines found.
        found: u32,
        /// Lines the pass may try.
        tries: u32,
    },
    /// No straight cut of the pass fitted with its loops kept clear of the body still there at
    /// the fastest arrival: the wide planner tries again the `tries` that would save most,
    /// each with its loops kept clear only of the body still there when the cut's own way
    /// (the way held, less what the cut saves) would arrive.
    LateCuts {
        /// Lines the late pass may try.
        tries: u32,
    },
    /// A box cut about to be tried: a straight line from a cell of the way to a cell further
    /// along it.
    Cut {
        /// The cells of the line, both ends included.
        line: Vec<Pos>,
        /// Moves it would save.
        saves: u32,
    },
    /// The 2x2 square that would make `to` follow `from`.
    Square {
        /// The cell the step leaves.
        from: Pos,
        /// The cell it enters.
        to: Pos,
        /// The square: `from`, its successor, `to`'s predecessor, `to`.
        corners: [Pos; 4],
        /// Whether the cycle runs antiparallel there, so the square can split it.
        fits: bool,
    },
    /// The square to make `to` follow `from` does not fit, so first make `first[1]` follow
    /// `first[0]` by its own square; then the square of `from` and `to` fits.
    TwoSplices {
        /// The cell the step leaves.
        from: Pos,
        /// The cell it enters.
        to: Pos,
        /// The edge forced first.
        first: [Pos; 2],
    },
    /// The cycle split at the square: the main cycle (with the head) and this loop.
    Split {
        /// The loop's cells, in order.
        cells: Vec<Pos>,
    },
    /// The loop holds a cell of the body that will still be there when the food is eaten: it
    /// cannot be walked after the food, so the split is undone.
    LoopHoldsBody {
        /// The cell.
        cell: Pos,
    },
    /// The loop joins the main cycle again at this square.
    Merge {
        /// The loop's edge and the main cycle's edge, as the square's corners.
        corners: [Pos; 4],
        /// Whether the loop was walked the other way round to fit.
        reversed: bool,
    },
    /// No square joins the loop back after the food: the split is undone.
    NoMerge {
        /// Cells of the loop.
        size: u32,
    },
    /// The reshaped cycle was checked.
    Checked {
        /// Moves to the food along it.
        along: u32,
        /// Whether every cell is free in time and the body lies right: the cycle is safe.
        safe: bool,
    },
    /// The attempt is undone (a dead end, or no shorter way).
    Undone,
    /// Few cells are free: search every path to the food shorter than the way held,
    /// shortest first, for one after which the cells left over can be walked in one path back
    /// to the body's oldest cell still there at the meal.
    EndSearch {
        /// The cells free now.
        free: Vec<Pos>,
        /// The fewest moves any path can take.
        fastest: u32,
        /// Moves to the food along the cycle held.
        along: u32,
    },
    /// The end game's search found the shortest such path: the cycle is rewritten to it and
    /// the walk through the rest.
    EndFound {
        /// The way to the food, head first.
        way: Vec<Pos>,
        /// The walk after the food through every other cell, back to the body.
        rest: Vec<Pos>,
    },
    /// The end game's search found no shorter way.
    EndNotFound {
        /// Whether every shorter path was tried (so none exists); if not, the budget ran out
        /// and the splices are tried instead.
        complete: bool,
    },
    /// What a way leaves after the meal: with the body then in place and the cells within
    /// [`POCKET_NECK`] of the food closed, the free cells outside the largest piece, and the
    /// moves they are expected to add to the next meal.
    Pockets {
        /// The way to the food, head first.
        way: Vec<Pos>,
        /// Moves of the way to the food.
        moves: u32,
        /// Moves the pockets are expected to add to the next meal.
        cost: u32,
        /// The free cells outside the largest piece.
        cells: Vec<Pos>,
    },
    /// The fastest path forced first leaves pockets: force another fastest path, found by the
    /// same search trying the steps in another order, and count its pockets too (the one
    /// with fewest is weighed against the cuts).
    OtherPath {
        /// The order of steps the search tries.
        order: StepOrder,
        /// The path the search tries first in that order, head first.
        path: Vec<Pos>,
    },
    /// The forced fastest path and the cuts' way weighed, each as twice its moves plus its
    /// pockets' cost: the smaller is kept.
    Weighed {
        /// The fastest path: its moves and its pockets' cost.
        fastest: [u32; 2],
        /// The cuts' way (the cycle held, if no cut fits): its moves and its pockets' cost.
        cuts: [u32; 2],
        /// Whether the cuts' way is kept.
        cuts_win: bool,
    },
    /// The plan's result: the cycle kept, and the way to the food on it.
    Kept {
        /// Moves to the food before.
        before: u32,
        /// Moves to the food now.
        after: u32,
        /// The way to the food on the cycle kept, head first.
        way: Vec<Pos>,
    },
}

/// Which planner reshapes the cycle.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum SplicePlan {
    /// Forced fastest paths, then straight cuts, the first way that is shorter kept: the
    /// planner as first written (`docs/ALGORITHMS.md`, section 2.9), kept to compare with.
    Current,
    /// The current planner, with every straight cut of a pass tried (those that save most
    /// first) rather than the first [`CUT_TRIES`]: late in a game, on a large board, the cuts
    /// that would save most rarely fit, and a smaller one further down the list often does.
    /// On large boards it also plans again sooner after a plan that found nothing. Among the
    /// fastest paths it tries first those that keep to walls and body (at each step, the cell
    /// with fewest open sides), which leave the free cells in one piece for the next meals. It
    /// runs up to [`WIDE_CUT_PASSES`] passes of cuts, and when few cells are free (at most
    /// [`END_FREE`], and half the board) it searches the shortest safe way exactly. A fastest
    /// path that leaves pockets beside the food, expected to add [`POCKET_WEIGH`] moves or more
    /// to the next meal, is searched again in the other [`StepOrder`]s, and the one with fewest
    /// pockets is weighed against the cuts' way (`pockets`). On a fastest path, a step whose
    /// square does not fit is forced in two splices (`two_splices`). When a pass of cuts keeps
    /// none, the [`LATE_TRIES`] that would save most are tried again, each loop kept clear
    /// only of the body still there at the cut's own arrival ([`SpliceEvent::LateCuts`]).
    #[default]
    Wide,
}

/// What a plan did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reshape {
    /// The way along the cycle is already as short as any path: nothing to do.
    Shortest {
        /// Moves to the food.
        along: u32,
    },
    /// Nothing could change since the last plan found nothing: not tried again.
    Unchanged {
        /// Moves to the food.
        along: u32,
        /// The fewest moves any path could take.
        fastest: u32,
    },
    /// The cycle was reshaped.
    Shorter {
        /// Moves to the food before.
        before: u32,
        /// Moves to the food now.
        after: u32,
        /// The fewest moves any path could take.
        fastest: u32,
        /// 2x2 squares the plan tried, those it kept among them.
        squares: u32,
    },
    /// No splice made the way shorter.
    Kept {
        /// Moves to the food.
        along: u32,
        /// The fewest moves any path could take.
        fastest: u32,
        /// 2x2 squares the plan tried, none kept.
        squares: u32,
    },
    /// A fastest path was forced, but it would leave pockets beside the food that weigh more
    /// than the moves it saves: the cycle held is kept (`pockets`).
    Weighed {
        /// Moves to the food along the cycle held.
        along: u32,
        /// The fastest path's moves.
        fastest: u32,
        /// The moves its pockets were expected to add to the next meal.
        pockets: u32,
        /// 2x2 squares the plan tried.
        squares: u32,
    },
    /// The food cannot be reached at all right now (the cycle still leads there in time).
    Unreachable {
        /// Moves to the food.
        along: u32,
    },
}

/// The splice planner: what it remembers between moves, and its tables.
#[derive(Clone, Debug)]
pub struct Splicer {
    grid: Grid,
    w: u32,
    /// The food the plans are for, and the earliest tick it could be eaten.
    food: u32,
    earliest: u64,
    /// After a plan that found nothing: the tick and the fastest arrival then. While the head
    /// keeps to a fastest path, nothing new can be found.
    failed: Option<(u64, u32)>,
    /// The food for which the end game's search was last run, and whether it proved that no
    /// shorter way exists (so nothing is left to plan until the food is eaten).
    end_tried: u32,
    settled: bool,
    /// The body as `load` last read it: its length, head, and the stamps of its tail and
    /// head; `clock` only grows.
    len: u32,
    head: u32,
    tail_since: u64,
    clock: u64,
    loaded_at: Option<u64>,
    rule: TailRule,
    /// Which planner this is.
    plan: SplicePlan,
    /// The order in which the search over fastest paths tries the steps.
    order: StepOrder,
    /// 2x2 squares tried by the plan under way.
    squares: u32,
    s: Scratch,
}

impl Splicer {
    /// After a plan that found nothing, the moves the fastest arrival must slip by before the
    /// next plan: 1 on small boards, more on larger ones, where a plan costs more and the few
    /// cells freed meanwhile rarely make a splice fit: `1 + cells / 400` for the current
    /// planner, `1 + cells / 800` for the wide one, which spends the time its plans save on
    /// planning more often (on 30x30, once the fastest arrival has slipped by 2 moves, not 3).
    fn patience(&self) -> u64 {
        let cells = self.grid.cells() as u64;
        match self.plan {
            SplicePlan::Current => 1 + cells / 400,
            SplicePlan::Wide => 1 + cells / 800,
        }
    }

    /// A planner for `grid`, planning as `plan` says.
    pub fn new(grid: &Grid, plan: SplicePlan) -> Splicer {
        Splicer {
            grid: *grid,
            w: u32::from(grid.width()),
            food: NONE,
            earliest: 0,
            failed: None,
            end_tried: NONE,
            settled: false,
            len: 0,
            head: 0,
            tail_since: 0,
            clock: 0,
            loaded_at: None,
            rule: TailRule::Blocks,
            plan,
            order: StepOrder::Planner,
            squares: 0,
            s: Scratch::default(),
        }
    }

    /// Which planner this is.
    pub fn plan(&self) -> SplicePlan {
        self.plan
    }

    #[inline]
    fn idx(&self, p: Pos) -> u32 {
        self.grid.index(p) as u32
    }

    #[inline]
    fn pos(&self, c: u32) -> Pos {
        self.grid.pos(c as usize)
    }

    /// The neighbour of cell `c` in direction `d` (Up, Right, Down, Left), or `NONE`.
    #[inline]
    fn neighbour(&self, c: u32, d: usize) -> u32 {
        self.s.board.neighbours[c as usize][d]
    }

    #[inline]
    fn adjacent(&self, a: u32, b: u32) -> bool {
        let d = a.abs_diff(b);
        d == self.w || (d == 1 && a / self.w == b / self.w)
    }

    #[inline]
    fn manhattan(&self, a: u32, b: u32) -> u32 {
        (a % self.w).abs_diff(b % self.w) + (a / self.w).abs_diff(b / self.w)
    }

    /// Reshapes `ring` so that the way from the snake's head to `food` is as short as the
    /// splices can make it, keeping the ring safe to follow (see [`Splicer::trip_is_safe`]). `now`:
    /// moves made so far. The ring must hold the body as the invariant says (it does when it
    /// only ever changes here and the snake follows it).
    pub fn reshape<O: Observer<SpliceEvent>>(
        &mut self,
        ring: &mut Ring,
        snake: &Snake,
        rule: TailRule,
        food: Pos,
        now: u64,
        obs: &mut O,
    ) -> Reshape {
        if self.s.fit(&self.grid) {
            // A copy starts with empty tables: read the body afresh.
            self.loaded_at = None;
        }
        self.load(snake, rule, now);
        let food = self.idx(food);
        let heading = snake.heading();
        if food != self.food {
            self.food = food;
            self.failed = None;
            self.end_tried = NONE;
            self.settled = false;
            let Some(a) = self.fastest(heading, food) else {
                self.earliest = u64::MAX;
                let along = ring.distance_of(self.head, food);
                return Reshape::Unreachable { along };
            };
            self.earliest = now + u64::from(a);
        }
        let along = ring.distance_of(self.head, food);
        if self.earliest != u64::MAX && now + u64::from(along) <= self.earliest {
            return Reshape::Shortest { along };
        }
        let Some(a) = self.fastest(heading, food) else {
            return Reshape::Unreachable { along };
        };
        if O::WATCHING {
            obs.observe(SpliceEvent::Plan {
                head: snake.head(),
                food: self.pos(food),
                along,
                fastest: a,
                way: self.way(ring, food),
            });
        }
        if a >= along {
            return Reshape::Shortest { along };
        }
        if let Some((tick, fastest)) = self.failed
            && u64::from(a) + (now - tick) < u64::from(fastest) + self.patience()
        {
            // The head has kept to a fastest path since the last plan found nothing: the cells
            // free in time are the same, and so is every splice's fate.
            return Reshape::Unchanged { along, fastest: a };
        }
        if self.settled {
            // The end game's search proved that no shorter way exists for this food.
            return Reshape::Unchanged { along, fastest: a };
        }
        self.failed = None;
        self.squares = 0;
        ring.commit();
        if self.plays_end_game(food) {
            self.end_tried = food;
            match self.end_game(ring, food, a, along, obs) {
                endgame::EndGame::Found(after) => {
                    // Found exhaustively: nothing shorter is left for this food.
                    self.settled = true;
                    return self.checked_keep(ring, food, along, after, a, obs);
                }
                endgame::EndGame::NoneShorter => {
                    self.settled = true;
                    return Reshape::Kept {
                        along,
                        fastest: a,
                        squares: 0,
                    };
                }
                endgame::EndGame::OutOfBudget => {}
            }
        }
        self.label(ring);
        self.s.labels.lab_journal.clear();
        self.mark_fastest_paths(food);
        if O::WATCHING {
            // The path the search will try first.
            obs.observe(SpliceEvent::Force {
                path: self.first_fastest_path(ring, food),
            });
        }
        if self.force_fastest(ring, food, a, obs) {
            match self.check(ring, food) {
                Some(after) if after < along => {
                    if O::WATCHING {
                        obs.observe(SpliceEvent::Checked {
                            along: after,
                            safe: true,
                        });
                    }
                    if self.plan == SplicePlan::Wide
                        && let Some(cuts) =
                            self.weigh_pockets(ring, food, a, along, after, now, obs)
                    {
                        return cuts;
                    }
                    return self.keep(ring, food, along, after, a, obs);
                }
                checked => {
                    if O::WATCHING {
                        obs.observe(SpliceEvent::Checked {
                            along: checked.unwrap_or(along),
                            safe: checked.is_some(),
                        });
                    }
                }
            }
        }
        ring.undo_to(0);
        // The cuts label the ring afresh.
        self.s.labels.lab_journal.clear();
        if self.cut(ring, food, a, obs) > 0 {
            let after = ring.distance_of(self.head, food);
            return self.keep(ring, food, along, after, a, obs);
        }
        ring.undo_to(0);
        self.failed = Some((now, a));
        Reshape::Kept {
            along,
            fastest: a,
            squares: self.squares,
        }
    }

    /// Whether this plan searches the end game exactly: on the wide planner, with few cells
    /// free, once per food (the search proves its answer or runs out of budget, and then the
    /// splices plan the rest of the trip).
    fn plays_end_game(&self, food: u32) -> bool {
        let free = self.grid.cells() as u32 - self.len;
        self.plan == SplicePlan::Wide
            && free <= END_FREE
            && 2 * free <= self.grid.cells() as u32
            && self.end_tried != food
    }

    /// Keeps a ring rewritten whole (by the end game) once the check, run again, agrees.
    fn checked_keep<O: Observer<SpliceEvent>>(
        &mut self,
        ring: &mut Ring,
        food: u32,
        along: u32,
        after: u32,
        fastest: u32,
        obs: &mut O,
    ) -> Reshape {
        let checked = self.check(ring, food);
        debug_assert_eq!(checked, Some(after), "the end game builds a safe cycle");
        if O::WATCHING {
            obs.observe(SpliceEvent::Checked {
                along: checked.unwrap_or(along),
                safe: checked.is_some(),
            });
        }
        if checked.is_some_and(|moves| moves < along) {
            return self.keep(ring, food, along, after, fastest, obs);
        }
        ring.undo_to(0);
        self.settled = false;
        Reshape::Kept {
            along,
            fastest,
            squares: 0,
        }
    }

    fn keep<O: Observer<SpliceEvent>>(
        &mut self,
        ring: &mut Ring,
        food: u32,
        before: u32,
        after: u32,
        fastest: u32,
        obs: &mut O,
    ) -> Reshape {
        ring.commit();
        if O::WATCHING {
            obs.observe(SpliceEvent::Kept {
                before,
                after,
                way: self.way(ring, food),
            });
        }
        Reshape::Shorter {
            before,
            after,
            fastest,
            squares: self.squares,
        }
    }
}

/// A small board for the unit tests of the planner's files.
#[cfg(test)]
mod fixture {
    use super::Splicer;
    use crate::algo::cycle::Cycle;
    use crate::algo::ring::Ring;
    use crate::rules::{Grid, Pos, Snake, TailRule};

    /// The ring on a 4x4 board, from the top-left corner: along the top row, a zigzag down
    /// columns 1 to 3, and back up column 0.
    pub(super) const RING: [(u16, u16); 16] = [
        (0, 0),
        (1, 0),
        (2, 0),
        (3, 0),
        (3, 1),
        (2, 1),
        (1, 1),
        (1, 2),
        (2, 2),
        (3, 2),
        (3, 3),
        (2, 3),
        (1, 3),
        (0, 3),
        (0, 2),
        (0, 1),
    ];

    pub(super) fn grid() -> Grid {
        Grid::new(4, 4).expect("a 4x4 board")
    }

    pub(super) fn ring() -> Ring {
        let order = RING.iter().map(|&p| Pos::from(p)).collect();
        Ring::from_cycle(&Cycle::new(grid(), order).expect("RING is a cycle"))
    }

    /// A snake, head first.
    pub(super) fn snake(cells: &[(u16, u16)]) -> Snake {
        let cells: Vec<Pos> = cells.iter().map(|&p| Pos::from(p)).collect();
        Snake::new(&grid(), &cells, None).expect("a valid snake")
    }

    /// A planner with its tables sized and `snake` read, as a plan starts.
    pub(super) fn planner(snake: &Snake, rule: TailRule) -> Splicer {
        let mut p = Splicer::new(&grid(), super::SplicePlan::Current);
        assert!(p.s.fit(&grid()));
        p.load(snake, rule, 0);
        p
    }

    /// Readies `p` to force edges from the head, as a plan does: the ring labelled, the head
    /// the whole forced prefix, no line being forced.
    pub(super) fn start_forcing(p: &mut Splicer, ring: &Ring) {
        p.label(ring);
        p.s.cut_line.prefix_no += 1;
        p.s.cut_line.line_no += 1;
        p.s.cut_line.prefix[p.head as usize] = p.s.cut_line.prefix_no;
    }

    /// Whether following `ring` from the first cell visits every cell once and comes back.
    pub(super) fn is_one_cycle(ring: &Ring) -> bool {
        let g = grid();
        let start = Pos::from(RING[0]);
        let mut seen = vec![false; g.cells()];
        let mut at = start;
        for _ in 0..g.cells() {
            if std::mem::replace(&mut seen[g.index(at)], true) {
                return false;
            }
            at = ring.next(at);
        }
        at == start && seen.iter().all(|&s| s)
    }
}
