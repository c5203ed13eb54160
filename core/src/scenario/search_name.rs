//! A graph search's name in a scenario file (`Greedy(search: AStar)`): the name of its entry
//! in the stage list, read and written as a unit variant, for every search the list marks.

use crate::stages::Search;
use serde::de::{Deserializer, EnumAccess, VariantAccess, Visitor};
use serde::ser::Serializer;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A search's name in a file: its variant's in the stage list (`Bfs`, greedy's default,
/// `Dfs`, `AStar`, ...), written and read as a unit variant of an enum `SearchName`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct SearchName(pub(super) Search);

impl Serialize for SearchName {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let index = self.0 as u32;
        serializer.serialize_unit_variant("SearchName", index, self.0.file_name())
    }
}

impl<'de> Deserialize<'de> for SearchName {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<SearchName, D::Error> {
        deserializer.deserialize_enum("SearchName", &Search::FILE_NAMES, SearchNameVisitor)
    }
}

/// Reads a search's name as an enum's unit variant.
struct SearchNameVisitor;

impl<'de> Visitor<'de> for SearchNameVisitor {
    type Value = SearchName;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("enum SearchName")
    }

    fn visit_enum<A: EnumAccess<'de>>(self, data: A) -> Result<SearchName, A::Error> {
        let (name, variant) = data.variant::<SearchIdentifier>()?;
        variant.unit_variant()?;
        Ok(SearchName(name.0))
    }
}

/// A search's name read as a variant identifier: by its name, or by its place in the list.
struct SearchIdentifier(Search);

impl<'de> Deserialize<'de> for SearchIdentifier {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_identifier(SearchIdentifierVisitor)
    }
}

/// Reads a variant identifier among the searches' file names.
struct SearchIdentifierVisitor;

impl<'de> Visitor<'de> for SearchIdentifierVisitor {
    type Value = SearchIdentifier;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("variant identifier")
    }

    fn visit_u64<E: serde::de::Error>(self, index: u64) -> Result<SearchIdentifier, E> {
        match Search::ALL.get(index as usize) {
            Some(&search) => Ok(SearchIdentifier(search)),
            None => Err(E::invalid_value(
                serde::de::Unexpected::Unsigned(index),
                &format!("variant index 0 <= i < {}", Search::ALL.len()).as_str(),
            )),
        }
    }

    fn visit_str<E: serde::de::Error>(self, name: &str) -> Result<SearchIdentifier, E> {
        Search::from_file_name(name)
            .map(SearchIdentifier)
            .ok_or_else(|| E::unknown_variant(name, &Search::FILE_NAMES))
    }

    fn visit_bytes<E: serde::de::Error>(self, name: &[u8]) -> Result<SearchIdentifier, E> {
        self.visit_str(&String::from_utf8_lossy(name))
    }
}
