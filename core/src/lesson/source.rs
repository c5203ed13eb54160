//! Where a step's scenario comes from: a file named from the lesson's folder, or the
//! scenario itself, written inside the step.
//!
//! In the file the two read apart by their shape: a string is a path
//! (`scenario: "../scenarios/classic-8x8-greedy.ron"`), a scenario's parentheses are the
//! scenario (`scenario: Scenario(width: 6, height: 6, snake: [(2, 1), (3, 1)])`), with the
//! same fields, defaults and checks as a scenario file.

use crate::scenario::{Scenario, problem_lines};
use serde::de::value::MapAccessDeserializer;
use serde::de::{self, MapAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::path::{Path, PathBuf};

/// A step's scenario: a file, or written inline.
#[derive(Clone, Debug, PartialEq)]
pub enum ScenarioSource {
    /// A scenario file, its path relative to the lesson's folder (`/` between folders).
    File(String),
    /// A scenario written in the step itself.
    Inline(Box<Scenario>),
}

/// Reads the scenario file a step names (its path as the lesson writes it): from the
/// lesson's folder, or from a collection built into the program. The error says why, in
/// words.
pub type ReadScenario<'a> = dyn Fn(&str) -> Result<Scenario, String> + 'a;

impl ScenarioSource {
    /// The file's path as written, for a scenario read from a file.
    pub fn file(&self) -> Option<&str> {
        match self {
            ScenarioSource::File(path) => Some(path),
            ScenarioSource::Inline(_) => None,
        }
    }

    /// The file a step's scenario is read from, for a lesson in `folder`; `None` for a
    /// scenario written inline.
    pub fn path_in(&self, folder: &Path) -> Option<PathBuf> {
        self.file().map(|f| folder.join(f))
    }

    /// The scenario, checked as a scenario file is: a file through `read`, a scenario
    /// written inline by the same rules ([`Scenario::validate`]) with the same messages,
    /// each line naming it. The error names the scenario on every line.
    pub fn scenario(&self, read: &ReadScenario<'_>) -> Result<Scenario, String> {
        match self {
            ScenarioSource::File(path) => {
                read(path).map_err(|e| tr!("scenario {scenario}: {e}", scenario = self, e = e))
            }
            ScenarioSource::Inline(scenario) => {
                let problems = scenario.validate();
                if problems.is_empty() {
                    Ok((**scenario).clone())
                } else {
                    let named = tr!("scenario {scenario}", scenario = self);
                    Err(problem_lines(&problems, Some(&named)))
                }
            }
        }
    }

    /// The scenario for a lesson in `folder` (see [`ScenarioSource::scenario`]), and where it
    /// came from, for messages: the file's path, or the step's own scenario.
    pub fn load_in(&self, folder: &Path) -> Result<(Scenario, String), String> {
        let scenario = self.scenario(&|file| {
            crate::scenario::load(&folder.join(file)).map_err(|e| e.to_string())
        })?;
        let origin = match self.path_in(folder) {
            Some(path) => path.display().to_string(),
            None => self.to_string(),
        };
        Ok((scenario, origin))
    }
}

/// The file's path, or the inline scenario's name with "(inline)".
impl fmt::Display for ScenarioSource {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ScenarioSource::File(path) => f.write_str(path),
            ScenarioSource::Inline(s) if s.name.trim().is_empty() => f.write_str(&tr!("(inline)")),
            ScenarioSource::Inline(s) => {
                f.write_str(&tr!("{name} (inline)", name = format!("{:?}", s.name)))
            }
        }
    }
}

impl Serialize for ScenarioSource {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            ScenarioSource::File(path) => serializer.serialize_str(path),
            ScenarioSource::Inline(scenario) => scenario.serialize(serializer),
        }
    }
}

impl<'de> Deserialize<'de> for ScenarioSource {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(SourceVisitor)
    }
}

/// A string is a path; a structure is a scenario, read field by field from the lesson's
/// own text (so that its errors say where in the lesson file they are).
struct SourceVisitor;

impl<'de> Visitor<'de> for SourceVisitor {
    type Value = ScenarioSource;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(
            "a scenario file's path in quotes, or a scenario written inline: \
             Scenario(width: ..., height: ..., snake: [...])",
        )
    }

    fn visit_str<E: de::Error>(self, path: &str) -> Result<ScenarioSource, E> {
        Ok(ScenarioSource::File(path.to_owned()))
    }

    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<ScenarioSource, A::Error> {
        Scenario::deserialize(MapAccessDeserializer::new(map))
            .map(|s| ScenarioSource::Inline(Box::new(s)))
    }
}
