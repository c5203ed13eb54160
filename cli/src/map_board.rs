//! The board of `snakescope race MAP.map` without `--scen`: the whole map as one search
//! board, from `--from` to `--to` (by default the two ends of its largest region), in eight
//! directions unless `--directions four` says otherwise.

use anyhow::{Context, bail};
use snakescope_core::algo::search::{Guide, Heuristic, TieBreak, Weight};
use snakescope_core::files::{FileKind, read_text};
use snakescope_core::maps::{GridMap, parse_map};
use snakescope_core::rules::{Directions, Pos};
use snakescope_core::trace::race::RaceBoard;
use std::path::Path;

/// What a race on a whole map was asked: its ends and how the searches are guided.
#[derive(Debug)]
pub struct MapBoardArgs<'a> {
    /// The `.map` file.
    pub file: &'a Path,
    /// Where the searches start, if given.
    pub from: Option<(i64, i64)>,
    /// The cell they look for, if given.
    pub to: Option<(i64, i64)>,
    /// A*'s and best-first's heuristic (octile, the benchmarks' own, if not given).
    pub heuristic: Option<Heuristic>,
    /// A*'s weight (1 if not given).
    pub weight: Option<Weight>,
    /// A*'s tie-break (the larger g if not given).
    pub ties: Option<TieBreak>,
    /// How the searches move (eight, as the benchmarks do, if not given).
    pub directions: Option<Directions>,
}

/// Reads the map and makes its board, or says what is wrong with the file or the ends.
pub fn map_board(args: &MapBoardArgs<'_>) -> anyhow::Result<RaceBoard> {
    let text = read_text(args.file, FileKind::Map)?;
    let map = parse_map(&text).with_context(|| args.file.display().to_string())?;
    drop(text);
    let (start, target) = ends(&map, args)?;
    let guide = Guide {
        heuristic: args.heuristic.unwrap_or(Heuristic::Octile),
        weight: args.weight.unwrap_or(Weight::ONE),
        ties: args.ties.unwrap_or_default(),
    };
    let board = RaceBoard::on_map(&map, start, target)
        .with_context(|| args.file.display().to_string())?
        .with_guide(guide)
        .with_directions(args.directions.unwrap_or(Directions::Eight));
    Ok(board)
}

/// The start and the target: those given, else the map's own pair.
fn ends(map: &GridMap, args: &MapBoardArgs<'_>) -> anyhow::Result<(Pos, Pos)> {
    let own = map.far_pair();
    let cell = |given: Option<(i64, i64)>, own: Option<(u32, u32)>| -> anyhow::Result<Pos> {
        match (given, own) {
            (Some((x, y)), _) => {
                let on =
                    x >= 0 && y >= 0 && x < i64::from(map.width()) && y < i64::from(map.height());
                if !on {
                    bail!(
                        "{}",
                        tr!(
                            "the cell ({x}, {y}) is off the {w}x{h} map",
                            x = x,
                            y = y,
                            w = map.width(),
                            h = map.height()
                        )
                    );
                }
                Ok(Pos::new(x as u16, y as u16))
            }
            (None, Some((x, y))) => Ok(Pos::new(x as u16, y as u16)),
            (None, None) => bail!(
                "{}",
                tr!("the map has no two open cells side by side: give --from X,Y and --to X,Y")
            ),
        }
    };
    Ok((
        cell(args.from, own.map(|p| p.0))?,
        cell(args.to, own.map(|p| p.1))?,
    ))
}
