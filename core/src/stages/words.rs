//! Counted nouns, said the same way in every caption and every decision: "1 step", "3 moves"
//! (each number of each noun a sentence of the catalogue, as languages count differently).

/// "1 step", "2 steps".
pub(crate) fn steps(n: impl Into<u64>) -> String {
    match n.into() {
        1 => tr!("1 step"),
        n => tr!("{n} steps", n = n),
    }
}

/// "1 move", "2 moves".
pub(crate) fn moves(n: impl Into<u64>) -> String {
    match n.into() {
        1 => tr!("1 move"),
        n => tr!("{n} moves", n = n),
    }
}

/// "1 cell", "2 cells".
pub(crate) fn cells(n: impl Into<u64>) -> String {
    match n.into() {
        1 => tr!("1 cell"),
        n => tr!("{n} cells", n = n),
    }
}

/// "1 square", "2 squares" (of the splices).
pub(crate) fn squares(n: impl Into<u64>) -> String {
    match n.into() {
        1 => tr!("1 square"),
        n => tr!("{n} squares", n = n),
    }
}

/// "Up", "Up and Down", "Up, Right and Down": items joined as a sentence lists them.
pub(crate) fn listed(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [first @ .., last] => tr!("{rest} and {last}", rest = first.join(", "), last = last),
    }
}

/// The steps of a path given as its cells, both ends included.
pub(crate) fn path_steps<T>(path: &[T]) -> String {
    steps(path.len().saturating_sub(1) as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_is_singular_and_the_rest_plural() {
        assert_eq!(steps(1u32), "1 step");
        assert_eq!(steps(0u32), "0 steps");
        assert_eq!(moves(12u32), "12 moves");
        assert_eq!(path_steps(&[(0, 0), (0, 1), (0, 2)]), "2 steps");
        assert_eq!(path_steps::<u8>(&[]), "0 steps");
    }

    #[test]
    fn a_list_joins_its_last_item_with_and() {
        let items: Vec<String> = ["Up", "Right", "Down"].map(String::from).to_vec();
        assert_eq!(listed(&items), "Up, Right and Down");
        assert_eq!(listed(&items[..2]), "Up and Right");
        assert_eq!(listed(&items[..1]), "Up");
        assert_eq!(listed(&[]), "");
    }
}
