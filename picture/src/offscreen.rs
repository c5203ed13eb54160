//! The board drawn away from the window, for picture files: the same [`BoardPainter`] paints a
//! [`Still`] into epaint's shapes, with text laid out by epaint's fonts (the fonts egui
//! uses, [`PictureText`]), and the shapes are then tessellated as egui tessellates them and
//! drawn into pixels ([`crate::raster`]), or written as SVG
//! ([`crate::svg`]). The window and the files therefore show one scene, not two
//! drawings that could drift apart.
//!
//! A picture is `size` pixels wide (one pixel a point): an optional caption band on top, the
//! board area (a `size`-pixel square, the board fitted in it exactly as the window fits it,
//! wall and margin included), and an optional legend below, on the panel colours of the
//! window in the board's theme ([`PanelColours`]).

use crate::board::legend::picture_entries;
use crate::board::palette::BoardLook;
use crate::board::{BoardPainter, TextLayout, group_clip};
use crate::legend::{LegendStyle, lay_out_legend};
use crate::panel::PanelColours;
use crate::raster::Textures;
use crate::svg::svg_document;
use crate::text::PictureText;
use crate::tiles::TiledCanvas;
use epaint::text::{LayoutJob, TextWrapping};
use epaint::{
    ClippedPrimitive, ClippedShape, Color32, FontId, Pos2, Rect, Shape, TessellationOptions,
    Tessellator, Vec2, pos2, vec2,
};
use snakescope_core::session::Still;

/// The narrowest and widest picture, in pixels.
pub const PICTURE_SIZES: std::ops::RangeInclusive<u32> = 64..=4096;

/// What goes around the board in a picture.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Framing {
    /// The picture's width, and the side of the board's square, in pixels.
    pub size: u32,
    /// The legend of the pieces and the layers shown, under the board.
    pub legend: bool,
    /// A caption above the board, on at most two lines (cut short with an ellipsis beyond).
    pub caption: Option<String>,
    /// The board's look; the margins, the caption and the legend take its theme.
    pub look: BoardLook,
}

/// A picture as straight RGBA pixels, row by row.
#[derive(Clone, Debug, PartialEq)]
pub struct Pixels {
    /// Width in pixels.
    pub width: usize,
    /// Height in pixels.
    pub height: usize,
    /// Red, green, blue, alpha per pixel.
    pub rgba: Vec<u8>,
}

/// Paints boards into pictures. Keeps its fonts, its painter's laid-out numbers, the fonts'
/// atlas and its last picture between pictures, so that a frame of an animation costs the
/// shapes of a board and the pixels that changed.
pub struct Offscreen {
    text: PictureText,
    painter: BoardPainter,
    textures: Textures,
    canvas: TiledCanvas,
}

impl Default for Offscreen {
    fn default() -> Self {
        Offscreen {
            text: PictureText::new(&PanelColours::DARK),
            painter: BoardPainter::default(),
            textures: Textures::default(),
            canvas: TiledCanvas::default(),
        }
    }
}

/// What one picture painted: its shapes, its size in points, its background.
struct Painted {
    shapes: Vec<ClippedShape>,
    size: Vec2,
    background: Color32,
}

impl Offscreen {
    /// `still` framed by `framing`, as pixels.
    pub fn pixels(&mut self, still: &Still, framing: &Framing) -> Pixels {
        let painted = self.paint(still, framing);
        let primitives = self.tessellate(painted.shapes);
        let (width, height) = (painted.size.x as usize, painted.size.y as usize);
        let rgba = self.canvas.draw(
            width,
            height,
            painted.background,
            &primitives,
            &self.textures,
        );
        Pixels {
            width,
            height,
            rgba: rgba.to_vec(),
        }
    }

    /// `still` framed by `framing`, as an SVG document.
    pub fn svg(&mut self, still: &Still, framing: &Framing) -> String {
        let painted = self.paint(still, framing);
        let area = Rect::from_min_size(Pos2::ZERO, painted.size);
        svg_document(&painted.shapes, area, painted.background)
    }

    /// The triangles of `shapes`, as egui's context makes them for a window of one pixel a
    /// point (its default tessellation options, the fonts' atlas for text and small
    /// circles); the atlas's changes are taken into the textures first.
    fn tessellate(&mut self, shapes: Vec<ClippedShape>) -> Vec<ClippedPrimitive> {
        if let Some(delta) = self.text.take_atlas_delta() {
            if delta.pos.is_none() {
                // A new atlas: text drawn from the old one is drawn again.
                self.canvas.forget();
            }
            self.textures.apply_font_atlas(&delta);
        }
        let atlas = self.text.atlas();
        Tessellator::new(
            self.text.pixels_per_point(),
            TessellationOptions::default(),
            atlas.size(),
            atlas.prepared_discs(),
        )
        .tessellate_shapes(shapes)
    }

