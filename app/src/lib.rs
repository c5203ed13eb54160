//! The explainer app: the board, each stage animated on its own, a two-level timeline, and
//! "why this move", in a window (eframe) or a web page. egui only; everything it shows is
//! folded from what the core records and explains ([`snakescope_core::explain`]): the app never
//! searches. The board is painted by the picture crate's painter ([`snakescope_picture::board`]).
//!
//! The app is a thin [`shell`] over rooms, each a folder with one job, none importing the
//! shell, and none importing each other in a circle:
//! - [`command`]: every [`command::Command`] a user can ask for, and what a view may ask of
//!   each room (the files, the scenarios, the editor, the lesson, the quiz, the race) as
//!   data, below every room that carries a request out;
//! - [`state`]: the game on screen, without drawing: the [`state::Document`] (the scenario,
//!   its recording and what is recorded ahead), the [`state::Selection`] (the tick, its
//!   decision, the stage replayed) and the [`state::Clock`] both timelines play by;
//! - [`board_view`]: the board painter ([`snakescope_picture::board`]) in the window: its text laid out by
//!   egui, the legend with its toggles, the board's look remembered in egui's context;
//! - [`timeline`]: the game and decision timelines;
//! - [`stage_panel`]: the stage picker, caption and pseudo-code, and what the stage knows;
//! - [`why`]: the chain of checks behind the decision, and the outcome;
//! - [`plots`]: length over ticks and moves per food;
//! - [`compare`]: the same scenario played by another solver, beside the game at one tick:
//!   its board, its timeline, the solver to compare with;
//! - [`debugger`]: the debugger panel (breakpoints, the comparison's controls, taking a game
//!   over as a branch) and the breakpoints' marks on the board;
//! - [`race`]: two to four graph searches side by side on the board on screen, in lockstep,
//!   with their table;
//! - [`quiz`]: predict the move: questions at the decisions, the reveal, the score;
//! - [`scenarios`]: the one catalogue of scenarios and its browser, the board editor, "save
//!   this moment", and sketches of boards broken or not;
//! - [`files`]: the [`files::FileDesk`]: opening, saving and exporting files, the dialogs
//!   and the prompts;
//! - [`keymap`], [`settings`], [`layout`], [`touch`]: the keyboard map, what eframe keeps
//!   between runs, where the panels beside the board go, and the sizes a finger needs;
//! - [`page`], [`web_link`], `web`: the app as a web page runs it, its links, and the browser.

#![warn(missing_docs)]

// `tr!`, the core's words in the language in use, in every module.
#[macro_use]
extern crate snakescope_core;

pub mod board_view;
pub mod command;
pub mod compare;
pub mod debugger;
pub mod files;
pub mod keymap;
pub mod layout;
pub mod lesson_play;
pub mod page;
pub mod plots;
pub mod quiz;
pub mod race;
pub mod scenarios;
pub mod settings;
pub mod shell;
pub mod shortcuts;
pub mod stage_panel;
pub mod startup;
pub mod state;
pub mod timeline;
pub mod touch;
#[cfg(target_arch = "wasm32")]
pub mod web;
pub mod web_link;
pub mod why;
#[cfg(not(target_arch = "wasm32"))]
pub mod window;
