//! snakescope: see the classic Snake-playing algorithms decide, step by step.
//!
//! This crate is the app and the command line. They stand on the core,
//! [`snakescope_core`], re-exported here module by module ([`rules`], [`algo`], [`solver`],
//! [`trace`], [`scenario`], [`explain`]), which knows nothing of the window. See `ARCHITECTURE.md`.

#![warn(missing_docs)]

#[cfg(feature = "gui")]
pub mod app;
pub mod cli;

pub use snakescope_core::{algo, explain, rules, scenario, solver, trace};
