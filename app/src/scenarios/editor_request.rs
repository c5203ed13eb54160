//! What the board editor asks of the app that it cannot do itself: play, save, start over,
//! close. The editor's controls make one; the files room carries it out.

/// What the editor asks of the app.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EditorRequest {
    /// Play the draft in the explainer.
    Play,
    /// Save the draft to its file (or ask where, if it has none).
    Save,
    /// Ask where, then save the draft there.
    SaveAs,
    /// Start over on a new board.
    New,
    /// Edit the scenario of the game on screen instead.
    EditGame,
    /// Close the editor, discarding the draft.
    Close,
}
