//! Jump point search (Harabor and Grastien, 2011), in the form that cuts no corner: A* in
//! eight directions that puts on its frontier only the cells where an optimal path may have
//! to turn.
//!
//! From a cell, the search looks along each direction worth trying (all eight from the start;
//! after that the direction it came by, and a turn only where a wall beside the way forces
//! one) and *jumps*: it scans cell after cell without pushing any, until it meets the target,
//! a cell with a forced neighbour (a jump point), or a wall. A straight scan stops at a cell
//! beside which a side cell is open where the cell behind it was closed: the only cheapest
//! way into that side cell passes here. A diagonal scan stops at a cell from which a straight
//! scan along either of its two parts finds a jump point. Only jump points join the
//! frontier, at the cost of the straight or diagonal line that leads to them; the path is the
//! jump points joined by those lines.
//!
//! On a board whose every open cell costs 1, every cheapest path has a form (diagonals first,
//! turning only at jump points) that the search keeps, so its path costs what A*'s does
//! (`docs/ALGORITHMS.md`, 2.1e); the property tests hold it to that on random boards. It is
//! refused on a board with terrain, where a cell's cost, not walls alone, makes a path turn.

use super::queue::EightQueue;
use super::space::CellTables;
use super::steps::{Reached, found, relax};
use super::{EightBoard, EightKey, EightRefusal, Length, MOVES, StepRefusal, estimate};
use crate::algo::Observer;
use crate::algo::search::{FrontierKind, Heuristic, SearchEvent, SearchTypes, Staleness};
use crate::algo::search::{TieBreak, Weight};
use crate::rules::{Compass, Pos};

/// What jump point search does beside the frontier's operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JpsOwn {
    /// A jump scanned `cell`, moving `dir`, without putting it on the frontier.
    Scanned {
        /// The cell.
        cell: Pos,
        /// The direction of the scan.
        dir: Compass,
    },
}

/// What jump point search reports: a priority queue of jump points on f (octile h), and the
/// cells its jumps scan.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Jps {}

impl SearchTypes for Jps {
    const FRONTIER: FrontierKind = FrontierKind::PriorityQueue;
    const STALENESS: Staleness = Staleness::CellPushed;
    type Move = Compass;
    type Key = EightKey;
    type Start = ();
    type Skip = EightKey;
    type Push = ();
    type Refusal = EightRefusal;
    /// The path's cost.
    type Found = Length;
    type Exhausted = ();
    type Own = JpsOwn;
}

/// One step of jump point search.
pub type JpsEvent = SearchEvent<Jps>;

/// Why jump point search does not run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", tr!("jump point search needs a board whose every open cell costs 1: mud and water make a path turn where no wall does"))]
pub struct NotUniform;

/// Jump point search's tables and queue, reused from one search to the next. A copy starts
/// empty.
#[derive(Debug, Default)]
pub struct JpsSpace {
    tables: CellTables,
    frontier: EightQueue,
}

impl Clone for JpsSpace {
    fn clone(&self) -> JpsSpace {
        JpsSpace::default()
    }
}

impl JpsSpace {
    /// An empty space: the first search makes its tables.
    pub fn new() -> JpsSpace {
        JpsSpace::default()
    }

    /// Finds a cheapest path from `start` to `target` on `board`, whose open cells must all
    /// cost 1. Returns the cells from `start` to `target`, both included, every cell between
    /// two jump points filled in, and the path's cost.
    pub fn search<O: Observer<JpsEvent>>(
        &mut self,
        board: &EightBoard,
        start: Pos,
        target: Pos,
        obs: &mut O,
    ) -> Result<Option<(Vec<Pos>, Length)>, NotUniform> {
        if !board.is_uniform() {
            return Err(NotUniform);
        }
        let keyed = |g: Length, cell: Pos| EightKey {
            g,
            h: estimate(Heuristic::Octile, cell, target, Weight::ONE),
            ties: TieBreak::LargerG,
        };
        let first = keyed(Length::ZERO, start);
        obs.observe(SearchEvent::Start {
            start,
            heading: Compass::Up,
            target,
            key: first,
            more: (),
        });
        let (t, frontier) = (&mut self.tables, &mut self.frontier);
        t.begin(board.cells());
        frontier.clear();
        let (start_i, target_i) = (board.index(start), board.index(target));
        t.reach(start_i, start_i, Length::ZERO);
        frontier.push(first, start_i as u32);
        let mut expanded = 0;
        while let Some((key, ci)) = frontier.pop() {
            let ci = ci as usize;
            let cell = board.pos(ci);
            if key.g != t.cost(ci) {
                obs.observe(SearchEvent::Skipped { cell, more: key });
                continue;
            }
            obs.observe(SearchEvent::Taken { cell, key });
            expanded += 1;
            if ci == target_i {
                let corners = t.walk_back(start_i, ci, |i| board.pos(i));
                return Ok(Some(found(fill_in(&corners), key.g, obs)));
            }
            let came = (ci != start_i).then(|| heading(board.pos(t.parent(ci)), cell));
            let ways = worth_trying(board, cell, came);
            for &dir in ways.all() {
                let jumped = match jump(board, cell, dir, target, obs) {
                    Ok(point) => point,
                    Err(reason) => {
                        obs.observe(SearchEvent::Refused {
                            from: cell,
                            dir,
                            reason,
                        });
                        continue;
                    }
                };
                // A jump runs along one straight or diagonal line: its cost is the octile
                // distance.
                let step = Reached {
                    from: (cell, ci),
                    dir,
                    to: (jumped, board.index(jumped)),
                    g: key.g + estimate(Heuristic::Octile, cell, jumped, Weight::ONE),
                };
                relax(t, frontier, step, keyed, obs);
            }
        }
        obs.observe(SearchEvent::Exhausted {
            reached: expanded,
            more: (),
        });
        Ok(None)
    }
}

