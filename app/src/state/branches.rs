//! The games on screen one at a time: the game opened, and the branches taken over from its
//! ticks (or from a branch's), each kept whole with the tick it was left at, so that going
//! back to one is a click and finds it as it was. No drawing here.

use snakescope_core::session::Document;

/// One game of the list.
pub struct Branch {
    /// How the list names it: "Original: hamilton", "By hand from tick 120".
    pub label: String,
    /// The game.
    pub document: Document,
    /// The tick on screen when it was left (where it comes back).
    pub tick: usize,
}

/// The game opened and its branches, one of them on screen.
pub struct Branches {
    list: Vec<Branch>,
    active: usize,
}

impl Branches {
    /// The game opened, alone.
    pub fn new(document: Document) -> Branches {
        let label = tr!(
            "Original: {name}",
            name = crate::state::shown_solver(&document.kind())
        );
        Branches {
            list: vec![Branch {
                label,
                document,
                tick: 0,
            }],
            active: 0,
        }
    }

    /// The game on screen.
    pub fn active(&self) -> &Document {
        &self.list[self.active].document
    }

    /// The game on screen, to change.
    pub fn active_mut(&mut self) -> &mut Document {
        &mut self.list[self.active].document
    }

    /// Which branch is on screen.
    pub fn active_index(&self) -> usize {
        self.active
    }

    /// Every branch, the original first.
    pub fn list(&self) -> &[Branch] {
        &self.list
    }

    /// Every game, to change them all (the breakpoints are the scenario's, and so every
    /// branch's).
    pub fn documents_mut(&mut self) -> impl Iterator<Item = &mut Document> {
        self.list.iter_mut().map(|b| &mut b.document)
    }

    /// Adds `document` under `label`, leaving the one on screen at `tick`; the new branch
    /// comes on screen. Returns its index.
    pub fn push(&mut self, label: String, document: Document, tick: usize) -> usize {
        self.list[self.active].tick = tick;
        let at = document.ticks();
        self.list.push(Branch {
            label,
            document,
            tick: at,
        });
        self.active = self.list.len() - 1;
        self.active
    }

    /// Shows branch `index`, leaving the one on screen at `tick`; returns the tick to show
    /// there, or `None` if there is no such branch (or it is already on screen).
    pub fn switch(&mut self, index: usize, tick: usize) -> Option<usize> {
        if index >= self.list.len() || index == self.active {
            return None;
        }
        self.list[self.active].tick = tick;
        self.active = index;
        Some(self.list[index].tick)
    }
}
