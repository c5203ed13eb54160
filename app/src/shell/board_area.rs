//! The explainer's central panel: the status line, the quiz's line, the caption of the stage's
//! event, and the board with what the pointer asks of it (a cell's facts on hover, the start
//! and target of a run on the user's own board, the quiz's guess) and the notice of a death
//! over it. Presenter view shows the board alone, through [`BoardArea::board`].

use super::death::DeathWatch;
use super::menu::quiz_toggle;
use crate::board_view::paint_board;
use crate::command::quiz::QuizCommand;
use crate::command::{Command, Commands};
use crate::debugger::board_marks::paint_head_breakpoints;
use crate::layout::Layout;
use crate::quiz::Quiz;
use crate::quiz::marks::{mark_nodes, paint_quiz, quiz_marks};
use crate::quiz::view::{quiz_line_height, quiz_line_ui};
use crate::stage_panel::{CaptionBox, caption_height};
use crate::state::{AppState, own_run_label};
use egui::{RichText, Sense, Ui};
use snakescope_core::explain::cell_facts;
use snakescope_core::rules::Pos;
use snakescope_picture::board::palette;
use snakescope_picture::board::{BoardGeometry, BoardPainter};

/// What the board area needs beyond the game: the painter, where the board was drawn, the
/// death notice, the quiz, and where to send what the user asks of the board.
pub struct BoardArea<'a> {
    /// The board painter, with what it keeps between frames.
    pub painter: &'a mut BoardPainter,
    /// Where the board is drawn this frame.
    pub layout: &'a mut Layout,
    /// The notice of a death, over the board's bottom edge.
    pub death: &'a mut DeathWatch,
    /// The quiz, which takes the board's clicks while it asks.
    pub quiz: &'a Quiz,
    /// What the board's clicks and buttons ask for.
    pub commands: &'a mut Commands,
}

impl BoardArea<'_> {
    /// The central panel's contents: the status line, the quiz's line, the caption, the board.
    pub fn ui(self, ui: &mut Ui, state: &AppState) {
        status_line(ui, state, self.quiz, self.commands);
        // While the quiz asks, the decision and its caption are hidden: the question takes the
        // caption's room, and wraps there instead of being cut; so does a frontier answer's
        // reason.
        let covered = self.quiz.takes_caption_room();
        let caption = caption_height(ui, &caption_font(ui), CAPTION_LINES, true);
        if self.quiz.is_running() {
            let points = quiz_points(ui);
            let mut height = quiz_line_height(ui, points);
            if covered {
                height += caption + ui.spacing().item_spacing.y;
            }
            quiz_line_ui(ui, self.quiz, points, height, self.commands);
        }
        if !covered {
            let colour = ui.visuals().strong_text_color();
            CaptionBox {
                text: state.caption().as_deref(),
                font: caption_font(ui),
                colour,
                lines: CAPTION_LINES,
                framed: true,
            }
            .show(ui);
        }
        let hint = shows_hint(ui);
        self.board(ui, state, hint);
    }

    /// The board in the space left in `ui`, its hover text, and under it the hint if `hint`;
    /// a click sets the start or target of a run on the user's own board, or answers the
    /// quiz; with Ctrl held, it sets (or takes away) a breakpoint where the head enters the
    /// cell.
    pub fn board(self, ui: &mut Ui, state: &AppState, hint: bool) {
        let own = state.replay().is_some_and(|r| r.origin().is_own_board());
        let asking = self.quiz.is_asking();
        let touch = crate::touch::is_touch(ui.ctx());
        let hint_text = hint_text(asking, own, touch);
        let below = if hint {
            ui.text_style_height(&egui::TextStyle::Small) + 6.0
        } else {
            0.0
        };
        let space = ui.available_size() - egui::vec2(0.0, below);
        let (rect, response) =
            ui.allocate_exact_size(space.max(egui::vec2(40.0, 40.0)), Sense::click());
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, tr!("Board")));
        // What a screen reader says of the board: the board in words.
        ui.ctx().accesskit_node_builder(response.id, |node| {
            node.set_description(crate::shell::board_words::board_description(state));
        });
        // A run on the user's own board says so over the board; a lesson's run does not.
        let badge = (own && !state.decision_hidden() && !state.is_lesson_run())
            .then(|| own_run_text(state.tick()));
        let grid = state.game().grid();
        let (room, badge_rect) = place_board(ui, rect, grid, badge.as_ref());
        let hovered = response
            .hover_pos()
            .and_then(|p| BoardGeometry::fit(room, grid).cell_at(p));
        // One geometry for everything on the board: the cells as the painter placed them.
        let geo = state.with_board_scene(hovered, |scene| {
            paint_board(self.painter, &ui.painter_at(rect), room, scene)
        });
        if let (Some(text), Some((at, wrap))) = (badge, badge_rect) {
            let label = egui::Label::new(text);
            let label = if wrap { label.wrap() } else { label.truncate() };
            let mut badge_ui = ui.new_child(egui::UiBuilder::new().max_rect(at));
            badge_ui.add(label);
        }
        paint_head_breakpoints(&ui.painter_at(rect), &geo, state.breakpoints());
        let marks = quiz_marks(self.quiz, state);
        let large = state.settings().presenter;
        let pal = self.painter.palette();
        paint_quiz(&ui.painter_at(rect), &geo, self.quiz, &marks, pal, large);
        mark_nodes(ui, &geo, &marks);
        self.layout.set_board(Some(geo));
        if let Some(p) = hovered
            && !state.decision_hidden()
            && !touch
        {
            // The line of help a short window leaves out under the board goes in the tooltip.
            let help = (!hint).then_some(hint_text.as_str());
            facts_tooltip(&response, state, p, help);
        }
        if touch && !asking && !own {
            tapped_facts(ui, &response, &geo, state);
        }
        if hint {
            ui.small(hint_text);
        }
        self.death
            .overlay(ui.ctx(), rect, geo.rect(), state, self.commands);
        let command = click_command(ui, &response, &geo, state, asking, own);
        self.commands.send_some(command);
    }
}

