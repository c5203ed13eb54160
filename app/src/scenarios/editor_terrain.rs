//! The search board's terrain in the board editor: mud and water painted by press and drag,
//! and plain ground painted to rub them (and walls) out. A cell has one thing on it: the
//! last painted wins, so mud painted on a wall replaces the wall, and a wall painted on mud
//! replaces the mud (a wall is never entered, so it has no ground; `check` says the same of
//! a file that gives a wall a ground).

use super::editor::Editor;
use crate::command::editor::Cell;
use snakescope_core::rules::Ground;

impl Editor {
    /// Paints `cell` with `ground`: mud or water replaces what the cell had (a wall, another
    /// ground); plain ground takes its mud, water or wall away. Painting a cell with what it
    /// has changes nothing, so a drag back over it leaves the draft as it was.
    pub fn paint_ground(&mut self, cell: Cell, ground: Ground) {
        self.edit_search_board(|b| {
            let at = b.terrain.iter().position(|&(c, _)| c == cell);
            b.walls.retain(|&w| w != cell);
            match (at, ground) {
                (Some(i), Ground::Plain) => {
                    b.terrain.remove(i);
                }
                (Some(i), g) => b.terrain[i].1 = g,
                (None, Ground::Plain) => {}
                (None, g) => b.terrain.push((cell, g)),
            }
        });
    }

    /// The ground of `cell` on the draft's search board (plain if it names none).
    pub fn ground_at(&self, cell: Cell) -> Ground {
        self.scenario()
            .search
            .as_ref()
            .and_then(|b| b.terrain.iter().find(|&&(c, _)| c == cell))
            .map_or(Ground::Plain, |&(_, g)| g)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use snakescope_core::scenario::Scenario;

    fn blank() -> Editor {
        Editor::new(Scenario::default(), "test", None)
    }

    #[test]
    fn mud_and_water_are_painted_and_plain_ground_rubs_them_out() {
        let mut e = blank();
        e.paint_ground((4, 4), Ground::Mud);
        e.paint_ground((4, 5), Ground::Mud);
        e.paint_ground((4, 5), Ground::Water);
        e.paint_ground((4, 5), Ground::Water);
        let board = e.scenario().search.clone().expect("a search board");
        assert_eq!(
            board.terrain,
            [((4, 4), Ground::Mud), ((4, 5), Ground::Water)]
        );
        assert_eq!(e.ground_at((4, 5)), Ground::Water);
        assert!(e.is_dirty());
        assert_eq!(e.problems(), []);
        e.paint_ground((4, 4), Ground::Plain);
        e.paint_ground((4, 5), Ground::Plain);
        assert_eq!(
            e.scenario().search,
            None,
            "an empty search board is dropped"
        );
    }

    #[test]
    fn a_wall_and_a_ground_never_share_a_cell_the_last_painted_wins() {
        let mut e = blank();
        e.start_walls((3, 3));
        e.paint_wall((3, 4));
        e.finish_walls();
        e.paint_ground((3, 3), Ground::Mud);
        let board = e.scenario().search.clone().unwrap();
        assert_eq!(board.walls, [(3, 4)]);
        assert_eq!(board.terrain, [((3, 3), Ground::Mud)]);
        e.start_walls((3, 3));
        e.finish_walls();
        let board = e.scenario().search.clone().unwrap();
        assert_eq!(board.walls, [(3, 4), (3, 3)]);
        assert_eq!(board.terrain, []);
        e.paint_ground((3, 4), Ground::Plain);
        assert_eq!(e.scenario().search.as_ref().unwrap().walls, [(3, 3)]);
        assert_eq!(e.problems(), [], "{:?}", e.problems());
    }

    #[test]
    fn terrain_is_kept_in_the_draft_and_the_file() {
        let mut e = blank();
        e.paint_ground((6, 1), Ground::Water);
        let back = Editor::from_draft(&e.to_draft(true)).unwrap();
        assert_eq!(back.ground_at((6, 1)), Ground::Water);
        let text = e.scenario().to_ron_string();
        let again = Scenario::from_ron_str(&text, "test").unwrap();
        assert_eq!(again.search, e.scenario().search);
    }
}
