//! "Which cell leaves the frontier next?": a question a class answers while a search stage is
//! replayed, read off the search's own events and the frontier its stage folds from them.
//!
//! A question stands at a moment of the replay just before an expansion, where the frontier
//! (both queues, for the bidirectional search) holds at least two cells that are not stale:
//! then there is a real choice. The answer is the cell the search's next expansion takes off
//! (read off its event as the frontier operation every search reports, whatever the search),
//! the front of the frontier folded from the events up to it, never found by running the
//! search again; the reason is the structure's rule (a queue's front, a stack's top, a
//! priority queue's smallest key), read from the entry that left.

use super::replay::StageReplay;
use crate::algo::search::{SearchStep, Side};
use crate::rules::Pos;
use crate::stages::{FrontierKey, FrontierKind, StageFrame};

/// A frontier question at one moment of a stage's replay.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FrontierQuestion {
    /// The replay's cursor at the question: the events shown while it is asked.
    pub at: usize,
    /// The cursor once the answer is shown: the expansion's event included.
    pub answered_at: usize,
    /// The cells waiting on the frontier (stale entries left out), each once, in the order
    /// they will leave it.
    pub choices: Vec<Pos>,
    /// The cell the next expansion takes off.
    pub answer: Pos,
    /// The structure it left: what the reason says.
    pub kind: FrontierKind,
    /// The side of the bidirectional search it left, if that search.
    pub side: Option<Side>,
    /// The entry's key when it left.
    pub key: FrontierKey,
}

impl FrontierQuestion {
    /// The first question of `replay` at or after its event `from` (a cursor): the moment
    /// before the next expansion whose frontier holds two cells or more. `None` when no
    /// expansion after `from` has such a choice (a stage that keeps no frontier has none).
    pub fn next_in(replay: &StageReplay, from: usize) -> Option<FrontierQuestion> {
        let mut at = replay.clone();
        at.set_cursor(from);
        let mut frame = at.frame().clone();
        let events = replay.events();
        for (k, event) in events.iter().enumerate().skip(at.cursor()) {
            if let Some(SearchStep::Taken { cell, side, .. }) = event.search_step() {
                let choices = waiting_cells(&frame);
                let which = usize::from(side == Some(Side::Target));
                let left = frame
                    .frontiers
                    .get(which)
                    .and_then(|f| Some((f, f.front()?)));
                if let (true, Some((frontier, entry))) = (choices.len() >= 2, left) {
                    debug_assert_eq!(entry.cell, cell, "the front is the cell taken");
                    return Some(FrontierQuestion {
                        at: k,
                        answered_at: k + 1,
                        choices,
                        answer: entry.cell,
                        kind: frontier.kind,
                        side: frontier.side,
                        key: entry.key,
                    });
                }
            }
            frame.apply(event);
        }
        None
    }

    /// Whether `cell` is one of the cells on offer.
    pub fn offers(&self, cell: Pos) -> bool {
        self.choices.contains(&cell)
    }

    /// Why the answer leaves next, in a sentence: the structure's rule and the entry's key.
    pub fn reason(&self) -> String {
        let cell = self.answer;
        match (self.kind, self.key) {
            (FrontierKind::Stack, FrontierKey::Depth(depth)) => tr!(
                "{cell} was on top of the stack (depth {depth}): a stack lets out the entry \
                 pushed last.",
                cell = cell,
                depth = depth
            ),
            (FrontierKind::Stack, _) => tr!(
                "{cell} was on top of the stack: a stack lets out the entry pushed last.",
                cell = cell
            ),
            // From both ends: the side whose front is cheaper goes next.
            (FrontierKind::PriorityQueue, key) if self.side == Some(Side::Start) => tr!(
                "{cell} had the smallest key of the start side's queue, {key}, the cheaper of \
                 the two fronts: the side whose front is cheaper goes next, and a priority \
                 queue lets out the lowest key first.",
                cell = cell,
                key = key.shown_number()
            ),
            (FrontierKind::PriorityQueue, key) if self.side == Some(Side::Target) => tr!(
                "{cell} had the smallest key of the target side's queue, {key}, the cheaper of \
                 the two fronts: the side whose front is cheaper goes next, and a priority \
                 queue lets out the lowest key first.",
                cell = cell,
                key = key.shown_number()
            ),
            (FrontierKind::PriorityQueue, FrontierKey::Priority { priority, g, h, .. }) => {
                let parts = match (g, h) {
                    (Some(g), Some(h)) => tr!(" (g {g} + h {h})", g = g, h = h),
                    _ => String::new(),
                };
                tr!(
                    "{cell} had the smallest key, {key}{parts}: a priority queue lets out the \
                     lowest key first.",
                    cell = cell,
                    key = priority,
                    parts = parts
                )
            }
            (FrontierKind::PriorityQueue, key) => tr!(
                "{cell} had the smallest key, {key}: a priority queue lets out the lowest key \
                 first.",
                cell = cell,
                key = key.shown_number()
            ),
            (FrontierKind::Queue, key) => match self.side {
                Some(Side::Start) => tr!(
                    "{cell} was at the front of the start side's queue (distance {d}), the side \
                     whose turn it was: a queue lets out the entry that came in first.",
                    cell = cell,
                    d = key.shown_number()
                ),
                Some(Side::Target) => tr!(
                    "{cell} was at the front of the target side's queue (distance {d}), the side \
                     whose turn it was: a queue lets out the entry that came in first.",
                    cell = cell,
                    d = key.shown_number()
                ),
                None => tr!(
                    "{cell} was at the front of the queue (distance {d}): a queue lets out the \
                     entry that came in first.",
                    cell = cell,
                    d = key.shown_number()
                ),
            },
        }
    }
}

