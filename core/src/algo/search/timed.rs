//! Timed breadth-first search: the snake's body moves out of the way.
//!
//! Without eating, the snake's tail leaves a cell at every move, so a body cell is free for a
//! path that reaches it late enough. With the body `b[0]` (the head) .. `b[L-1]` (the tail),
//! the cell `b[i]` may be entered at move `t` when `t >= hold - i`, where `hold` is `L` under
//! [`TailRule::Follows`] and `L + 1` under [`TailRule::Blocks`] (the tail's cell frees at
//! move 1 under `Follows`, at move 2 under `Blocks`). The path's own cells are body behind the
//! head in the same way: a cell the head left at move `s` is free again at move `s + hold`.
//! (A snake of two under `Follows` cannot move back onto its neck, which is its tail: `hold`
//! is 3 then.)
//!
//! The search built here runs over states (cell, move): BFS by layers of moves, from the
//! start at move 0, where a state's neighbour is tried at the next move and refused if it is
//! a wall, still the snake's body, or still the path's own body (checked along the one path
//! the state keeps, its parents). Once every old body cell is free (after move `hold`) the
//! move no longer matters to the board, and a cell reached later is one state. So, unlike a
//! search over cells alone, it can come back to a cell later, by a detour, when a body cell
//! beside it has freed.
//!
//! What it returns is legal: every move is checked against the board as it will be at that
//! move. What it may miss: each state keeps one path (the first found), and another path to
//! the same state, holding other cells, might go on where the kept one cannot. The search
//! claims its path is shortest only when nothing lost that way could have done better: a
//! state kept out by the path's own body and not reached otherwise in its layer is lost, and
//! a path through it needs at least its move plus its Manhattan distance to the target. The
//! claim holds when the path found is no longer than that for every lost state: every other
//! state of the problem without the path's own body (a problem whose shortest path no legal
//! path beats) was reached in its layer. [`earliest_arrival`] computes that problem's
//! shortest path directly, for tests and tables to compare with.
//!
//! The snake does not eat on the way (a meal would keep the tail in place), and the target
//! counts as free of the search board's walls, as for BFS, but not of the body: a target on
//! the body must be reached after it frees.

use super::super::bfs::straight_first;
use super::super::observer::Observer;
use crate::rules::{CellSet, Dir, Grid, Pos, TailRule};

/// At most this many (cell, move) states are kept apart: on a large board with a long snake,
/// moves past `MAX_STATES / cells` share a state per cell (sound still, but no shortest claim).
pub const MAX_STATES: usize = 1 << 21;

/// Why a neighbour did not join the frontier.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TimedRefusal {
    /// The move leaves the board.
    Wall,
    /// The cell is a wall of the search board.
    Blocked(Pos),
    /// The cell is still the snake's body at that move.
    NotYetFree {
        /// The cell.
        cell: Pos,
        /// The move from which it is free.
        frees_at: u32,
    },
    /// The cell is still the path's own body at that move: the head passed it too recently.
    OwnBody {
        /// The cell.
        cell: Pos,
        /// The move from which it is free.
        frees_at: u32,
    },
    /// The cell was already reached at that move (or, once the whole old body is free, at
    /// any move).
    Seen {
        /// The cell.
        cell: Pos,
        /// The move it was reached at.
        moves: u32,
    },
}

