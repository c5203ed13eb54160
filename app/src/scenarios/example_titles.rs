//! The built-in examples' titles, as the Examples menu shows them, in the language in use.
//! The examples themselves are [`super::built_in`]'s; the titles stand apart so that the names
//! a game is shown by ([`super::names`]) can read them without the examples.

/// The examples' titles in the language in use, in the order of
/// [`super::built_in::examples`].
pub fn example_titles() -> [String; 11] {
    [
        tr!("Greedy on the classic 8x8 (wins)"),
        tr!("Greedy on the classic 8x8 (dies: seed 4)"),
        tr!("Hamilton with shortcuts, 8x8"),
        tr!("Hamilton with the reference's rule, 8x8 (dies: seed 1207)"),
        tr!("Backtracking cycle, 8x8, tail follows"),
        tr!("Backtracking cycle with the article's check, 8x8 (dies: seed 4)"),
        tr!("Cycle only (no shortcuts), 8x8"),
        tr!("Manual play, 8x8"),
        tr!("Hamilton on 32x32"),
        tr!("Hamilton on 64x64"),
        tr!("Greedy on an odd 7x7 (no cycle exists)"),
    ]
}
