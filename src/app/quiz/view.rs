//! The quiz on screen: its line above the board (the question, the reveal, the way on), its
//! marks on the board (the cells on offer, the guess, the real move), and the summary with a
//! jump to each decision missed.

use super::round::{Phase, Quiz};
use crate::app::board::{BoardGeometry, palette};
use crate::app::keymap::{self, QuizKey};
use crate::app::state::AppState;
use egui::{Color32, Context, Painter, RichText, Stroke, StrokeKind, Ui, vec2};

/// The quiz's line above the board, in text `size` points high (larger in presenter view):
/// the question or the verdict with the buttons that answer or go on, and under it, small,
/// where the quiz stands. Shown while a quiz runs.
pub fn quiz_line_ui(ui: &mut Ui, quiz: &mut Quiz, state: &mut AppState, size: f32) {
    let big = |text: String| RichText::new(text).size(size).strong();
    let button = |text: &str| egui::Button::new(RichText::new(text).size(size * 0.75));
    let ctx = ui.ctx().clone();
    let enter = keymap::keys(&ctx, &keymap::QUIZ_CONFIRM);
    let (right, asked) = quiz.score();
    let progress = match quiz.planned() {
        Some(n) => format!("question {} of {n}", asked + 1),
        None => format!("question {}", asked + 1),
    };
    egui::Frame::group(ui.style())
        .stroke(Stroke::new(1.5, palette::CURRENT))
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            match quiz.phase().clone() {
                Phase::Playing { next } => {
                    ui.horizontal_wrapped(|ui| {
                        ui.label(big(format!("Playing on to the question at tick {next}…")));
                        if ui.add(button("Skip to the question")).clicked() {
                            quiz.skip_to_question(state);
                        }
                    });
                    ui.horizontal_wrapped(|ui| {
                        ui.weak(format!("Quiz · score {right} of {asked}"));
                        ask_check_ui(ui, quiz);
                        end_button(ui, quiz, state);
                    });
                }
                Phase::Asking {
                    question, chosen, ..
                } => {
                    let waits = quiz.waits_for_check();
                    ui.horizontal_wrapped(|ui| match (&question.check, waits) {
                        (Some(q), true) => {
                            ui.label(big(format!("Check {}: {}", q.link + 1, q.text)));
                            let yes = format!("Yes ({})", keymap::keys(&ctx, &keymap::QUIZ_YES));
                            if ui.add(button(&yes)).clicked() {
                                quiz.key(QuizKey::Yes, state);
                            }
                            let no = format!("No ({})", keymap::keys(&ctx, &keymap::QUIZ_NO));
                            if ui.add(button(&no)).clicked() {
                                quiz.key(QuizKey::No, state);
                            }
                        }
                        _ => {
                            ui.label(big("Where will the head move?".to_owned()));
                            if let Some(dir) = chosen
                                && ui
                                    .add(button(&format!("Confirm {dir} ({enter})")))
                                    .clicked()
                            {
                                quiz.key(QuizKey::Confirm, state);
                            }
                        }
                    });
                    ui.horizontal_wrapped(|ui| {
                        ui.weak(format!(
                            "Quiz · {progress} · tick {} · score {right} of {asked}",
                            question.tick
                        ));
                        if waits {
                            ask_check_ui(ui, quiz);
                        } else {
                            ui.weak(
                                "· Click the cell next to the head, or choose it with the \
                                 arrows and press Enter.",
                            );
                        }
                        end_button(ui, quiz, state);
                    });
                }
                Phase::Revealed { question } => {
                    let Some(answer) = quiz.answers().last().cloned() else {
                        return;
                    };
                    let (verdict, colour) = if answer.right() {
                        (
                            format!("Right! The head moves {}.", answer.actual),
                            palette::ALLOWED,
                        )
                    } else {
                        (
                            format!(
                                "Not quite: you said {}. The head moves {}.",
                                answer.guess, answer.actual
                            ),
                            palette::REFUSED,
                        )
                    };
                    ui.horizontal_wrapped(|ui| {
                        ui.label(big(verdict).color(colour));
                        if ui
                            .add(button(&format!("Next question ({enter})")))
                            .on_hover_text(format!(
                                "The decision at tick {} replays on the decision timeline; \
                                 then the game plays on to the next question",
                                question.tick
                            ))
                            .clicked()
                        {
                            quiz.next(state);
                        }
                    });
                    ui.horizontal_wrapped(|ui| {
                        if let Some(c) = &answer.check {
                            let mark = if c.given == c.truth { "right" } else { "wrong" };
                            ui.label(format!(
                                "{} You said {} ({mark}): {}.",
                                c.text,
                                yes_no(c.given),
                                c.found
                            ));
                        }
                        ui.weak(format!("Score {right} of {asked}."));
                        end_button(ui, quiz, state);
                    });
                }
                Phase::Off | Phase::Summary => {}
            }
        });
}

