//! What a view may ask of the lesson on screen ([`crate::lesson_play`]), and where a lesson
//! comes from. Data only: the shell carries each out.

use std::path::PathBuf;

/// Where a lesson and its steps' scenarios come from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LessonSource {
    /// A lesson file, its scenarios named from its folder.
    File(PathBuf),
    /// A lesson built into the program (`lessons/` NAME), its scenarios from the collection
    /// built in: what a web page plays.
    BuiltIn(String),
}

/// What the lesson's strip (or a key, or a link) asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LessonRequest {
    /// Go this many steps on (back, if negative).
    Step(isize),
    /// Go to this step (from 0).
    Jump(usize),
    /// Put the step's moment back on screen (after exploring away from it).
    Again,
    /// Show the narration of a step that asks a question first.
    Reveal,
    /// Show the step at the end of its range at once, its narration with it.
    ToEnd,
    /// Close the lesson (the moment stays on screen).
    Close,
}
