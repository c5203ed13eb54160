//! egui's own triangles, drawn into pixels without a GPU.
//!
//! epaint (egui's painting library) turns every shape (and every glyph of text) into triangle meshes with a colour per
//! vertex and coordinates into its textures (the font atlas). Drawing those meshes on the CPU
//! gives the same picture the window shows, anti-aliasing included (egui feathers edges with
//! extra transparent vertices): the exported pictures and the painted board are one scene.

use epaint::textures::TexturesDelta;
use epaint::{
    ClippedPrimitive, Color32, ColorImage, ImageData, ImageDelta, Primitive, TextureId, Vertex,
};
use std::collections::HashMap;

/// The textures egui has asked to be kept, by id.
#[derive(Default)]
pub struct Textures {
    images: HashMap<TextureId, ColorImage>,
}

impl Textures {
    /// Applies egui's texture changes of one pass (new textures, patches of old ones), and
    /// marks them handled.
    pub fn apply(&mut self, mut delta: TexturesDelta) {
        for (id, deltas) in &delta.set {
            for d in deltas {
                self.apply_image(*id, d);
            }
        }
        for id in &delta.free {
            self.images.remove(id);
        }
        delta.clear();
    }

    /// Applies a change of the fonts' atlas (a new atlas, or new glyphs in it): the texture
    /// text and small circles are drawn from, [`TextureId::default`].
    pub fn apply_font_atlas(&mut self, delta: &ImageDelta) {
        self.apply_image(TextureId::default(), delta);
    }

    /// Applies one change of texture `id`: a new image, or a patch of the one it has.
    fn apply_image(&mut self, id: TextureId, d: &ImageDelta) {
        let ImageData::Color(image) = &d.image;
        match d.pos {
            None => {
                self.images.insert(id, (**image).clone());
            }
            Some([x0, y0]) => {
                let Some(target) = self.images.get_mut(&id) else {
                    return;
                };
                let [w, h] = image.size;
                for y in 0..h {
                    for x in 0..w {
                        let (tx, ty) = (x0 + x, y0 + y);
                        if tx < target.size[0] && ty < target.size[1] {
                            target.pixels[ty * target.size[0] + tx] = image.pixels[y * w + x];
                        }
                    }
                }
            }
        }
    }

    /// The texel at normalised `(u, v)`, filtered bilinearly; white for an unknown texture.
    fn sample(&self, id: TextureId, u: f32, v: f32) -> [f32; 4] {
        let Some(image) = self.images.get(&id) else {
            return [255.0; 4];
        };
        let [w, h] = image.size;
        if w == 0 || h == 0 {
            return [255.0; 4];
        }
        let x = (u * w as f32 - 0.5).clamp(0.0, (w - 1) as f32);
        let y = (v * h as f32 - 0.5).clamp(0.0, (h - 1) as f32);
        let (x0, y0) = (x.floor() as usize, y.floor() as usize);
        let (x1, y1) = ((x0 + 1).min(w - 1), (y0 + 1).min(h - 1));
        let (fx, fy) = (x - x0 as f32, y - y0 as f32);
        let texel = |x: usize, y: usize| image.pixels[y * w + x].to_array();
        let (a, b, c, d) = (texel(x0, y0), texel(x1, y0), texel(x0, y1), texel(x1, y1));
        let mut out = [0.0; 4];
        for i in 0..4 {
            let top = f32::from(a[i]) * (1.0 - fx) + f32::from(b[i]) * fx;
            let bottom = f32::from(c[i]) * (1.0 - fx) + f32::from(d[i]) * fx;
            out[i] = top * (1.0 - fy) + bottom * fy;
        }
        out
    }
}

/// A picture being drawn: premultiplied RGBA pixels, row by row.
#[derive(Clone, Debug, PartialEq)]
pub struct Canvas {
    width: usize,
    height: usize,
    /// Premultiplied red, green, blue, alpha, 0..=255, per pixel.
    pixels: Vec<[f32; 4]>,
}

impl Canvas {
    /// A canvas of `width` x `height` pixels filled with `background`.
    pub fn new(width: usize, height: usize, background: Color32) -> Canvas {
        let c = background.to_array().map(f32::from);
        Canvas {
            width,
            height,
            pixels: vec![c; width * height],
        }
    }

