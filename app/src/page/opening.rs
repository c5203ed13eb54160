//! Opening what a link followed in the open page plays, unless it is on screen already: an
//! example, a scenario of the collection, a lesson's step, a file carried in the link or
//! kept by the tab.

use super::Page;
use crate::command::Command;
use crate::command::files::Request;
use crate::command::lesson::{LessonRequest, LessonSource};
use crate::command::scenarios::Opening;
use crate::web_link::{self, Source};

impl Page {
    /// Opens `source` unless it is on screen already; returns whether it is on screen now
    /// (if not, the app says why).
    pub(super) fn open(&mut self, source: &Source) -> bool {
        let on_screen = self.on_screen().link.source;
        if let (
            Source::Lesson { file, step },
            Some(Source::Lesson {
                file: shown,
                step: shown_step,
            }),
        ) = (source, &on_screen)
            && file == shown
        {
            if step.is_some() && step != shown_step {
                self.jump_to_step(step.unwrap_or(1));
            }
            return true;
        }
        if on_screen.as_ref() == Some(source) {
            return true;
        }
        self.app.perform(Command::DismissProblem);
        self.app
            .perform(Command::Files(Box::new(Request::ShowExplainer)));
        let catalog = self.app.catalog();
        let request = match source {
            Source::Example(i) => catalog.examples.get(*i).map(|e| (e, e.origin.clone())),
            Source::Collection(name) => {
                let origin = format!("{}{name}.ron", web_link::FOLDER);
                catalog
                    .curated
                    .iter()
                    .find(|e| e.origin == origin)
                    .map(|e| (e, origin))
            }
            Source::Lesson { .. } | Source::File { .. } => None,
        }
        .map(|(entry, origin)| match &entry.loaded {
            Ok(scenario) => Ok(Request::Play(Opening {
                scenario: scenario.clone(),
                origin,
                path: None,
            })),
            Err(why) => Err(why.clone()),
        });
        let request = match (request, source) {
            (Some(r), _) => r,
            (None, Source::Lesson { file, .. }) => {
                Ok(Request::PlayLesson(LessonSource::BuiltIn(file.clone())))
            }
            (None, Source::File { name, text: None }) => Err(web_link::not_carried(name)),
            (
                None,
                Source::File {
                    name,
                    text: Some(text),
                },
            ) => Ok(Request::Received {
                name: name.clone(),
                bytes: Ok(text.clone().into_bytes()),
            }),
            (None, _) => Err(tr!("this link's scenario is not built in")),
        };
        match request {
            Ok(request) => self.app.perform(Command::Files(Box::new(request))),
            Err(why) => self.app.show_problem(why),
        }
        if let Source::Lesson {
            step: Some(step), ..
        } = source
        {
            self.jump_to_step(*step);
        }
        self.app.error().is_none()
    }

    /// Goes to step `step` (from 1) of the lesson on screen.
    pub(super) fn jump_to_step(&mut self, step: usize) {
        if self.app.lesson().is_some() {
            self.app
                .perform(Command::Lesson(LessonRequest::Jump(step.saturating_sub(1))));
        }
    }
}