/// Whether a check of the decision is asked before the move.
fn ask_check_ui(ui: &mut Ui, quiz: &mut Quiz) {
    let mut ask = quiz.ask_check;
    if ui
        .checkbox(&mut ask, "Ask a check of the decision first")
        .on_hover_text(
            "Before the move, answer yes or no to the first check of the decision's chain that \
             is a yes-or-no question",
        )
        .changed()
    {
        quiz.ask_check = ask;
    }
}

fn end_button(ui: &mut Ui, quiz: &mut Quiz, state: &mut AppState) {
    if ui
        .small_button("End quiz")
        .on_hover_text(keymap::tip(
            ui.ctx(),
            "End the quiz and see the score",
            &keymap::QUIZ,
        ))
        .clicked()
    {
        quiz.stop(state);
    }
}

fn yes_no(answer: bool) -> &'static str {
    if answer { "yes" } else { "no" }
}

/// The quiz's marks on the board laid out by `geo`: while it asks, the cells on offer (the
/// one chosen filled); after the answer, the real move as an arrow, the guess crossed out if
/// it was wrong.
pub fn paint_on_board(painter: &Painter, geo: &BoardGeometry, quiz: &Quiz) {
    let c = geo.cell;
    let w = (c * 0.08).clamp(2.0, 5.0);
    match quiz.phase() {
        Phase::Asking {
            question, chosen, ..
        } => {
            let waiting = quiz.waits_for_check();
            for &(dir, cell) in &question.choices {
                let r = geo.cell_rect(cell).shrink(c * 0.05);
                if Some(dir) == *chosen {
                    painter.rect_filled(r, c * 0.1, palette::CURRENT.gamma_multiply(0.35));
                }
                let colour = if waiting {
                    Color32::from_white_alpha(90)
                } else {
                    palette::CURRENT
                };
                painter.rect_stroke(r, c * 0.1, Stroke::new(w, colour), StrokeKind::Inside);
            }
        }
        Phase::Revealed { question } => {
            let Some(answer) = quiz.answers().last() else {
                return;
            };
            let from = geo.center(question.head);
            if let Some(cell) = question.cell(answer.actual) {
                let to = geo.center(cell);
                painter.arrow(from, to - from, Stroke::new(w * 1.3, palette::ALLOWED));
                painter.rect_stroke(
                    geo.cell_rect(cell).shrink(c * 0.05),
                    c * 0.1,
                    Stroke::new(w, palette::ALLOWED),
                    StrokeKind::Inside,
                );
            }
            if !answer.right()
                && let Some(cell) = question.cell(answer.guess)
            {
                let r = geo.cell_rect(cell).shrink(c * 0.25);
                let s = Stroke::new(w, palette::REFUSED);
                painter.line_segment([r.left_top(), r.right_bottom()], s);
                painter.line_segment([r.right_top(), r.left_bottom()], s);
            }
        }
        _ => {}
    }
}

/// The summary once the quiz is over: the score, and each decision missed with a button to
/// its tick. Closing it ends the quiz.
pub fn summary_ui(ctx: &Context, quiz: &mut Quiz, state: &mut AppState) {
    if *quiz.phase() != Phase::Summary {
        return;
    }
    let (right, asked) = quiz.score();
    let (checks_right, checks) = quiz.check_score();
    let mut close = false;
    egui::Window::new("Quiz summary")
        .id(egui::Id::unique("snakescope.quiz.summary"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_TOP, [0.0, 60.0])
        .show(ctx, |ui| {
            ui.heading(format!("{right} of {asked} moves predicted"));
            if checks > 0 {
                ui.label(format!("{checks_right} of {checks} checks answered right."));
            }
            if quiz.unasked() > 0 {
                ui.weak(format!(
                    "The game ended before {} of the scenario's questions.",
                    quiz.unasked()
                ));
            }
            let missed: Vec<_> = quiz.missed().cloned().collect();
            if missed.is_empty() && asked > 0 {
                ui.label("No move missed.");
            } else if !missed.is_empty() {
                ui.add_space(4.0);
                ui.strong("Missed:");
                egui::ScrollArea::vertical()
                    .max_height(320.0)
                    .show(ui, |ui| {
                        egui::Grid::new("snakescope.quiz.missed")
                            .num_columns(2)
                            .spacing(vec2(12.0, 4.0))
                            .show(ui, |ui| {
                                for a in &missed {
                                    ui.label(format!(
                                        "Tick {}: you said {}, the head moved {}.",
                                        a.tick, a.guess, a.actual
                                    ));
                                    if ui
                                        .button(format!("Go to tick {}", a.tick))
                                        .on_hover_text(
                                            "Show that tick: the board, and why the solver moved",
                                        )
                                        .clicked()
                                    {
                                        state.reveal_decision();
                                        state.set_tick(a.tick);
                                        state.pause();
                                    }
                                    ui.end_row();
                                }
                            });
                    });
            }
            ui.add_space(6.0);
            if ui.button("Close").clicked() {
                close = true;
            }
        });
    if close {
        quiz.close();
    }
}
