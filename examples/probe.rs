use snakescope::algo::{body_cycle::cycle_from_body, Ignore};
use snakescope::rules::*;
fn main() {
    let g = Grid::new(6, 6).unwrap();
    for cells in [vec![(3u16,1u16),(3,0),(2,0),(1,0),(0,0)], vec![(0,2),(0,1),(0,0),(1,0),(2,0)], vec![(1,1),(1,0),(0,0),(0,1),(0,2)], vec![(2,1),(1,1),(1,0),(0,0)], vec![(0,3),(0,2),(0,1),(1,1),(1,0),(0,0)]] {
        let cells: Vec<Pos> = cells.into_iter().map(Pos::from).collect();
        let s = Snake::new(&g, &cells, None).unwrap();
        println!("{:?} -> {:?}", cells, cycle_from_body(&g, &s, &mut Ignore).map(|c| c.len()));
    }
}
