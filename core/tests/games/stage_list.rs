//! The stage list is the only list of stages: every stage it names has what every front end
//! needs of it, so that a new stage is one module and one line. Its command-line name reads
//! back; its title and pseudo-code are in every language; its facts say something once it
//! has run (the window's stage panel, a view that serves every stage, shows them).

use crate::common::classic;
use snakescope_core::algo::Ignore;
use snakescope_core::rules::TailRule;
use snakescope_core::solver::external::{
    AnswerLog, ExternalSolver, ExternalSpec, LoggedAnswer, parse_answer,
};
use snakescope_core::solver::{AnySolver, DecisionEvent, HamiltonOptions, SolverKind};
use snakescope_core::stages::{Stage, StageEvent, StageFrame};
use snakescope_core::trace::run_stage;
use snakescope_core::words::{Language, for_this_thread};

#[test]
fn every_stage_reads_back_from_its_command_line_name() {
    for stage in Stage::ALL {
        assert_eq!(Stage::from_cli_name(stage.cli_name()), Some(stage));
        assert!(Stage::cli_names_in_words().contains(stage.cli_name()));
    }
}

#[test]
fn every_stage_s_title_and_pseudo_code_have_their_portuguese() {
    for stage in Stage::ALL {
        let (title, code) = (stage.title(), stage.pseudocode());
        let _pt = for_this_thread(Language::Portuguese);
        assert_ne!(stage.title(), title, "{stage:?}'s title is not translated");
        let translated = stage.pseudocode();
        assert_eq!(translated.len(), code.len());
        assert!(
            translated.iter().zip(&code).any(|(pt, en)| pt != en),
            "{stage:?}'s pseudo-code is not translated"
        );
    }
}

/// The events of `stage` at the first decision of classic 8x8 with food from `seed` (its own
/// run, else the decision's, for the stage of a solver outside snakescope).
fn events_of(stage: Stage, seed: u64) -> Vec<StageEvent> {
    let game = classic(8, 8, 4, seed, TailRule::Blocks);
    if stage == Stage::Reported {
        let line =
            r#"{"move":"down","trace":[{"caption":"s","marks":[{"cell":[1,2],"class":"path"}]}]}"#;
        let mut log = AnswerLog::starting_at(0);
        log.push(LoggedAnswer {
            line: line.to_owned(),
            answer: parse_answer(line, game.grid()).unwrap(),
        });
        let spec = ExternalSpec::Program {
            command: vec!["logged".to_owned()],
            timeout_ms: 1_000,
        };
        let mut solver = AnySolver::External(ExternalSolver::replaying(spec.intern(), log));
        let mut events: Vec<DecisionEvent> = Vec::new();
        solver.decide(&game, &mut events);
        return events.into_iter().map(|e| e.event).collect();
    }
    let kind = match stage {
        Stage::Backtrack | Stage::Approach => SolverKind::Backtrack(Default::default()),
        Stage::Splice => SolverKind::Splice(Default::default()),
        _ => SolverKind::Hamilton(HamiltonOptions::DEFAULT),
    };
    let mut solver = AnySolver::new(kind, &game).unwrap();
    // The solver holds its cycle once it has decided once.
    solver.decide(&game, &mut Ignore);
    run_stage(stage, &game, Some(&solver), None)
        .unwrap_or_else(|e| panic!("{stage:?} runs on classic 8x8: {e}"))
        .events
}

#[test]
fn every_stage_says_what_it_knows_once_it_has_run() {
    for stage in Stage::ALL {
        // Some food asks nothing of a stage (the cycle already leads there): the first seed
        // whose food does.
        let (seed, events) = (1..20)
            .map(|seed| (seed, events_of(stage, seed)))
            .find(|(_, events)| !events.is_empty())
            .unwrap_or_else(|| panic!("{stage:?} ran no event"));
        let game = classic(8, 8, 4, seed, TailRule::Blocks);
        let frame = StageFrame::fold(*game.grid(), &events);
        let facts = stage.facts(&events, &frame, &game);
        assert!(
            !facts.rows.is_empty(),
            "{stage:?} says nothing in its panel"
        );
    }
}
