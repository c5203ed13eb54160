use snakescope::rules::*;
use snakescope::solver::*;
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let kind = SolverKind::from_name(&args[1]).unwrap();
    let n: u64 = args[2].parse().unwrap();
    let size: i64 = args[3].parse().unwrap();
    let g = Grid::new(size, size).unwrap();
    let mut won = 0; let mut dead = 0; let mut lim = 0; let mut moves = 0u64; let mut len = 0usize;
    let t = std::time::Instant::now();
    for i in 0..n {
        let cells: Vec<Pos> = (0..4u16).rev().map(|x| Pos::new(x, 0)).collect();
        let s = Snake::new(&g, &cells, None).unwrap();
        let mut game = Game::new(g, s, FoodSource::new(vec![], 1 + i), TailRule::Blocks, None);
        let mut solver = AnySolver::new(kind, &game).unwrap();
        let r = play_out(&mut game, &mut solver);
        match r.outcome { Outcome::Won => won += 1, Outcome::Dead(_) => { dead += 1; if dead < 4 { eprintln!("seed {} died {:?} at {}", 1+i, game.fatal(), r.moves); } }, Outcome::StepLimit => lim += 1 }
        moves += r.moves; len += r.length;
    }
    println!("{} {}x{}: won {} dead {} limit {} mean moves {:.1} mean len {:.2} ms/game {:.4}", kind, size, size, won, dead, lim, moves as f64 / n as f64, len as f64 / n as f64, t.elapsed().as_secs_f64()*1000.0/n as f64);
}
