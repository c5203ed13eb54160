//! Shapes built as plain meshes, and the meshes kept from frame to frame: what lets a
//! 128x128 board paint in a fraction of a millisecond.

use epaint::{Color32, Mesh, Pos2, Rect, Shape, Stroke, pos2, vec2};
use std::sync::Arc;

/// Meshes kept from one frame to the next, so that their buffers are reused instead of being
/// allocated (and faulted in page by page) again every frame.
#[derive(Default)]
pub(super) struct MeshPool {
    slots: [Arc<Mesh>; 4],
}

impl MeshPool {
    /// An empty mesh, with last frame's buffers if whoever drew them has let go of them.
    #[inline]
    pub(super) fn take(&mut self, slot: usize) -> Mesh {
        let arc = std::mem::take(&mut self.slots[slot]);
        match Arc::try_unwrap(arc) {
            Ok(mut mesh) => {
                mesh.vertices.clear();
                mesh.indices.clear();
                mesh
            }
            Err(_) => Mesh::default(),
        }
    }

    /// The shape of `mesh`, kept for next frame.
    #[inline]
    pub(super) fn shape(&mut self, slot: usize, mesh: Mesh) -> Shape {
        let arc = Arc::new(mesh);
        self.slots[slot] = arc.clone();
        Shape::Mesh(arc)
    }
}

/// The pool's slots.
pub(super) const FILLS: usize = 0;
pub(super) const ARROWS: usize = 1;
pub(super) const GHOSTS: usize = 2;
pub(super) const BODY: usize = 3;

/// A line as a quad, without anti-aliasing.
#[inline]
pub(super) fn line_mesh(mesh: &mut Mesh, a: Pos2, b: Pos2, width: f32, colour: Color32) {
    let dir = (b - a).normalized();
    let side = vec2(-dir.y, dir.x) * (width / 2.0);
    let i = mesh.vertices.len() as u32;
    for p in [a + side, a - side, b - side, b + side] {
        mesh.colored_vertex(p, colour);
    }
    mesh.add_triangle(i, i + 1, i + 2);
    mesh.add_triangle(i, i + 2, i + 3);
}

/// An arrow from `from` to `tip` with a head of size `head`, into a mesh.
#[inline]
pub(super) fn arrow_mesh(mesh: &mut Mesh, from: Pos2, tip: Pos2, head: f32, stroke: Stroke) {
    let dir = (tip - from).normalized();
    let side = vec2(-dir.y, dir.x);
    let base = tip - dir * head;
    line_mesh(mesh, from, base, stroke.width, stroke.color);
    let i = mesh.vertices.len() as u32;
    for p in [tip, base + side * head * 0.7, base - side * head * 0.7] {
        mesh.colored_vertex(p, stroke.color);
    }
    mesh.add_triangle(i, i + 1, i + 2);
}

/// The outline of a rectangle, into a mesh.
#[inline]
pub(super) fn ring_mesh(mesh: &mut Mesh, r: Rect, stroke: Stroke) {
    let w = stroke.width;
    let c = stroke.color;
    mesh.add_colored_rect(
        Rect::from_min_max(r.left_top(), pos2(r.right(), r.top() + w)),
        c,
    );
    mesh.add_colored_rect(
        Rect::from_min_max(pos2(r.left(), r.bottom() - w), r.right_bottom()),
        c,
    );
    mesh.add_colored_rect(
        Rect::from_min_max(
            pos2(r.left(), r.top() + w),
            pos2(r.left() + w, r.bottom() - w),
        ),
        c,
    );
    mesh.add_colored_rect(
        Rect::from_min_max(
            pos2(r.right() - w, r.top() + w),
            pos2(r.right(), r.bottom() - w),
        ),
        c,
    );
}

/// An arrow from `from` to `tip` with a head of size `head`.
#[inline]
pub(super) fn arrow(shapes: &mut Vec<Shape>, from: Pos2, tip: Pos2, head: f32, stroke: Stroke) {
    shapes.push(Shape::line_segment([from, tip], stroke));
    let dir = (tip - from).normalized();
    let side = vec2(-dir.y, dir.x);
    let base = tip - dir * head;
    shapes.push(Shape::convex_polygon(
        vec![tip, base + side * head * 0.7, base - side * head * 0.7],
        stroke.color,
        Stroke::NONE,
    ));
}

/// A cross over `r`.
#[inline]
pub(super) fn cross(shapes: &mut Vec<Shape>, r: Rect, width: f32, colour: Color32) {
    let r = r.shrink(r.width() * 0.2);
    let stroke = Stroke::new(width, colour);
    shapes.push(Shape::line_segment(
        [r.left_top(), r.right_bottom()],
        stroke,
    ));
    shapes.push(Shape::line_segment(
        [r.right_top(), r.left_bottom()],
        stroke,
    ));
}