    /// Starts a new picture of `width` x `height` pixels filled with `background` on this
    /// canvas, keeping its memory: the frames of an animation reuse one canvas.
    pub fn reset(&mut self, width: usize, height: usize, background: Color32) {
        let c = background.to_array().map(f32::from);
        self.width = width;
        self.height = height;
        self.pixels.clear();
        self.pixels.resize(width * height, c);
    }

    /// Width in pixels.
    pub fn width(&self) -> usize {
        self.width
    }

    /// Height in pixels.
    pub fn height(&self) -> usize {
        self.height
    }

    /// Draws egui's meshes, whose points are `pixels_per_point` pixels, each clipped to its
    /// rectangle. `offset` (in points) is subtracted from every position first, so that a
    /// part of a larger screen can be drawn alone.
    pub fn draw(
        &mut self,
        primitives: &[ClippedPrimitive],
        textures: &Textures,
        pixels_per_point: f32,
        offset: epaint::Vec2,
    ) {
        for p in primitives {
            let Primitive::Mesh(mesh) = &p.primitive else {
                continue;
            };
            let clip = p.clip_rect.translate(-offset);
            let clip = [
                (clip.min.x * pixels_per_point).round().max(0.0),
                (clip.min.y * pixels_per_point).round().max(0.0),
                (clip.max.x * pixels_per_point)
                    .round()
                    .min(self.width as f32),
                (clip.max.y * pixels_per_point)
                    .round()
                    .min(self.height as f32),
            ];
            for tri in mesh.indices.chunks_exact(3) {
                let v = [tri[0], tri[1], tri[2]].map(|i| mesh.vertices[i as usize]);
                self.triangle(
                    &v,
                    mesh.texture_id,
                    textures,
                    pixels_per_point,
                    offset,
                    clip,
                );
            }
        }
    }

    /// Draws one of egui's triangles, its points `ppp` pixels and moved by `-offset` points
    /// first, on the pixels whose centres lie in `clip` (pixels: left, top, right, bottom).
    pub(crate) fn triangle(
        &mut self,
        v: &[Vertex; 3],
        texture: TextureId,
        textures: &Textures,
        ppp: f32,
        offset: epaint::Vec2,
        clip: [f32; 4],
    ) {
        let mut v = *v;
        let mut p = v.map(|v| ((v.pos.x - offset.x) * ppp, (v.pos.y - offset.y) * ppp));
        let edge = |a: (f32, f32), b: (f32, f32), x: f32, y: f32| {
            (b.0 - a.0) * (y - a.1) - (b.1 - a.1) * (x - a.0)
        };
        let mut area = edge(p[0], p[1], p[2].0, p[2].1);
        if area.abs() < 1e-9 {
            return;
        }
        if area < 0.0 {
            // Wind every triangle the same way, so that the inside is where all edges agree.
            v.swap(1, 2);
            p.swap(1, 2);
            area = -area;
        }
        let min_x = p.iter().map(|q| q.0).fold(f32::MAX, f32::min).max(clip[0]);
        let max_x = p.iter().map(|q| q.0).fold(f32::MIN, f32::max).min(clip[2]);
        let min_y = p.iter().map(|q| q.1).fold(f32::MAX, f32::min).max(clip[1]);
        let max_y = p.iter().map(|q| q.1).fold(f32::MIN, f32::max).min(clip[3]);
        if min_x >= max_x || min_y >= max_y {
            return;
        }
        let colours = v.map(|v| v.color.to_array().map(f32::from));
        // Most triangles are flat: one colour, and one texel (the atlas's white pixel for
        // everything but text). Those are looked up once, not per pixel.
        let flat_colour = colours[0] == colours[1] && colours[1] == colours[2];
        let flat_texel = (v[0].uv == v[1].uv && v[1].uv == v[2].uv)
            .then(|| textures.sample(texture, v[0].uv.x, v[0].uv.y));
        let flat_src = match (flat_colour, flat_texel) {
            (true, Some(texel)) => Some(std::array::from_fn::<f32, 4, _>(|i| {
                colours[0][i] * texel[i] / 255.0
            })),
            _ => None,
        };
        // A pixel centre exactly on an edge belongs to one triangle only: the one for which
        // the edge is a top or a left edge (the usual fill rule), so that two triangles
        // sharing an edge never draw its pixels twice.
        let edges = [
            Edge::new(p[1], p[2]),
            Edge::new(p[2], p[0]),
            Edge::new(p[0], p[1]),
        ];
        let shading = Shading {
            v: &v,
            colours: &colours,
            area,
            edges: &edges,
            flat_texel,
            textures,
            texture,
        };
        // The columns whose pixel centres are inside the clip and the bounding box.
        let (mut left, mut right) = (
            min_x.floor() as usize,
            (max_x.ceil() as usize).min(self.width),
        );
        while left < right && (left as f32 + 0.5) < clip[0] {
            left += 1;
        }
        while right > left && ((right - 1) as f32 + 0.5) > clip[2] {
            right -= 1;
        }
        for y in (min_y.floor() as usize)..(max_y.ceil() as usize).min(self.height) {
            let cy = y as f32 + 0.5;
            if cy < clip[1] || cy > clip[3] {
                continue;
            }
            // The row's pixels inside all three edges: one run, found at its ends.
            let (mut lo, mut hi) = (left, right);
            for e in &edges {
                e.narrow(cy, &mut lo, &mut hi);
            }
            let row = &mut self.pixels[y * self.width + lo..y * self.width + hi];
            match flat_src {
                Some(src) => blend_flat(row, src),
                None => shading.shade_row(row, lo, cy),
            }
        }
    }

