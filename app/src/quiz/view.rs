//! The quiz on screen: its line above the board (the question, the reveal, the way on), its
//! marks on the board (the cells on offer, the guess, the real move), and the summary with a
//! jump to each decision missed.

use super::question::Question;
use super::round::{Phase, Quiz};
use crate::command::quiz::QuizCommand;
use crate::command::{Command, Commands};
use crate::shortcuts::{self, QuizKey};
use egui::{Context, RichText, Sense, Stroke, StrokeKind, Ui, vec2};
use snakescope_core::explain::FrontierQuestion;
use snakescope_core::rules::Dir;
use snakescope_picture::board::palette;

/// Space between the quiz line's frame and its rows, in points.
const QUIZ_MARGIN: f32 = 6.0;

/// The smallest share of its size the first line's type shrinks to.
const SMALLEST_TYPE: f32 = 0.75;

/// The least height of the quiz's line with its question in `size` points: the question (or
/// the verdict) on one row across the whole width, then a row of where the quiz stands with
/// the buttons, in a frame. Given more ([`quiz_line_ui`]), the question wraps onto the rows
/// it gives.
pub fn quiz_line_height(ui: &Ui, size: f32) -> f32 {
    let first = ui.fonts_mut(|f| f.row_height(&egui::FontId::proportional(size)));
    first + ui.spacing().interact_size.y + ui.spacing().item_spacing.y + 2.0 * QUIZ_MARGIN
}

/// The quiz's line above the board, `height` tall (at least [`quiz_line_height`], which
/// keeps the board under it the same size whatever the quiz says): the question (or the
/// verdict) whole in the room left, then where the quiz stands with the buttons. `size` is
/// the question's size in points.
pub fn quiz_line_ui(ui: &mut Ui, quiz: &Quiz, size: f32, height: f32, commands: &mut Commands) {
    let height = height.max(quiz_line_height(ui, size));
    let (rect, _) = ui.allocate_exact_size(vec2(ui.available_width(), height), Sense::hover());
    ui.painter().rect_stroke(
        rect,
        4.0,
        Stroke::new(1.5, palette::CURRENT),
        StrokeKind::Inside,
    );
    let inner = rect.shrink(QUIZ_MARGIN);
    let mut ui = ui.new_child(egui::UiBuilder::new().max_rect(inner));
    ui.set_clip_rect(rect);
    quiz_rows(&mut ui, quiz, size, commands);
}

/// One row of the quiz line that never wraps: `left` cut short when the row is too narrow,
/// `right` (its buttons) whole.
fn row(ui: &mut Ui, left: impl FnOnce(&mut Ui), right: impl FnOnce(&mut Ui)) {
    egui::Sides::new()
        .shrink_left()
        .truncate()
        .show(ui, left, right);
}

/// The quiz line's first row: `text` across the whole width in `size` points and `colour`,
/// wrapped on the rows that the room above the second row holds; where it needs more, its
/// type shrinks (down to [`SMALLEST_TYPE`] of `size`) until it fits, and only then are its
/// last words cut (whole on hover).
fn first_row(ui: &mut Ui, text: String, size: f32, colour: Option<egui::Color32>) {
    let colour = colour.unwrap_or_else(|| ui.visuals().strong_text_color());
    first_row_parts(ui, &[(text, colour)], size);
}

/// The quiz line's first row of `parts`, each in its colour, one after another: laid out as
/// [`first_row`] lays out its text.
fn first_row_parts(ui: &mut Ui, parts: &[(String, egui::Color32)], size: f32) {
    let width = ui.available_width();
    let row =
        |ui: &Ui, points: f32| ui.fonts_mut(|f| f.row_height(&egui::FontId::proportional(points)));
    let height =
        (ui.available_height() - ui.spacing().interact_size.y - ui.spacing().item_spacing.y)
            .max(row(ui, size));
    let text: String = parts.iter().map(|(t, _)| t.as_str()).collect();
    let lay_out = |ui: &Ui, points: f32, rows: usize| {
        let mut job = egui::text::LayoutJob::default();
        for (part, colour) in parts {
            job.append(
                part,
                0.0,
                egui::TextFormat::simple(egui::FontId::proportional(points), *colour),
            );
        }
        job.wrap.max_width = width;
        job.wrap.max_rows = rows;
        ui.fonts_mut(|f| f.layout_job(job))
    };
    let mut points = size;
    let mut galley = lay_out(ui, points, usize::MAX);
    while galley.size().y > height && points > size * SMALLEST_TYPE {
        points = (points - 1.0).max(size * SMALLEST_TYPE);
        galley = lay_out(ui, points, usize::MAX);
    }
    if galley.size().y > height {
        let rows = ((height / row(ui, points)).floor() as usize).max(1);
        galley = lay_out(ui, points, rows);
    }
    let (rect, response) = ui.allocate_exact_size(vec2(width, height), Sense::hover());
    let at = egui::pos2(rect.left(), rect.center().y - galley.size().y / 2.0);
    let colour = parts.first().map_or(ui.visuals().text_color(), |(_, c)| *c);
    ui.painter().galley(at, galley.clone(), colour);
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &text));
    if galley.elided {
        response.on_hover_text(text);
    }
}