/// The line of help under the board: what a click (a tap, on a touch screen) does now.
fn hint_text(asking: bool, own: bool, touch: bool) -> String {
    if asking && touch {
        tr!("Tap the cell next to the head that the head will move to.")
    } else if asking {
        tr!("Click the cell next to the head that the head will move to.")
    } else if own && touch {
        tr!("Tap a cell: target. Press and hold: start (shortest and longest path).")
    } else if touch {
        tr!("Tap a cell to see what is known about it; tap it again to put that away.")
    } else if own {
        tr!(
            "Click a cell: target. Right-click: start (shortest and longest path). \
             Ctrl+click: a breakpoint."
        )
    } else {
        tr!(
            "Hover a cell to see what is known about it. Ctrl+click: stop when the head \
         enters it."
        )
    }
}

/// What is known about the hovered `cell`, at the pointer, with `help` under it if given.
fn facts_tooltip(response: &egui::Response, state: &AppState, cell: Pos, help: Option<&str>) {
    response
        .clone()
        .on_hover_ui_at_pointer(|ui| facts_ui(ui, state, cell, help));
}

/// What is known about `cell`, a sentence per line, `help` under it if given.
fn facts_ui(ui: &mut Ui, state: &AppState, cell: Pos, help: Option<&str>) {
    let ghost = state.ghost();
    let facts = cell_facts(
        state.game(),
        state.replay(),
        state.shown_cycle(),
        ghost.as_deref(),
        cell,
    );
    // Wide enough for a sentence per line, wherever the pointer is.
    ui.set_min_width(260.0);
    for (i, f) in facts.iter().enumerate() {
        if i == 0 {
            ui.strong(f);
        } else {
            ui.label(f);
        }
    }
    if let Some(help) = help {
        ui.separator();
        ui.weak(help);
    }
}

/// On a touch screen, which has no hover: a tap on a cell shows what is known about it, beside
/// the cell, until the cell is tapped again, another is, or the tick changes.
fn tapped_facts(ui: &Ui, response: &egui::Response, geo: &BoardGeometry, state: &AppState) {
    let id = response.id.with("tapped");
    let held = ui.input(|i| i.modifiers.command);
    let mut tapped: Option<(usize, Pos)> = ui.ctx().data(|d| d.get_temp(id)).flatten();
    if tapped.is_some_and(|(tick, _)| tick != state.tick()) {
        tapped = None;
    }
    if response.clicked()
        && !held
        && let Some(cell) = response.interact_pointer_pos().and_then(|p| geo.cell_at(p))
    {
        tapped = match tapped {
            Some((_, shown)) if shown == cell => None,
            _ => Some((state.tick(), cell)),
        };
    }
    ui.ctx().data_mut(|d| d.insert_temp(id, tapped));
    let Some((_, cell)) = tapped else {
        return;
    };
    if state.decision_hidden() {
        return;
    }
    egui::Area::new(id.with("facts"))
        .order(egui::Order::Foreground)
        .fixed_pos(geo.center(cell) + egui::vec2(12.0, 12.0))
        .constrain(true)
        .show(ui.ctx(), |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| facts_ui(ui, state, cell, None));
        });
}

