//! The planner's tuned numbers and switches, in one place: each field says what it bounds, and
//! each value of [`Tuning::FIRST`] and [`Tuning::WIDE`] names the measurement that chose it
//! (the figures are in `docs/ALGORITHMS.md`, section 2.9). Unless said otherwise a figure is
//! the mean moves of `snakescope bench --solver splice --size S --games N --length 2 --start
//! centre --seed FIRST`, every game won.

/// What a planner may spend, and which of its ideas it uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Tuning {
    /// Edge attempts the depth-first search over fastest paths may spend per plan.
    pub path_budget: u32,
    /// Whether the search over fastest paths tries first, at each step, the cell with fewest
    /// open sides (else the cycle's own next cell, then straight on, then the turns).
    pub fewest_open_first: bool,
    /// Whether a step of a fastest path whose square does not fit is forced in two splices.
    pub two_splices: bool,
    /// Passes of straight cuts per plan (each keeps at most one cut, then starts again).
    pub cut_passes: u32,
    /// Straight cuts a pass tries, those that would save most first.
    pub cut_tries: usize,
    /// When a pass keeps no cut, how many of those that would save most are tried again with
    /// their loops clear only of the body still there at each cut's own arrival (late cuts);
    /// 0 for none.
    pub late_tries: usize,
    /// The end game's exact search runs once at most this many cells are free (and at most
    /// half the board); 0 for never.
    pub end_free: u32,
    /// Steps the end game's exact search may take per plan (paths and walks together).
    pub end_budget: u32,
    /// Whether a forced fastest path that leaves pockets is weighed against the cuts.
    pub weigh_pockets: bool,
    /// Cells within this many moves of the food are closed when the pockets are counted: the
    /// new head's neighbourhood, through which alone a pocket is reached.
    pub pocket_neck: u32,
    /// A fastest path is weighed against the cuts only when its pockets are expected to add at
    /// least this many moves to the next meal.
    pub pocket_weigh: u32,
    /// Fastest paths in the other orders of steps are searched while the lightest so far
    /// leaves pockets expected to add at least this many moves.
    pub other_orders_from: u32,
    /// A way's moves weigh this many times its pockets' expected cost when a fastest path and
    /// the cuts' way are weighed (2: a pocket counts at half the moves it adds).
    pub moves_weight: u64,
    /// After a plan that found nothing, the fastest arrival must slip by `1 + cells /
    /// patience_cells` moves before the next plan: on large boards a plan costs more and the
    /// few cells freed meanwhile rarely make a splice fit.
    pub patience_cells: u64,
}

impl Tuning {
    /// The planner as first written (`SplicePlan::First`).
    pub const FIRST: Tuning = Tuning {
        // 50 against 10, 25, 35, 70, 100: 10,482.7 against 10,729.3, 10,604.3, 10,490.5,
        // 10,559.7, 10,521.1 on 20x20 seeds 1-100 (the wide planner); 200 and 1,000: 10,595,
        // 10,538. Flat around 50 within the draw.
        path_budget: 50,
        fewest_open_first: false,
        two_splices: false,
        // Up to 10 passes against one: 468.0 / 985.5 / 10,543 / 45,731 against 475.4 / 994.9 /
        // 10,794 / 45,950 on 8x8 / 10x10 / 20x20 / 30x30.
        cut_passes: 10,
        // 32 against the one that would save most: 468.0 / 985.5 / 10,543 / 45,731 against
        // 508.0 / 1,087.8 / 12,417 / 55,110.
        cut_tries: 32,
        late_tries: 0,
        end_free: 0,
        end_budget: 0,
        weigh_pockets: false,
        pocket_neck: 2,
        pocket_weigh: u32::MAX,
        other_orders_from: u32::MAX,
        moves_weight: 2,
        // 1 + cells / 400: planning at every move on 30x30 was 45,308 against 45,731, at 1.8x
        // the time.
        patience_cells: 400,
    };

    /// The wide planner (`SplicePlan::Wide`).
    pub const WIDE: Tuning = Tuning {
        // 50 against 35, 70, 100: 10,295.1 against 10,356.2, 10,319.0, 10,314.0 on 20x20 seeds
        // 101-1,100.
        path_budget: 50,
        // Fewest open sides first: 462.6 / 981.2 / 10,506.2 / 43,881.4 against 465.1 / 983.1 /
        // 10,533.0 / 44,255.4; most open sides first, 10,781.9 on 20x20.
        fewest_open_first: true,
        // 454.6 / 964.8 / 10,295.1 (20x20 seeds 101-1,100) / 43,273.6 (30x30 seeds 101-200)
        // against 457.9 / 974.9 / 10,437.4 / 43,753.6.
        two_splices: true,
        // 20 passes against 10: 10,487.4 against 10,506.2 on 20x20; 40 played as 20 on 20x20,
        // 43,819.9 on 30x30.
        cut_passes: 20,
        // Every cut of a pass: 44,474.2 against 45,656.8 for 32 on 30x30, 10,533.0 against
        // 10,630.6 on 20x20.
        cut_tries: usize::MAX,
        // 4, 8, 16, 32, all: 10,198.2, 10,197.0, 10,210.1, 10,172.0, 10,199.7 on 20x20 seeds
        // 101-1,100; on 30x30 8 and 32 give 42,366.7 and 42,699.6 at 1.03x and 1.13x the time.
        late_tries: 8,
        // On 8x8 with a budget of 300,000: 24, 32, 40 free cells give 461.3, 457.4, 455.5 at
        // 2x, 3x, 16x the time; 60 and 80 on 20x20: 10,292.8, 10,290.2 against 10,295.1 at
        // 1.09x and 1.24x the time.
        end_free: 40,
        // 30,000 against 10,000: 10,294.9 against 10,295.1 on 20x20 seeds 101-1,100.
        end_budget: 10_000,
        // Weighing the pockets: 10,365.0 against 10,482.9 on 20x20 seeds 1-100; 10,455.4
        // against 10,500.9 on seeds 101-1,100.
        weigh_pockets: true,
        // 1 or 3 against 2: 10,327.6, 10,324.3 against 10,295.1 (20x20 seeds 101-1,100).
        pocket_neck: 2,
        // 2, 6, 8 against 4: 10,291.9, 10,298.6, 10,305.8 against 10,295.1.
        pocket_weigh: 4,
        // 2 or 8 against 4: 10,295.1, 10,297.1 against 10,295.1.
        other_orders_from: 4,
        // A pocket at 1, 1/3, 1/4 of its moves against 1/2: 10,330.6, 10,305.7, 10,332.3
        // against 10,295.1.
        moves_weight: 2,
        // 1 + cells / 800: 44,255.4 against 44,474.2 for 1 + cells / 400 on 30x30 (no game of
        // 20x20 changes).
        patience_cells: 800,
    };

    /// After a plan that found nothing on a board of `cells`, the moves the fastest arrival
    /// must slip by before the next plan.
    pub fn patience(&self, cells: u64) -> u64 {
        1 + cells / self.patience_cells
    }
}
