//! A program outside snakescope that misbehaves: it does not read, it exits while a child it
//! forked keeps its output open. snakescope must neither hang nor leave the child behind.

use snakescope_external::process::{ProcessError, SolverProcess};
use std::time::{Duration, Instant};

fn sh(script: &str) -> Vec<String> {
    vec!["sh".to_string(), "-c".to_string(), script.to_string()]
}

/// Runs `f` on a thread and gives up after `limit`, so a hang fails the test instead of
/// stopping it.
fn within<T: Send + 'static>(limit: Duration, f: impl FnOnce() -> T + Send + 'static) -> T {
    let (send, got) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = send.send(f());
    });
    got.recv_timeout(limit)
        .unwrap_or_else(|_| panic!("still running after {limit:?}"))
}

/// Whether process `pid` is gone (or a zombie nobody waits for).
fn gone(pid: u32) -> bool {
    match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
        Err(_) => true,
        Ok(stat) => stat
            .rsplit(')')
            .next()
            .is_some_and(|rest| rest.trim_start().starts_with('Z')),
    }
}

fn pid_in(path: &std::path::Path) -> u32 {
    let started = Instant::now();
    loop {
        if let Ok(text) = std::fs::read_to_string(path)
            && let Ok(pid) = text.trim().parse()
        {
            return pid;
        }
        assert!(started.elapsed() < Duration::from_secs(5), "no pid written");
        std::thread::sleep(Duration::from_millis(10));
    }
}

fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("snakescope-process-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

#[test]
fn a_program_that_does_not_read_times_out_on_its_deadline() {
    // Before: writing a line longer than the pipe's buffer blocked forever.
    let outcome = within(Duration::from_secs(10), || {
        let mut p = SolverProcess::spawn(&sh("sleep 30")).unwrap();
        let line = "x".repeat(1 << 20);
        let started = Instant::now();
        let sent = p.send(&line);
        let answer = p.receive(Duration::from_millis(300));
        (sent, answer, started.elapsed())
    });
    let (sent, answer, took) = outcome;
    assert!(sent.is_ok());
    let e = answer.unwrap_err().to_string();
    assert!(e.starts_with("no answer within 300 ms"), "{e}");
    assert!(e.contains("had not read the line"), "{e}");
    assert!(took < Duration::from_secs(3), "{took:?}");
}

#[cfg(target_os = "linux")]
#[test]
fn a_program_that_exits_while_its_child_holds_its_output_has_ended_and_the_child_goes_too() {
    // Before: reported as "no answer within ..." after the whole deadline, and the child
    // outlived snakescope.
    let pid_file = scratch("forked.pid");
    let _ = std::fs::remove_file(&pid_file);
    let script = format!("sleep 60 & echo $! > {}; exit 3", pid_file.display());
    let (error, took, child) = within(Duration::from_secs(20), move || {
        let mut p = SolverProcess::spawn(&sh(&script)).unwrap();
        let started = Instant::now();
        let e = p.receive(Duration::from_secs(8)).unwrap_err();
        let took = started.elapsed();
        let child = pid_in(&pid_file);
        assert!(!gone(child), "the child should still run before the drop");
        drop(p);
        (e, took, child)
    });
    assert!(
        matches!(&error, ProcessError::Ended { status: Some(s) } if s.contains('3')),
        "{error}"
    );
    assert!(took < Duration::from_secs(3), "{took:?}");
    let started = Instant::now();
    while !gone(child) && started.elapsed() < Duration::from_secs(3) {
        std::thread::sleep(Duration::from_millis(20));
    }
    assert!(gone(child), "the forked child {child} outlived its program");
}

#[test]
fn standard_error_without_a_line_break_is_kept_in_bounded_pieces_and_shown() {
    // 32 MiB of standard error and no line break, then an exit: the last 64 KiB are kept,
    // and the fault shows the end of what it wrote (not "nothing").
    let script =
        "import sys\nfor _ in range(512): sys.stderr.write('E' * 65536)\nsys.stderr.flush()\n";
    let command = vec!["python3".to_string(), "-c".to_string(), script.to_string()];
    let tail = within(Duration::from_secs(60), move || {
        let mut p = SolverProcess::spawn(&command).unwrap();
        let got = p.receive(Duration::from_secs(30));
        assert!(got.is_err(), "the program ends without answering");
        std::thread::sleep(Duration::from_millis(200));
        p.stderr_tail()
    });
    assert_eq!(tail.len(), 1, "{tail:?}");
    assert_eq!(tail[0], "E".repeat(300));
}
