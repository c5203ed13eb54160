//! snakescope: see the classic Snake-playing algorithms decide, step by step.
//!
//! The core ([`rules`], [`algo`], [`solver`], [`trace`], [`scenario`]) knows nothing of the
//! window; the app folds what the core records into pictures. See `ARCHITECTURE.md`.

pub mod rules;
pub mod algo;
pub mod solver;
