//! Where the cells of a board lie on screen: square cells, centred in the space given. The
//! painter, the editor's board and the tests that click cells all place cells this way.

use epaint::{Pos2, Rect, Vec2, pos2, vec2};
use snakescope_core::rules::{Compass, Grid, Pos};

/// Where the cells of a board lie on screen: square cells, centred in the space given.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BoardGeometry {
    /// The top-left corner of cell (0, 0).
    pub origin: Pos2,
    /// The side of a cell, in points.
    pub cell: f32,
    /// Columns.
    pub width: u16,
    /// Rows.
    pub height: u16,
}

impl BoardGeometry {
    /// The largest square cells that fit `grid` in `rect`, leaving room for the wall; less
    /// than a point where a map's board needs it (a tenth of a point at the least).
    pub fn fit(rect: Rect, grid: &Grid) -> BoardGeometry {
        let (w, h) = (f32::from(grid.width()), f32::from(grid.height()));
        let room = rect.shrink(6.0);
        let cell = (room.width() / w).min(room.height() / h).max(0.1);
        let size = vec2(cell * w, cell * h);
        let origin = rect.center() - size / 2.0;
        BoardGeometry {
            origin: pos2(origin.x.round(), origin.y.round()),
            cell,
            width: grid.width(),
            height: grid.height(),
        }
    }

    /// The whole board.
    #[inline]
    pub fn rect(&self) -> Rect {
        Rect::from_min_size(
            self.origin,
            vec2(
                self.cell * f32::from(self.width),
                self.cell * f32::from(self.height),
            ),
        )
    }

    /// The square of cell `p`; a point square round its centre where cells are smaller, so
    /// that every cell painted covers a pixel (the last painted of those that share one shows).
    #[inline]
    pub fn cell_rect(&self, p: Pos) -> Rect {
        if self.cell < 1.0 {
            return Rect::from_center_size(self.center(p), Vec2::splat(1.0));
        }
        Rect::from_min_size(
            self.origin + vec2(f32::from(p.x), f32::from(p.y)) * self.cell,
            Vec2::splat(self.cell),
        )
    }

    /// The centre of cell `p`.
    #[inline]
    pub fn center(&self, p: Pos) -> Pos2 {
        self.origin + (vec2(f32::from(p.x), f32::from(p.y)) + Vec2::splat(0.5)) * self.cell
    }

    /// The cell under a point, if the point is on the board.
    #[inline]
    pub fn cell_at(&self, point: Pos2) -> Option<Pos> {
        let v = (point - self.origin) / self.cell;
        let (x, y) = (v.x.floor(), v.y.floor());
        (x >= 0.0 && y >= 0.0 && x < f32::from(self.width) && y < f32::from(self.height))
            .then(|| Pos::new(x as u16, y as u16))
    }
}

/// A unit vector for a move (straight or diagonal), in screen space (y down).
#[inline]
pub(super) fn dir_vec(d: impl Into<Compass>) -> Vec2 {
    let (dx, dy) = d.into().delta();
    vec2(dx as f32, dy as f32).normalized()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_and_points_agree() {
        let g = Grid::new(8, 4).unwrap();
        let geo = BoardGeometry::fit(
            Rect::from_min_size(pos2(10.0, 20.0), vec2(812.0, 412.0)),
            &g,
        );
        assert_eq!(geo.cell, 100.0);
        for p in g.all_cells() {
            assert_eq!(geo.cell_at(geo.center(p)), Some(p));
            assert!(geo.cell_rect(p).contains(geo.center(p)));
        }
        assert_eq!(geo.cell_at(geo.rect().left_top() - vec2(1.0, 1.0)), None);
        assert_eq!(
            geo.cell_at(geo.rect().right_bottom() + vec2(1.0, 1.0)),
            None
        );
    }

    #[test]
    fn a_map_s_board_fits_its_room_with_cells_under_a_point_each_painted_a_point() {
        let g = Grid::for_search(1024, 512).unwrap();
        let room = Rect::from_min_size(pos2(0.0, 0.0), vec2(268.0, 268.0));
        let geo = BoardGeometry::fit(room, &g);
        assert!((geo.cell - 0.25).abs() < 1e-6, "{}", geo.cell);
        assert!(room.contains_rect(geo.rect()));
        let corner = Pos::new(1023, 511);
        assert_eq!(geo.cell_at(geo.center(corner)), Some(corner));
        let painted = geo.cell_rect(corner);
        assert_eq!(painted.size(), Vec2::splat(1.0));
        assert_eq!(painted.center(), geo.center(corner));
    }
}
