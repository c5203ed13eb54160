//! Reading a solver: its name, then its options asked for as a struct variant, or their
//! defaults when the name stands alone (the module documentation says why this works).

use super::fields::{
    NoOptions, backtrack, battlesnake, custom, external, greedy, hamilton, splice,
};
use super::{ENUM, VARIANTS};
use crate::solver::SolverKind;
use serde::Deserialize;
use serde::de::value::MapAccessDeserializer;
use serde::de::{Deserializer, EnumAccess, MapAccess, VariantAccess, Visitor};
use std::cell::Cell;
use std::fmt;
use std::marker::PhantomData;

/// Reads a solver in any of the forms the module documentation lists.
pub(crate) fn deserialize<'de, D: Deserializer<'de>>(
    deserializer: D,
) -> Result<SolverKind, D::Error> {
    deserializer.deserialize_enum(ENUM, VARIANTS, SolverVisitor)
}

/// The solver's name, read as an enum variant identifier.
#[derive(Deserialize)]
#[serde(variant_identifier)]
enum Name {
    Greedy,
    Hamilton,
    Backtrack,
    Cycle,
    Manual,
    Splice,
    Custom,
    External,
    Battlesnake,
}

struct SolverVisitor;

impl<'de> Visitor<'de> for SolverVisitor {
    type Value = SolverKind;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&tr!(
            "a solver: Greedy, Hamilton, Backtrack, Cycle, Manual, Splice, Custom, External or \
             Battlesnake"
        ))
    }

    fn visit_enum<A: EnumAccess<'de>>(self, data: A) -> Result<SolverKind, A::Error> {
        let (name, variant) = data.variant::<Name>()?;
        Ok(match name {
            Name::Greedy => greedy(options(variant, &["search"])?)?,
            Name::Cycle => options::<_, NoOptions>(variant, &[]).map(|_| SolverKind::Cycle)?,
            Name::Manual => options::<_, NoOptions>(variant, &[]).map(|_| SolverKind::Manual)?,
            Name::Splice => splice(options(variant, &["plan"])?),
            Name::Hamilton => hamilton(options(
                variant,
                &["shortcut_until", "rule", "tail_margin"],
            )?)?,
            Name::Custom => custom(options(variant, &["name"])?)?,
            Name::External => external(options(variant, &["command", "timeout_ms"])?)?,
            Name::Battlesnake => battlesnake(options(variant, &["url", "timeout_ms"])?)?,
            Name::Backtrack => backtrack(options(variant, &["budget", "check"])?)?,
        })
    }
}

/// Reads the options after a solver's name, or their defaults when the name stands alone.
///
/// What must hold for this to be right: the format fails a struct variant that has no opening
/// delimiter *before* it consumes anything or calls the visitor. RON (`handle_struct_after_name`)
/// and serde_json (a unit variant given where a struct variant is asked for) both do.
fn options<'de, V, T>(variant: V, fields: &'static [&'static str]) -> Result<T, V::Error>
where
    V: VariantAccess<'de>,
    T: Deserialize<'de> + Default,
{
    let opened = Cell::new(false);
    let visitor = OptionsVisitor {
        opened: &opened,
        fields: PhantomData,
    };
    match variant.struct_variant(fields, visitor) {
        Ok(options) => Ok(options),
        Err(_) if !opened.get() => Ok(T::default()),
        Err(error) => Err(error),
    }
}

/// Reads the parenthesised options into `T`, noting that the parentheses were there.
struct OptionsVisitor<'a, T> {
    opened: &'a Cell<bool>,
    fields: PhantomData<T>,
}

impl<'de, T: Deserialize<'de>> Visitor<'de> for OptionsVisitor<'_, T> {
    type Value = T;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&tr!("the solver's options in parentheses"))
    }

    fn visit_map<M: MapAccess<'de>>(self, map: M) -> Result<T, M::Error> {
        self.opened.set(true);
        T::deserialize(MapAccessDeserializer::new(map))
    }
}
