//! File names suggested for what is saved or exported: from a title, lower case, words joined
//! by dashes.

/// A file name for a scenario titled `title`: lower case, words joined by dashes, `.ron`.
pub fn file_name_for(title: &str) -> String {
    match slug(title) {
        Some(name) => format!("{name}.ron"),
        None => "scenario.ron".to_owned(),
    }
}

/// `title` for a file name: lower case, words joined by dashes, at most 60 characters;
/// `None` if nothing is left.
pub fn slug(title: &str) -> Option<String> {
    let mut name = String::new();
    for c in title.chars() {
        if c.is_alphanumeric() {
            name.extend(c.to_lowercase());
        } else if !name.is_empty() && !name.ends_with('-') {
            name.push('-');
        }
    }
    let name = name.trim_end_matches('-');
    let name: String = name.chars().take(60).collect();
    let name = name.trim_end_matches('-');
    (!name.is_empty()).then(|| name.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_names_come_from_titles() {
        assert_eq!(
            file_name_for("Dead-end pocket (6x6), tick 12"),
            "dead-end-pocket-6x6-tick-12.ron"
        );
        assert_eq!(file_name_for("  "), "scenario.ron");
        assert_eq!(file_name_for("Été"), "été.ron");
    }
}
