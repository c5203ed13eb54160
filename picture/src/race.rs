//! A race of graph searches as pictures for slides: its boards side by side (two rows of two
//! for four searches), each headed by its row of the table at that step, painted by the same
//! [`Offscreen`] as a still of one board; a PNG of one step, or a GIF of the race from its
//! first step to its last.
//!
//! Each board is the search's stage frame after that many expansions, folded from its own
//! events ([`Lane::frame_at`]), so a picture of a race shows what the window's race view shows.

use crate::animation::GifBuilder;
use crate::format::{PictureFormat, PictureOptions, pixels_bytes};
use crate::offscreen::{Framing, Offscreen, Pixels};
use crate::panel::PanelColours;
use crate::picture_error::PictureError;
use snakescope_core::session::{Overlays, Still};
use snakescope_core::trace::race::{Lane, Race};

/// The most frames of a race's animation: a longer race skips steps evenly, keeping its
/// first and its last.
pub const MOST_FRAMES: usize = 240;

/// The fewest frames a race's animation is cut to on a large board, before the end is held.
pub const FEWEST_FRAMES: usize = 24;

/// The most board cells a race's animation paints in all (frames x boards x cells a board):
/// what bounds its time, as [`MOST_FRAMES`] and the largest picture bound its pixels. A
/// race of many searches on a large board shows fewer frames, never fewer than
/// [`FEWEST_FRAMES`]: the largest race, eight boards of 256x256 cells, shows 30.
pub const MOST_CELLS_PAINTED: usize = 16_000_000;

/// How many frames a race's animation of `lanes` boards of `cells` cells shows at most:
/// [`MOST_FRAMES`], or fewer so that it paints at most [`MOST_CELLS_PAINTED`] cells, but
/// never fewer than [`FEWEST_FRAMES`].
pub fn most_frames(lanes: usize, cells: usize) -> usize {
    let a_frame = lanes.max(1) * cells.max(1);
    (MOST_CELLS_PAINTED / a_frame).clamp(FEWEST_FRAMES, MOST_FRAMES)
}

/// The space between two boards of a race, in pixels.
const GAP: usize = 8;

/// How many boards a row of a race's picture holds, for `lanes` searches: all of two or
/// three in one row, four as two rows of two, more in rows of three or four.
pub fn columns(lanes: usize) -> usize {
    match lanes {
        0..=3 => lanes.max(1),
        4 => 2,
        5 | 6 => 3,
        _ => 4,
    }
}

/// The steps a race's animation shows, in order: every step, or `most` of them (at least
/// two) evenly spread from the first to the last.
pub fn frame_steps(steps: usize, most: usize) -> Vec<usize> {
    let last = steps.saturating_sub(1);
    let most = most.max(2);
    if steps <= most {
        return (0..steps).collect();
    }
    (0..most)
        .map(|k| (k * last + (most - 1) / 2) / (most - 1))
        .collect()
}

/// One board of a race at `step`, as a still: the race's game, the search's frame, the start
/// and the target marked.
pub fn lane_still(race: &Race, lane: &Lane, step: usize, overlays: &Overlays) -> Still {
    let board = race.board();
    Still {
        game: board.game().clone(),
        frame: Some(lane.frame_at(board, step)),
        cycle: None,
        ghost: None,
        // The layers its search speaks of: no cycle over it unless asked for.
        overlays: overlays.for_stage(Some(lane.search().stage())),
        sandbox: (Some(board.start()), Some(board.target())),
        // The walls and the terrain are the frame's.
        search_walls: Vec::new(),
        search_terrain: Vec::new(),
        // A map's board has no snake and no food: its start and target are marked.
        pieces: !board.is_map(),
    }
}

/// Paints races: an [`Offscreen`] for each board, kept between pictures so that a frame of an
/// animation redraws only what changed on each board.
#[derive(Default)]
pub struct RacePainter {
    boards: Vec<Offscreen>,
}