    /// Paints the picture: the caption band, the board, the legend, on the panel's colour.
    fn paint(&mut self, still: &Still, framing: &Framing) -> Painted {
        let panel = PanelColours::of(framing.look.theme);
        if self.text.begin_picture(panel) {
            // The numbers it laid out point into an atlas that has started over, and the
            // last picture's text was drawn from that atlas.
            self.painter.forget_text();
            self.canvas.forget();
        }
        self.painter.set_look(framing.look);
        let width = framing.size as f32;
        let caption_height = framing
            .caption
            .as_ref()
            .map_or(0.0, |_| caption_band(&mut self.text, width));
        let board = Rect::from_min_size(pos2(0.0, caption_height), vec2(width, width));
        let legend = framing.legend.then(|| {
            let margin = legend_margin(width);
            let area = Rect::from_min_max(
                pos2(margin, board.bottom() + margin / 2.0),
                pos2(width - margin, f32::INFINITY),
            );
            let style = LegendStyle {
                text_size: legend_text(width),
                text: panel.text,
                board: self.painter.palette().board,
            };
            let entries = picture_entries(&still.overlays, self.painter.palette());
            lay_out_legend(&mut self.text, &entries, area, style)
        });
        let legend_height = legend
            .as_ref()
            .map_or(0.0, |l| (l.height + legend_margin(width)).ceil());
        let size = vec2(width, (caption_height + width + legend_height).ceil());
        let screen = Rect::from_min_size(Pos2::ZERO, size);
        let mut shapes = vec![ClippedShape::new(
            screen,
            Shape::rect_filled(screen, 0.0, panel.fill),
        )];
        if let Some(text) = &framing.caption {
            let caption = caption_shape(&mut self.text, text, width, caption_height, panel);
            shapes.extend(caption.map(|s| ClippedShape::new(screen, s)));
        }
        let painted = self.painter.paint(&mut self.text, board, &still.scene());
        for (k, group) in painted.groups.into_iter().enumerate() {
            let clip = group_clip(board, k);
            shapes.extend(group.into_iter().map(|s| ClippedShape::new(clip, s)));
        }
        if let Some(legend) = legend {
            shapes.extend(
                legend
                    .shapes
                    .into_iter()
                    .map(|s| ClippedShape::new(screen, s)),
            );
        }
        Painted {
            shapes,
            size,
            background: panel.fill,
        }
    }
}

/// The caption band's height for a picture `width` wide: two lines and a margin.
fn caption_band(text: &mut PictureText, width: f32) -> f32 {
    let row = text.row_height(&caption_font(width));
    2.0 * row + 2.0 * caption_margin(width)
}

/// The caption's font: large enough to read on a slide, in proportion to the picture.
fn caption_font(width: f32) -> FontId {
    FontId::proportional((width / 30.0).clamp(11.0, 40.0))
}

fn caption_margin(width: f32) -> f32 {
    (width / 80.0).clamp(3.0, 16.0)
}

fn legend_margin(width: f32) -> f32 {
    (width / 60.0).clamp(4.0, 24.0)
}

/// The legend's text size: in proportion to the picture, as the caption.
fn legend_text(width: f32) -> f32 {
    (width / 55.0).clamp(9.0, 28.0)
}

/// The caption on at most two lines, from the band's top left; nothing for an empty caption.
fn caption_shape(
    text: &mut PictureText,
    caption: &str,
    width: f32,
    band: f32,
    panel: &PanelColours,
) -> Option<Shape> {
    let margin = caption_margin(width);
    let mut job = LayoutJob::simple(
        caption.to_owned(),
        caption_font(width),
        panel.strong_text,
        width - 2.0 * margin,
    );
    job.wrap = TextWrapping {
        max_rows: 2,
        ..TextWrapping::wrap_at_width(width - 2.0 * margin)
    };
    let galley = text.layout_job(job);
    let top = (band - galley.size().y) / 2.0;
    (!galley.is_empty())
        .then(|| Shape::galley(pos2(margin, top.max(0.0)), galley, panel.strong_text))
}

#[cfg(test)]
mod tests {
    use super::*;
    use snakescope_core::rules::{FoodSource, Game, Grid, Pos, Snake, TailRule};
    use snakescope_core::session::Overlays;

    fn still() -> Still {
        let grid = Grid::new(6, 6).unwrap();
        let snake = Snake::new(&grid, &[Pos::new(2, 1), Pos::new(1, 1)], None).unwrap();
        let food = FoodSource::new(vec![Pos::new(4, 4)], 0);
        Still {
            game: Game::new(grid, snake, food, TailRule::Blocks, None),
            frame: None,
            cycle: None,
            ghost: None,
            overlays: Overlays::default(),
            sandbox: (None, None),
            search_walls: Vec::new(),
            search_terrain: Vec::new(),
            pieces: true,
        }
    }

