//! The core's games: the algorithms on every board, the solvers' promises, recordings, the
//! scenario collection and files, the stages' lines. One binary, so the suite links once.

#[path = "../common/starts.rs"]
mod common;

mod algorithms;
mod eight_stages;
mod greedy_searches;
mod hamilton_certified;
mod progress;
mod recording;
mod scenario_collection;
mod scenario_files;
mod scenario_parse_errors;
mod scenario_proptest;
mod search_facets;
mod searches;
mod solvers;
mod splice_allocations;
mod splice_end_game;
mod splice_frames;
mod splice_known_cuts;
mod splice_late_cuts;
mod splice_plans;
mod splice_play;
mod splice_pockets;
mod splice_two_splices;
mod stage_lines;
mod stage_list;
mod weighted_searches;
