//! A Moving AI map opened to race on: the map, its file's name, and the start and target the
//! searches race between (at first the ends of its largest region; a click on a board moves
//! either). The race runs on it in place of the board on screen until it is closed.

use snakescope_core::algo::search::{Guide, Heuristic};
use snakescope_core::maps::GridMap;
use snakescope_core::rules::Pos;
use snakescope_core::trace::race::{RaceBoard, RaceError};
use std::sync::Arc;

/// A map raced on, and its ends.
#[derive(Clone, Debug)]
pub struct MapSource {
    map: Arc<GridMap>,
    name: String,
    /// Its open cells, counted once (the line over the boards says them every frame).
    open: usize,
    start: Pos,
    target: Pos,
}

impl MapSource {
    /// The map from `name`, raced between the ends of its largest region; `Err` says why it
    /// cannot be raced on (too small, or no two open cells side by side).
    pub fn new(map: Arc<GridMap>, name: String) -> Result<MapSource, String> {
        let Some((start, target)) = map.far_pair() else {
            return Err(tr!(
                "{name} has no two open cells side by side: there is nothing to race on",
                name = name
            ));
        };
        let cell = |(x, y): (u32, u32)| Pos::new(x as u16, y as u16);
        let source = MapSource {
            open: map.open_cells(),
            map,
            name,
            start: cell(start),
            target: cell(target),
        };
        source.board().map_err(|e| e.to_string())?;
        Ok(source)
    }

    /// Its file's name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Moves the start (or, with `target`, the target) to `cell`, if it is an open cell of
    /// the map; `Err` says why not.
    pub fn set_end(&mut self, target: bool, cell: Pos) -> Result<(), String> {
        let open = self.map.is_open(u32::from(cell.x), u32::from(cell.y));
        if !open {
            return Err(RaceError::Closed(cell).to_string());
        }
        if target {
            self.target = cell;
        } else {
            self.start = cell;
        }
        Ok(())
    }

    /// The board the searches race on: the map between its ends, in eight directions, A*
    /// guided by the octile distance (the benchmarks' own).
    pub fn board(&self) -> Result<RaceBoard, RaceError> {
        let guide = Guide {
            heuristic: Heuristic::Octile,
            ..Guide::default()
        };
        Ok(RaceBoard::on_map(&self.map, self.start, self.target)?.with_guide(guide))
    }

    /// The line over the boards: the map, its ends, and how to move them.
    pub fn words(&self) -> String {
        tr!(
            "{name}: a {w}x{h} map, {open} open cells, from {start} to {target}, in eight directions. Click a board to move the target, right-click to move the start.",
            name = self.name,
            w = self.map.width(),
            h = self.map.height(),
            open = self.open,
            start = self.start,
            target = self.target
        )
    }
}