/// One step of the timed search, as a student should see it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TimedEvent {
    /// The search starts at `start` at move 0, heading `heading`, looking for `target`, for a
    /// snake of `length` cells under tail rule `rule`.
    Start {
        /// The first cell (the head).
        start: Pos,
        /// The direction tried first from the start.
        heading: Dir,
        /// The cell sought.
        target: Pos,
        /// The tail rule the body frees under.
        rule: TailRule,
        /// The snake's length.
        length: u32,
    },
    /// The move at which each body cell frees, the tail first.
    Frees {
        /// Each body cell and its move.
        cells: Vec<(Pos, u32)>,
    },
    /// The state (`cell`, `moves`) leaves the queue and is expanded.
    Dequeued {
        /// The cell.
        cell: Pos,
        /// The move at which the head is there.
        moves: u32,
    },
    /// A neighbour is free at the next move and the state is new: it joins the queue.
    Discovered {
        /// The cell.
        cell: Pos,
        /// Its parent, the cell being expanded.
        from: Pos,
        /// The move from the parent.
        dir: Dir,
        /// The move at which the head would be there.
        moves: u32,
    },
    /// A neighbour is refused at move `moves`.
    Refused {
        /// The cell being expanded.
        from: Pos,
        /// The move tried.
        dir: Dir,
        /// The move at which the head would arrive.
        moves: u32,
        /// Why.
        reason: TimedRefusal,
    },
    /// The target was dequeued; the path follows the parents back to the start.
    Found {
        /// The path from the start to the target, both included.
        path: Vec<Pos>,
        /// Whether the search can tell that no legal path is shorter (see the module's
        /// documentation).
        shortest: bool,
    },
    /// The queue emptied before the target was reached.
    Exhausted {
        /// How many states the search expanded.
        reached: u32,
    },
}

/// The move after which a cell the head left at move `s` is free again is `s + hold`: the
/// snake's length, one more under `Blocks`, and 3 for a snake of two under `Follows` (which
/// may not reverse onto its neck).
pub fn hold(length: usize, rule: TailRule) -> u32 {
    let length = length.max(1) as u32;
    match rule {
        TailRule::Follows if length == 2 => 3,
        TailRule::Follows => length,
        TailRule::Blocks => length + 1,
    }
}

/// The move at which each cell of `body` (head first) frees, in the same order: the head's
/// cell last, the tail's first.
pub fn frees_at(body: &[Pos], rule: TailRule) -> impl DoubleEndedIterator<Item = (Pos, u32)> + '_ {
    let hold = hold(body.len(), rule);
    body.iter()
        .enumerate()
        .map(move |(i, &c)| (c, hold - i as u32))
}

/// Finds a legal path from `start` to `target` for a snake whose body (head first) is `body`
/// and frees under `rule`, avoiding the search board's `walls`. Returns the cells from
/// `start` to `target`, both included.
///
/// The tables are made for this one call; a caller searching again and again keeps a
/// [`TimedSpace`].
#[allow(clippy::too_many_arguments)]
pub fn timed_path<O: Observer<TimedEvent>>(
    grid: &Grid,
    walls: &CellSet,
    body: &[Pos],
    rule: TailRule,
    start: Pos,
    heading: Dir,
    target: Pos,
    obs: &mut O,
) -> Option<Vec<Pos>> {
    TimedSpace::new().timed_path(grid, walls, body, rule, start, heading, target, obs)
}

/// The timed search's tables, a state per cell and move up to the move after which the old
/// body is gone, owned by the caller and reused from one search to the next: once they fit,
/// a search allocates nothing but the path it returns. A state's entries are valid only if its
/// stamp is the current search's number; a copy starts empty.
#[derive(Debug, Default)]
pub struct TimedSpace {
    search_no: u32,
    expansion_no: u32,
    /// Per state (layer * cells + cell).
    states: Vec<StateSlot>,
    /// Per cell: the move its state of the last layer was reached at.
    late_arrival: Vec<u32>,
    /// Per cell: the move the old body frees it at, valid if the stamp is the search's.
    body: Vec<Stamped>,
    /// Per cell: held by the path of the state being expanded (stamp: the expansion's
    /// number) until the move given.
    held: Vec<Stamped>,
    /// The states waiting: a cell and the move the head is there at.
    queue: Vec<(u32, u32)>,
    /// States kept out by the path's own body while the next layer is being found, each with
    /// the fewest moves a path through it could take to the target.
    kept_out: Vec<(u32, u32)>,
}

/// What the search knows of a state, valid if `stamp` is the search's number: the move that
/// entered it, from its parent (the cell behind it that way).
#[derive(Clone, Copy, Debug)]
struct StateSlot {
    stamp: u32,
    entered: Dir,
}

/// A number for a cell, valid if `stamp` is the current one.
#[derive(Clone, Copy, Debug, Default)]
struct Stamped {
    stamp: u32,
    value: u32,
}

