//! snakescope: see the classic Snake-playing algorithms decide, step by step.
//!
//! This crate is the program: with no command it opens the window ([`app`], with the default
//! `gui` feature), with one it runs the command line ([`cli`]). Each job is a crate of its
//! own, re-exported here for a program that registers a solver of its own and calls
//! [`main`]: the core ([`snakescope_core`], module by module: [`files`], [`rules`], [`algo`], [`stages`],
//! [`solver`], [`trace`], [`scenario`], [`lesson`], [`session`], [`explain`], [`words`]),
//! the board painter and pictures ([`picture`], [`board`]), the command line and the app.
//! See `ARCHITECTURE.md`.

#![warn(missing_docs)]

// `tr!`, the core's words in the language in use.
#[cfg_attr(not(target_arch = "wasm32"), macro_use)]
extern crate snakescope_core;

#[cfg(not(target_arch = "wasm32"))]
mod entry;

#[cfg(not(target_arch = "wasm32"))]
pub use entry::main;
#[cfg(feature = "gui")]
pub use snakescope_app as app;
#[cfg(not(target_arch = "wasm32"))]
pub use snakescope_cli as cli;
pub use snakescope_core::{
    algo, explain, files, lesson, rules, scenario, session, solver, stages, trace, words,
};
pub use snakescope_picture::{self as picture, board};
