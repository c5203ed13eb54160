//! Counted nouns, said the same way in every caption and every decision: "1 step", "3 moves".

/// "1 step", "2 steps".
pub(crate) fn steps(n: impl Into<u64>) -> String {
    counted(n.into(), "step")
}

/// "1 move", "2 moves".
pub(crate) fn moves(n: impl Into<u64>) -> String {
    counted(n.into(), "move")
}

/// "1 square", "2 squares" (of the splices).
pub(crate) fn squares(n: impl Into<u64>) -> String {
    counted(n.into(), "square")
}

/// The steps of a path given as its cells, both ends included.
pub(crate) fn path_steps<T>(path: &[T]) -> String {
    steps(path.len().saturating_sub(1) as u64)
}

fn counted(n: u64, noun: &str) -> String {
    match n {
        1 => format!("1 {noun}"),
        n => format!("{n} {noun}s"),
    }
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
}
