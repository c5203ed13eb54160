//! The kinds of fact a decision can hold that are worth waiting for: a fallback used, a
//! shortcut taken, a shortcut refused (and why), greedy's virtual snake cut off from its tail,
//! a rescue. Each is read from the decision's chain of checks the same way everywhere: when
//! the game is recorded ([`super::DecisionMarks`] notes the ticks of each kind), when a
//! breakpoint stops ([`FactKind::check_in`] names the check to point at), and in tests.

use crate::algo::shortcut::ShortcutVerdict;
use crate::solver::{Decision, Fact};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Why a shortcut was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Refusal {
    /// For any of the reasons below.
    Any,
    /// The step lands behind the head in cycle order.
    Behind,
    /// The step jumps past the food in cycle order.
    PastFood,
    /// A one-step path to food next to the tail on the cycle (the reference's exception).
    BesideTail,
    /// The step would leave too little free cycle before the tail (the reference's margin).
    NoRoom,
    /// The rule allowed the step, but no certificate backs it.
    NoCertificate,
}

impl Refusal {
    /// The reasons a shortcut can be refused for, without [`Refusal::Any`].
    pub const REASONS: [Refusal; 5] = [
        Refusal::Behind,
        Refusal::PastFood,
        Refusal::BesideTail,
        Refusal::NoRoom,
        Refusal::NoCertificate,
    ];

    /// Whether a refusal for `reason` (one of [`Refusal::REASONS`]) is one of these.
    pub fn covers(self, reason: Refusal) -> bool {
        self == Refusal::Any || self == reason
    }

    /// The reason in a few words, for lists and menus.
    pub fn label(self) -> String {
        match self {
            Refusal::Any => tr!("for any reason"),
            Refusal::Behind => tr!("lands behind the head"),
            Refusal::PastFood => tr!("jumps past the food"),
            Refusal::BesideTail => tr!("food beside the tail"),
            Refusal::NoRoom => tr!("no room before the tail"),
            Refusal::NoCertificate => tr!("no certificate"),
        }
    }

    /// The reason the rel-index rule gave, if its verdict refuses the step.
    fn of_verdict(verdict: ShortcutVerdict) -> Option<Refusal> {
        match verdict {
            ShortcutVerdict::OnCycle | ShortcutVerdict::Take => None,
            ShortcutVerdict::Behind => Some(Refusal::Behind),
            ShortcutVerdict::PastFood => Some(Refusal::PastFood),
            ShortcutVerdict::BesideTail => Some(Refusal::BesideTail),
            ShortcutVerdict::NoRoom => Some(Refusal::NoRoom),
        }
    }
}

/// A kind of fact in a decision's chain of checks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum FactKind {
    /// The decision gives up its first plan: greedy leaves the way to the food to follow the
    /// longest path to its tail, or wanders; or the move carries no guarantee at all
    /// ([`FactKind::NoGuarantee`]).
    Fallback,
    /// The solver knows its move carries no guarantee: greedy wandering, a rescue, a body off
    /// its cycle ([`Decision::unsafe_fallback`]). The decision that doomed a lost game starts
    /// the last run of these.
    NoGuarantee,
    /// The decision leaves the cycle: a shortcut, or a direct approach to the food
    /// ([`Decision::leaves_cycle`]).
    Shortcut,
    /// A shortcut was refused, for the reason given (or any).
    Refused(Refusal),
    /// Greedy's virtual snake, having eaten, cannot reach its own tail.
    TailUnreachable,
    /// The intended move was fatal and another was taken instead.
    Rescue,
}

impl FactKind {
    /// Every kind a decision is noted under: each refusal on its own ([`Refusal::Any`] is
    /// their union, not a kind of its own).
    pub const NOTED: [FactKind; 10] = [
        FactKind::Fallback,
        FactKind::NoGuarantee,
        FactKind::Shortcut,
        FactKind::Refused(Refusal::Behind),
        FactKind::Refused(Refusal::PastFood),
        FactKind::Refused(Refusal::BesideTail),
        FactKind::Refused(Refusal::NoRoom),
        FactKind::Refused(Refusal::NoCertificate),
        FactKind::TailUnreachable,
        FactKind::Rescue,
    ];

