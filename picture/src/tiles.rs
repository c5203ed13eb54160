//! A picture drawn again only where it changed: the frames of an animation differ by a cell
//! or two and the caption, so the canvas is cut into tiles and a tile is drawn again only
//! when the triangles that reach it are not, in order, those that reached it in the picture
//! before. A pixel's colour depends on nothing but the triangles drawn over it, in order (and
//! the textures, whose drawn parts never change while the fonts' atlas lasts), so the pixels
//! of a tile whose triangles are the same are the same: the picture is, bit for bit, the one
//! a whole drawing gives.

use crate::raster::{Canvas, Textures};
use epaint::{ClippedPrimitive, Color32, Primitive, TextureId, Vertex};

/// The side of a tile, in pixels.
const TILE: usize = 32;

/// A triangle as the canvas draws it: its points, its texture, and where it may draw.
struct Triangle {
    vertices: [Vertex; 3],
    texture: TextureId,
    /// The clip rectangle, in pixels: left, top, right, bottom.
    clip: [f32; 4],
    /// The tiles it may draw in: first and last column, first and last row.
    tiles: [usize; 4],
}

/// A canvas that keeps its last picture and what drew each tile of it.
pub struct TiledCanvas {
    canvas: Canvas,
    rgba: Vec<u8>,
    background: Color32,
    /// For each tile, a digest of the triangles that reached it, in order; empty when the
    /// canvas holds no picture to build on.
    digests: Vec<u64>,
    /// Tiles drawn by the last picture, and in all.
    drawn: (usize, usize),
}

impl Default for TiledCanvas {
    fn default() -> Self {
        TiledCanvas {
            canvas: Canvas::new(0, 0, Color32::TRANSPARENT),
            rgba: Vec::new(),
            background: Color32::TRANSPARENT,
            digests: Vec::new(),
            drawn: (0, 0),
        }
    }
}

impl TiledCanvas {
    /// Forgets the last picture: the next is drawn whole (the textures it was drawn with
    /// have started over).
    pub fn forget(&mut self) {
        self.digests.clear();
    }

    /// The tiles the last picture drew, and the tiles in all.
    pub fn drawn(&self) -> (usize, usize) {
        self.drawn
    }

    /// The picture of `primitives` (one pixel a point) on `background`, `width` x `height`
    /// pixels, as straight RGBA: drawn where it differs from the last picture, if that was
    /// of the same size and background.
    pub fn draw(
        &mut self,
        width: usize,
        height: usize,
        background: Color32,
        primitives: &[ClippedPrimitive],
        textures: &Textures,
    ) -> &[u8] {
        let (columns, rows) = (width.div_ceil(TILE), height.div_ceil(TILE));
        let same = self.canvas.width() == width
            && self.canvas.height() == height
            && self.background == background
            && self.digests.len() == columns * rows;
        if !same {
            self.canvas.reset(width, height, background);
            self.rgba.clear();
            self.rgba.resize(width * height * 4, 0);
            self.background = background;
            self.digests.clear();
        }
        let triangles = triangles(primitives, width, height);
        // Each tile's triangles, in drawing order, and their digest.
        let mut counts = vec![0usize; columns * rows];
        let seed = digest(0x5eed, &background.to_array().map(u32::from));
        let mut digests = vec![seed; columns * rows];
        for t in &triangles {
            let d = triangle_digest(t);
            for ty in t.tiles[2]..=t.tiles[3] {
                for tx in t.tiles[0]..=t.tiles[1] {
                    let i = ty * columns + tx;
                    counts[i] += 1;
                    digests[i] = digest(digests[i], &[d as u32, (d >> 32) as u32]);
                }
            }
        }
        let mut starts = Vec::with_capacity(counts.len() + 1);
        let mut sum = 0;
        for &n in &counts {
            starts.push(sum);
            sum += n;
        }
        starts.push(sum);
        let mut next = starts.clone();
        let mut reaching = vec![0u32; sum];
        for (k, t) in triangles.iter().enumerate() {
            for ty in t.tiles[2]..=t.tiles[3] {
                for tx in t.tiles[0]..=t.tiles[1] {
                    let i = ty * columns + tx;
                    reaching[next[i]] = k as u32;
                    next[i] += 1;
                }
            }
        }
        let mut drawn = 0;
        for ty in 0..rows {
            for tx in 0..columns {
                let i = ty * columns + tx;
                if self.digests.get(i) == Some(&digests[i]) {
                    continue;
                }
                drawn += 1;
                let area = [
                    tx * TILE,
                    ty * TILE,
                    ((tx + 1) * TILE).min(width),
                    ((ty + 1) * TILE).min(height),
                ];
                self.canvas.fill(area, background);
                for &k in &reaching[starts[i]..starts[i + 1]] {
                    let t = &triangles[k as usize];
                    let clip = [
                        t.clip[0].max(area[0] as f32),
                        t.clip[1].max(area[1] as f32),
                        t.clip[2].min(area[2] as f32),
                        t.clip[3].min(area[3] as f32),
                    ];
                    self.canvas.triangle(
                        &t.vertices,
                        t.texture,
                        textures,
                        1.0,
                        epaint::Vec2::ZERO,
                        clip,
                    );
                }
                self.canvas.write_rgba(area, &mut self.rgba);
            }
        }
        self.digests = digests;
        self.drawn = (drawn, columns * rows);
        &self.rgba
    }
}

