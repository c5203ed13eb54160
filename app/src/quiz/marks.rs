//! The quiz's marks on the board: the cells on offer (the one chosen with the arrows marked
//! apart), the keys a class needs to check a priority queue's answer, the real move, and the
//! wrong guess crossed out. Each mark lies in its cell's square of the board's own geometry,
//! the one the board painter placed the cells with ([`BoardGeometry`]), so that a mark never
//! strays onto a neighbour; each is also a node a screen reader (and a test) can find.

use super::round::{Phase, Quiz};
use crate::state::AppState;
use egui::{Align2, FontId, Painter, Rect, Stroke, StrokeKind, Ui};
use snakescope_core::rules::Pos;
use snakescope_core::stages::{FrontierKey, FrontierKind};
use snakescope_picture::board::BoardGeometry;
use snakescope_picture::board::palette::BoardPalette;

/// What a mark says of its cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MarkKind {
    /// A cell the class may answer with.
    Offered,
    /// The cell on offer chosen with the arrows, not yet confirmed.
    Chosen,
    /// A cell on offer while the class answers a check first: not yet to be clicked.
    Waiting,
    /// The answer: the cell the head moved to, or the cell that left the frontier.
    Answer,
    /// The cell guessed, when it was wrong.
    WrongGuess,
}

/// One mark of the quiz on a cell.
#[derive(Clone, Debug, PartialEq)]
pub struct QuizMark {
    /// The cell marked.
    pub cell: Pos,
    /// What the mark says.
    pub kind: MarkKind,
    /// The key the cell waits with on a priority queue, as the class checks it.
    pub key: Option<MarkKey>,
}

/// A priority queue's key on a cell on offer: the priority it leaves by, and A*'s g and h.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MarkKey {
    /// The priority: lowest leaves first.
    pub priority: u32,
    /// A*'s g and h, whose sum the priority is.
    pub parts: Option<(u32, u32)>,
}

impl MarkKey {
    /// The key in full: "16", or A*'s "16 = 8 + 8".
    pub fn words(&self) -> String {
        match self.parts {
            Some((g, h)) => tr!("{f} = {g} + {h}", f = self.priority, g = g, h = h),
            None => self.priority.to_string(),
        }
    }
}

impl QuizMark {
    /// The mark's words for a screen reader, e.g. "Quiz: (3, 4) on offer, key 16".
    pub fn label(&self) -> String {
        let what = match self.kind {
            MarkKind::Offered | MarkKind::Waiting => {
                tr!("Quiz: {cell} on offer", cell = self.cell)
            }
            MarkKind::Chosen => tr!("Quiz: {cell} chosen", cell = self.cell),
            MarkKind::Answer => tr!("Quiz: {cell} the answer", cell = self.cell),
            MarkKind::WrongGuess => tr!("Quiz: {cell} the wrong guess", cell = self.cell),
        };
        match &self.key {
            Some(key) => tr!("{what}, key {key}", what = what, key = key.words()),
            None => what,
        }
    }
}

/// The quiz's marks as they stand: while a question is open, the cells on offer (the frontier
/// question's with their keys where the frontier is a priority queue); after the answer, the
/// answer and the wrong guess.
pub fn quiz_marks(quiz: &Quiz, state: &AppState) -> Vec<QuizMark> {
    let mark = |cell, kind| QuizMark {
        cell,
        kind,
        key: None,
    };
    match quiz.phase() {
        Phase::Asking {
            question, chosen, ..
        } => {
            let waiting = quiz.waits_for_check();
            question
                .choices
                .iter()
                .map(|&(dir, cell)| match () {
                    _ if waiting => mark(cell, MarkKind::Waiting),
                    _ if Some(dir) == *chosen => mark(cell, MarkKind::Chosen),
                    _ => mark(cell, MarkKind::Offered),
                })
                .collect()
        }
        Phase::Frontier { question, chosen } => {
            let chosen = chosen.and_then(|i| quiz.frontier_choice(question, i));
            question
                .choices
                .iter()
                .map(|&cell| QuizMark {
                    cell,
                    kind: if Some(cell) == chosen {
                        MarkKind::Chosen
                    } else {
                        MarkKind::Offered
                    },
                    key: waiting_key(state, cell),
                })
                .collect()
        }
        Phase::FrontierRevealed { question } => {
            let mut marks = vec![mark(question.answer, MarkKind::Answer)];
            if let Some((guess, answer)) = quiz.last_frontier_answer()
                && guess != answer
            {
                marks.push(mark(guess, MarkKind::WrongGuess));
            }
            marks
        }
        Phase::Revealed { question } => {
            let Some(answer) = quiz.answers().last() else {
                return Vec::new();
            };
            let mut marks: Vec<QuizMark> = question
                .cell(answer.actual)
                .map(|cell| mark(cell, MarkKind::Answer))
                .into_iter()
                .collect();
            if !answer.right()
                && let Some(cell) = question.cell(answer.guess)
            {
                marks.push(mark(cell, MarkKind::WrongGuess));
            }
            marks
        }
        Phase::Off | Phase::Playing { .. } | Phase::Summary => Vec::new(),
    }
}

/// The smallest key `cell` waits with on a priority queue of the stage on screen (stale
/// entries left out). None for a queue or a stack, where the order the cells came in decides,
/// not a key.
fn waiting_key(state: &AppState, cell: Pos) -> Option<MarkKey> {
    let frame = state.replay()?.frame();
    let key = frame
        .frontiers
        .iter()
        .filter(|f| f.kind == FrontierKind::PriorityQueue)
        .flat_map(|f| f.entries())
        .filter(|e| e.cell == cell && !e.stale)
        .map(|e| e.key)
        .min_by_key(|k| k.shown_number())?;
    Some(match key {
        FrontierKey::Priority {
            priority,
            g: Some(g),
            h: Some(h),
            ..
        } => MarkKey {
            priority,
            parts: Some((g, h)),
        },
        other => MarkKey {
            priority: other.shown_number(),
            parts: None,
        },
    })
}