impl RacePainter {
    /// `race` after `step` steps, `options.size` pixels wide, in `options.look`, as pixels.
    pub fn pixels(
        &mut self,
        race: &Race,
        step: usize,
        overlays: &Overlays,
        options: &PictureOptions,
    ) -> Pixels {
        let lanes = race.lanes();
        let cols = columns(lanes.len());
        let rows = lanes.len().div_ceil(cols);
        let size = options.size as usize;
        let side = ((size.saturating_sub(GAP * (cols - 1))) / cols).max(64);
        self.boards.resize_with(lanes.len(), Offscreen::default);
        let pictures: Vec<Pixels> = lanes
            .iter()
            .zip(&mut self.boards)
            .map(|(lane, offscreen)| {
                let framing = Framing {
                    size: side as u32,
                    legend: false,
                    caption: Some(lane.row_at(step).summary()),
                    look: options.look,
                };
                offscreen.pixels(&lane_still(race, lane, step, overlays), &framing)
            })
            .collect();
        let lane_height = pictures.iter().map(|p| p.height).max().unwrap_or(side);
        let width = cols * side + GAP * (cols - 1);
        let height = rows * lane_height + GAP * (rows - 1);
        let fill = PanelColours::of(options.look.theme).fill;
        let mut rgba = [fill.r(), fill.g(), fill.b(), 255].repeat(width * height);
        for (k, picture) in pictures.iter().enumerate() {
            let (x0, y0) = ((k % cols) * (side + GAP), (k / cols) * (lane_height + GAP));
            for y in 0..picture.height {
                let from = &picture.rgba[y * picture.width * 4..(y + 1) * picture.width * 4];
                let at = ((y0 + y) * width + x0) * 4;
                rgba[at..at + from.len()].copy_from_slice(from);
            }
        }
        Pixels {
            width,
            height,
            rgba,
        }
    }
}

/// The file of one picture of `race` after `step` steps: a PNG, or a GIF of one frame (a
/// race is drawn in pixels: SVG is refused, saying so, by [`pixels_bytes`]).
pub fn race_still_bytes(
    race: &Race,
    step: usize,
    overlays: &Overlays,
    options: &PictureOptions,
) -> Result<Vec<u8>, PictureError> {
    options.check()?;
    pixels_bytes(
        RacePainter::default().pixels(race, step, overlays, options),
        options,
    )
}

/// A GIF of a race being made, a frame at a time ([`RaceRender::render_next`]): every step
/// from the first to the last (or as many as [`most_frames`] allows), the last shown as long
/// as three.
pub struct RaceRender {
    race: Race,
    overlays: Overlays,
    options: PictureOptions,
    steps: Vec<usize>,
    painter: RacePainter,
    gif: Option<GifBuilder>,
    done: usize,
}

impl RaceRender {
    /// Ready to render `race` as a GIF with `options` (their format is taken to be GIF), or
    /// why the options cannot make one.
    pub fn new(
        race: Race,
        overlays: Overlays,
        options: &PictureOptions,
    ) -> Result<RaceRender, PictureError> {
        let options = PictureOptions {
            format: PictureFormat::Gif,
            ..options.clone()
        };
        options.check()?;
        let cells = race.board().game().grid().cells();
        let mut steps = frame_steps(race.steps(), most_frames(race.lanes().len(), cells));
        // The end held: the table's last numbers stay long enough to read.
        if let Some(&last) = steps.last() {
            steps.extend([last, last]);
        }
        Ok(RaceRender {
            race,
            overlays,
            options,
            steps,
            painter: RacePainter::default(),
            gif: None,
            done: 0,
        })
    }

    /// What is rendered, for messages: "a race of bfs, dfs and astar".
    pub fn what(&self) -> String {
        race_what(&self.race)
    }

    /// Frames rendered so far.
    pub fn done(&self) -> usize {
        self.done
    }

    /// Frames in all.
    pub fn total(&self) -> usize {
        self.steps.len()
    }