/// Every triangle of `primitives` that may draw a pixel of a `width` x `height` canvas, in
/// drawing order, with its clip rectangle as the canvas takes it and the tiles it reaches.
fn triangles(primitives: &[ClippedPrimitive], width: usize, height: usize) -> Vec<Triangle> {
    let mut out = Vec::new();
    for p in primitives {
        let Primitive::Mesh(mesh) = &p.primitive else {
            continue;
        };
        let c = p.clip_rect;
        let clip = [
            c.min.x.round().max(0.0),
            c.min.y.round().max(0.0),
            c.max.x.round().min(width as f32),
            c.max.y.round().min(height as f32),
        ];
        for tri in mesh.indices.chunks_exact(3) {
            let vertices = [tri[0], tri[1], tri[2]].map(|i| mesh.vertices[i as usize]);
            // The pixels the canvas may visit for it: its bounds within the clip.
            let xs = vertices.map(|v| v.pos.x);
            let ys = vertices.map(|v| v.pos.y);
            let min_x = xs.into_iter().fold(f32::MAX, f32::min).max(clip[0]);
            let max_x = xs.into_iter().fold(f32::MIN, f32::max).min(clip[2]);
            let min_y = ys.into_iter().fold(f32::MAX, f32::min).max(clip[1]);
            let max_y = ys.into_iter().fold(f32::MIN, f32::max).min(clip[3]);
            if !(min_x < max_x && min_y < max_y) {
                continue;
            }
            let last = |v: f32, size: usize| (v.floor() as usize).min(size.saturating_sub(1));
            out.push(Triangle {
                vertices,
                texture: mesh.texture_id,
                clip,
                tiles: [
                    last(min_x, width) / TILE,
                    last(max_x, width) / TILE,
                    last(min_y, height) / TILE,
                    last(max_y, height) / TILE,
                ],
            });
        }
    }
    out
}

/// A digest of everything about a triangle that decides the pixels it draws.
fn triangle_digest(t: &Triangle) -> u64 {
    let texture = match t.texture {
        TextureId::Managed(n) => n << 1,
        TextureId::User(n) => n << 1 | 1,
    };
    let mut d = digest(0, &[texture as u32, (texture >> 32) as u32]);
    d = digest(d, &t.clip.map(f32::to_bits));
    for v in &t.vertices {
        d = digest(
            d,
            &[
                v.pos.x.to_bits(),
                v.pos.y.to_bits(),
                v.uv.x.to_bits(),
                v.uv.y.to_bits(),
                u32::from_le_bytes(v.color.to_array()),
            ],
        );
    }
    d
}

/// `state` with `words` mixed in, in order.
#[inline]
fn digest(mut state: u64, words: &[u32]) -> u64 {
    for &w in words {
        state = (state.rotate_left(23) ^ u64::from(w)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
    state ^ (state >> 29)
}
