//! Ending a program together with everything it started, on every way out.
//!
//! On Unix each program runs in a process group of its own. Dropping a
//! [`super::process::SolverProcess`] ends the whole group, so a child the program forked does
//! not outlive it; and [`end_groups_on_signals`] makes SIGTERM, SIGINT and SIGHUP end every
//! group still running before snakescope itself stops. Elsewhere only the program is ended.

#[cfg(unix)]
mod unix {
    use std::sync::atomic::{AtomicI32, Ordering};

    /// Room for this many programs at once (a bench runs one per worker thread).
    const SLOTS: usize = 1024;

    /// The process groups running now; 0 marks a free slot. A signal handler reads it, so it
    /// is a fixed array of atomics: no lock, no allocation.
    static GROUPS: [AtomicI32; SLOTS] = [const { AtomicI32::new(0) }; SLOTS];

    /// Notes a running group; false if every slot is taken (the group is then only ended
    /// when its program is dropped).
    pub fn register(group: i32) -> bool {
        GROUPS.iter().any(|slot| {
            slot.compare_exchange(0, group, Ordering::SeqCst, Ordering::SeqCst)
                .is_ok()
        })
    }

    /// Ends the group `group` (every process in it) and forgets it.
    pub fn end(group: i32) {
        if group <= 0 {
            return;
        }
        // SAFETY: kill has no memory effects; a negative pid names the process group.
        unsafe {
            libc::kill(-group, libc::SIGKILL);
        }
        for slot in &GROUPS {
            let _ = slot.compare_exchange(group, 0, Ordering::SeqCst, Ordering::SeqCst);
        }
    }

    /// Ends every group still noted, then lets the signal do what it would have done.
    extern "C" fn on_signal(signal: libc::c_int) {
        for slot in &GROUPS {
            let group = slot.swap(0, Ordering::SeqCst);
            if group > 0 {
                // SAFETY: kill is async-signal-safe.
                unsafe {
                    libc::kill(-group, libc::SIGKILL);
                }
            }
        }
        // SAFETY: signal and raise are async-signal-safe; the default action ends the
        // process with the signal, as the user asked.
        unsafe {
            libc::signal(signal, libc::SIG_DFL);
            libc::raise(signal);
        }
    }

    /// Installs the handler for SIGTERM, SIGINT and SIGHUP.
    pub fn end_groups_on_signals() {
        for signal in [libc::SIGTERM, libc::SIGINT, libc::SIGHUP] {
            // SAFETY: the handler only touches atomics and async-signal-safe calls.
            unsafe {
                libc::signal(signal, on_signal as *const () as libc::sighandler_t);
            }
        }
    }
}

#[cfg(unix)]
pub(crate) use unix::{end, register};

/// Makes SIGTERM, SIGINT and SIGHUP end every program snakescope started (with whatever
/// those programs started) before snakescope stops. Call once, early; does nothing outside
/// Unix.
pub fn end_groups_on_signals() {
    #[cfg(unix)]
    unix::end_groups_on_signals();
}