    /// The kinds a user picks from, with [`Refusal::Any`] before the single reasons.
    pub const CHOICES: [FactKind; 11] = [
        FactKind::Fallback,
        FactKind::NoGuarantee,
        FactKind::Shortcut,
        FactKind::Refused(Refusal::Any),
        FactKind::Refused(Refusal::Behind),
        FactKind::Refused(Refusal::PastFood),
        FactKind::Refused(Refusal::BesideTail),
        FactKind::Refused(Refusal::NoRoom),
        FactKind::Refused(Refusal::NoCertificate),
        FactKind::TailUnreachable,
        FactKind::Rescue,
    ];

    /// Whether a decision of kind `noted` (one of [`FactKind::NOTED`]) is one of these.
    pub fn covers(self, noted: FactKind) -> bool {
        match (self, noted) {
            (FactKind::Refused(wanted), FactKind::Refused(reason)) => wanted.covers(reason),
            _ => self == noted,
        }
    }

    /// The check of `decision` that shows this kind of fact, if the decision holds one: the
    /// check a breakpoint points at. A fallback points at greedy's path to its tail when it
    /// took one, else at the check that chose the move without a guarantee (the last one); a
    /// shortcut at the check that let it be taken.
    pub fn check_in(self, decision: &Decision) -> Option<usize> {
        match self {
            FactKind::Fallback => decision
                .checks
                .iter()
                .position(|c| matches!(c.fact, Fact::TailReachable { steps: Some(s), .. } if s > 1))
                .or_else(|| FactKind::NoGuarantee.check_in(decision)),
            FactKind::NoGuarantee => decision
                .unsafe_fallback
                .then(|| decision.checks.len().checked_sub(1))
                .flatten(),
            FactKind::Shortcut => decision
                .leaves_cycle()
                .then(|| {
                    decision.checks.iter().rposition(|c| {
                        matches!(
                            c.fact,
                            Fact::ShortcutRule {
                                verdict: ShortcutVerdict::Take,
                                ..
                            } | Fact::Planned { steps: Some(_), .. }
                                | Fact::Certificate {
                                    certified: true,
                                    ..
                                }
                        )
                    })
                })
                .flatten(),
            FactKind::Refused(wanted) => decision
                .checks
                .iter()
                .position(|c| refusal(&c.fact).is_some_and(|r| wanted.covers(r))),
            FactKind::TailUnreachable => decision.checks.iter().position(|c| {
                matches!(c.fact, Fact::VirtualTailReachable { steps } if steps.is_none_or(|s| s <= 1))
            }),
            FactKind::Rescue => decision
                .checks
                .iter()
                .position(|c| matches!(c.fact, Fact::Rescued { .. })),
        }
    }

    /// Whether `decision` holds this kind of fact. A move without a guarantee or a shortcut
    /// is a property of the decision as a whole, even when no check shows it (a solver of
    /// yours may say nothing); the other kinds are checks.
    pub fn holds_in(self, decision: &Decision) -> bool {
        match self {
            FactKind::Fallback => decision.unsafe_fallback || self.check_in(decision).is_some(),
            FactKind::NoGuarantee => decision.unsafe_fallback,
            FactKind::Shortcut => decision.leaves_cycle(),
            _ => self.check_in(decision).is_some(),
        }
    }

    /// Every kind of [`FactKind::NOTED`] that `decision` holds.
    pub fn noted_in(decision: &Decision) -> impl Iterator<Item = FactKind> + '_ {
        FactKind::NOTED
            .into_iter()
            .filter(|kind| kind.holds_in(decision))
    }

    /// The kind in a few words, for lists and menus: "fallback used".
    pub fn label(self) -> String {
        match self {
            FactKind::Fallback => tr!("fallback used"),
            FactKind::NoGuarantee => tr!("move without a guarantee"),
            FactKind::Shortcut => tr!("shortcut taken"),
            FactKind::Refused(r) => tr!("shortcut refused: {label}", label = r.label()),
            FactKind::TailUnreachable => tr!("virtual snake cannot reach its tail"),
            FactKind::Rescue => tr!("rescue"),
        }
    }
}

impl fmt::Display for FactKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.label())
    }
}