    /// Whether every frame is rendered.
    pub fn is_complete(&self) -> bool {
        self.done >= self.total()
    }

    /// Paints and encodes the next frame; does nothing once every frame is in.
    pub fn render_next(&mut self) -> Result<(), PictureError> {
        if self.is_complete() {
            return Ok(());
        }
        let step = self.steps[self.done];
        let p = self
            .painter
            .pixels(&self.race, step, &self.overlays, &self.options);
        if self.gif.is_none() {
            let last = *self.steps.last().unwrap_or(&0);
            let end =
                RacePainter::default().pixels(&self.race, last, &self.overlays, &self.options);
            let gif = GifBuilder::new(
                p.width,
                p.height,
                self.options.frame_ms(),
                self.options.look,
                &[&p.rgba, &end.rgba],
            )?;
            self.gif = Some(gif);
        }
        if let Some(gif) = &mut self.gif {
            gif.add_frame(p.rgba)?;
        }
        self.done += 1;
        Ok(())
    }

    /// Renders every frame left and gives the GIF's bytes. `progress(done, total)` is told as
    /// frames are done and stops the work when it returns false: the answer is then `None`.
    pub fn render_all(
        mut self,
        mut progress: impl FnMut(usize, usize) -> bool,
    ) -> Result<Option<Vec<u8>>, PictureError> {
        let total = self.total();
        while !self.is_complete() {
            self.render_next()?;
            if !progress(self.done(), total) {
                return Ok(None);
            }
        }
        self.finish().map(Some)
    }

    /// The GIF's bytes, once every frame is rendered.
    pub fn finish(self) -> Result<Vec<u8>, PictureError> {
        let total = self.total();
        crate::animation::finished_gif(self.gif, self.done, total)
    }
}

/// The race in words, for messages: "a race of bfs, dfs and astar".
pub fn race_what(race: &Race) -> String {
    let names: Vec<&str> = race.lanes().iter().map(|l| l.search().cli_name()).collect();
    let list = match names.split_last() {
        Some((last, [])) => (*last).to_owned(),
        Some((last, rest)) => tr!("{rest} and {last}", rest = rest.join(", "), last = *last),
        None => String::new(),
    };
    tr!("a race of {searches}", searches = list)
}

/// The animated GIF of `race`. `progress(done, total)` is told as frames are done and stops
/// the work when it returns false: the answer is then `None`.
pub fn race_film_bytes(
    race: Race,
    overlays: Overlays,
    options: &PictureOptions,
    progress: impl FnMut(usize, usize) -> bool,
) -> Result<Option<Vec<u8>>, PictureError> {
    RaceRender::new(race, overlays, options)?.render_all(progress)
}

#[cfg(test)]
mod tests {
    use super::*;
    use snakescope_core::rules::CellSet;
    use snakescope_core::scenario::Scenario;
    use snakescope_core::session::{Document, Selection};
    use snakescope_core::stages::Stage;
    use snakescope_core::trace::race::{RaceBoard, Search, race};

    fn a_race(searches: &[Search]) -> Race {
        let document = Document::open(Scenario::default(), "test".into()).unwrap();
        let selection = Selection::new(&document, Stage::Bfs);
        let game = selection.game();
        let cells = game.grid().cells();
        let board = RaceBoard::new(game, None, None, CellSet::new(cells)).unwrap();
        race(&board, searches).unwrap()
    }

