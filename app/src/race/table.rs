//! The race's table drawn: a row per search under a row of headings, each column as wide as
//! its widest entry, a heading wrapped by its words where the column is narrower. Laid out
//! before it is drawn, so that the race's plan knows its size ([`RaceTable::size`]) and the
//! table is never cut.

use egui::text::LayoutJob;
use egui::{Align2, FontId, Galley, Rect, Sense, Ui, Vec2, pos2, vec2};
use snakescope_core::trace::race::RaceRow;
use std::sync::Arc;

/// The space between two columns, in points.
const COLUMN_GAP: f32 = 14.0;

/// The space above and below a row's text, in points.
const ROW_PAD: f32 = 2.0;

/// How the table names the searches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Names {
    /// Their titles ("Shortest path (BFS)").
    Titles,
    /// Their short names, as the command line knows them ("bfs").
    Short,
}

/// The table's words: the headings and a row of cells per search.
#[derive(Clone, Debug, PartialEq)]
pub struct RaceTable {
    headings: [String; 6],
    rows: Vec<[String; 6]>,
}

/// The table laid out in one font.
struct Laid {
    widths: [f32; 6],
    headings: Vec<Arc<Galley>>,
    heading_height: f32,
    row_height: f32,
}

impl RaceTable {
    /// The table of `rows`, the searches named as `names` says.
    pub fn new(rows: &[RaceRow], names: Names) -> RaceTable {
        RaceTable {
            headings: RaceRow::headings(),
            rows: rows
                .iter()
                .map(|row| {
                    let name = match names {
                        Names::Titles => row.search.title(),
                        Names::Short => row.search.cli_name().to_owned(),
                    };
                    row.cells(name)
                })
                .collect(),
        }
    }

    /// The table's size in `font`.
    pub fn size(&self, ui: &Ui, font: &FontId) -> Vec2 {
        let laid = self.lay_out(ui, font);
        let width = laid.widths.iter().sum::<f32>() + COLUMN_GAP * 5.0;
        vec2(
            width,
            laid.heading_height + laid.row_height * self.rows.len() as f32,
        )
    }

    /// Draws the table in `rect` in `font`, each cell a label a screen reader reads.
    pub fn show(&self, ui: &Ui, rect: Rect, font: &FontId) {
        let laid = self.lay_out(ui, font);
        let painter = ui.painter_at(rect);
        let strong = ui.visuals().strong_text_color();
        let text = ui.visuals().text_color();
        let mut x = rect.left();
        let lefts: Vec<f32> = laid
            .widths
            .iter()
            .map(|w| {
                let at = x;
                x += w + COLUMN_GAP;
                at
            })
            .collect();
        for (j, galley) in laid.headings.iter().enumerate() {
            let cell = Rect::from_min_size(
                pos2(lefts[j], rect.top()),
                vec2(laid.widths[j], laid.heading_height),
            );
            painter.galley(
                cell.left_bottom() - vec2(0.0, galley.size().y + ROW_PAD),
                galley.clone(),
                strong,
            );
            label_node(ui, cell, &self.headings[j], ("heading", j));
        }
        for (i, row) in self.rows.iter().enumerate() {
            let top = rect.top() + laid.heading_height + laid.row_height * i as f32;
            let band =
                Rect::from_min_size(pos2(rect.left(), top), vec2(rect.width(), laid.row_height));
            if i % 2 == 0 {
                painter.rect_filled(band, 2.0, ui.visuals().faint_bg_color);
            }
            for (j, words) in row.iter().enumerate() {
                let cell =
                    Rect::from_min_size(pos2(lefts[j], top), vec2(laid.widths[j], laid.row_height));
                painter.text(
                    cell.left_center(),
                    Align2::LEFT_CENTER,
                    words,
                    font.clone(),
                    text,
                );
                label_node(ui, cell, words, ("cell", i * 6 + j));
            }
        }
    }

    /// Each column's width (its widest entry, or its heading's longest word), the headings
    /// wrapped in them, and the rows' heights.
    fn lay_out(&self, ui: &Ui, font: &FontId) -> Laid {
        let colour = ui.visuals().text_color();
        let width = |text: &str| {
            ui.fonts_mut(|f| f.layout_no_wrap(text.to_owned(), font.clone(), colour))
                .size()
                .x
        };
        let mut widths = [0.0_f32; 6];
        for (j, w) in widths.iter_mut().enumerate() {
            let cells = self.rows.iter().map(|r| width(&r[j]));
            let word = self.headings[j].split_whitespace().map(width);
            *w = cells.chain(word).fold(0.0, f32::max).ceil() + 1.0;
        }
        let headings: Vec<Arc<Galley>> = self
            .headings
            .iter()
            .zip(widths)
            .map(|(h, w)| {
                let job = LayoutJob::simple(h.clone(), font.clone(), colour, w);
                ui.fonts_mut(|f| f.layout_job(job))
            })
            .collect();
        let heading_height =
            headings.iter().map(|g| g.size().y).fold(0.0, f32::max) + 2.0 * ROW_PAD;
        let row_height = ui.fonts_mut(|f| f.row_height(font)) + 2.0 * ROW_PAD;
        Laid {
            widths,
            headings,
            heading_height,
            row_height,
        }
    }
}

/// A node a screen reader reads as `words` at `rect`, `salt` telling it from the others.
fn label_node(ui: &Ui, rect: Rect, words: &str, salt: (&str, usize)) {
    let id = egui::Id::unique("snakescope.race.table").with(salt);
    let response = ui.interact(rect, id, Sense::hover());
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, words));
}