/// The reason a check refused a shortcut, if it did.
fn refusal(fact: &Fact) -> Option<Refusal> {
    match fact {
        Fact::ShortcutRule { verdict, .. } => Refusal::of_verdict(*verdict),
        Fact::Certificate {
            certified: false, ..
        } => Some(Refusal::NoCertificate),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Dir, Pos};
    use crate::solver::Check;

    fn decision(facts: Vec<Fact>, unsafe_fallback: bool) -> Decision {
        Decision {
            dir: Dir::Up,
            checks: facts
                .into_iter()
                .map(|fact| Check { fact, stage: None })
                .collect(),
            unsafe_fallback,
            fault: None,
        }
    }

    fn rule(verdict: ShortcutVerdict) -> Fact {
        Fact::ShortcutRule {
            verdict,
            rel_head: 3,
            rel_next: 9,
            rel_food: 5,
        }
    }

    #[test]
    fn a_refusal_is_found_under_its_own_reason_and_under_any() {
        let d = decision(
            vec![
                Fact::NoShortcutOpen,
                rule(ShortcutVerdict::PastFood),
                Fact::FollowRing {
                    next: Pos::new(0, 0),
                },
            ],
            false,
        );
        assert_eq!(FactKind::Refused(Refusal::PastFood).check_in(&d), Some(1));
        assert_eq!(FactKind::Refused(Refusal::Any).check_in(&d), Some(1));
        assert_eq!(FactKind::Refused(Refusal::Behind).check_in(&d), None);
        assert_eq!(FactKind::Shortcut.check_in(&d), None);
        let noted: Vec<FactKind> = FactKind::noted_in(&d).collect();
        assert_eq!(noted, vec![FactKind::Refused(Refusal::PastFood)]);
    }

    #[test]
    fn a_certified_shortcut_points_at_its_certificate_and_a_refused_one_is_a_refusal() {
        let certificate = |certified| Fact::Certificate {
            next: Pos::new(1, 1),
            certified,
            now: None,
            before: None,
        };
        let taken = decision(vec![rule(ShortcutVerdict::Take), certificate(true)], false);
        assert_eq!(FactKind::Shortcut.check_in(&taken), Some(1));
        let refused = decision(vec![rule(ShortcutVerdict::Take), certificate(false)], false);
        assert_eq!(FactKind::Shortcut.check_in(&refused), None);
        assert_eq!(
            FactKind::Refused(Refusal::NoCertificate).check_in(&refused),
            Some(1)
        );
    }

    #[test]
    fn a_fallback_points_at_the_last_check_and_a_cut_off_ghost_at_its_own() {
        let d = decision(
            vec![
                Fact::PathToFood {
                    steps: Some(3),
                    first: Some(Dir::Up),
                },
                Fact::VirtualTailReachable { steps: Some(1) },
                Fact::TailReachable {
                    steps: None,
                    first: None,
                },
                Fact::FarthestFromFood {
                    dir: Some(Dir::Up),
                    distance: 4,
                },
            ],
            true,
        );
        assert_eq!(FactKind::Fallback.check_in(&d), Some(3));
        assert_eq!(FactKind::NoGuarantee.check_in(&d), Some(3));
        assert_eq!(FactKind::TailUnreachable.check_in(&d), Some(1));
        assert_eq!(FactKind::Rescue.check_in(&d), None);
        let reachable = decision(vec![Fact::VirtualTailReachable { steps: Some(6) }], false);
        assert_eq!(FactKind::TailUnreachable.check_in(&reachable), None);
        assert_eq!(FactKind::Fallback.check_in(&reachable), None);
        assert!(!FactKind::Fallback.holds_in(&reachable));
    }

    #[test]
    fn greedy_following_its_tail_is_a_fallback_pointing_at_the_tail_path() {
        let d = decision(
            vec![
                Fact::PathToFood {
                    steps: Some(3),
                    first: Some(Dir::Up),
                },
                Fact::VirtualTailReachable { steps: None },
                Fact::TailReachable {
                    steps: Some(9),
                    first: Some(Dir::Left),
                },
            ],
            false,
        );
        assert_eq!(FactKind::Fallback.check_in(&d), Some(2));
        assert!(FactKind::Fallback.holds_in(&d));
        assert!(FactKind::noted_in(&d).any(|k| k == FactKind::Fallback));
        // Following the tail is a plan of its own, not a move without a guarantee.
        assert!(!FactKind::NoGuarantee.holds_in(&d));
    }

    #[test]
    fn any_refusal_covers_each_reason_and_nothing_else() {
        for reason in Refusal::REASONS {
            assert!(FactKind::Refused(Refusal::Any).covers(FactKind::Refused(reason)));
            assert!(FactKind::Refused(reason).covers(FactKind::Refused(reason)));
        }
        assert!(!FactKind::Refused(Refusal::Any).covers(FactKind::Shortcut));
        assert!(!FactKind::Refused(Refusal::Behind).covers(FactKind::Refused(Refusal::NoRoom)));
    }
}