impl Clone for TimedSpace {
    fn clone(&self) -> TimedSpace {
        TimedSpace::default()
    }
}

/// How the states of a search are laid out: the board's size and its layers.
#[derive(Clone, Copy)]
struct Layers {
    cells: usize,
    width: usize,
    /// The last layer, shared by every later move.
    last: u32,
    /// The move after which the old body is gone.
    hold: u32,
}

impl Layers {
    /// The state of `cell` at move `moves`.
    #[inline]
    fn state(self, moves: u32, cell: usize) -> usize {
        moves.min(self.last) as usize * self.cells + cell
    }

    /// The cell before `cell` (a cell number) on a path that entered it by `entered`.
    #[inline]
    fn behind(self, cell: usize, entered: Dir) -> usize {
        match entered {
            Dir::Up => cell + self.width,
            Dir::Down => cell - self.width,
            Dir::Left => cell + 1,
            Dir::Right => cell - 1,
        }
    }
}

impl TimedSpace {
    /// An empty space: the first search makes its tables.
    pub fn new() -> TimedSpace {
        TimedSpace::default()
    }

    fn fit(&mut self, cells: usize, layers: usize) {
        let states = cells * layers;
        if self.states.len() < states
            || self.held.len() < cells
            || self.search_no == u32::MAX
            || self.expansion_no > u32::MAX - states as u32
        {
            let nothing = StateSlot {
                stamp: 0,
                entered: Dir::Up,
            };
            *self = TimedSpace {
                search_no: 0,
                expansion_no: 0,
                states: vec![nothing; states],
                late_arrival: vec![0; cells],
                body: vec![Stamped::default(); cells],
                held: vec![Stamped::default(); cells],
                queue: Vec::with_capacity(states.min(1 << 16)),
                kept_out: Vec::new(),
            };
        }
    }

    /// As [`timed_path`], with this space's tables.
    #[allow(clippy::too_many_arguments)]
    pub fn timed_path<O: Observer<TimedEvent>>(
        &mut self,
        grid: &Grid,
        walls: &CellSet,
        body: &[Pos],
        rule: TailRule,
        start: Pos,
        heading: Dir,
        target: Pos,
        obs: &mut O,
    ) -> Option<Vec<Pos>> {
        let hold = hold(body.len(), rule);
        obs.observe(TimedEvent::Start {
            start,
            heading,
            target,
            rule,
            length: body.len().max(1) as u32,
        });
        if O::WATCHING {
            obs.observe(TimedEvent::Frees {
                cells: frees_at(body, rule).rev().collect(),
            });
        }
        let cells = grid.cells();
        let last = hold.min((MAX_STATES / cells).max(1) as u32);
        let width = usize::from(grid.width());
        let layers = Layers {
            cells,
            width,
            last,
            hold,
        };
        self.fit(cells, last as usize + 1);
        self.search_no += 1;
        let no = self.search_no;
        for (cell, free) in frees_at(body, rule) {
            self.body[grid.index(cell)] = Stamped {
                stamp: no,
                value: free,
            };
        }
        let (start_i, target_i) = (grid.index(start), grid.index(target));
        let first = layers.state(0, start_i);
        self.queue.clear();
        self.kept_out.clear();
        self.states[first] = StateSlot {
            stamp: no,
            entered: heading,
        };
        // The fewest moves in which a path through a lost state (one kept out and never
        // reached) could reach the target: past it, the search cannot tell it is shortest.
        // States past the last layer share one, so then it can never tell.
        let mut lost_bound = if last < hold { 0 } else { u32::MAX };
        let mut layer = 0;
        let mut head = 0;
        self.queue.push((start_i as u32, 0));
        while head < self.queue.len() {
            let (ci, moves) = self.queue[head];
            let ci = ci as usize;
            head += 1;
            if moves > layer {
                for &(state, bound) in &self.kept_out {
                    if self.states[state as usize].stamp != no {
                        lost_bound = lost_bound.min(bound);
                    }
                }
                self.kept_out.clear();
                layer = moves;
            }
            let cell = grid.pos(ci);
            obs.observe(TimedEvent::Dequeued { cell, moves });
            if ci == target_i {
                let path = self.walk_back(grid, layers, ci, moves);
                if O::WATCHING {
                    obs.observe(TimedEvent::Found {
                        path: path.clone(),
                        shortest: moves <= lost_bound,
                    });
                }
                return Some(path);
            }
            self.mark_held(layers, ci, moves);
            let arrival = moves + 1;
            for dir in straight_first(self.states[layers.state(moves, ci)].entered) {
                let refuse = |reason| TimedEvent::Refused {
                    from: cell,
                    dir,
                    moves: arrival,
                    reason,
                };
                let Some(next) = grid.neighbour(cell, dir) else {
                    obs.observe(refuse(TimedRefusal::Wall));
                    continue;
                };
                let ni = grid.index(next);
                if ni != target_i && walls.contains(ni) {
                    obs.observe(refuse(TimedRefusal::Blocked(next)));
                    continue;
                }
                // A state already reached is refused first: it was free then, and is not
                // lost whatever this path holds.
                let ns = layers.state(arrival, ni);
                if self.states[ns].stamp == no {
                    let seen = if arrival < last {
                        arrival
                    } else {
                        self.late_arrival[ni]
                    };
                    obs.observe(refuse(TimedRefusal::Seen {
                        cell: next,
                        moves: seen,
                    }));
                    continue;
                }
                let body = self.body[ni];
                if body.stamp == no && body.value > arrival {
                    obs.observe(refuse(TimedRefusal::NotYetFree {
                        cell: next,
                        frees_at: body.value,
                    }));
                    continue;
                }
                let held = self.held[ni];
                if held.stamp == self.expansion_no {
                    obs.observe(refuse(TimedRefusal::OwnBody {
                        cell: next,
                        frees_at: held.value,
                    }));
                    // No path through that state can be shorter than this.
                    let bound = arrival + next.manhattan(target);
                    self.kept_out.push((ns as u32, bound));
                    continue;
                }
                self.states[ns] = StateSlot {
                    stamp: no,
                    entered: dir,
                };
                if arrival >= last {
                    self.late_arrival[ni] = arrival;
                }
                self.queue.push((ni as u32, arrival));
                obs.observe(TimedEvent::Discovered {
                    cell: next,
                    from: cell,
                    dir,
                    moves: arrival,
                });
            }
        }
        obs.observe(TimedEvent::Exhausted {
            reached: head as u32,
        });
        None
    }

