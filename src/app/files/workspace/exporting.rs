//! Exporting the game on screen: its ticks as CSV, its decision as text, where the user says.

use super::Workspace;
use crate::app::files::export::{Export, ExportKind};
use crate::app::files::path_prompt::PathPurpose;
use crate::app::state::AppState;
use std::path::Path;

impl Workspace {
    /// Takes `kind` from the screen, asks where (the typed-path prompt if there is no dialog)
    /// and writes it there.
    pub(super) fn export(&mut self, kind: ExportKind, state: &AppState) {
        let Some(export) = Export::from_state(state, kind) else {
            self.problem(format!(
                "Could not export: there is no decision at tick {}.",
                state.tick()
            ));
            return;
        };
        let dir = self.played_dir().or_else(|| self.start_dir());
        let name = export.file_name.clone();
        match self.dialogs.save_export(dir.as_deref(), &name, kind) {
            Ok(Some(path)) => self.export_to(&path, &export),
            Ok(None) => {}
            Err(why) => {
                let purpose = PathPurpose::Export(Box::new(export));
                self.prompt_for_path(purpose, why, dir, name);
            }
        }
    }

    /// Writes `export` to `path` (atomically) and says so, or says why not.
    pub(super) fn export_to(&mut self, path: &Path, export: &Export) {
        match export.write(path) {
            Ok(message) => self.status = Some(message),
            Err(e) => self.problem(format!("Could not export {}:\n{e}", export.what)),
        }
    }
}
