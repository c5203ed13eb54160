use snakescope::algo::Ignore;
use snakescope::rules::*;
use snakescope::solver::*;
use snakescope::trace::*;
fn main() {
    let seed: u64 = std::env::args().nth(1).unwrap().parse().unwrap();
    let g = Grid::new(8, 8).unwrap();
    let cells: Vec<Pos> = (0..4u16).rev().map(|x| Pos::new(x, 0)).collect();
    let s = Snake::new(&g, &cells, None).unwrap();
    let game = Game::new(g, s, FoodSource::new(vec![], seed), TailRule::Blocks, None);
    let solver = AnySolver::new(
        SolverKind::Hamilton(HamiltonOptions {
            shortcut_until: 0.5,
            tail_margin: 0,
        }),
        &game,
    )
    .unwrap();
    let r = Recording::play_out(game, solver);
    println!("outcome {:?} at {}", r.outcome(), r.len());
    for t in r.len().saturating_sub(6)..r.len() {
        let d = r.decision_at(t, &mut Ignore).unwrap();
        let g = r.game_at(t);
        println!(
            "tick {t}: len {} food {:?} {}",
            g.snake().len(),
            g.food(),
            d.summary()
        );
    }
    print!("{}", board_text(&r.game_at(r.len() - 2), None));
}