/// The two rows of the quiz line, for the phase the quiz is in.
fn quiz_rows(ui: &mut Ui, quiz: &Quiz, size: f32, commands: &mut Commands) {
    let button = |text: &str| egui::Button::new(RichText::new(text));
    let (right, asked) = quiz.score();
    let progress = match quiz.planned() {
        Some(n) => tr!("question {n} of {total}", n = asked + 1, total = n),
        None => tr!("question {n}", n = asked + 1),
    };
    match quiz.phase().clone() {
        Phase::Playing { next } => {
            first_row(
                ui,
                tr!("Playing on to the question at tick {next}…", next = next),
                size,
                None,
            );
            row(
                ui,
                |ui| {
                    ui.weak(tr!(
                        "Quiz · score {right} of {asked}",
                        right = right,
                        asked = asked
                    ));
                },
                |ui| {
                    if ui.add(button(&tr!("Skip to the question"))).clicked() {
                        commands.send(Command::Quiz(QuizCommand::SkipToQuestion));
                    }
                    end_button(ui, commands);
                    ask_check_ui(ui, quiz, commands);
                },
            );
        }
        Phase::Asking {
            question, chosen, ..
        } => asking_rows(ui, quiz, size, &question, chosen, &progress, commands),
        Phase::Revealed { question } => revealed_rows(ui, quiz, size, &question, commands),
        Phase::Frontier { question, chosen } => {
            frontier_rows(ui, quiz, size, &question, chosen, commands);
        }
        Phase::FrontierRevealed { question } => {
            frontier_revealed_rows(ui, quiz, size, &question, commands);
        }
        Phase::Off | Phase::Summary => {}
    }
}

/// The quiz line while a question is open: the question, whole, then the score and what to
/// do beside the answer's buttons.
fn asking_rows(
    ui: &mut Ui,
    quiz: &Quiz,
    size: f32,
    question: &Question,
    chosen: Option<Dir>,
    progress: &str,
    commands: &mut Commands,
) {
    let button = |text: &str| egui::Button::new(RichText::new(text));
    let ctx = ui.ctx().clone();
    let enter = shortcuts::keys(&ctx, &shortcuts::QUIZ_CONFIRM);
    let (right, asked) = quiz.score();
    let waits = quiz.waits_for_check();
    let check = question.check.as_ref().filter(|_| waits);
    let asked_words = match check {
        Some(q) => tr!("Check {n}: {text}", n = q.check + 1, text = q.text),
        None => tr!("Where will the head move?"),
    };
    let mut key = None;
    first_row(ui, asked_words, size, None);
    let mut words = tr!(
        "Quiz · {progress} · tick {tick} · score {right} of {asked}",
        progress = progress,
        tick = question.tick,
        right = right,
        asked = asked
    );
    if !waits {
        words.push_str(&tr!(
            " · Click the cell next to the head, or choose it with the arrows \
             and press Enter."
        ));
    }
    row(
        ui,
        |ui| {
            ui.weak(words);
        },
        |ui| {
            // Laid out right to left: the answer's buttons at the far right.
            if check.is_some() {
                // "No" stands at the far right.
                let no = tr!("No ({n})", n = shortcuts::keys(&ctx, &shortcuts::QUIZ_NO));
                if ui.add(button(&no)).clicked() {
                    key = Some(QuizKey::No);
                }
                let yes = tr!("Yes ({n})", n = shortcuts::keys(&ctx, &shortcuts::QUIZ_YES));
                if ui.add(button(&yes)).clicked() {
                    key = Some(QuizKey::Yes);
                }
            } else if let Some(dir) = chosen
                && ui
                    .add(button(&tr!(
                        "Confirm {dir} ({enter})",
                        dir = dir.way(),
                        enter = enter
                    )))
                    .clicked()
            {
                key = Some(QuizKey::Confirm);
            }
            end_button(ui, commands);
            if waits {
                ask_check_ui(ui, quiz, commands);
            }
        },
    );
    if let Some(key) = key {
        commands.send(Command::Quiz(QuizCommand::Key(key)));
    }
}