/// The direction from `from` towards `to` along a straight or diagonal line.
fn heading(from: Pos, to: Pos) -> Compass {
    let dx = (i32::from(to.x) - i32::from(from.x)).signum();
    let dy = (i32::from(to.y) - i32::from(from.y)).signum();
    Compass::from_delta(dx, dy).unwrap_or(Compass::Up)
}

/// The directions worth a jump from `cell`, entered moving `came` (none at the start: all
/// eight). After a diagonal: its two parts and itself. After a straight move: itself, and
/// towards each side cell that is open where the cell behind it is closed (a forced
/// neighbour), the side and the diagonal forward to that side.
fn worth_trying(board: &EightBoard, cell: Pos, came: Option<Compass>) -> Ways {
    let Some(came) = came else {
        return Ways {
            dirs: MOVES,
            len: MOVES.len(),
        };
    };
    let (dx, dy) = came.delta();
    let (x, y) = (i32::from(cell.x), i32::from(cell.y));
    let mut ways = Ways {
        dirs: [came; 8],
        len: 1,
    };
    if dx != 0 && dy != 0 {
        ways.add(dx, 0);
        ways.add(0, dy);
    } else if dy == 0 {
        for s in [-1, 1] {
            if board.is_open_xy(x, y + s) && !board.is_open_xy(x - dx, y + s) {
                ways.add(0, s);
                ways.add(dx, s);
            }
        }
    } else {
        for s in [-1, 1] {
            if board.is_open_xy(x + s, y) && !board.is_open_xy(x + s, y - dy) {
                ways.add(s, 0);
                ways.add(s, dy);
            }
        }
    }
    ways
}

/// The directions worth a jump from a cell, at most eight, held without allocating: an
/// expansion is the search's inner loop.
struct Ways {
    dirs: [Compass; 8],
    len: usize,
}

impl Ways {
    /// Adds the direction `(dx, dy)`.
    fn add(&mut self, dx: i32, dy: i32) {
        if let Some(dir) = Compass::from_delta(dx, dy) {
            self.dirs[self.len] = dir;
            self.len += 1;
        }
    }

    /// The directions, in the order added.
    fn all(&self) -> &[Compass] {
        &self.dirs[..self.len]
    }
}

/// Whether a straight scan moving `(dx, dy)` must stop at `(x, y)`: a side cell is open where
/// the cell behind it is closed.
fn forced(board: &EightBoard, x: i32, y: i32, dx: i32, dy: i32) -> bool {
    let side = |sx: i32, sy: i32| {
        board.is_open_xy(x + sx, y + sy) && !board.is_open_xy(x + sx - dx, y + sy - dy)
    };
    if dy == 0 {
        side(0, -1) || side(0, 1)
    } else {
        side(-1, 0) || side(1, 0)
    }
}

/// Scans from `from` moving `dir` until the target, a jump point or a wall: the cell where
/// it stopped, or why none was found.
fn jump<O: Observer<JpsEvent>>(
    board: &EightBoard,
    from: Pos,
    dir: Compass,
    target: Pos,
    obs: &mut O,
) -> Result<Pos, EightRefusal> {
    let mut at = board.step(from, dir).map_err(EightRefusal::Step)?;
    loop {
        if O::WATCHING {
            obs.observe(SearchEvent::Own(JpsOwn::Scanned { cell: at, dir }));
        }
        if at == target || stops_here(board, at, dir, target, obs) {
            return Ok(at);
        }
        match board.step(at, dir) {
            Ok(next) => at = next,
            Err(StepRefusal::Edge | StepRefusal::Closed(_) | StepRefusal::Corner(_)) => {
                return Err(EightRefusal::NoJumpPoint { last: at });
            }
        }
    }
}

/// Whether a scan moving `dir` stops at `at` (not the target): a straight scan at a forced
/// neighbour, a diagonal one where a straight scan along either of its parts finds a jump
/// point or the target.
fn stops_here<O: Observer<JpsEvent>>(
    board: &EightBoard,
    at: Pos,
    dir: Compass,
    target: Pos,
    obs: &mut O,
) -> bool {
    let (dx, dy) = dir.delta();
    match dir.sides() {
        None => forced(board, i32::from(at.x), i32::from(at.y), dx, dy),
        Some((across, along)) => [across, along]
            .into_iter()
            .any(|part| jump(board, at, part.into(), target, obs).is_ok()),
    }
}

/// The path through `corners`, every cell of each straight or diagonal line between two in a
/// row filled in.
fn fill_in(corners: &[Pos]) -> Vec<Pos> {
    let mut path = vec![corners[0]];
    for pair in corners.windows(2) {
        let dir = heading(pair[0], pair[1]);
        let mut at = pair[0];
        while at != pair[1] {
            at = dir.from_cell(at).unwrap_or(pair[1]);
            path.push(at);
        }
    }
    path
}
