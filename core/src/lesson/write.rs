//! Writing a lesson: a teacher preparing one in the app adds the moment on screen as a step,
//! and the file is written again, whole and atomically, as it would be read.

use super::{LESSON_VERSION, Lesson, LessonStep};
use crate::scenario::{SaveError, write_atomically};
use ron::ser::PrettyConfig;
use std::path::{Component, Path, PathBuf};

impl Lesson {
    /// A lesson with no steps yet, titled `title`, in `language`.
    pub fn new(title: &str, language: &str) -> Lesson {
        Lesson {
            version: LESSON_VERSION,
            title: title.to_owned(),
            language: language.to_owned(),
            steps: Vec::new(),
        }
    }

    /// The lesson as its file holds it: pretty RON, a step to a block, with a first line
    /// that says what the file is.
    pub fn to_ron_string(&self) -> String {
        let layout = PrettyConfig::new()
            .struct_names(true)
            .indentor("    ")
            .escape_strings(false);
        match ron::ser::to_string_pretty(self, layout) {
            Ok(text) => format!(
                "// A lesson: open it in snakescope, or print it with `snakescope handout`.\n\
                 {text}\n"
            ),
            Err(e) => unreachable!("strings, numbers and options always serialise: {e}"),
        }
    }

    /// Writes the lesson to `path`, atomically: the file there is replaced whole or not at
    /// all.
    pub fn save(&self, path: &Path) -> Result<(), SaveError> {
        write_atomically(path, self.to_ron_string().as_bytes())
    }
}

impl LessonStep {
    /// A step at a moment: `scenario` (the file the game comes from) named relative to
    /// `lesson_folder`, `tick`, the stage by its command-line name and the events to play of
    /// it, if any. The narration is left for the teacher to write.
    pub fn at_moment(
        lesson_folder: &Path,
        scenario: &Path,
        tick: u64,
        stage: Option<&str>,
        events: Option<(usize, usize)>,
    ) -> LessonStep {
        LessonStep {
            scenario: Some(
                relative_path(lesson_folder, scenario)
                    .to_string_lossy()
                    .replace('\\', "/"),
            ),
            inline: None,
            tick,
            stage: stage.map(str::to_owned),
            events: events.filter(|_| stage.is_some()),
            narration: String::new(),
            question: None,
            pace: None,
            layers: None,
            facts: Vec::new(),
            plain: Vec::new(),
        }
    }
}

/// `target` as a path from the folder `base`: `../scenarios/x.ron` for a scenario beside the
/// lessons' folder. Both are made absolute against the current folder first; where no
/// relative path exists (another drive), `target` itself.
pub fn relative_path(base: &Path, target: &Path) -> PathBuf {
    let absolute = |p: &Path| -> PathBuf {
        let p = if p.is_absolute() {
            p.to_owned()
        } else {
            std::env::current_dir().map_or_else(|_| p.to_owned(), |d| d.join(p))
        };
        // `.` and `..` resolved by the words alone: no file needs to exist.
        let mut out = PathBuf::new();
        for c in p.components() {
            match c {
                Component::CurDir => {}
                Component::ParentDir => {
                    out.pop();
                }
                other => out.push(other),
            }
        }
        out
    };
    let (base, target) = (absolute(base), absolute(target));
    let (b, t): (Vec<_>, Vec<_>) = (base.components().collect(), target.components().collect());
    if b.first() != t.first() {
        return target;
    }
    let shared = b.iter().zip(&t).take_while(|(x, y)| x == y).count();
    let mut out = PathBuf::new();
    for _ in shared..b.len() {
        out.push("..");
    }
    for c in &t[shared..] {
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_path_is_named_from_the_lesson_s_folder() {
        let rel = |b: &str, t: &str| relative_path(Path::new(b), Path::new(t));
        assert_eq!(
            rel("/r/lessons", "/r/scenarios/a.ron"),
            Path::new("../scenarios/a.ron")
        );
        assert_eq!(rel("/r/lessons", "/r/lessons/a.ron"), Path::new("a.ron"));
        assert_eq!(
            rel("/r/lessons/", "/r/lessons/x/../a.ron"),
            Path::new("a.ron")
        );
        assert_eq!(rel("/r/a/b", "/s/c.ron"), Path::new("../../../s/c.ron"));
    }

    #[test]
    fn a_lesson_written_reads_back_the_same() {
        let mut lesson = Lesson::new("Título: \"BFS\"", "pt");
        let mut step = LessonStep::at_moment(
            Path::new("/r/lessons"),
            Path::new("/r/scenarios/classic-8x8-greedy.ron"),
            5,
            Some("bfs"),
            Some((1, 17)),
        );
        step.narration = "A **fila** e `dist`.\nDuas linhas.".to_owned();
        lesson.steps.push(step);
        lesson.steps.push(LessonStep::at_moment(
            Path::new("/r/lessons"),
            Path::new("/r/lessons/here.ron"),
            0,
            None,
            None,
        ));
        let text = lesson.to_ron_string();
        assert!(text.starts_with("// A lesson"), "{text}");
        assert!(
            text.contains("scenario: \"../scenarios/classic-8x8-greedy.ron\""),
            "{text}"
        );
        let back = Lesson::from_ron_str(&text, "written.ron").unwrap();
        assert_eq!(back, lesson);
    }
}