/// The quiz line once the answer is known: right or not, the next question, the score.
fn revealed_rows(
    ui: &mut Ui,
    quiz: &Quiz,
    size: f32,
    question: &Question,
    commands: &mut Commands,
) {
    let button = |text: &str| egui::Button::new(RichText::new(text));
    let ctx = ui.ctx().clone();
    let enter = shortcuts::keys(&ctx, &shortcuts::QUIZ_CONFIRM);
    let (right, asked) = quiz.score();
    let Some(answer) = quiz.answers().last().cloned() else {
        return;
    };
    let (verdict, colour) = if answer.right() {
        (
            tr!(
                "Right! The head moves {actual}.",
                actual = answer.actual.way()
            ),
            palette::ALLOWED,
        )
    } else {
        (
            tr!(
                "Not quite: you said {guess}. The head moves {actual}.",
                guess = answer.guess.way(),
                actual = answer.actual.way()
            ),
            palette::REFUSED,
        )
    };
    first_row(ui, verdict, size, Some(colour));
    let mut words = String::new();
    if let Some(c) = &answer.check {
        let (text, given, found) = (&c.text, yes_no(c.given), &c.found);
        words = if c.given == c.truth {
            tr!(
                "{text} You said {given} (right): {found}. ",
                text = text,
                given = given,
                found = found
            )
        } else {
            tr!(
                "{text} You said {given} (wrong): {found}. ",
                text = text,
                given = given,
                found = found
            )
        };
    }
    words.push_str(&tr!(
        "Score {right} of {asked}.",
        right = right,
        asked = asked
    ));
    row(
        ui,
        |ui| {
            ui.label(words);
        },
        |ui| {
            if ui
                .add(button(&next_words(ui, &enter)))
                .on_hover_text(tr!(
                    "The decision at tick {tick} replays on the decision timeline; then \
                     the game plays on to the next question",
                    tick = question.tick
                ))
                .clicked()
            {
                commands.send(Command::Quiz(QuizCommand::Next));
            }
            end_button(ui, commands);
        },
    );
}

/// The quiz line while a frontier question is open: the question, then the score and what to
/// do beside the button that confirms the cell chosen.
fn frontier_rows(
    ui: &mut Ui,
    quiz: &Quiz,
    size: f32,
    question: &FrontierQuestion,
    chosen: Option<usize>,
    commands: &mut Commands,
) {
    let ctx = ui.ctx().clone();
    let enter = shortcuts::keys(&ctx, &shortcuts::QUIZ_CONFIRM);
    let (right, asked) = quiz.frontier_score();
    first_row(ui, tr!("Which cell leaves the frontier next?"), size, None);
    let words = tr!(
        "Frontier quiz · {n} cells waiting · score {right} of {asked} · Click a waiting cell, \
         or step through them with the arrows and press Enter.",
        n = question.choices.len(),
        right = right,
        asked = asked
    );
    let mut confirm = false;
    row(
        ui,
        |ui| {
            ui.weak(words);
        },
        |ui| {
            if let Some(cell) = chosen.and_then(|i| quiz.frontier_choice(question, i))
                && ui
                    .button(tr!("Confirm {cell} ({enter})", cell = cell, enter = enter))
                    .clicked()
            {
                confirm = true;
            }
            end_button(ui, commands);
        },
    );
    if confirm {
        commands.send(Command::Quiz(QuizCommand::Key(QuizKey::Confirm)));
    }
}

/// The quiz line once a frontier question's answer is known: right or not, why that cell
/// left, and the way on.
fn frontier_revealed_rows(
    ui: &mut Ui,
    quiz: &Quiz,
    size: f32,
    question: &FrontierQuestion,
    commands: &mut Commands,
) {
    let ctx = ui.ctx().clone();
    let enter = shortcuts::keys(&ctx, &shortcuts::QUIZ_CONFIRM);
    let (right, asked) = quiz.frontier_score();
    let Some((guess, answer)) = quiz.last_frontier_answer() else {
        return;
    };
    let (verdict, colour) = if guess == answer {
        (
            tr!("Right! {cell} leaves the frontier next.", cell = answer),
            palette::ALLOWED,
        )
    } else {
        (
            tr!(
                "Not quite: you said {guess}. {cell} leaves the frontier next.",
                guess = guess,
                cell = answer
            ),
            palette::REFUSED,
        )
    };
    // The reason stands with the verdict, in the rows the caption leaves while the answer
    // shows: whole, where the class reads it.
    let reason = (
        format!(" {}", question.reason()),
        ui.visuals().strong_text_color(),
    );
    first_row_parts(ui, &[(verdict, colour), reason], size);
    let words = tr!("Score {right} of {asked}.", right = right, asked = asked);
    row(
        ui,
        |ui| {
            ui.label(words);
        },
        |ui| {
            if ui
                .button(next_words(ui, &enter))
                .on_hover_text(tr!(
                    "The search goes on to the next moment its frontier holds a choice"
                ))
                .clicked()
            {
                commands.send(Command::Quiz(QuizCommand::Next));
            }
            end_button(ui, commands);
        },
    );
}

