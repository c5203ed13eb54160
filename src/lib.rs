//! snakescope: see the classic Snake-playing algorithms decide, step by step.
//!
//! The core ([`rules`], [`algo`], [`solver`], [`trace`], [`scenario`]) knows nothing of the
//! window; the app folds what the core records into pictures. See `ARCHITECTURE.md`.

#![warn(missing_docs)]

pub mod algo;
pub mod app;
pub mod cli;
pub mod rules;
pub mod scenario;
pub mod solver;
pub mod trace;
