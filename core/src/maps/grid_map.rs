//! A Moving AI grid map (`.map`): its header and its cells.

use super::MapError;

/// The longest side a map may have: the largest benchmark maps are 1024 cells a side.
pub const MAX_MAP_SIDE: u32 = 1024;

/// A cell of a map, as the benchmarks' searches see it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MapCell {
    /// Ground a search may enter (`.`, `G`, or swamp `S`).
    Open,
    /// Out of bounds (`@`, `O`), a tree (`T`) or water (`W`): never entered.
    Closed,
}

/// A grid map: its size and its cells, row by row from the top.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GridMap {
    width: u32,
    height: u32,
    cells: Vec<MapCell>,
}

impl GridMap {
    /// Its width, in cells.
    pub fn width(&self) -> u32 {
        self.width
    }

    /// Its height, in cells.
    pub fn height(&self) -> u32 {
        self.height
    }

    /// The cell at column `x`, row `y` (from 0 at the top left); `None` off the map.
    pub fn cell(&self, x: u32, y: u32) -> Option<MapCell> {
        (x < self.width && y < self.height).then(|| self.cells[(y * self.width + x) as usize])
    }

    /// Whether a search may enter the cell at (`x`, `y`): on the map and open.
    pub fn is_open(&self, x: u32, y: u32) -> bool {
        self.cell(x, y) == Some(MapCell::Open)
    }

    /// How many cells are open.
    pub fn open_cells(&self) -> usize {
        self.cells.iter().filter(|c| **c == MapCell::Open).count()
    }
}

/// Reads a `.map` text: the header (`type octile`, `height H`, `width W`, `map`, in this
/// order) and `H` rows of `W` cells. Line ends may be `\n` or `\r\n`; blank lines after the
/// grid are allowed.
pub fn parse_map(text: &str) -> Result<GridMap, MapError> {
    let mut lines = text.lines().enumerate().map(|(i, l)| (i + 1, l.trim_end()));
    let mut next = |what: String| {
        lines.next().ok_or_else(|| {
            MapError::at(
                text.lines().count().max(1),
                tr!("the map ends before its {what}", what = what),
            )
        })
    };
    let (line, kind) = next(tr!("type line"))?;
    match words(kind).as_slice() {
        ["type", "octile"] => {}
        ["type", other] => {
            return Err(MapError::at(
                line,
                tr!(
                    "the map's type is {kind}; the benchmarks' maps are octile",
                    kind = *other
                ),
            ));
        }
        _ => return Err(expected(line, "type octile", kind)),
    }
    let height = side(next(tr!("height line"))?, "height")?;
    let width = side(next(tr!("width line"))?, "width")?;
    let (line, map) = next(tr!("map line"))?;
    if map.trim() != "map" {
        return Err(expected(line, "map", map));
    }
    let mut cells = Vec::with_capacity((width * height) as usize);
    for row in 0..height {
        let (line, text) = next(tr!("row {row} of {height}", row = row + 1, height = height))?;
        let before = cells.len();
        for (x, c) in text.chars().enumerate() {
            cells.push(cell_of(c).ok_or_else(|| {
                MapError::at(
                    line,
                    tr!(
                        "the cell at column {x} is '{c}', which is no cell of a map (., G, S, @, O, T or W)",
                        x = x,
                        c = c.escape_debug()
                    ),
                )
            })?);
        }
        let found = cells.len() - before;
        if found != width as usize {
            return Err(MapError::at(
                line,
                tr!(
                    "the row has {found} cells; the map is {width} wide",
                    found = found,
                    width = width
                ),
            ));
        }
    }
    if let Some((line, _)) = lines.find(|(_, l)| !l.trim().is_empty()) {
        return Err(MapError::at(
            line,
            tr!(
                "the map has more rows than its height, {height}",
                height = height
            ),
        ));
    }
    Ok(GridMap {
        width,
        height,
        cells,
    })
}

/// What a map's character is.
fn cell_of(c: char) -> Option<MapCell> {
    match c {
        '.' | 'G' | 'S' => Some(MapCell::Open),
        '@' | 'O' | 'T' | 'W' => Some(MapCell::Closed),
        _ => None,
    }
}

/// A `height N` or `width N` line's number, 1 to [`MAX_MAP_SIDE`].
fn side((line, text): (usize, &str), name: &str) -> Result<u32, MapError> {
    let parts = words(text);
    let [found, number] = parts.as_slice() else {
        return Err(expected(line, &format!("{name} N"), text));
    };
    if *found != name {
        return Err(expected(line, &format!("{name} N"), text));
    }
    match number.parse::<u32>() {
        Ok(n) if (1..=MAX_MAP_SIDE).contains(&n) => Ok(n),
        _ if name == "height" => Err(MapError::at(
            line,
            tr!(
                "the map's height is {number}; a map is 1 to {max} cells a side",
                number = *number,
                max = MAX_MAP_SIDE
            ),
        )),
        _ => Err(MapError::at(
            line,
            tr!(
                "the map's width is {number}; a map is 1 to {max} cells a side",
                number = *number,
                max = MAX_MAP_SIDE
            ),
        )),
    }
}

/// The words of a line, split at white space.
fn words(text: &str) -> Vec<&str> {
    text.split_whitespace().collect()
}

/// A line that is not the one expected.
fn expected(line: usize, wanted: &str, found: &str) -> MapError {
    let found: String = found.chars().take(40).collect();
    MapError::at(
        line,
        tr!(
            "expected `{wanted}`, found `{found}`",
            wanted = wanted,
            found = found.escape_debug()
        ),
    )
}
