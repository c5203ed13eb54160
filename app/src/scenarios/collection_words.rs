//! The names and descriptions of the scenarios of the collection (`scenarios/`), each as its
//! file writes it in English, wrapped in `tr!` so that the catalogue holds its Portuguese:
//! a file names its scenario once, in English, and the app shows that name in the language
//! in use ([`super::names`]). A test fails when a file's name or description is missing here
//! (a file changed or added) or when an entry here belongs to no file.

/// Every name and description of the collection, in the language in use, each file's name
/// then its description, in the order of [`super::built_in::CURATED`].
pub fn collection_words() -> Vec<String> {
    let mut words = starts();
    words.extend(what_goes_wrong_and_why());
    words.extend(splices_shortcuts_and_large_boards());
    words
}

/// The starts: the classic boards, the centre and corner starts, the baseline, manual play.
fn starts() -> Vec<String> {
    vec![
        // classic-8x8-greedy.ron
        tr!("Classic 8x8, greedy"),
        tr!(
            "The greedy/Hamilton reference's start: a snake of 4 on the top row heading right. Watch greedy eat by the shortest path while a virtual snake can still reach its tail, and wander when it cannot."
        ),
        // classic-8x8-hamilton.ron
        tr!("Classic 8x8, Hamilton"),
        tr!(
            "The same start with the Hamilton solver: a cycle is built from the body (tick 0, check 1), then each shortest-path step that stays in cycle order is taken if a certificate backs it: a new cycle that holds the body after the step unbroken and brings the food closer. The snake then holds that cycle. Watch the rel numbers refuse steps that would overtake the food, and the certificate stage (key 8) build each new cycle. It fills the board in 560 moves."
        ),
        // classic-10x10.ron
        tr!("10x10, snake of 2 at the top-left"),
        tr!(
            "The reference's algorithm page's setting: a snake of 2 at the top-left corner heading right, 98 pieces of food to a full board. Open the cycle stage at tick 0: from a body of only two cells the longest path from head to tail is stretched pair by pair until it covers all 98 other cells, closing the cycle. Then watch the shortcut stage: shortcuts are taken until the snake is 50 long, after which it only follows the cycle."
        ),
        // centre-start-8x8.ron
        tr!("The centre start (8x8)"),
        tr!(
            "The start that the best-known cycle-splicing solvers use: a snake of two at the centre, head (4, 3) below the tail (4, 2). Open the cycle stage at tick 0 (key 3). The longest path from the head to the tail grows to 61 steps and leaves out (0, 0) and (7, 4); no left-out pair lies beside an edge of the cycle, so the repair is stuck. The construction starts again from the 2x2 squares, each a little cycle of four, and joins them by 2x2 splices along a tree: the body's one step, inside a square, only forbids one join. Splice wins in 479 moves with seed 1, Hamilton in 656 (choose it in the solver menu)."
        ),
        // corner-12x12-backtrack.ron
        tr!("12x12, one cell in a corner"),
        tr!(
            "The backtracking article's start: a one-cell snake in the top-left corner. The cycle is toured Down, Right, Up, Left in one sweep; watch the direct approach to each mouse and the check along the cycle in both directions."
        ),
        // cycle-baseline-8x8.ron
        tr!("Plain cycle following, the baseline (8x8)"),
        tr!(
            "The classic 8x8 start with the Cycle solver: it builds the same cycle from the body as Hamilton and never leaves it. It can never die and always fills the board, but every meal can cost up to 64 moves. Play it, then play classic-8x8-hamilton.ron (same start, same seed): the certified shortcuts save 402 moves (560 against 962). Open the cycle stage at tick 0 to see the cycle closed around the body."
        ),
        // manual-practice-10x10.ron
        tr!("Practice board for manual play (10x10)"),
        tr!(
            "A short snake in the middle of an open 10x10 board for playing by hand: W/A/S/D or the arrows steer, Space pauses, and while paused each key moves one step. The tail rule is Follows, so chasing your own tail closely is allowed. A key that would turn back onto the neck is ignored. Try the greedy and Hamilton solvers on the same board afterwards."
        ),
    ]
}