    /// Marks the cells the path to `cell` (a cell number, reached at move `moves`) still
    /// holds at the next move: those the head left too recently to enter again.
    fn mark_held(&mut self, layers: Layers, cell: usize, moves: u32) {
        self.expansion_no += 1;
        let mark = self.expansion_no;
        // The cells before this one on the path (the cell itself is no neighbour of its own).
        let (mut at, mut left) = (cell, moves);
        while left > 0 && moves + 2 - left < layers.hold {
            at = layers.behind(at, self.states[layers.state(left, at)].entered);
            left -= 1;
            // A cell the path passed twice is held from its later visit.
            if self.held[at].stamp != mark {
                self.held[at] = Stamped {
                    stamp: mark,
                    value: left + layers.hold,
                };
            }
        }
    }

    /// The cells from the start to `cell`, reached at move `moves`, following the parents.
    fn walk_back(&self, grid: &Grid, layers: Layers, cell: usize, moves: u32) -> Vec<Pos> {
        let mut path = Vec::with_capacity(moves as usize + 1);
        let (mut at, mut left) = (cell, moves);
        path.push(grid.pos(at));
        while left > 0 {
            at = layers.behind(at, self.states[layers.state(left, at)].entered);
            left -= 1;
            path.push(grid.pos(at));
        }
        path.reverse();
        path
    }
}