    #[test]
    fn terrain_is_drawn_in_its_own_colours_in_every_look() {
        use crate::board::palette::BoardPalette;
        use snakescope_core::rules::{Ground, Terrain};
        let document = Document::open(Scenario::default(), "test".into()).unwrap();
        let selection = Selection::new(&document, Stage::Bfs);
        let game = selection.game();
        let grid = *game.grid();
        let mut terrain = Terrain::new(grid.cells());
        // The far corners, away from the start: nothing tints them at step 0.
        terrain.set(0, Ground::Mud);
        terrain.set(grid.cells() - 1, Ground::Water);
        let board = RaceBoard::new(game, None, None, CellSet::new(grid.cells()))
            .unwrap()
            .with_terrain(terrain);
        let r = race(&board, &[Search::Bfs, Search::Dijkstra]).unwrap();
        for (look, pal) in BoardPalette::ALL {
            let options = PictureOptions {
                size: 400,
                look,
                ..PictureOptions::default()
            };
            let p = RacePainter::default().pixels(&r, 0, &Overlays::default(), &options);
            let has = |c: epaint::Color32| {
                p.rgba
                    .chunks_exact(4)
                    .any(|px| px[..3] == [c.r(), c.g(), c.b()])
            };
            assert!(has(pal.mud) && has(pal.water), "{look:?}");
        }
    }

    #[test]
    fn frames_keep_the_first_and_last_step_and_spread_the_rest() {
        assert_eq!(frame_steps(3, MOST_FRAMES), vec![0, 1, 2]);
        let many = frame_steps(1000, MOST_FRAMES);
        assert_eq!(many.len(), MOST_FRAMES);
        assert_eq!((many[0], many[MOST_FRAMES - 1]), (0, 999));
        assert!(many.windows(2).all(|w| w[0] < w[1]));
        let few = frame_steps(1000, 30);
        assert_eq!((few.len(), few[0], few[29]), (30, 0, 999));
    }

    #[test]
    fn a_race_on_a_large_board_paints_a_bounded_number_of_cells() {
        // Two boards of 64x64 keep every frame; two of 256x256 fewer; eight of 256x256
        // fewer still, within the bound; a board larger than any the rules allow, the fewest.
        assert_eq!(most_frames(2, 64 * 64), MOST_FRAMES);
        let two_large = most_frames(2, 256 * 256);
        assert!(two_large < MOST_FRAMES && two_large * 2 * 256 * 256 <= MOST_CELLS_PAINTED);
        let eight_large = most_frames(8, 256 * 256);
        assert!(eight_large < two_large && eight_large >= FEWEST_FRAMES);
        assert!(eight_large * 8 * 256 * 256 <= MOST_CELLS_PAINTED);
        assert_eq!(most_frames(8, 1024 * 1024), FEWEST_FRAMES);
    }

    #[test]
    fn four_boards_stand_two_by_two_and_two_side_by_side() {
        let options = PictureOptions {
            size: 400,
            ..PictureOptions::default()
        };
        let four = a_race(&[Search::Bfs, Search::Dfs, Search::AStar, Search::Dijkstra]);
        let p = RacePainter::default().pixels(&four, 0, &Overlays::default(), &options);
        assert_eq!(p.width, 400);
        let two = a_race(&[Search::Bfs, Search::AStar]);
        let q = RacePainter::default().pixels(&two, 0, &Overlays::default(), &options);
        assert_eq!(q.width, 400);
        // Two rows of boards are taller than one.
        assert!(p.height > q.height + 100, "{} vs {}", p.height, q.height);
    }

    #[test]
    fn a_race_s_boards_change_as_it_steps_and_its_gif_has_a_frame_a_step() {
        let r = a_race(&[Search::Bfs, Search::AStar]);
        let options = PictureOptions {
            size: 300,
            ..PictureOptions::default()
        };
        let mut painter = RacePainter::default();
        let first = painter.pixels(&r, 0, &Overlays::default(), &options);
        let last = painter.pixels(&r, r.steps() - 1, &Overlays::default(), &options);
        assert_ne!(first.rgba, last.rgba);
        let mut render = RaceRender::new(r.clone(), Overlays::default(), &options).unwrap();
        assert_eq!(render.total(), r.steps() + 2);
        while !render.is_complete() {
            render.render_next().unwrap();
        }
        let bytes = render.finish().unwrap();
        assert_eq!(&bytes[..6], b"GIF89a");
    }
}