/// The width of the marks' strokes on cells of `cell` points; `large` in presenter view.
fn stroke_width(cell: f32, large: bool) -> f32 {
    (cell * if large { 0.1 } else { 0.08 }).clamp(2.0, 7.0)
}

/// Paints the quiz on the board laid out by `geo`, in the board's colours `pal`: its `marks`,
/// each inside its cell's square, and once a move is revealed the arrow from the head to the
/// cell it moved to. `large` (presenter view) draws the strokes thicker, for the back of a
/// room.
pub fn paint_quiz(
    painter: &Painter,
    geo: &BoardGeometry,
    quiz: &Quiz,
    marks: &[QuizMark],
    pal: &BoardPalette,
    large: bool,
) {
    let w = stroke_width(geo.cell, large);
    if let Phase::Revealed { question } = quiz.phase()
        && let Some(answer) = quiz.answers().last()
        && let Some(cell) = question.cell(answer.actual)
    {
        let (from, to) = (geo.center(question.head), geo.center(cell));
        painter.arrow(from, to - from, Stroke::new(w * 1.3, pal.allowed));
    }
    paint_marks(painter, geo, marks, pal, large);
}

/// Paints `marks` on the board laid out by `geo`, in the board's colours `pal`: each inside
/// its cell's square. `large` (presenter view) draws the strokes thicker.
fn paint_marks(
    painter: &Painter,
    geo: &BoardGeometry,
    marks: &[QuizMark],
    pal: &BoardPalette,
    large: bool,
) {
    let c = geo.cell;
    let w = stroke_width(c, large);
    for mark in marks {
        let cell = geo.cell_rect(mark.cell);
        let r = cell.shrink(w * 0.5);
        match mark.kind {
            MarkKind::Offered => {
                painter.rect_stroke(r, c * 0.1, Stroke::new(w, pal.current), StrokeKind::Inside);
            }
            MarkKind::Waiting => {
                let colour = pal.number.gamma_multiply(0.35);
                painter.rect_stroke(r, c * 0.1, Stroke::new(w, colour), StrokeKind::Inside);
            }
            MarkKind::Chosen => chosen_mark(painter, cell, w, pal),
            MarkKind::Answer => {
                painter.rect_stroke(
                    r,
                    c * 0.1,
                    Stroke::new(w * 1.3, pal.allowed),
                    StrokeKind::Inside,
                );
            }
            MarkKind::WrongGuess => {
                let x = cell.shrink(c * 0.25);
                let s = Stroke::new(w * 1.3, pal.refused);
                painter.line_segment([x.left_top(), x.right_bottom()], s);
                painter.line_segment([x.right_top(), x.left_bottom()], s);
            }
        }
        if let Some(key) = &mark.key {
            key_badge(painter, cell, key, pal);
        }
    }
}

/// The cell chosen with the arrows: filled, ringed twice (the board's "current" colour
/// outside, the eye's contrasting colour inside) and with a corner tab, so that it stands out
/// from the cells on offer at the back of a room, whatever the colours.
fn chosen_mark(painter: &Painter, cell: Rect, w: f32, pal: &BoardPalette) {
    let c = cell.width();
    painter.rect_filled(cell.shrink(w), c * 0.1, pal.current.gamma_multiply(0.45));
    painter.rect_stroke(
        cell,
        c * 0.1,
        Stroke::new(w * 1.6, pal.current),
        StrokeKind::Inside,
    );
    painter.rect_stroke(
        cell.shrink(w * 1.6),
        c * 0.08,
        Stroke::new((w * 0.6).max(1.5), pal.eye),
        StrokeKind::Inside,
    );
}

/// A key's priority written across the bottom of `cell`, as large as the band allows, on a
/// band of the board's "current" colour so that it reads over whatever the cell holds (the
/// parts of A*'s key are the cell's own numbers, and the mark's words).
fn key_badge(painter: &Painter, cell: Rect, key: &MarkKey, pal: &BoardPalette) {
    let band = Rect::from_min_max(
        egui::pos2(cell.left(), cell.bottom() - cell.height() * 0.42),
        cell.max,
    )
    .shrink(cell.width() * 0.06);
    let colour = pal.board;
    let text = key.priority.to_string();
    let mut size = band.height() * 0.95;
    let galley = loop {
        let galley = painter.layout_no_wrap(text.clone(), FontId::proportional(size), colour);
        if galley.size().x <= band.width() || size <= 6.0 {
            break galley;
        }
        size = (size - 1.0).max(6.0);
    };
    painter.rect_filled(band, band.height() * 0.2, pal.current);
    let at = Align2::CENTER_CENTER
        .anchor_size(band.center(), galley.size())
        .min;
    painter.galley(at, galley, colour);
}

/// Adds each mark to the accessibility tree at its cell's square, under `ui`: what a screen
/// reader announces of the board during a quiz, and where a test finds each mark.
pub fn mark_nodes(ui: &Ui, geo: &BoardGeometry, marks: &[QuizMark]) {
    for mark in marks {
        let id = egui::Id::unique("snakescope.quiz.mark").with((mark.cell.x, mark.cell.y));
        let response = ui.interact(geo.cell_rect(mark.cell), id, egui::Sense::hover());
        let label = mark.label();
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &label));
    }
}
