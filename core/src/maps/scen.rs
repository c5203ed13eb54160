//! A Moving AI scenario file (`.scen`): start and goal pairs with their optimal lengths.

use super::{GridMap, MapError};

/// One pair of a scenario file.
#[derive(Clone, Debug, PartialEq)]
pub struct ScenPair {
    /// Its line in the file, from 1.
    pub line: usize,
    /// Its bucket: pairs are grouped by optimal length, a bucket to each four units.
    pub bucket: u32,
    /// The map's file name, as the file writes it.
    pub map: String,
    /// The map's width and height, as the file writes them.
    pub map_size: (u32, u32),
    /// The start's column and row.
    pub start: (u32, u32),
    /// The goal's column and row.
    pub goal: (u32, u32),
    /// The optimal path's length: straight steps cost 1, diagonal ones the square root of 2.
    pub optimal: f64,
}

impl ScenPair {
    /// Why this pair cannot be run on `map`, if it cannot: a map of another size, a start or
    /// goal off it or on a closed cell.
    pub fn problem_on(&self, map: &GridMap) -> Option<MapError> {
        let at = |problem| Some(MapError::at(self.line, problem));
        if self.map_size != (map.width(), map.height()) {
            return at(tr!(
                "the pair is for a map of {w}x{h}; this map is {mw}x{mh}",
                w = self.map_size.0,
                h = self.map_size.1,
                mw = map.width(),
                mh = map.height()
            ));
        }
        let (x, y) = self.start;
        if !map.is_open(x, y) {
            return at(tr!(
                "the start ({x}, {y}) is not an open cell of the map",
                x = x,
                y = y
            ));
        }
        let (x, y) = self.goal;
        if !map.is_open(x, y) {
            return at(tr!(
                "the goal ({x}, {y}) is not an open cell of the map",
                x = x,
                y = y
            ));
        }
        None
    }
}

/// Reads a `.scen` text: a `version 1` line, then one pair a line (blank lines skipped).
pub fn parse_scen(text: &str) -> Result<Vec<ScenPair>, MapError> {
    let mut lines = text
        .lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.trim_end()))
        .filter(|(_, l)| !l.trim().is_empty());
    let Some((line, version)) = lines.next() else {
        return Err(MapError::at(1, tr!("the .scen file is empty")));
    };
    match version.split_whitespace().collect::<Vec<_>>().as_slice() {
        ["version", "1" | "1.0"] => {}
        _ => {
            let found: String = version.chars().take(40).collect();
            return Err(MapError::at(
                line,
                tr!(
                    "expected `version 1`, found `{found}`",
                    found = found.escape_debug()
                ),
            ));
        }
    }
    lines.map(|(line, text)| pair(line, text)).collect()
}

/// One pair's line.
fn pair(line: usize, text: &str) -> Result<ScenPair, MapError> {
    // Tabs separate the fields; a map's name may not hold one. Spaces are read as well, as
    // some files are written with them.
    let fields: Vec<&str> = if text.contains('\t') {
        text.split('\t').map(str::trim).collect()
    } else {
        text.split_whitespace().collect()
    };
    let [bucket, map, width, height, sx, sy, gx, gy, optimal] = fields.as_slice() else {
        return Err(MapError::at(
            line,
            tr!(
                "a pair has 9 fields (bucket, map, width, height, start x, start y, goal x, goal y, optimal length); this line has {n}",
                n = fields.len()
            ),
        ));
    };
    let whole = |value: &str, what: String| {
        value.parse::<u32>().map_err(|_| {
            MapError::at(
                line,
                tr!(
                    "{what}: `{value}` is not a whole number",
                    what = what,
                    value = value.escape_debug()
                ),
            )
        })
    };
    let optimal_length: f64 = optimal
        .parse()
        .ok()
        .filter(|v: &f64| v.is_finite() && *v >= 0.0)
        .ok_or_else(|| {
            MapError::at(
                line,
                tr!(
                    "the optimal length is `{value}`, not a number of 0 or more",
                    value = optimal.escape_debug()
                ),
            )
        })?;
    Ok(ScenPair {
        line,
        bucket: whole(bucket, tr!("bucket"))?,
        map: (*map).to_owned(),
        map_size: (
            whole(width, tr!("map's width"))?,
            whole(height, tr!("map's height"))?,
        ),
        start: (whole(sx, tr!("start's x"))?, whole(sy, tr!("start's y"))?),
        goal: (whole(gx, tr!("goal's x"))?, whole(gy, tr!("goal's y"))?),
        optimal: optimal_length,
    })
}
