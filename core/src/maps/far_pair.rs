//! A start and a goal a map offers by itself, for a race on it without a scenario file: the
//! two ends, in reading order, of its largest region.

use super::GridMap;

/// A map's cell, as (column, row) from 0 at the top left.
pub type MapPos = (u32, u32);

impl GridMap {
    /// The first and the last open cell, in reading order (row by row from the top, each
    /// row from the left), of the map's largest region: the most open cells that reach one
    /// another by steps up, down, left and right. In eight directions without cutting a
    /// corner no region is larger (a diagonal step needs both cells beside it open), so a
    /// search from the one reaches the other. Of two regions equally large, the one whose
    /// first cell comes first. `None` if no region has two cells.
    pub fn far_pair(&self) -> Option<(MapPos, MapPos)> {
        let (w, h) = (self.width() as usize, self.height() as usize);
        let open = |i: usize| self.is_open((i % w) as u32, (i / w) as u32);
        // Each cell's region, numbered from 1 in the order of their first cells (0: none).
        let mut region = vec![0u32; w * h];
        let mut best: Option<(usize, usize, usize)> = None; // size, first, last
        let mut queue = Vec::new();
        let mut label = 0;
        for first in 0..w * h {
            if region[first] != 0 || !open(first) {
                continue;
            }
            label += 1;
            region[first] = label;
            queue.clear();
            queue.push(first);
            let (mut size, mut last) = (0, first);
            while let Some(i) = queue.pop() {
                size += 1;
                last = last.max(i);
                let (x, y) = (i % w, i / w);
                let beside = [
                    (x > 0).then(|| i - 1),
                    (x + 1 < w).then(|| i + 1),
                    (y > 0).then(|| i - w),
                    (y + 1 < h).then(|| i + w),
                ];
                for j in beside.into_iter().flatten() {
                    if region[j] == 0 && open(j) {
                        region[j] = label;
                        queue.push(j);
                    }
                }
            }
            if best.is_none_or(|(most, _, _)| size > most) {
                best = Some((size, first, last));
            }
        }
        let (size, first, last) = best?;
        let at = |i: usize| ((i % w) as u32, (i / w) as u32);
        (size >= 2).then(|| (at(first), at(last)))
    }
}

#[cfg(test)]
mod tests {
    use crate::maps::written as map;

    #[test]
    fn the_pair_is_the_ends_of_the_largest_region_not_of_the_map() {
        // A small region at the top left, a larger one below the wall of trees.
        let m = map(&["..T....", "TTT.@..", "...@...", "......."]);
        // The top-left region is 2 cells; the other holds the rest.
        assert_eq!(m.far_pair(), Some(((3, 0), (6, 3))));
    }

    #[test]
    fn regions_meet_only_side_by_side_not_across_a_corner() {
        // Two cells that touch at a corner only are two regions of one cell each.
        let m = map(&[".@", "@."]);
        assert_eq!(m.far_pair(), None);
        let m = map(&["..", "@."]);
        assert_eq!(m.far_pair(), Some(((0, 0), (1, 1))));
    }

    #[test]
    fn of_two_regions_as_large_the_first_is_taken() {
        let m = map(&["..@..", "@@@@@"]);
        assert_eq!(m.far_pair(), Some(((0, 0), (1, 0))));
    }
}