    /// The picture as straight (not premultiplied) RGBA bytes, row by row.
    pub fn to_rgba(&self) -> Vec<u8> {
        let mut out = vec![0u8; self.pixels.len() * 4];
        for (p, o) in self.pixels.iter().zip(out.chunks_exact_mut(4)) {
            o.copy_from_slice(&straight(p));
        }
        out
    }

    /// Fills the pixels of columns `x0..x1` and rows `y0..y1` with `colour`.
    pub(crate) fn fill(&mut self, [x0, y0, x1, y1]: [usize; 4], colour: Color32) {
        let c = colour.to_array().map(f32::from);
        for y in y0..y1 {
            self.pixels[y * self.width + x0..y * self.width + x1].fill(c);
        }
    }

    /// Writes the pixels of columns `x0..x1` and rows `y0..y1` as straight RGBA bytes into
    /// `out`, a picture of the canvas's size.
    pub(crate) fn write_rgba(&self, [x0, y0, x1, y1]: [usize; 4], out: &mut [u8]) {
        for y in y0..y1 {
            let row = y * self.width;
            for x in x0..x1 {
                let at = (row + x) * 4;
                out[at..at + 4].copy_from_slice(&straight(&self.pixels[row + x]));
            }
        }
    }
}

/// A premultiplied pixel as straight RGBA bytes.
#[inline]
fn straight(p: &[f32; 4]) -> [u8; 4] {
    let a = p[3].clamp(0.0, 255.0);
    if a == 255.0 {
        // Opaque, as nearly every pixel on a panel is: `c * 255 / 255` rounds to the byte `c`
        // rounds to, for every `f32` from 0 to 256 (checked one by one).
        return [byte(p[0]), byte(p[1]), byte(p[2]), 255];
    }
    let channel = |c: f32| byte(if a > 0.0 { c * 255.0 / a } else { 0.0 });
    [channel(p[0]), channel(p[1]), channel(p[2]), byte(a)]
}

/// `v` rounded to the nearest whole number (halves away from zero, as `f32::round`) within
/// 0 to 255: as `v.round().clamp(0.0, 255.0) as u8`, without a call into the C library per
/// channel.
#[inline]
fn byte(v: f32) -> u8 {
    let v = v.clamp(0.0, 255.0);
    let whole = v as u8;
    if v - f32::from(whole) >= 0.5 {
        whole + 1
    } else {
        whole
    }
}

/// A flat triangle's colour `src` (premultiplied) over a row of pixels.
fn blend_flat(row: &mut [[f32; 4]], src: [f32; 4]) {
    match src {
        // Nothing to add: egui's feathering fades edges out to this.
        src if src == [0.0; 4] => {}
        // Opaque: what was under it is gone.
        src if src[3] == 255.0 => row.fill(src),
        src => {
            let keep = 1.0 - src[3] / 255.0;
            for dst in row {
                for i in 0..4 {
                    dst[i] = src[i] + dst[i] * keep;
                }
            }
        }
    }
}

