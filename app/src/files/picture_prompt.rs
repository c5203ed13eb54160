//! The window that asks how to make a picture of the board: the format (PNG, SVG, GIF), the
//! size, the board's look (the board on screen's at first), the legend and the caption, and
//! for an animation what it shows (every event of the stage on screen, or a range of ticks)
//! and how fast. Its answer becomes a request; the picture is taken from the screen when it
//! is given.

use crate::command::files::{PictureChoice, PictureContent};
use crate::state::AppState;
use egui::{Context, RichText};
use snakescope_picture::board::palette::{BoardColours, BoardTheme};
use snakescope_picture::format::FPS_RANGE;
use snakescope_picture::{PictureFormat, PictureOptions};

/// The sizes offered with one click, in pixels; any other can be typed.
pub const SIZE_PRESETS: [u32; 4] = [240, 480, 800, 1200];

/// The window's state: the options chosen so far and what the screen offers.
#[derive(Clone, Debug)]
pub struct PicturePrompt {
    /// The options chosen so far.
    pub options: PictureOptions,
    /// What an animation shows.
    pub frames: PictureContent,
    /// The stage on screen and its events, if it has any.
    stage_run: Option<(String, usize)>,
    /// The last tick recorded.
    last_tick: usize,
    /// Whether the board's theme is still to be taken from the window's, as the board on
    /// screen takes it when the settings choose none.
    theme_from_window: bool,
    /// Whether a size of one's own is being typed (then the size's field shows).
    other_size: bool,
}

impl PicturePrompt {
    /// The window for `options` (the format preselected), on what `state` shows.
    pub fn new(mut options: PictureOptions, state: &AppState) -> PicturePrompt {
        options.look = state.settings().board_look(egui::Theme::Dark);
        let stage_run = state
            .replay()
            .filter(|r| !r.is_empty() && !state.decision_hidden())
            .map(|r| (r.stage().title().to_owned(), r.len()));
        let tick = state.tick();
        let last_tick = state.ticks();
        let frames = if stage_run.is_some() {
            PictureContent::StageRun
        } else {
            PictureContent::Ticks {
                from: tick,
                to: (tick + 20).min(last_tick),
            }
        };
        PicturePrompt {
            options,
            frames,
            stage_run,
            last_tick,
            theme_from_window: state.settings().board_theme.is_none(),
            other_size: false,
        }
    }

    /// What the picture shows, for the options chosen.
    pub fn content(&self) -> PictureContent {
        match self.options.format {
            PictureFormat::Gif => self.frames,
            _ => PictureContent::Board,
        }
    }