/// Whether a check of the decision is asked before the move.
fn ask_check_ui(ui: &mut Ui, quiz: &Quiz, commands: &mut Commands) {
    let mut ask = quiz.ask_check;
    if ui
        .checkbox(&mut ask, tr!("Ask a check of the decision first"))
        .on_hover_text(tr!(
            "Before the move, answer yes or no to the first check of the decision's chain that \
             is a yes-or-no question"
        ))
        .changed()
    {
        commands.send(Command::Quiz(QuizCommand::AskCheck(ask)));
    }
}

/// The words of the button that goes on to the next question: in full, or shortened where the
/// row left to it (laid out right to left, the end button still to come) would not hold them
/// with the end button beside (a quiz line in presenter view's column beside the board).
fn next_words(ui: &Ui, enter: &str) -> String {
    let full = tr!("Next question ({enter})", enter = enter);
    let width = |text: &str| {
        let font = egui::TextStyle::Button.resolve(ui.style());
        let colour = ui.visuals().text_color();
        let text = ui.fonts_mut(|f| f.layout_no_wrap(text.to_owned(), font, colour));
        text.size().x + 2.0 * ui.spacing().button_padding.x + ui.spacing().item_spacing.x
    };
    let needed = width(&full) + width(&tr!("End quiz")) + ui.spacing().interact_size.x;
    if needed <= ui.available_width() {
        full
    } else {
        tr!("Next ({enter})", enter = enter)
    }
}

fn end_button(ui: &mut Ui, commands: &mut Commands) {
    if crate::touch::small_button(ui, tr!("End quiz"))
        .on_hover_text(shortcuts::tip(
            ui.ctx(),
            tr!("End the quiz and see the score"),
            &shortcuts::QUIZ,
        ))
        .clicked()
    {
        commands.send(Command::ToggleQuiz);
    }
}

fn yes_no(answer: bool) -> String {
    if answer { tr!("yes") } else { tr!("no") }
}

/// The summary once the quiz is over: the score, and each decision missed with a button to
/// its tick. Closing it ends the quiz.
pub fn summary_ui(ctx: &Context, quiz: &Quiz, commands: &mut Commands) {
    if *quiz.phase() != Phase::Summary {
        return;
    }
    let (right, asked) = quiz.score();
    let (checks_right, checks) = quiz.check_score();
    let (cells_right, cells) = quiz.frontier_score();
    let mut close = false;
    egui::Window::new(tr!("Quiz summary"))
        .id(egui::Id::unique("snakescope.quiz.summary"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_TOP, [0.0, 60.0])
        .show(ctx, |ui| {
            if cells > 0 {
                ui.heading(tr!(
                    "{right} of {asked} frontier cells predicted",
                    right = cells_right,
                    asked = cells
                ));
            } else {
                ui.heading(tr!(
                    "{right} of {asked} moves predicted",
                    right = right,
                    asked = asked
                ));
            }
            if checks > 0 {
                ui.label(tr!(
                    "{checks_right} of {checks} checks answered right.",
                    checks_right = checks_right,
                    checks = checks
                ));
            }
            if quiz.unasked() > 0 {
                ui.weak(tr!(
                    "The game ended before {unasked} of the scenario's questions.",
                    unasked = quiz.unasked()
                ));
            }
            let missed: Vec<_> = quiz.missed().cloned().collect();
            if missed.is_empty() && asked > 0 {
                ui.label(tr!("No move missed."));
            } else if !missed.is_empty() {
                ui.add_space(4.0);
                ui.strong(tr!("Missed:"));
                egui::ScrollArea::vertical()
                    .max_height(320.0)
                    .show(ui, |ui| {
                        egui::Grid::new("snakescope.quiz.missed")
                            .num_columns(2)
                            .spacing(vec2(12.0, 4.0))
                            .show(ui, |ui| {
                                for a in &missed {
                                    ui.label(tr!(
                                        "Tick {tick}: you said {guess}, the head moved {actual}.",
                                        tick = a.tick,
                                        guess = a.guess.way(),
                                        actual = a.actual.way()
                                    ));
                                    if ui
                                        .button(tr!("Go to tick {tick}", tick = a.tick))
                                        .on_hover_text(tr!(
                                            "Show that tick: the board, and why the solver moved"
                                        ))
                                        .clicked()
                                    {
                                        commands
                                            .send(Command::Quiz(QuizCommand::GoToMissed(a.tick)));
                                    }
                                    ui.end_row();
                                }
                            });
                    });
            }
            ui.add_space(6.0);
            if ui.button(tr!("Close")).clicked() {
                close = true;
            }
        });
    if close {
        commands.send(Command::Quiz(QuizCommand::CloseSummary));
    }
}