/// A triangle whose colour or texture varies across it: each pixel's colour interpolated
/// from its corners' (its texel too, unless the texture is flat).
struct Shading<'a> {
    v: &'a [Vertex; 3],
    colours: &'a [[f32; 4]; 3],
    area: f32,
    edges: &'a [Edge; 3],
    flat_texel: Option<[f32; 4]>,
    textures: &'a Textures,
    texture: TextureId,
}

impl Shading<'_> {
    /// Shades `row`, the pixels from column `lo` on, at row centre `cy`.
    fn shade_row(&self, row: &mut [[f32; 4]], lo: usize, cy: f32) {
        let (v, colours) = (self.v, self.colours);
        for (x, dst) in (lo..).zip(row) {
            let cx = x as f32 + 0.5;
            let e0 = self.edges[0].value(cx, cy);
            let e1 = self.edges[1].value(cx, cy);
            let (w0, w1) = (e0 / self.area, e1 / self.area);
            let w2 = 1.0 - w0 - w1;
            let texel = self.flat_texel.unwrap_or_else(|| {
                let u = w0 * v[0].uv.x + w1 * v[1].uv.x + w2 * v[2].uv.x;
                let t = w0 * v[0].uv.y + w1 * v[1].uv.y + w2 * v[2].uv.y;
                self.textures.sample(self.texture, u, t)
            });
            let mut src = [0.0f32; 4];
            for i in 0..4 {
                let c = w0 * colours[0][i] + w1 * colours[1][i] + w2 * colours[2][i];
                src[i] = c * texel[i] / 255.0;
            }
            if src == [0.0; 4] {
                continue;
            }
            let keep = 1.0 - src[3] / 255.0;
            for i in 0..4 {
                dst[i] = src[i] + dst[i] * keep;
            }
        }
    }
}

/// One edge of a triangle wound so that its inside is where every edge's value is positive,
/// and whether it owns the pixel centres exactly on it.
struct Edge {
    a: (f32, f32),
    b: (f32, f32),
    owned: bool,
}

impl Edge {
    fn new(a: (f32, f32), b: (f32, f32)) -> Edge {
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        Edge {
            a,
            b,
            owned: dy < 0.0 || (dy == 0.0 && dx > 0.0),
        }
    }

    /// Twice the signed area of the edge and the point `(x, y)`: positive on the inner side.
    #[inline]
    fn value(&self, x: f32, y: f32) -> f32 {
        (self.b.0 - self.a.0) * (y - self.a.1) - (self.b.1 - self.a.1) * (x - self.a.0)
    }

    /// Whether the centre of pixel `x` of the row whose centres are at `cy` is on the inner
    /// side.
    #[inline]
    fn holds(&self, x: usize, cy: f32) -> bool {
        let e = self.value(x as f32 + 0.5, cy);
        e > 0.0 || (e == 0.0 && self.owned)
    }