/// The cells waiting on `frame`'s frontiers, stale entries left out, each once, in the order
/// they leave (the first frontier's first).
fn waiting_cells(frame: &StageFrame) -> Vec<Pos> {
    let mut cells: Vec<Pos> = Vec::new();
    for entry in frame.frontiers.iter().flat_map(|f| f.entries()) {
        if !entry.stale && !cells.contains(&entry.cell) {
            cells.push(entry.cell);
        }
    }
    cells
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::algo::bfs::shortest_path;
    use crate::algo::search::dfs::depth_first_path;
    use crate::explain::replay::ReplayOrigin;
    use crate::rules::{CellSet, Dir, Grid};
    use crate::stages::{Stage, StageEvent};

    fn grid() -> Grid {
        Grid::new(5, 5).unwrap()
    }

    fn bfs_replay() -> StageReplay {
        let g = grid();
        let mut events = Vec::new();
        shortest_path(
            &g,
            &CellSet::new(g.cells()),
            Pos::new(2, 2),
            Dir::Right,
            Pos::new(4, 4),
            &mut events,
        );
        let events = events.into_iter().map(StageEvent::Bfs).collect();
        StageReplay::new(
            Stage::Bfs,
            ReplayOrigin::Decision { tick: 0, check: 0 },
            g,
            events,
        )
    }

    #[test]
    fn a_queue_s_answer_is_its_front_and_the_reveal_shows_it_expanded() {
        let replay = bfs_replay();
        let q = FrontierQuestion::next_in(&replay, 0).expect("a question");
        assert!(q.choices.len() >= 2, "{q:?}");
        assert_eq!(q.kind, FrontierKind::Queue);
        let mut shown = replay.clone();
        shown.set_cursor(q.at);
        let front = shown.frame().frontiers[0].front().unwrap();
        assert_eq!(front.cell, q.answer);
        assert_eq!(q.choices[0], q.answer);
        let expansions = shown.frame().expansions;
        shown.set_cursor(q.answered_at);
        assert_eq!(shown.frame().expansions, expansions + 1);
        assert!(q.reason().contains("front of the queue"), "{}", q.reason());
        // The next question comes after this one's answer.
        let again = FrontierQuestion::next_in(&replay, q.answered_at).expect("another");
        assert!(again.at >= q.answered_at);
        assert_ne!(again, q);
    }

    #[test]
    fn a_stack_s_answer_is_its_top_the_cell_pushed_last() {
        let g = grid();
        let mut events = Vec::new();
        depth_first_path(
            &g,
            &CellSet::new(g.cells()),
            Pos::new(0, 0),
            Dir::Right,
            Pos::new(4, 4),
            &mut events,
        );
        let events = events.into_iter().map(StageEvent::Dfs).collect();
        let replay = StageReplay::new(
            Stage::Dfs,
            ReplayOrigin::Decision { tick: 0, check: 0 },
            g,
            events,
        );
        let q = FrontierQuestion::next_in(&replay, 0).expect("a question");
        assert_eq!(q.kind, FrontierKind::Stack);
        assert!(matches!(q.key, FrontierKey::Depth(_)), "{:?}", q.key);
        // The answer is the entry pushed last: the top of the stack.
        let mut shown = replay.clone();
        shown.set_cursor(q.at);
        let last_push = shown
            .shown()
            .iter()
            .rev()
            .find_map(|e| match e.search_step() {
                Some(SearchStep::Pushed { cell, .. }) => Some(cell),
                _ => None,
            });
        assert_eq!(last_push, Some(q.answer));
        assert!(q.reason().contains("top of the stack"), "{}", q.reason());
    }

    #[test]
    fn a_search_from_both_ends_names_the_side_whose_cheaper_front_went_next() {
        use crate::algo::search::eight::EightBoard;
        use crate::algo::search::eight::bidirectional::EightBidirectionalSpace;
        let rows = [".......", ".......", "..TTT..", ".......", "......."];
        let board = EightBoard::from_rows(&rows);
        let mut events = Vec::new();
        EightBidirectionalSpace::new().search(&board, Pos::new(0, 2), Pos::new(6, 2), &mut events);
        let events = events
            .into_iter()
            .map(StageEvent::BidirectionalEight)
            .collect();
        let replay = StageReplay::new(
            Stage::BidirectionalEight,
            ReplayOrigin::Decision { tick: 0, check: 0 },
            Grid::for_search(7, 5).unwrap(),
            events,
        );
        let mut sides = Vec::new();
        let mut from = 0;
        while let Some(q) = FrontierQuestion::next_in(&replay, from) {
            assert_eq!(q.kind, FrontierKind::PriorityQueue);
            let named = match q.side {
                Some(Side::Start) => "of the start side's queue",
                Some(Side::Target) => "of the target side's queue",
                None => panic!("each entry leaves one side's queue: {q:?}"),
            };
            assert!(q.reason().contains(named), "{}", q.reason());
            if !sides.contains(&q.side) {
                sides.push(q.side);
            }
            from = q.answered_at;
        }
        assert_eq!(sides.len(), 2, "both sides go in turn");
    }

    #[test]
    fn a_stage_without_a_frontier_asks_nothing() {
        let replay = bfs_replay();
        let q = FrontierQuestion::next_in(&replay, replay.len());
        assert_eq!(q, None);
    }
}
