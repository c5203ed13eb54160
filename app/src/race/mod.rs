//! The race view: two to four graph searches side by side on the board on screen, one
//! expansion each per step, in lockstep, each board showing its search's frontier as the
//! structure it is, and the table of cells expanded, largest frontier, path length, cost and
//! whether it is shortest. The race itself is the core's ([`snakescope_core::trace::race`]):
//! each search's own events, folded as its stage folds them; here it is kept and run again
//! where commands are carried out ([`room`]), laid out to fit the screen ([`layout`]) and
//! drawn ([`view`], [`table`]), with the search board's directions as a checkbox the stage
//! panel shows too ([`directions`]). A Moving AI map opened in the window is raced on in
//! place of the board on screen ([`map_source`]).

pub mod directions;
pub mod layout;
pub mod map_source;
pub mod room;
pub mod table;
pub mod view;

pub use room::RaceRoom;
pub use view::race_ui;
