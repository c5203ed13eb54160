//! The macro that turns the list of stages into [`super::Stage`], [`super::StageEvent`] and
//! every dispatch over them, so that no `match` over the stages is written by hand.

/// Generates, from `Variant: module::Protocol` entries (each with its doc comment, the module
/// declared beside the list): the enum `Stage` with `ALL`, `cli_name`, `from_cli_name`, `title`, `builds_cycle`, `pseudocode`,
/// `line_kinds` and `run`; the enum `StageEvent` with `stage` and `line`; and the crate's own
/// dispatch of captions and folds. Each entry's protocol implements
/// [`super::StageProtocol`].
macro_rules! stages {
    (
        $(
            $(#[$doc:meta])*
            $stage:ident : $module:ident :: $protocol:ident
        ),+ $(,)?
    ) => {
        // The protocols' items are named through their types below; the list's own module
        // may have the trait in scope already.
        #[allow(unused_imports)]
        use $crate::stages::StageProtocol as _;

        /// An algorithm that can be watched on its own.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Stage {
            $( $(#[$doc])* $stage, )+
        }

        /// An event of any stage.
        #[derive(Clone, Debug, PartialEq, Eq)]
        pub enum StageEvent {
            $(
                #[doc = concat!(
                    "An event of the stage [`", stringify!($module), "::", stringify!($protocol),
                    "`]."
                )]
                $stage(<$module::$protocol as $crate::stages::StageProtocol>::Event),
            )+
        }

        impl Stage {
            /// Every stage, in menu order.
            pub const ALL: [Stage; { [$(stringify!($stage)),+].len() }] = [$(Stage::$stage),+];

            /// The name used on the command line.
            pub fn cli_name(self) -> &'static str {
                match self {
                    $( Stage::$stage => $module::$protocol::CLI_NAME, )+
                }
            }

            /// The stage named `name` on the command line.
            pub fn from_cli_name(name: &str) -> Option<Stage> {
                Stage::ALL.into_iter().find(|s| s.cli_name() == name)
            }

            /// A title for people, in the language in use.
            pub fn title(self) -> String {
                match self {
                    $( Stage::$stage => $module::$protocol::title(), )+
                }
            }

            /// Whether the stage builds a cycle (from the body, by backtracking, or as a
            /// certificate): while it plays, the cycle the solver already holds would give its
            /// answer away.
            pub fn builds_cycle(self) -> bool {
                match self {
                    $( Stage::$stage => $module::$protocol::BUILDS_CYCLE, )+
                }
            }

            /// The stage's pseudo-code, one line per entry, in the language in use (each
            /// line keeps its indentation).
            pub fn pseudocode(self) -> Vec<String> {
                let lines = match self {
                    $( Stage::$stage => $module::$protocol::PSEUDOCODE, )+
                };
                lines.iter().map(|line| $crate::stages::lines::translated(line)).collect()
            }

            /// What each line of [`Stage::pseudocode`] is for: lit by an event, or structure.
            pub fn line_kinds(self) -> &'static [$crate::stages::LineKind] {
                match self {
                    $( Stage::$stage => $module::$protocol::LINE_KINDS, )+
                }
            }

            /// What the stage's panel says after the events `shown`, folded into `frame`, on
            /// the board `game` it ran on.
            pub fn facts(
                self,
                shown: &[StageEvent],
                frame: &$crate::stages::StageFrame,
                game: &$crate::rules::Game,
            ) -> $crate::stages::StageFacts {
                match self {
                    $( Stage::$stage => $module::$protocol::facts(shown, frame, game), )+
                }
            }

            /// Runs the stage on its own in `setting`, reporting its events to `obs`. Returns a
            /// note where the stage's answer differs from what the solver holds.
            pub fn run<O: $crate::algo::Observer<StageEvent>>(
                self,
                setting: &$crate::stages::Setting<'_>,
                obs: &mut O,
            ) -> Result<Option<String>, $crate::stages::StageRunError> {
                match self {
                    $(
                        Stage::$stage => $module::$protocol::run(
                            setting,
                            &mut $crate::algo::wrapped(obs, StageEvent::$stage),
                        ),
                    )+
                }
            }
        }

        impl StageEvent {
            /// The stage that emitted the event. A longest-path step inside the cycle builder
            /// belongs to the cycle stage.
            pub fn stage(&self) -> Stage {
                match self {
                    $( StageEvent::$stage(_) => Stage::$stage, )+
                }
            }

            /// The line of the stage's pseudo-code that produced the event.
            pub fn line(&self) -> usize {
                match self {
                    $(
                        StageEvent::$stage(e) => $module::$protocol::line_index(e),
                    )+
                }
            }

            /// The event in plain words, on its own: a sentence, with a capital first letter
            /// in every language (a solver outside snakescope's words as it wrote them).
            pub(crate) fn caption(&self) -> String {
                self.as_sentence(match self {
                    $( StageEvent::$stage(e) => $module::$protocol::caption(e), )+
                })
            }

            /// `words`, this event's caption, as a sentence: a capital first letter, but for
            /// what a solver outside snakescope reported, shown as it wrote it.
            fn as_sentence(&self, words: String) -> String {
                if self.stage() == Stage::Reported {
                    words
                } else {
                    $crate::words::sentence(words)
                }
            }

            /// Event `i` of `events` in plain words, looking ahead at the events of its stage
            /// after it where its stage asks to.
            pub(crate) fn caption_at(events: &[StageEvent], i: usize) -> String {
                let ahead = &events[i + 1..];
                events[i].as_sentence(match &events[i] {
                    $(
                        StageEvent::$stage(e) => $module::$protocol::caption_ahead(
                            e,
                            ahead.iter().map_while(|next| match next {
                                StageEvent::$stage(next) => Some(next),
                                #[allow(unreachable_patterns)]
                                _ => None,
                            }),
                        ),
                    )+
                })
            }

            /// Folds the event into `frame`: the stage's part of `StageFrame::apply`.
            pub(crate) fn fold_into(&self, frame: &mut $crate::stages::StageFrame) {
                match self {
                    $( StageEvent::$stage(e) => $module::$protocol::fold(frame, e), )+
                }
            }
        }
    };
}

pub(crate) use stages;
