//! The app driven as a person would, one module per part of the window: clicks and keys, with
//! assertions on what is shown. One test binary, so the window toolkit is linked once.

#[path = "../common/mod.rs"]
mod common;

mod accessibility;
mod board;
mod board_look;
mod commands;
mod debugger;
mod eight_directions;
mod export;
mod external;
mod files_on_disk;
mod keys;
mod languages;
mod layout;
mod lesson;
mod lesson_pace;
mod lesson_steps;
mod map_race;
mod menu;
mod one_moment;
mod one_road;
mod page;
mod pictures;
mod presenter;
mod quiz;
mod quiz_marks;
mod race;
mod race_fit;
mod scenarios;
mod search_board;
mod search_numbers;
mod stages_truth;
mod state;
mod status_line;
mod terrain;
mod touch;
mod ui;
