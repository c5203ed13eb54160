//! How an algorithm tells an onlooker what it is doing.
//!
//! Every search in [`crate::algo`] takes an observer and hands it a typed event at each step a
//! student should see, the way petgraph's `depth_first_search` hands out `DfsEvent`s. The
//! algorithm stays a plain textbook loop; recording, captioning or drawing the events is the
//! observer's business. [`Ignore`] sets [`Observer::WATCHING`] to `false`, so the events (and
//! any allocation they would need) are never built: the benchmark runs the very code the
//! animation shows, at full speed.

/// Receives the events of one algorithm run.
pub trait Observer<E> {
    /// Whether events are wanted at all. Algorithms test this before building an event that
    /// costs something (a copied path, say); for [`Ignore`] it is `false` and such code is
    /// removed at compile time.
    const WATCHING: bool = true;

    /// Takes one event.
    fn observe(&mut self, event: E);
}

/// The observer that looks at nothing.
#[derive(Clone, Copy, Debug, Default)]
pub struct Ignore;

impl<E> Observer<E> for Ignore {
    const WATCHING: bool = false;

    #[inline(always)]
    fn observe(&mut self, _event: E) {}
}

/// Keeps every event, in order.
impl<E> Observer<E> for Vec<E> {
    fn observe(&mut self, event: E) {
        self.push(event);
    }
}

impl<E, O: Observer<E>> Observer<E> for &mut O {
    const WATCHING: bool = O::WATCHING;

    #[inline(always)]
    fn observe(&mut self, event: E) {
        (**self).observe(event);
    }
}

/// An observer that wraps each event with `wrap` and passes it on: how a solver files the
/// events of the searches it runs under the check they answer.
pub struct Wrapped<'a, O, F> {
    inner: &'a mut O,
    wrap: F,
}

impl<E, T, O: Observer<T>, F: FnMut(E) -> T> Observer<E> for Wrapped<'_, O, F> {
    const WATCHING: bool = O::WATCHING;

    #[inline(always)]
    fn observe(&mut self, event: E) {
        if O::WATCHING {
            self.inner.observe((self.wrap)(event));
        }
    }
}

/// Wraps `inner` so that it receives `wrap(event)` for each event.
pub fn wrapped<O, F>(inner: &mut O, wrap: F) -> Wrapped<'_, O, F> {
    Wrapped { inner, wrap }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn count_to<O: Observer<u32>>(n: u32, obs: &mut O) -> u32 {
        for i in 0..n {
            obs.observe(i);
        }
        n
    }

    #[test]
    fn a_vec_keeps_events_and_wrapping_relabels_them() {
        let mut seen: Vec<String> = Vec::new();
        count_to(3, &mut wrapped(&mut seen, |i: u32| format!("#{i}")));
        assert_eq!(seen, ["#0", "#1", "#2"]);
    }

    fn costly_event<O: Observer<Vec<u32>>>(built: &mut u32, obs: &mut O) {
        if O::WATCHING {
            *built += 1;
            obs.observe(vec![1, 2, 3]);
        }
    }

    #[test]
    fn ignoring_skips_building_events() {
        let mut built = 0;
        costly_event(&mut built, &mut Ignore);
        assert_eq!(built, 0);
        let mut kept: Vec<Vec<u32>> = Vec::new();
        costly_event(&mut built, &mut kept);
        assert_eq!((built, kept.len()), (1, 1));
    }
}
