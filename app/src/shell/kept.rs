//! What the app keeps between runs and what a page asks of it beyond what the window does:
//! the settings, recent files and draft read back (or the recent files and draft alone, for
//! a page opened on a link, whose settings are the link's), the race view on screen for its
//! address, and recording ahead in slices apart from the frames.

use super::{ExplainerApp, Startup};
use crate::files::recent::RecentFiles;
use crate::race::RaceRoom;
use crate::scenarios::editor::Draft;
use crate::settings::Settings;
use std::time::Duration;

impl ExplainerApp {
    /// The app with what `storage` kept from the last run: settings, recent files (those
    /// still there) and the editor's draft, unsaved edits included. The editor comes back on
    /// screen if it was, unless a file was given to open.
    pub fn restore(startup: Startup, storage: Option<&dyn eframe::Storage>) -> ExplainerApp {
        ExplainerApp::restore_with(startup, kept_settings(storage), storage, true)
    }

    /// The app with `settings`, and the recent files and the editor's draft `storage` kept
    /// (unsaved edits included): what a page opened on a link starts with, the link's
    /// settings and none of the browser's. The editor comes back on screen if it was and
    /// `editor_back`, unless a file was given to open.
    pub fn restore_with(
        startup: Startup,
        settings: Settings,
        storage: Option<&dyn eframe::Storage>,
        editor_back: bool,
    ) -> ExplainerApp {
        let recent = storage
            .and_then(|s| eframe::get_value::<RecentFiles>(s, RecentFiles::KEY))
            .unwrap_or_default()
            .restored();
        let draft = storage
            .and_then(|s| eframe::get_value::<Option<Draft>>(s, Draft::KEY))
            .flatten()
            .map(|mut draft| {
                draft.open &= editor_back;
                draft
            });
        ExplainerApp::build(startup, settings, recent, draft)
    }

    /// Writes what is kept between runs but the settings: the recent files and the editor's
    /// draft with its unsaved edits. What a page opened on a link keeps (its settings are the
    /// link's, not the user's own).
    pub fn persist_files(&self, storage: &mut dyn eframe::Storage) {
        self.desk.persist(storage);
    }

    /// The race view: whether it is open, the searches raced and the step shown.
    pub fn race(&self) -> &RaceRoom {
        &self.screen.race
    }

    /// Recording ahead happens apart from the frames ([`ExplainerApp::record_slice`]), in
    /// every game opened from now on.
    pub fn record_apart(&mut self) {
        self.state.record_apart(true);
    }

    /// Records the game on screen further for at most `budget`, between frames; returns
    /// whether the screen should be drawn again because of it.
    pub fn record_slice(&mut self, budget: Duration) -> bool {
        self.state.record_slice(budget)
    }

    /// Stops recording the game on screen ahead where it is (the timeline offers to record
    /// further).
    pub fn hold_recording(&mut self) {
        self.state.hold_recording();
    }
}

/// The settings `storage` kept, or the defaults.
pub fn kept_settings(storage: Option<&dyn eframe::Storage>) -> Settings {
    storage
        .and_then(|s| eframe::get_value::<Settings>(s, Settings::KEY))
        .unwrap_or_default()
}