/// What a click on the board asks for: with Ctrl (Cmd on a Mac) held, a breakpoint where the
/// head enters the cell (or none); while the quiz asks, the guess; on the user's own board,
/// the target (the start, right-click).
fn click_command(
    ui: &Ui,
    response: &egui::Response,
    geo: &BoardGeometry,
    state: &AppState,
    asking: bool,
    own: bool,
) -> Option<Command> {
    let cell = response
        .interact_pointer_pos()
        .or_else(|| response.hover_pos())
        .and_then(|p| geo.cell_at(p))?;
    let held = ui.input(|i| i.modifiers.command);
    let (start, target) = state.sandbox();
    if response.clicked() {
        if held && !asking {
            Some(Command::ToggleHeadBreakpoint(cell))
        } else if asking {
            Some(Command::Quiz(QuizCommand::Cell(cell)))
        } else if own {
            Some(Command::Sandbox {
                start,
                target: Some(cell),
            })
        } else {
            None
        }
    } else if (response.secondary_clicked() || response.long_touched()) && own && !asking {
        Some(Command::Sandbox {
            start: Some(cell),
            target,
        })
    } else {
        None
    }
}

/// The label of a board that shows a run on the user's own board: whatever it shows is not
/// the decision at the tick on screen.
fn own_run_text(tick: usize) -> RichText {
    RichText::new(tr!(
        "{own_run}: not the decision at tick {tick}",
        own_run = own_run_label(),
        tick = tick
    ))
    .color(egui::Color32::BLACK)
    .background_color(palette::TRYING)
    .strong()
}

/// The narrowest margin beside the board a label about it goes in, in points.
const LABEL_MARGIN: f32 = 110.0;

/// Where the board goes in `rect` (the room its cells are fitted into), and where `label`
/// about it goes, outside its cells (never over the snake or the food): above the board on
/// one line where the space left above it holds a line, else wrapped in the margin to its
/// left where that is wide enough, else on a line taken from the top of `rect` (the board a
/// line smaller). The label's place comes with whether it wraps there.
fn place_board(
    ui: &Ui,
    rect: egui::Rect,
    grid: &snakescope_core::rules::Grid,
    label: Option<&RichText>,
) -> (egui::Rect, Option<(egui::Rect, bool)>) {
    if label.is_none() {
        return (rect, None);
    }
    let board = BoardGeometry::fit(rect, grid).rect();
    let line = ui.text_style_height(&egui::TextStyle::Body) + 4.0;
    if board.top() - rect.top() >= line {
        let at = egui::Rect::from_min_max(
            egui::pos2(rect.left() + 6.0, board.top() - line),
            egui::pos2(rect.right(), board.top()),
        );
        return (rect, Some((at, false)));
    }
    if board.left() - rect.left() >= LABEL_MARGIN {
        let at = egui::Rect::from_min_max(
            egui::pos2(rect.left(), board.top()),
            egui::pos2(board.left() - 8.0, board.bottom()),
        );
        return (rect, Some((at, true)));
    }
    let room = egui::Rect::from_min_max(rect.min + egui::vec2(0.0, line), rect.max);
    let top = BoardGeometry::fit(room, grid).rect().top();
    let at = egui::Rect::from_min_max(
        egui::pos2(rect.left() + 6.0, rect.top()),
        egui::pos2(rect.right(), top),
    );
    (room, Some((at, false)))
}

