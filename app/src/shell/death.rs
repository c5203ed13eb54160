//! The ending watch: once a game just opened is recorded to its end, a notice offers a jump
//! to its fatal move if it died, or to where its loop began if it stalled. Every opening
//! starts the watch ([`super::ExplainerApp`]'s one way of opening).

use crate::board_view::look;
use crate::command::{Command, Commands};
use crate::state::AppState;
use egui::{Color32, Ui};
use snakescope_core::explain::MarkerKind;
use snakescope_core::rules::Stall;
use snakescope_picture::board::palette;

/// How a game just opened ended, when a notice offers a jump there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ending {
    /// It died: the fatal move's tick.
    Death(usize),
    /// It stalled at `tick`.
    Stall {
        /// The last tick.
        tick: usize,
        /// Why.
        stall: Stall,
    },
}

impl Ending {
    /// The tick the notice jumps to: the fatal move, or the first state of the loop (the
    /// last, for a solver whose state could not be compared).
    fn tick(self) -> usize {
        match self {
            Ending::Death(fatal) => fatal,
            Ending::Stall {
                tick,
                stall: Stall::Loop { period },
            } => tick.saturating_sub(period as usize),
            Ending::Stall { tick, .. } => tick,
        }
    }
}

/// Watching the game being recorded, and the notice once it is known to end in death or in a
/// stall.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DeathWatch {
    watching: bool,
    /// How the game ended, offered in the notice.
    notice: Option<Ending>,
    /// The branch of the game opened (the original, 0): a branch taken over from it is
    /// another game, whose ending the notice does not speak of.
    branch: usize,
}

impl DeathWatch {
    /// Starts watching a game just opened (forgetting any notice of the game before).
    pub fn watch(&mut self) {
        *self = DeathWatch {
            watching: true,
            notice: None,
            branch: 0,
        };
    }

    /// Once the game is recorded to its end, offers a jump to its death if it died, to its
    /// loop if it stalled.
    pub fn check(&mut self, state: &AppState) {
        if !self.watching || !state.recorded_to_end() || state.active_branch() != self.branch {
            return;
        }
        self.watching = false;
        self.notice = state.fatal_tick().map(Ending::Death).or_else(|| {
            state
                .stall()
                .map(|(tick, stall)| Ending::Stall { tick, stall })
        });
    }

    /// The tick the notice offers to jump to (the fatal move, or where the loop began), if
    /// shown.
    pub fn notice(&self) -> Option<usize> {
        self.notice.map(Ending::tick)
    }

    /// The ending while the notice stands for the game on screen.
    fn shown(&self, state: &AppState) -> Option<Ending> {
        self.notice.filter(|_| state.active_branch() == self.branch)
    }

    /// The notice beside the board's cells (`board`), in the space the board leaves in
    /// `room` (see [`notice_place`]): it covers no cell and takes no room of its own, so the
    /// board does not move when it comes or goes.
    pub fn overlay(
        &mut self,
        ctx: &egui::Context,
        room: egui::Rect,
        board: egui::Rect,
        state: &AppState,
        commands: &mut Commands,
    ) {
        let Some(ending) = self.shown(state) else {
            return;
        };
        let kind = match ending {
            Ending::Death(_) => MarkerKind::Death,
            Ending::Stall { .. } => MarkerKind::Stall,
        };
        let colour = palette::marker(kind, look::in_context(ctx).palette());
        let id = egui::Id::unique("snakescope.death_notice");
        // Its size as last laid out; a guess on its first frame.
        let size = ctx
            .memory(|m| m.area_rect(id))
            .map_or(egui::vec2(320.0, 34.0), |r| r.size());
        let (pivot, at) = notice_place(room, board, size);
        egui::Area::new(id)
            .pivot(pivot)
            .fixed_pos(at)
            .order(egui::Order::Middle)
            .show(ctx, |ui| {
                egui::Frame::popup(ui.style())
                    .stroke(egui::Stroke::new(1.5, colour))
                    .show(ui, |ui| {
                        ui.horizontal(|ui| {
                            self.jump_button(ui, ending, colour, commands);
                            if crate::touch::small_button(ui, tr!("Not now")).clicked() {
                                self.notice = None;
                            }
                        });
                    });
            });
    }