    /// Narrows the pixels `lo..hi` of the row at `cy` to those on the inner side. Along a
    /// row the value only rises or only falls (each step of its arithmetic is monotonic), so
    /// they are one run at one end: found from where the edge crosses the row, then checked
    /// pixel by pixel at its end, so that the run is exactly the pixels each test passes.
    fn narrow(&self, cy: f32, lo: &mut usize, hi: &mut usize) {
        if *lo >= *hi {
            return;
        }
        let dy = self.b.1 - self.a.1;
        if dy == 0.0 {
            // The same value all along the row.
            if !self.holds(*lo, cy) {
                *hi = *lo;
            }
            return;
        }
        let crossing = self.a.0 + (self.b.0 - self.a.0) * (cy - self.a.1) / dy - 0.5;
        let guess = |at: f32| {
            if at.is_finite() {
                (at.max(*lo as f32).min(*hi as f32) as usize).clamp(*lo, *hi)
            } else {
                *lo
            }
        };
        if dy > 0.0 {
            // Falling along the row: the inside comes first; find where it ends.
            let mut end = guess(crossing.floor() + 1.0);
            while end < *hi && self.holds(end, cy) {
                end += 1;
            }
            while end > *lo && !self.holds(end - 1, cy) {
                end -= 1;
            }
            *hi = end;
        } else {
            // Rising along the row: the inside comes last; find where it starts.
            let mut start = guess(crossing.ceil());
            while start > *lo && self.holds(start - 1, cy) {
                start -= 1;
            }
            while start < *hi && !self.holds(start, cy) {
                start += 1;
            }
            *lo = start;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::TextLayout;
    use crate::panel::PanelColours;
    use crate::text::PictureText;
    use epaint::emath::Align2;
    use epaint::{
        ClippedShape, FontId, Pos2, Rect, Shape, Stroke, TessellationOptions, Tessellator,
    };

    /// The shapes `paint` makes (with text laid out by a picture's fonts) on a `size` screen,
    /// tessellated and drawn on a black canvas.
    fn draw(size: f32, paint: impl FnOnce(&mut PictureText) -> Vec<Shape>) -> Canvas {
        let mut text = PictureText::new(&PanelColours::DARK);
        let screen = Rect::from_min_size(Pos2::ZERO, epaint::vec2(size, size));
        let shapes: Vec<ClippedShape> = paint(&mut text)
            .into_iter()
            .map(|s| ClippedShape::new(screen, s))
            .collect();
        let mut textures = Textures::default();
        if let Some(delta) = text.take_atlas_delta() {
            textures.apply_font_atlas(&delta);
        }
        let atlas = text.atlas();
        let primitives = Tessellator::new(
            1.0,
            TessellationOptions::default(),
            atlas.size(),
            atlas.prepared_discs(),
        )
        .tessellate_shapes(shapes);
        let mut canvas = Canvas::new(size as usize, size as usize, Color32::BLACK);
        canvas.draw(&primitives, &textures, 1.0, epaint::Vec2::ZERO);
        canvas
    }

    fn pixel(c: &Canvas, x: usize, y: usize) -> [u8; 4] {
        let rgba = c.to_rgba();
        let i = (y * c.width() + x) * 4;
        [rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3]]
    }

    #[test]
    fn a_filled_rectangle_covers_its_pixels_and_nothing_else() {
        let c = draw(40.0, |_| {
            vec![Shape::rect_filled(
                Rect::from_min_max(Pos2::new(10.0, 10.0), Pos2::new(30.0, 20.0)),
                0.0,
                Color32::from_rgb(200, 40, 40),
            )]
        });
        assert_eq!(pixel(&c, 15, 15), [200, 40, 40, 255]);
        assert_eq!(pixel(&c, 29, 19), [200, 40, 40, 255]);
        assert_eq!(pixel(&c, 5, 5), [0, 0, 0, 255]);
        assert_eq!(pixel(&c, 15, 25), [0, 0, 0, 255]);
    }

    #[test]
    fn half_transparent_colour_blends_over_what_is_below() {
        let c = draw(20.0, |_| {
            let r = Rect::from_min_max(Pos2::new(0.0, 0.0), Pos2::new(20.0, 20.0));
            vec![
                Shape::rect_filled(r, 0.0, Color32::WHITE),
                Shape::rect_filled(r, 0.0, Color32::from_black_alpha(128)),
            ]
        });
        let [r, g, b, a] = pixel(&c, 10, 10);
        assert!(
            (120..=135).contains(&r) && r == g && g == b && a == 255,
            "{r} {g} {b} {a}"
        );
    }

    #[test]
    fn text_is_drawn_from_the_font_atlas() {
        let blank = draw(60.0, |_| Vec::new());
        let text = draw(60.0, |text| {
            let galley =
                text.layout_no_wrap("W".to_owned(), FontId::proportional(30.0), Color32::WHITE);
            let at = Align2::CENTER_CENTER.anchor_size(Pos2::new(30.0, 30.0), galley.size());
            vec![
                Shape::galley(at.min, galley, Color32::WHITE),
                Shape::line_segment(
                    [Pos2::new(0.0, 59.0), Pos2::new(60.0, 59.0)],
                    Stroke::new(1.0, Color32::WHITE),
                ),
            ]
        });
        let lit = |c: &Canvas| c.to_rgba().chunks(4).filter(|p| p[0] > 128).count();
        assert_eq!(lit(&blank), 0);
        // A 30-point "W" lights a good number of pixels, the line another 60 or so.
        assert!(lit(&text) > 120, "{}", lit(&text));
    }
}