/// The line above the board: the tick, the outcome, the solver, the board, the snake and the
/// food, the quiz's toggle and "Save this moment". One line
/// whatever the width, so that the board keeps its height: the details are cut short in a
/// narrow window (all of them on hover), the buttons stay.
fn status_line(ui: &mut Ui, state: &AppState, quiz: &Quiz, commands: &mut Commands) {
    let game = state.game();
    let of = if state.recorded_to_end() || state.is_manual() {
        tr!(
            "Tick {tick} of {ticks}",
            tick = state.tick(),
            ticks = state.ticks()
        )
    } else {
        tr!(
            "Tick {tick} of {ticks}+",
            tick = state.tick(),
            ticks = state.ticks()
        )
    };
    // A game waiting for the user's answer has met no outcome yet.
    let outcome = game
        .outcome()
        .filter(|_| !state.awaits_answer())
        .map(|o| format!("· {o}"));
    let snake = game.snake();
    let food = game
        .food()
        .map_or(tr!("no food"), |f| tr!("food {f}", f = f));
    let waiting = state.document().waiting_for();
    let details = tr!(
        "{solver} on {grid} · length {snake} · head {head} heading {heading} · {food}",
        solver = state.solver_name_on_screen(),
        grid = game.grid(),
        snake = snake.len(),
        head = snake.head(),
        heading = snake.heading().way(),
        food = food
    );
    let shorter = tr!(
        "{solver} on {grid} · length {snake} · {food}",
        solver = state.solver_name_on_screen(),
        grid = game.grid(),
        snake = snake.len(),
        food = food
    );
    let shortest = tr!(
        "{solver} on {grid} · length {snake}",
        solver = state.solver_name_on_screen(),
        grid = game.grid(),
        snake = snake.len()
    );
    egui::Sides::new().shrink_left().truncate().show(
        ui,
        |ui| {
            ui.label(RichText::new(of).strong());
            if let Some(o) = outcome {
                ui.label(RichText::new(o).strong());
            }
            if let Some(waiting) = &waiting {
                ui.spinner();
                ui.label(RichText::new(waiting.as_str()).italics());
            }
            // The longest account that fits whole: in a narrow window the head and its
            // heading go first, then the food (the board shows them). A screen reader and the
            // hover read all of it.
            let room = ui.available_width();
            let font = egui::TextStyle::Body.resolve(ui.style());
            let colour = ui.visuals().text_color();
            let width = |text: &str| {
                ui.fonts_mut(|f| f.layout_no_wrap(text.to_owned(), font.clone(), colour))
                    .size()
                    .x
            };
            let shown = [&details, &shorter, &shortest]
                .into_iter()
                .find(|t| width(t) <= room)
                .unwrap_or(&shortest)
                .clone();
            let response = ui.label(shown.as_str());
            if shown != details {
                response
                    .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &details));
                response.on_hover_text(details);
            }
        },
        |ui| {
            if crate::touch::small_button(ui, tr!("Save this moment…"))
                .on_hover_text(tr!(
                    "Save the board at tick {tick} (snake, food, rules, solver) as a new scenario",
                    tick = state.tick()
                ))
                .clicked()
            {
                commands.send(Command::TakeMoment);
            }
            quiz_toggle(ui, quiz, commands);
        },
    );
}

/// Windows at least this tall (in points) show a line of help under the board; shorter ones
/// keep the height for the board (the help is in the board's tooltip and under `?`).
pub const HINT_WINDOW: f32 = 900.0;

/// Whether the line of help under the board shows in this window.
pub fn shows_hint(ui: &Ui) -> bool {
    ui.ctx().content_rect().height() >= HINT_WINDOW
}

/// The caption above the board keeps this many lines, whatever it says.
pub const CAPTION_LINES: usize = 2;

/// The caption's font above the board: a quarter larger than the body text.
pub fn caption_font(ui: &Ui) -> egui::FontId {
    egui::FontId::proportional(ui.text_style_height(&egui::TextStyle::Body) * 1.25)
}

/// The size of the quiz's question above the board, in points.
fn quiz_points(ui: &Ui) -> f32 {
    ui.text_style_height(&egui::TextStyle::Body) * 1.3
}

/// The height of what the central panel shows above and below the board, margins included:
/// the status line, the quiz's line while a quiz runs, the caption's box and the hint. Each
/// keeps its height whatever it says, so the board keeps its size from frame to frame.
pub fn board_chrome(ui: &Ui, quiz_running: bool) -> f32 {
    let body = ui.text_style_height(&egui::TextStyle::Body);
    let small = ui.text_style_height(&egui::TextStyle::Small);
    let spacing = ui.spacing().item_spacing.y;
    let status = ui.spacing().interact_size.y.max(body);
    let caption = caption_height(ui, &caption_font(ui), CAPTION_LINES, true);
    let quiz = if quiz_running {
        quiz_line_height(ui, quiz_points(ui)) + spacing
    } else {
        0.0
    };
    let hint = if shows_hint(ui) { small + 6.0 } else { 0.0 };
    status + quiz + caption + hint + 3.0 * spacing
}