/// Where a solver or a construction fails, and the proofs and searches that say why.
fn what_goes_wrong_and_why() -> Vec<String> {
    vec![
        // tail-is-the-only-exit-4x4.ron
        tr!("The tail is the only exit (4x4)"),
        tr!(
            "The head at (1, 1) is boxed in by its own body; the only neighbour it could enter is (0, 1), where the tail is. Under this file's rule, Follows, the tail leaves that cell as the head arrives, so greedy's last resort ('safe move farthest from the food') steps Left onto it, follows its tail out of the coil at tick 1 and goes on to fill the board in 30 moves. Change `tail: Follows` to `tail: Blocks` and the same position is lost: the tail still holds (0, 1) when the head moves, no move is safe, and the snake dies against its body (Down) on the very first move. Open the decision at tick 0 and compare the chain of checks under both rules."
        ),
        // search-pocket-12x12.ron
        tr!("A pocket between the searches and the food"),
        tr!(
            "A wall drawn for the searches alone (the snake's rules never see it) makes a pocket that opens toward the start. Greedy best-first runs into it, following the distance left; A* runs in too, then pays for it with the cost so far and comes out with the shortest path; BFS and the bidirectional search never care where the target is. The snake follows a cycle, so no decision of its own runs a search here: every search shown runs on this board, walls included. Race them with `snakescope race` or open the graph searches' stages at tick 0."
        ),
        // dead-end-pocket-6x6.ron
        tr!("Dead-end pocket (6x6)"),
        tr!(
            "The food sits at the closed end of a corridor along the top row whose wall is the snake's own body (row 1). The shortest path to it is 4 steps Right, and it is a trap: a virtual snake that walks it and eats ends at (5, 0) with (4, 0) and (5, 1) both body, and no path at all back to its tail. Open the decision at tick 0: the longest stage (check 3) shows the virtual snake finding no way out, so greedy refuses the food and follows its own tail instead (Left, down the open left side). It comes back for the food once the body has moved away, eats it safely and, with this seed, fills the board in 147 moves."
        ),
        // greedy-wraps-the-border-8x8.ron
        tr!("Greedy wraps the border and shuts itself out (8x8)"),
        tr!(
            "The snake of 29 has wrapped the board: its body runs along the bottom row, up the left column, along the top row and down column x = 6. The head (7, 6) is in the right-hand border column, the food right above it at (7, 5). Greedy's virtual snake sees that eating leaves no way back to the tail, so it falls back on the longest path to its own tail that pair extension finds: it starts from the shortest, head -> food -> tail, 2 steps, finds no pair that fits beside it and stops there, though a path of 18 moves runs from the head through (6, 6) and the interior to the tail. Its first step eats: the tail stays put and the head is shut in the one-cell-wide strip along the right wall, (7, 0) to (7, 4), while all 29 other free cells, the whole interior, lie behind the body. It runs up the strip and dies against the top wall at move 7. Open the decision at tick 0: check 3 is the virtual snake's dead end, check 4 the real snake's 2-step path to its tail through the food."
        ),
        // greedy-livelock-6x6.ron
        tr!("Greedy chases its tail forever (6x6)"),
        tr!(
            "A snake of 30 on 36 cells with the food at (2, 2). Four times a lap the head passes right beside the food, and every time greedy's virtual snake, one cell longer after the meal, finds no path of more than one step back to its tail, so greedy refuses and follows its own tail instead. The body comes back to exactly the same place every 34 moves: the snake would circle forever and never eat, so snakescope ends the game as stalled (at tick 133, once it has seen the loop come round), still of length 30; the step limit of 200 is never reached. Step through ticks 0 to 34 and watch the longest stage refuse the food each time."
        ),
        // no-cycle-from-this-body-4x4.ron
        tr!("No cycle from this body (4x4)"),
        tr!(
            "The body cuts the board in two. The cells (1, 3) and (3, 3) beside the head (2, 3) each have only two neighbours, and one of them is the head: so the cycle would have to step from the head into both, but it leaves the head by one step only. No Hamiltonian cycle contains this body, and the Hamilton and Cycle solvers refuse the file with that reason. Greedy needs no cycle and plays it (it fills the board in 50 moves). Open the cycle stage: it stops at the proof, before any path is sought."
        ),
        // pair-extension-misses-6x6.ron
        tr!("Pair extension misses a cycle that exists (6x6)"),
        tr!(
            "The longest path misses a cycle that exists. It is grown from the head (0, 2) to the tail (2, 0) by pushing pairs of its steps sideways; on this board it ends covering every free cell but (1, 1) and (2, 3), and they are not side by side, so the repair cannot splice them in. Open the cycle stage (key 3) and step on: the construction starts again from the 2x2 squares and joins them by splices along a tree that the body allows, and a cycle holds the body after all. Hamilton wins in 215 moves; greedy plays the file too (it fills the board)."
        ),
        // repair-splices-cells-in-6x6.ron
        tr!("The repair splices left-out cells in (6x6)"),
        tr!(
            "A snake of one at (4, 4). Its cycle runs from the cell ahead, (5, 4), back to the head. Open the cycle stage at tick 0 (key 3): the longest path pushes pairs out until it has 33 steps, but leaves out (4, 5) and (5, 5), the pair below the path's first step. The repair sees that the two of them and the cycle's edge (4, 4) -> (5, 4) make a 2x2 square, and splices them in: the edge becomes (4, 4) -> (4, 5) -> (5, 5) -> (5, 4), and the cycle holds all 36 cells. Hamilton wins in 247 moves."
        ),
        // search-finds-the-cycle-6x6.ron
        tr!("The search finds the cycle (6x6)"),
        tr!(
            "A snake of five that turns three times: head (1, 2), then (1, 3), (2, 3), (2, 2) and the tail (3, 2). Open the cycle stage at tick 0 (key 3). The longest path leaves out (0, 3) and (3, 3), and they are no pair. No layout of 2x2 squares holds this body: it crosses from the square of (2, 3) to the square of (1, 3) and also runs along their common side. The depth-first search then takes over: it extends the path 40 times, always to the neighbour with the fewest ways on, backs up 8 times where a branch cannot succeed (it would cut cells off, or reach the tail too early, or has no choice left), and closes the cycle at event 245. Hamilton wins in 188 moves."
        ),
        // no-cycle-proven-by-search-4x4.ron
        tr!("No cycle, proven by trying every path (4x4)"),
        tr!(
            "A snake of four across the board on row 1, head (3, 1) at the right, tail (0, 1) at the left. Choose Hamilton in the solver menu to see it refused, or open the cycle stage (key 3): no quick check refuses it (every free cell has two ways, nothing is cut off), but the cycle cannot cover both sides of the body. The search shows why: the corner (3, 0) can only be entered from the head, so the path must go along row 0 to (0, 0), and from there the tail is the only way on, with row 2 and row 3 still to visit. It tries every path (4 moves) and proves that no cycle holds the body. Greedy needs no cycle and plays the board (it wins in 43 moves)."
        ),
        // window-around-the-body-16x16.ron
        tr!("A window around a winding body (16x16)"),
        tr!(
            "A snake of six that turns back on itself twice near the bottom right, head (13, 11), tail (13, 14). Open the cycle stage at tick 0 (key 3). The longest path covers all but two cells; no pair fits beside the cycle; no layout of 2x2 squares holds the body, which crosses between two squares where it also runs along their side. So the construction cuts a window from (10, 10) to (15, 15) around the body, builds a cycle of that window as if it were a board of its own, covers the rest of the board with squares joined along a tree, and joins them to the window's cycle by 2x2 splices across its sides: one cycle of 256 cells. Hamilton wins in 8844 moves."
        ),
        // food-behind-the-tail-6x6.ron
        tr!("Food just behind the tail (6x6)"),
        tr!(
            "The reference's rule and its one exception. A snake of 3 with the food at (2, 2), right next to the head and right above the tail. On the cycle built from the body the food is the cell just before the tail (rel 35 of 36). The obvious move, Left, is refused: open the shortcut stage at tick 0 and read 'a one-step path to food next to the tail on the cycle'. On the reference's fixed cycle, eating there would put the head right behind its own tail, and the next cycle move would run into the tail, which under Blocks still holds its cell. The snake follows the cycle (Right) instead; one move later the tail has moved on and a shortcut of 4 steps to the same food is taken. The reference's rule fills the board in 278 moves. Now change the solver to plain `Hamilton` (the certified rule): it eats at once, because a new cycle from the body after the meal exists (open the certificate stage at tick 0), and fills the board in 210 moves."
        ),
        // reference-rule-dies-8x8.ron
        tr!("The reference's Hamilton rule dies (8x8)"),
        tr!(
            "The classic start with seed 1207 and the reference project's shortcut rule on a fixed cycle. Its shortcuts leave gaps in the body; late in the game food appears just ahead of the head, the snake eats it, and its next cycle move runs into the tail, which under Blocks still holds its cell: dead at move 260, at length 28. Use 'Jump to the death', then step back to the last shortcut before it: the body lay on the cycle in order but with gaps, exactly what the certified rule never allows. Change the solver to `Hamilton` and the same seed is won in 574 moves."
        ),
        // backtrack-article-dies-8x8.ron
        tr!("The article's approach check dies (8x8)"),
        tr!(
            "The classic start with seed 4 and the backtracking article's check: an approach is accepted if following the cycle from the mouse for the snake's length never meets the body, counting the tail as leaving one cell per step. That forgets the meals on the way back: a meal keeps the tail in place for a tick and the head runs into it. Dead at move 480. Open the approach stage at the last plan before the death. With the safe check (plain `Backtrack`) the body after each meal must lie on the cycle, or a certificate must hold it, and the same seed is won in 853 moves."
        ),
    ]
}

