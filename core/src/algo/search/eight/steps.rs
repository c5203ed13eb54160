//! The steps the searches in eight directions take alike: a neighbour relaxed, pushed if it
//! is new or cheaper (A*, jump point search), and the path reported (all of them).

use super::queue::EightQueue;
use super::space::CellTables;
use super::{EightKey, EightRefusal, Length};
use crate::algo::Observer;
use crate::algo::search::{SearchEvent, SearchTypes};
use crate::rules::{Compass, Pos};

/// A search whose moves are [`Compass`]es, its keys [`EightKey`]s and its refusals
/// [`EightRefusal`]s, that says nothing more with a push and the path's cost with a path.
pub(crate) trait EightTypes:
    SearchTypes<Move = Compass, Key = EightKey, Refusal = EightRefusal, Push = (), Found = Length>
{
}

impl<S> EightTypes for S where
    S: SearchTypes<
            Move = Compass,
            Key = EightKey,
            Refusal = EightRefusal,
            Push = (),
            Found = Length,
        >
{
}

/// What a search learns of a cell it reaches from the one it expands.
pub(crate) struct Reached {
    /// The cell expanded and its slot.
    pub from: (Pos, usize),
    /// The move (or, for a jump, the direction) that leads on.
    pub dir: Compass,
    /// The cell reached and its slot.
    pub to: (Pos, usize),
    /// Its cost this way.
    pub g: Length,
}

/// Relaxes `step`: the cell reached is pushed with `keyed(g, cell)` and its parent noted if
/// it is new or cheaper this way; otherwise it is refused, known at most as cheaply.
pub(crate) fn relax<S: EightTypes, O: Observer<SearchEvent<S>>>(
    t: &mut CellTables,
    frontier: &mut EightQueue,
    step: Reached,
    keyed: impl Fn(Length, Pos) -> EightKey,
    obs: &mut O,
) {
    let Reached { from, dir, to, g } = step;
    if t.reached(to.1) && t.cost(to.1) <= g {
        let known = t.cost(to.1);
        let reason = EightRefusal::NoShorter {
            cell: to.0,
            g,
            known,
        };
        obs.observe(SearchEvent::Refused {
            from: from.0,
            dir,
            reason,
        });
        return;
    }
    t.reach(to.1, from.1, g);
    let key = keyed(g, to.0);
    frontier.push(key, to.1 as u32);
    obs.observe(SearchEvent::Pushed {
        cell: to.0,
        from: from.0,
        dir,
        key,
        more: (),
    });
}

/// Reports `path` found at `cost` (the path is copied only for an observer that watches),
/// and hands both back.
pub(crate) fn found<S: SearchTypes<Found = Length>, O: Observer<SearchEvent<S>>>(
    path: Vec<Pos>,
    cost: Length,
    obs: &mut O,
) -> (Vec<Pos>, Length) {
    if O::WATCHING {
        obs.observe(SearchEvent::Found {
            path: path.clone(),
            more: cost,
        });
    }
    (path, cost)
}