    fn framing(size: u32, legend: bool, caption: Option<&str>) -> Framing {
        Framing {
            size,
            legend,
            caption: caption.map(str::to_owned),
            look: BoardLook::default(),
        }
    }

    #[test]
    fn the_board_fills_a_square_the_size_asked_for() {
        let mut o = Offscreen::default();
        let p = o.pixels(&still(), &framing(120, false, None));
        assert_eq!((p.width, p.height), (120, 120));
        assert_eq!(p.rgba.len(), 120 * 120 * 4);
        // The food, at (4, 4) of a 6x6 board in 108 pixels: cells of 18 from 6.
        let at = |x: usize, y: usize| &p.rgba[(y * 120 + x) * 4..(y * 120 + x) * 4 + 3];
        let food = crate::board::palette::BoardPalette::DARK.food;
        let c = 6 + 4 * 18 + 9;
        assert_eq!(at(c + 2, c + 2), &[food.r(), food.g(), food.b()]);
    }

    #[test]
    fn each_look_paints_the_board_and_its_margins_in_its_own_colours() {
        use crate::board::palette::{BoardColours, BoardPalette};
        let mut o = Offscreen::default();
        // The food's middle, and a cell of the board's background, (0, 0) at 6 + 9.
        let c = 6 + 4 * 18 + 9;
        for (look, pal) in BoardPalette::ALL {
            let p = o.pixels(
                &still(),
                &Framing {
                    look,
                    ..framing(120, false, None)
                },
            );
            let at = |x: usize, y: usize| &p.rgba[(y * 120 + x) * 4..(y * 120 + x) * 4 + 3];
            let rgb = |c: Color32| [c.r(), c.g(), c.b()];
            assert_eq!(at(c + 2, c + 2), &rgb(pal.food), "{look:?}");
            assert_eq!(at(15, 15), &rgb(pal.board), "{look:?}");
            // The margin is the window theme's panel, light round a light board.
            let margin = at(1, 1).iter().map(|&v| u32::from(v)).sum::<u32>();
            assert_eq!(
                margin > 3 * 128,
                look.theme == crate::board::palette::BoardTheme::Light,
                "{look:?}"
            );
            if look.colours == BoardColours::Safe {
                // The food's ring, at its rim: the outline's colour, not the food's.
                let rim = at(c + 5, c);
                assert_ne!(rim, &rgb(pal.food), "{look:?}");
            }
        }
    }

    #[test]
    fn a_caption_and_a_legend_add_bands_above_and_below() {
        let mut o = Offscreen::default();
        let plain = o.pixels(&still(), &framing(300, false, None));
        let captioned = o.pixels(&still(), &framing(300, false, Some("Dequeued (2, 1)")));
        let legend = o.pixels(&still(), &framing(300, true, None));
        assert_eq!(plain.height, 300);
        assert!(
            captioned.height > 300 && captioned.height < 360,
            "{}",
            captioned.height
        );
        assert!(legend.height > 340, "{}", legend.height);
        // A long caption is cut to two lines: the band keeps its height.
        let long = "word ".repeat(200);
        let cut = o.pixels(&still(), &framing(300, false, Some(&long)));
        assert_eq!(cut.height, captioned.height);
    }

    #[test]
    fn a_picture_drawn_again_where_it_changed_is_the_picture_drawn_whole() {
        // The same pictures, one after the other, on two offscreens (so that both lay the
        // same text out in the same order): one draws only the tiles that changed, the
        // other every tile of every picture.
        let (mut again, mut whole) = (Offscreen::default(), Offscreen::default());
        let mut s = still();
        for (i, food) in [(4, 4), (4, 4), (0, 5), (3, 2)].into_iter().enumerate() {
            s.game = Game::new(
                *s.game.grid(),
                s.game.snake().clone(),
                FoodSource::new(vec![Pos::new(food.0, food.1)], 0),
                TailRule::Blocks,
                None,
            );
            let f = framing(320, i == 3, Some(&format!("The food at {food:?}")));
            let drawn_again = again.pixels(&s, &f);
            whole.canvas.forget();
            assert_eq!(drawn_again, whole.pixels(&s, &f), "picture {i}");
            let (drawn, tiles) = again.canvas.drawn();
            if i == 1 {
                assert_eq!(drawn, 0, "nothing changed");
            }
            if i == 2 {
                assert!(drawn > 0 && drawn < tiles / 2, "{drawn} of {tiles} tiles");
            }
        }
    }

    #[test]
    fn the_svg_is_as_large_as_the_picture() {
        let mut o = Offscreen::default();
        let svg = o.svg(&still(), &framing(200, false, None));
        assert!(
            svg.starts_with(r#"<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200""#),
            "{}",
            &svg[..200]
        );
        assert!(svg.contains("<path"), "the board's meshes are paths");
    }
}