/// The splice planner's reshaping, the shortcut rule's order, an odd board and the larger
/// boards.
fn splices_shortcuts_and_large_boards() -> Vec<String> {
    vec![
        // splice-first-meal-8x8.ron
        tr!("Splices bring the first food from 39 moves to 7 (8x8)"),
        tr!(
            "The splice solver as first written, Splice(plan: First), builds a cycle from the body, on which the food at (4, 4) is 39 moves away, though a path takes 7. Open the splice stage at tick 0 (key 9) and step through it. It forces a fastest path edge by edge: to make (4, 1) follow (4, 0) the cycle splits at that 2x2 square, a loop of 54 cells falls out and joins back at a square after the food; but the next step, (4, 2) to (4, 3), has no square that fits, so the search backs out and tries the path down column 3: a loop of 56 cells, then one of 12, each joined back after the food. The check passes: the food is 7 moves away. Same start and seed with Hamilton: this planner fills the board in 425 moves, Hamilton in 711. The default planner does not back out at (4, 2) to (4, 3): it forces that step in two splices (splice-two-splices-8x8)."
        ),
        // splice-refused-8x8.ron
        tr!("Every splice refused, then one fits (8x8)"),
        tr!(
            "The food at (6, 6) is 2 moves from the head by a path, but 16 along the cycle built from the body. Open the splice stage at tick 0 (key 9): the square that would make (5, 6) follow (4, 6) does not fit; a straight cut from (2, 4) would cut off a loop holding (3, 3), body that is still there when the food is eaten, so it is undone; the cut from (2, 3) splits off a loop of 54 cells that no square joins back after the food, so that is undone too. Every cut is refused. Then the late pass tries the same lines again, each loop kept clear only of the body still there when that cut's own way would arrive: the loop of 54 now joins, and one of 10, and the food is 12 moves away instead of 16. The snake moves Left along the reshaped cycle. At tick 1 the tail has moved on and two forced edges bring the food from 11 moves to 5. The splice solver fills the board in 349 moves, Hamilton in 557."
        ),
        // splice-box-cut-8x8.ron
        tr!("Straight cuts take the food from 39 moves to 5 (8x8)"),
        tr!(
            "The snake of 8 is coiled in the top-right corner; the food at (6, 5) is 39 moves along the cycle built from the body and 5 by a path. This is the splice solver as first written, Splice(plan: First), which forces a step only by its own 2x2 square. Open the splice stage at tick 0 (key 9): forcing the fastest path fails at its second step, so the solver tries straight cuts from the cells of the way. The cut from (5, 2) to (3, 2) splits off a loop of 52 cells and joins it back after the food: the check puts the food 11 moves away. The cut from (5, 2) down to (5, 5) needs two splices, and the food is 5 moves away: 34 moves won. It fills the board in 434 moves, Hamilton in 509. The default planner forces that second step in two splices instead (the first meal of splice-first-meal-8x8 shows how) and fills the board in 412."
        ),
        // splice-two-splices-8x8.ron
        tr!("A square that does not fit, forced in two splices (8x8)"),
        tr!(
            "The food at (4, 4) is 39 moves along the cycle built from the body, and 7 by a path. Open the splice stage at tick 0 (key 9) and step through it. The default planner forces a fastest path edge by edge: (4, 1) after (4, 0) by its 2x2 square, a loop of 54 cells joined back after the food. For the next step, (4, 3) after (4, 2), the cycle does not run opposite ways around the square, so one splice cannot do it. The cell after (4, 2) lies on the right of the step, so the planner first makes (4, 3) follow (5, 3), the cell beside it on that side, by its own square (a loop of 8 cells, joined back after the food). Now the cell before (4, 3) is (5, 3), beside the cell after (4, 2): the square fits, and a loop of 2 cells is joined back. The check passes: the food is 7 moves away, with no backing out. The planner as first written backs out here instead (splice-first-meal-8x8). This planner fills the board in 517 moves, Hamilton in 711."
        ),
        // splice-pockets-16x16.ron
        tr!("A fastest path weighed by the pockets it leaves (16x16)"),
        tr!(
            "A snake of 21 on a 16x16 board; the food at (3, 13) is 105 moves along the cycle built from the body and 21 by a path. Open the splice stage at tick 0 (key 9) and step to its end. The fastest path is forced and checked, then counted: after the meal the body would shut off 107 free cells beside the food, about 55 more moves for the next meal. So the solver also tries straight cuts from the cycle held: they reach the food in 25 moves and leave the free cells in one piece. Weighed as twice the moves plus the pockets, 2 x 25 + 0 = 50 beats 2 x 21 + 55 = 97, and the cuts' way is kept. Splice(plan: First) keeps the fastest path: compare the two solvers side by side. One game says little: here the first planner happens to fill the board sooner (4572 moves against 4702); over many games on a 20x20 board the weighing saves about half a percent."
        ),
        // shortcut-in-order-8x8.ron
        tr!("A shortcut that stays in order (8x8)"),
        tr!(
            "A snake of 3 in the middle of the board, food at (4, 2). Numbered from the tail, the head is 2 and the food 58; the shortest path's first step, Right to (4, 3), is number 57: past the head and not past the food, so the step is in order and skips 54 cells of the cycle. It is taken with a certificate: a cycle built from the body the snake will have at (4, 3), routed through the food, holds that body unbroken and puts the food 1 move ahead instead of 55. Open the shortcut stage at tick 0 for the numbers and the verdict on each neighbour, the certificate stage (key 8) for the new cycle, and the numbering stage for the same idea as a search that only climbs the numbers (3 -> 58 -> 59). Hamilton fills the board in 527 moves."
        ),
        // backtrack-turns-around-6x6.ron
        tr!("The backtracking solver turns around (6x6)"),
        tr!(
            "The backtracking solver tours its cycle from the top-left corner (Down first) and starts out following it forward. The first mouse is at (2, 0): open the approach stage at tick 0. The direct approach, Left then Up three times, is checked at the mouse: after the meal, would the body lie on the cycle as one unbroken stretch? Forward it would not; backward it does, so the plan is accepted with 'afterwards follow the cycle backward'. From then on the snake tours the same cycle the other way (at tick 8 the first plain cycle move is backward). Later approaches that leave the body on the cycle in neither direction need a certificate, a new cycle built from the body (ticks 8 and 12). It fills the board in 239 moves."
        ),
        // odd-board-7x7-greedy.ron
        tr!("Odd board, 7x7, greedy"),
        tr!(
            "A 7x7 board has no Hamiltonian cycle at all: coloured like a chessboard it has 25 dark and 24 light cells, and a cycle alternates colours so it needs as many of each. Switch the solver to Hamilton, Cycle or Backtrack and the file is refused with exactly those counts. Greedy needs no cycle: with this seed it fills all 49 cells in 374 moves. Watch the BFS and longest stages do all the work."
        ),
        // open-20x20.ron
        tr!("20x20, Hamilton"),
        tr!(
            "A larger board where shortcuts pay: compare the moves per food early (shortcuts, while the snake is shorter than 200) and late (following the cycle). Open the shortcut stage on an early tick to see the rel numbers and the verdict on each neighbour of the head."
        ),
        // large-64x64-hamilton.ron
        tr!("Large board, 64x64, Hamilton"),
        tr!(
            "A speed test: 4096 cells, a snake of 4 on the top row. The cycle is built from the body once; then, while shortcuts are allowed (until the snake is 2048 long), most ticks run a BFS over the whole board. Watch the app keep up, and the shortcut stage's rel numbers run into the thousands."
        ),
    ]
}