    /// The window; returns the answer once given.
    pub fn ui(&mut self, ctx: &Context) -> Option<PictureChoice> {
        let mut choice = None;
        if std::mem::take(&mut self.theme_from_window) {
            self.options.look.theme = match ctx.theme() {
                egui::Theme::Dark => BoardTheme::Dark,
                egui::Theme::Light => BoardTheme::Light,
            };
        }
        egui::Window::new(tr!("Export a picture"))
            .id(egui::Id::unique("snakescope.picture_prompt"))
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_TOP, [0.0, 60.0])
            .show(ctx, |ui| {
                self.format_ui(ui);
                ui.separator();
                if self.options.format == PictureFormat::Gif {
                    self.frames_ui(ui);
                    ui.separator();
                }
                self.size_ui(ui);
                self.look_ui(ui);
                let o = &mut self.options;
                ui.checkbox(&mut o.legend, tr!("Legend under the board"))
                    .on_hover_text(tr!(
                        "The board's pieces and the layers shown, with their colours"
                    ));
                if o.format == PictureFormat::Gif {
                    let mut on = true;
                    ui.add_enabled(
                        false,
                        egui::Checkbox::new(&mut on, "Caption above the board"),
                    )
                    .on_disabled_hover_text(tr!(
                        "Each frame's caption is burnt into the animation"
                    ));
                    ui.horizontal(|ui| {
                        let label = ui.label(tr!("Speed"));
                        ui.add(
                            egui::DragValue::new(&mut o.fps)
                                .range(FPS_RANGE)
                                .speed(0.1)
                                .max_decimals(2)
                                .suffix(tr!(" frames/s")),
                        )
                        .labelled_by(label.id)
                        .on_hover_text(tr!("How many frames the animation shows a second"));
                    });
                } else {
                    ui.checkbox(&mut o.caption, tr!("Caption above the board"))
                        .on_hover_text(tr!(
                            "The latest event of the stage, in words, above the board"
                        ));
                }
                ui.add_space(6.0);
                let problem = self.options.problem().or_else(|| self.frames_problem());
                if let Some(p) = &problem {
                    ui.colored_label(ui.visuals().error_fg_color, p);
                }
                ui.horizontal(|ui| {
                    if ui
                        .add_enabled(problem.is_none(), egui::Button::new(tr!("Save picture…")))
                        .on_hover_text(tr!("Choose the file, then make the picture"))
                        .clicked()
                    {
                        choice = Some(PictureChoice::Export(self.options.clone(), self.content()));
                    }
                    if ui.button(tr!("Cancel")).clicked() {
                        choice = Some(PictureChoice::Cancel);
                    }
                });
            });
        choice
    }

    fn format_ui(&mut self, ui: &mut egui::Ui) {
        ui.horizontal(|ui| {
            ui.label(tr!("Format"));
            for f in PictureFormat::ALL {
                let tip = match f {
                    PictureFormat::Png => tr!("The board in pixels, at the size chosen"),
                    PictureFormat::Svg => {
                        tr!("The board as vector graphics: a slide scales it sharply")
                    }
                    PictureFormat::Gif => {
                        tr!("An animation: each event of the stage, or each tick")
                    }
                };
                ui.selectable_value(&mut self.options.format, f, f.name())
                    .on_hover_text(tip);
            }
        });
    }

    fn frames_ui(&mut self, ui: &mut egui::Ui) {
        ui.label(RichText::new(tr!("Frames")).strong());
        let run = self.stage_run.clone();
        let label = match &run {
            Some((stage, n)) => tr!("Every event of {stage} ({n})", stage = stage, n = n),
            None => tr!("Every event of the stage (none here)"),
        };
        ui.add_enabled_ui(run.is_some(), |ui| {
            ui.radio_value(&mut self.frames, PictureContent::StageRun, label)
                .on_hover_text(tr!(
                    "One frame per event of the stage on screen, from the first"
                ));
        });
        let last = self.last_tick;
        let (mut from, mut to) = match self.frames {
            PictureContent::Ticks { from, to } => (from, to),
            _ => (0, last.min(20)),
        };
        ui.horizontal(|ui| {
            let picked = ui
                .radio(
                    matches!(self.frames, PictureContent::Ticks { .. }),
                    tr!("Ticks"),
                )
                .on_hover_text(tr!(
                    "One frame per tick, the stage shown as the game timeline plays"
                ));
            let a = ui
                .add(egui::DragValue::new(&mut from).range(0..=last))
                .accessible_name(tr!("First tick"));
            ui.label(tr!("to"));
            let b = ui
                .add(egui::DragValue::new(&mut to).range(0..=last))
                .accessible_name(tr!("Last tick"));
            if picked.clicked() || a.changed() || b.changed() {
                self.frames = PictureContent::Ticks { from, to };
            }
        });
    }

    fn size_ui(&mut self, ui: &mut egui::Ui) {
        // Each size once: the presets, or the field of a size of one's own.
        ui.horizontal_wrapped(|ui| {
            ui.label(tr!("Size"));
            let other = self.other_size || !SIZE_PRESETS.contains(&self.options.size);
            for px in SIZE_PRESETS {
                let on = !other && self.options.size == px;
                if ui.selectable_label(on, format!("{px} px")).clicked() {
                    self.options.size = px;
                    self.other_size = false;
                }
            }
            if ui
                .selectable_label(other, tr!("Other size"))
                .on_hover_text(tr!("Type the picture's size in pixels"))
                .clicked()
            {
                self.other_size = true;
            }
            if other {
                let sizes = self.options.format.sizes();
                ui.add(
                    egui::DragValue::new(&mut self.options.size)
                        .range(sizes)
                        .speed(4.0)
                        .suffix(tr!(" px")),
                )
                .accessible_name(tr!("Picture size"))
                .on_hover_text(tr!(
                    "The picture's width, and the board's square, in pixels"
                ));
            }
        });
    }

    /// The board's look: dark or light, and colour-blind safe colours.
    fn look_ui(&mut self, ui: &mut egui::Ui) {
        let look = &mut self.options.look;
        ui.horizontal(|ui| {
            ui.label(tr!("Board"));
            for theme in BoardTheme::ALL {
                ui.selectable_value(&mut look.theme, theme, theme.label())
                    .on_hover_text(match theme {
                        BoardTheme::Dark => tr!("A dark board, as on a dark screen"),
                        BoardTheme::Light => tr!("A light board with dark grid lines: for paper"),
                    });
            }
            let mut safe = look.colours == BoardColours::Safe;
            if ui
                .checkbox(&mut safe, BoardColours::Safe.label())
                .on_hover_text(tr!("Okabe and Ito's colours, and shapes beside them"))
                .changed()
            {
                look.colours = if safe {
                    BoardColours::Safe
                } else {
                    BoardColours::Standard
                };
            }
        });
    }

    /// Why the frames chosen cannot be animated, if they cannot.
    fn frames_problem(&self) -> Option<String> {
        match self.content() {
            PictureContent::Ticks { from, to } if from > to => Some(tr!(
                "the first tick ({from}) comes after the last one ({to})",
                from = from,
                to = to
            )),
            PictureContent::StageRun if self.stage_run.is_none() => Some(tr!(
                "no stage with events is on screen: pick a stage, or ticks"
            )),
            _ => None,
        }
    }
}