/// The fewest moves in which the head can reach `target` if only the old body's timing and
/// the walls count (the path's own body and the rule against reversing ignored): a bound no
/// legal path beats, computed layer by layer over the cells the head can be in at each move.
/// `None` when not even that reaches the target.
pub fn earliest_arrival(
    grid: &Grid,
    walls: &CellSet,
    body: &[Pos],
    rule: TailRule,
    start: Pos,
    target: Pos,
) -> Option<u32> {
    let cells = grid.cells();
    let mut free_at = vec![0; cells];
    for (cell, free) in frees_at(body, rule) {
        free_at[grid.index(cell)] = free;
    }
    let hold = hold(body.len(), rule);
    let target_i = grid.index(target);
    let mut now = CellSet::new(cells);
    now.insert(grid.index(start));
    if start == target {
        return Some(0);
    }
    let mut before = CellSet::new(cells);
    for moves in 1u32.. {
        let mut next = CellSet::new(cells);
        for ci in now.iter() {
            for (_, n) in grid.neighbours(grid.pos(ci)) {
                let ni = grid.index(n);
                if (ni == target_i || !walls.contains(ni)) && free_at[ni] <= moves {
                    next.insert(ni);
                }
            }
        }
        if next.contains(target_i) {
            return Some(moves);
        }
        // Past the old body, each layer holds the one two moves before: once it stops
        // growing, it never reaches the target.
        if next.is_empty() || (moves > hold + 1 && next == before) {
            return None;
        }
        before = std::mem::replace(&mut now, next);
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::algo::Ignore;

    fn cells(list: &[(u16, u16)]) -> Vec<Pos> {
        list.iter().map(|&c| Pos::from(c)).collect()
    }

    #[test]
    fn the_tail_frees_first_and_sooner_when_it_follows() {
        let body = cells(&[(2, 0), (1, 0), (0, 0)]);
        let follows: Vec<u32> = frees_at(&body, TailRule::Follows).map(|(_, t)| t).collect();
        let blocks: Vec<u32> = frees_at(&body, TailRule::Blocks).map(|(_, t)| t).collect();
        assert_eq!(follows, [3, 2, 1]);
        assert_eq!(blocks, [4, 3, 2]);
        assert_eq!(hold(2, TailRule::Follows), 3);
        assert_eq!(hold(1, TailRule::Follows), 1);
    }

    /// The food at (0, 0) walled in by the body, its tail beside it.
    ///
    /// ```text
    /// * t o .
    /// o o o .
    /// H . . .
    /// ```
    fn walled_in() -> (Grid, Vec<Pos>) {
        let g = Grid::new(4, 3).unwrap();
        let body = cells(&[(0, 2), (0, 1), (1, 1), (2, 1), (2, 0), (1, 0)]);
        crate::rules::Snake::new(&g, &body, None).expect("a snake");
        (g, body)
    }

    #[test]
    fn a_path_through_the_retreating_tail_is_found_where_bfs_finds_none() {
        let (g, body) = walled_in();
        let mut blocked = CellSet::new(g.cells());
        for &c in &body {
            blocked.insert(g.index(c));
        }
        let (start, target) = (body[0], Pos::new(0, 0));
        let bfs =
            crate::algo::bfs::shortest_path(&g, &blocked, start, Dir::Down, target, &mut Ignore);
        assert_eq!(bfs, None);
        let walls = CellSet::new(g.cells());
        // Follows: along the bottom, up through (2, 1) as it frees at move 3, then the top
        // row; the search can tell no path is shorter. Blocks: every cell frees a move later,
        // so round by the right column; a lost state (back onto (1, 2) at move 3, kept out by
        // the path's own body) might have led to the target in 6 as far as the search can
        // tell, so it does not claim the 8 moves are shortest, though the bound shows they are.
        for (rule, moves, claim) in [(TailRule::Follows, 6, true), (TailRule::Blocks, 8, false)] {
            let mut events = Vec::new();
            let path = timed_path(
                &g,
                &walls,
                &body,
                rule,
                start,
                Dir::Down,
                target,
                &mut events,
            )
            .expect("a path through the freed body");
            assert_eq!(path.len() - 1, moves, "{rule:?}: {path:?}");
            assert_eq!(
                earliest_arrival(&g, &walls, &body, rule, start, target),
                Some(moves as u32)
            );
            assert!(
                matches!(events.last(), Some(TimedEvent::Found { shortest, .. }) if *shortest == claim),
                "{rule:?}"
            );
        }
    }

    #[test]
    fn the_head_comes_to_a_cell_later_by_a_detour_to_find_the_body_gone() {
        // o t T      the target (2, 0) is reached through (0, 1), free from move 4: the head
        // o o o      is at (0, 2) at move 2 the short way, too early; the long way round the
        // . . H      bottom brings it there at move 4. A search over cells alone, which
        // . . .      reaches each cell once, at its earliest, finds nothing.
        let g = Grid::new(3, 4).unwrap();
        let body = cells(&[(2, 2), (2, 1), (1, 1), (0, 1), (0, 0), (1, 0)]);
        let walls = CellSet::new(g.cells());
        let (start, target) = (body[0], Pos::new(2, 0));
        let mut events = Vec::new();
        let path = timed_path(
            &g,
            &walls,
            &body,
            TailRule::Blocks,
            start,
            Dir::Down,
            target,
            &mut events,
        )
        .expect("a path the long way round");
        assert_eq!(path.len() - 1, 8);
        assert_eq!(path[4], Pos::new(0, 2));
        let mut blocked = CellSet::new(g.cells());
        for &c in &body {
            blocked.insert(g.index(c));
        }
        let earliest = crate::algo::bfs::distances(&g, &blocked, start)[g.index(Pos::new(0, 2))];
        assert_eq!(earliest, Some(2));
        assert_eq!(
            earliest_arrival(&g, &walls, &body, TailRule::Blocks, start, target),
            Some(8)
        );
    }

    #[test]
    fn a_state_keeps_one_path_and_may_miss_one_through_another() {
        // . . .      Legal in 7 moves: Up, Left, Down to (0, 1) at move 3, then down the
        // . H o      left column as it frees and across to T. But (0, 0) at move 2 is first
        // o o o      reached from (0, 1) (Left is tried first), and from there (0, 1) is the
        // o . T      path's own body: the state keeps that path, and the search finds none.
        // t . .
        let g = Grid::new(3, 5).unwrap();
        let body = cells(&[(1, 1), (2, 1), (2, 2), (1, 2), (0, 2), (0, 3), (0, 4)]);
        let walls = CellSet::new(g.cells());
        let (start, target) = (body[0], Pos::new(2, 3));
        let found = timed_path(
            &g,
            &walls,
            &body,
            TailRule::Blocks,
            start,
            Dir::Left,
            target,
            &mut Ignore,
        );
        assert_eq!(found, None);
        let legal: Vec<Pos> = cells(&[
            (1, 1),
            (1, 0),
            (0, 0),
            (0, 1),
            (0, 2),
            (0, 3),
            (1, 3),
            (2, 3),
        ]);
        let mut snake = crate::rules::Snake::new(&g, &body, None).unwrap();
        for step in legal.windows(2) {
            let dir = step[0].dir_to(step[1]).unwrap();
            let verdict = crate::rules::judge_move(&g, &snake, None, TailRule::Blocks, dir);
            assert!(verdict.is_safe(), "{} -> {}", step[0], step[1]);
            snake.advance(step[1], false);
        }
        assert_eq!(
            earliest_arrival(&g, &walls, &body, TailRule::Blocks, start, target),
            Some(7)
        );
    }

    #[test]
    fn a_reused_space_replays_the_search() {
        // A snake of five along the top row, its head at the right end; the target is the
        // tail's cell, free from move 2 under Blocks.
        let g = Grid::new(5, 2).unwrap();
        let body = cells(&[(4, 0), (3, 0), (2, 0), (1, 0), (0, 0)]);
        let walls = CellSet::new(g.cells());
        let search = |space: &mut TimedSpace, events: &mut Vec<TimedEvent>| {
            let (start, target) = (Pos::new(4, 0), Pos::new(0, 0));
            let rule = TailRule::Blocks;
            space.timed_path(&g, &walls, &body, rule, start, Dir::Right, target, events)
        };
        let mut events = Vec::new();
        let path = search(&mut TimedSpace::new(), &mut events).expect("a path");
        assert_eq!(path.len() - 1, 6);
        let mut space = TimedSpace::new();
        for _ in 0..2 {
            let mut again = Vec::new();
            search(&mut space, &mut again);
            assert_eq!(again, events);
        }
    }
}
