//! The core of snakescope: the rules of Snake, the classic algorithms that play it, the
//! solvers built from them, recordings of games, and scenario files. It knows nothing of any
//! window: the app and the command line stand on it, and so can any program that wants to
//! play, record or explain a game.
//!
//! - [`words`]: the words shown, in the language in use ([`tr!`]: English text is the key);
//! - [`files`]: the one door through which every file is read, each kind within its limit;
//! - [`rules`]: the board, the snake, the food and the rulebook of one tick;
//! - [`maps`]: the Moving AI benchmarks' grid maps and scenario pairs, read as published;
//! - [`algo`]: each algorithm a textbook loop that reports its steps to an [`algo::Observer`];
//! - [`stages`]: each algorithm as a stage the app can animate on its own: its pseudo-code,
//!   its events in words and pictures, its run on its own;
//! - [`solver`]: solvers that turn a game state into a [`solver::Decision`], a move with the
//!   chain of checks behind it;
//! - [`trace`]: recordings (a game as its start plus its moves) and the fold of a stage's
//!   events into pictures and words;
//! - [`scenario`]: RON scenario files, read, checked and written;
//! - [`lesson`]: a teacher's prepared walk through scenarios, ticks and stages, read and
//!   checked;
//! - [`explain`]: what a game's explanation is made of (a decision with its events filed
//!   under its checks, a stage replayed event by event, the facts of a cell, the timeline's
//!   markers, the outcome in words, breakpoints and where two games part), for any front end
//!   to show;
//! - [`session`]: a game opened to be explained, for any front end: the document (a
//!   scenario and its recording), the selection (a tick, its decision, the stage on screen by
//!   one rule) and the board scene a painter draws.

#![warn(missing_docs)]

// First, so that `tr!` is in scope in every module below.
#[macro_use]
pub mod words;

pub mod algo;
pub mod explain;
pub mod files;
pub mod lesson;
pub mod maps;
pub mod rules;
pub mod scenario;
pub mod session;
pub mod solver;
pub mod stages;
pub mod trace;