    fn jump_button(
        &mut self,
        ui: &mut Ui,
        ending: Ending,
        colour: Color32,
        commands: &mut Commands,
    ) {
        let to = ending.tick();
        let (label, tip) = match ending {
            Ending::Death(fatal) => (
                tr!("Jump to the death (tick {fatal})", fatal = fatal),
                tr!(
                    "This game ends in death. Go to tick {fatal}: the board just before the \
                     fatal move, and the decision that made it",
                    fatal = fatal
                ),
            ),
            Ending::Stall {
                tick,
                stall: Stall::Loop { period },
            } => (
                tr!("Jump to the loop (tick {from})", from = to),
                tr!(
                    "This game stalls: at tick {tick} the board is as it was at tick {from}, \
                     and the snake would go round this loop of {period} moves for ever \
                     without eating. Go to tick {from}, where the loop begins",
                    tick = tick,
                    from = to,
                    period = period
                ),
            ),
            Ending::Stall { tick, stall } => (
                tr!("Jump to the stall (tick {tick})", tick = tick),
                tr!(
                    "This game stalls at tick {tick}: {why}",
                    tick = tick,
                    why = stall
                ),
            ),
        };
        let label = egui::RichText::new(label).color(colour);
        if ui.button(label).on_hover_text(tip).clicked() {
            commands.send(Command::GoToDecision(to));
            self.notice = None;
        }
    }
}

/// Where a notice of `size` goes beside the board's cells `board`, inside `room` (the space
/// the board is centred in) where it can, as a pivot and the point it is pinned to: in the
/// margin left of the board, level with its bottom, where that margin holds it (a board in a
/// wide window); else in the right margin; else under the board; else above it; else above
/// it all the same, over the caption above the board (a phone's board fills the width, and
/// under it stand the tabs of the panels, which the notice would hide), never over a cell.
/// Outside the wall (2 points) by a few points more.
fn notice_place(
    room: egui::Rect,
    board: egui::Rect,
    size: egui::Vec2,
) -> (egui::Align2, egui::Pos2) {
    const GAP: f32 = 6.0;
    let need = size + egui::Vec2::splat(GAP);
    if board.left() - room.left() >= need.x {
        (
            egui::Align2::RIGHT_BOTTOM,
            board.left_bottom() - egui::vec2(GAP, 0.0),
        )
    } else if room.right() - board.right() >= need.x {
        (
            egui::Align2::LEFT_BOTTOM,
            board.right_bottom() + egui::vec2(GAP, 0.0),
        )
    } else if room.bottom() - board.bottom() >= need.y {
        (
            egui::Align2::LEFT_TOP,
            board.left_bottom() + egui::vec2(0.0, GAP),
        )
    } else {
        (
            egui::Align2::LEFT_BOTTOM,
            board.left_top() - egui::vec2(0.0, GAP),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui::{Rect, pos2, vec2};

    /// The notice's rectangle when placed for `room` and `board`.
    fn placed(room: Rect, board: Rect, size: egui::Vec2) -> Rect {
        let (pivot, at) = notice_place(room, board, size);
        pivot.anchor_size(at, size)
    }

    #[test]
    fn the_notice_never_covers_a_cell_of_the_board() {
        let size = vec2(300.0, 30.0);
        let board = Rect::from_min_size(pos2(400.0, 100.0), vec2(400.0, 400.0));
        for room in [
            // Wide: room to the left.
            Rect::from_min_max(pos2(0.0, 94.0), pos2(1200.0, 506.0)),
            // Room to the right only.
            Rect::from_min_max(pos2(394.0, 94.0), pos2(1200.0, 506.0)),
            // Tall: room under the board.
            Rect::from_min_max(pos2(394.0, 0.0), pos2(806.0, 700.0)),
            // Room above it only.
            Rect::from_min_max(pos2(394.0, 0.0), pos2(806.0, 506.0)),
            // No room at all: above it, outside the room.
            Rect::from_min_max(pos2(394.0, 94.0), pos2(806.0, 506.0)),
        ] {
            let notice = placed(room, board, size);
            assert!(
                !notice.intersects(board.expand(2.0)),
                "{room:?}: {notice:?}"
            );
            if room.width() > 900.0 || room.height() > 500.0 {
                assert!(room.contains_rect(notice), "{room:?}: {notice:?}");
            }
        }
    }
}
