//! A solver program running beside snakescope: started with a command, fed lines on its
//! standard input, read line by line from its standard output with a deadline, its standard
//! error kept for when something goes wrong. Dropping it ends the program and (on Unix)
//! everything it started: it runs in a process group of its own (see [`super::group`]).
//!
//! Lines go out through a writer thread, so a program that does not read its input cannot
//! hold snakescope up: the answer's deadline covers the write too, and a state line it has
//! not read by then is said so in the timeout's message.

use super::line_reader::{LineError, read_line};
use snakescope_core::solver::external::answer::MAX_LINE_BYTES;
use std::collections::VecDeque;
use std::io::{BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

/// Lines of standard error kept for a fault's message.
pub const STDERR_LINES_KEPT: usize = 12;
/// The most of its standard error kept from a program, in bytes: the last 64 KiB.
pub const STDERR_BYTES_KEPT: usize = 64 << 10;
/// The longest standard error line kept, in characters (longer ones are cut).
const STDERR_LINE_CHARS: usize = 300;

/// What went wrong with the program itself (not with what it said).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ProcessError {
    /// The command is empty.
    #[error("{}", tr!("the command is empty"))]
    NoCommand,
    /// The program could not be started.
    #[error("{}", tr!("could not start `{command}`: {reason}", command = command, reason = reason))]
    Start {
        /// The command, as typed.
        command: String,
        /// Why, in the system's words.
        reason: String,
    },
    /// The program closed its output (it exited or crashed).
    #[error("the program ended{}", status.as_ref().map(|s| format!(" ({s})")).unwrap_or_default())]
    Ended {
        /// How it ended, if known: its exit status.
        status: Option<String>,
    },
    /// No answer came in time.
    #[error("{}", tr!("no answer within {ms} ms", ms = ms))]
    Timeout {
        /// The deadline, in milliseconds.
        ms: u64,
    },
    /// No answer came in time, and the program had not even read what it was sent.
    #[error("{}", tr!("no answer within {ms} ms; it had not read the line it was sent ({unread} bytes left)", ms = ms, unread = unread))]
    Unread {
        /// The deadline, in milliseconds.
        ms: u64,
        /// The bytes still waiting to be written to its input.
        unread: usize,
    },
    /// A line could not be read.
    #[error("{}", tr!("it wrote {value}", value = .0))]
    BadLine(String),
    /// Writing to the program failed.
    #[error("{}", tr!("could not write to the program: {value}", value = .0))]
    Write(String),
}

/// A running solver program.
pub struct SolverProcess {
    command: String,
    child: Child,
    /// Lines to write, to the writer thread; `None` once the input is closed.
    stdin: Option<Sender<String>>,
    /// Bytes handed to the writer thread and not yet written.
    unwritten: Arc<AtomicUsize>,
    /// Why writing failed, once it has.
    write_error: Arc<Mutex<Option<std::io::ErrorKind>>>,
    /// The process group (the program's id), while it is noted for the signal handler.
    #[cfg(unix)]
    group: i32,
    lines: Receiver<Result<String, LineError>>,
    stderr: Arc<Mutex<VecDeque<u8>>>,
}

impl std::fmt::Debug for SolverProcess {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SolverProcess")
            .field("command", &self.command)
            .field("pid", &self.child.id())
            .finish()
    }
}

impl SolverProcess {
    /// Starts `command` (the program, then its arguments; no shell) with piped standard
    /// input, output and error.
    pub fn spawn(command: &[String]) -> Result<SolverProcess, ProcessError> {
        let (program, args) = command.split_first().ok_or(ProcessError::NoCommand)?;
        let shown = command.join(" ");
        let mut command_line = Command::new(program);
        command_line
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        #[cfg(unix)]
        std::os::unix::process::CommandExt::process_group(&mut command_line, 0);
        let mut child = command_line.spawn().map_err(|e| ProcessError::Start {
            command: shown.clone(),
            reason: e.to_string(),
        })?;
        let stdout = child.stdout.take().expect("stdout is piped");
        let stderr = child.stderr.take().expect("stderr is piped");
        let (send, lines) = mpsc::channel();
        thread::spawn(move || {
            let mut reader = BufReader::new(stdout);
            loop {
                match read_line(&mut reader, MAX_LINE_BYTES) {
                    Ok(Some(line)) => {
                        if send.send(Ok(line)).is_err() {
                            return;
                        }
                    }
                    Ok(None) => return,
                    Err(e) => {
                        let _ = send.send(Err(e));
                        return;
                    }
                }
            }
        });
        let kept = Arc::new(Mutex::new(VecDeque::new()));
        let tail = Arc::clone(&kept);
        thread::spawn(move || {
            // Read in pieces, not by lines: a program that writes no line break would
            // otherwise have its whole output held. Only the last STDERR_BYTES_KEPT stay.
            let mut stderr = stderr;
            let mut piece = [0u8; 8192];
            loop {
                match stderr.read(&mut piece) {
                    Ok(0) | Err(_) => return,
                    Ok(n) => {
                        let mut kept = tail.lock().unwrap_or_else(|p| p.into_inner());
                        kept.extend(&piece[..n]);
                        let over = kept.len().saturating_sub(STDERR_BYTES_KEPT);
                        kept.drain(..over);
                    }
                }
            }
        });
        #[cfg(unix)]
        let group = i32::try_from(child.id()).unwrap_or(0);
        #[cfg(unix)]
        super::group::register(group);
        let unwritten = Arc::new(AtomicUsize::new(0));
        let write_error = Arc::new(Mutex::new(None));
        let stdin = child.stdin.take().expect("stdin is piped");
        Ok(SolverProcess {
            command: shown,
            stdin: Some(spawn_writer(
                stdin,
                Arc::clone(&unwritten),
                Arc::clone(&write_error),
            )),
            unwritten,
            write_error,
            #[cfg(unix)]
            group,
            child,
            lines,
            stderr: kept,
        })
    }

    /// The command, as one line.
    pub fn command(&self) -> &str {
        &self.command
    }

    /// Writes one line (a `\n` is added), without waiting for the program to read it: the
    /// deadline of [`SolverProcess::receive`] covers the write.
    pub fn send(&mut self, line: &str) -> Result<(), ProcessError> {
        let failed = *self.write_error.lock().unwrap_or_else(|p| p.into_inner());
        match failed {
            Some(std::io::ErrorKind::BrokenPipe) => return Err(self.ended()),
            Some(kind) => return Err(ProcessError::Write(std::io::Error::from(kind).to_string())),
            None => {}
        }
        let Some(stdin) = self.stdin.as_ref() else {
            return Err(ProcessError::Write("its input is closed".to_string()));
        };
        let mut text = String::with_capacity(line.len() + 1);
        text.push_str(line);
        text.push('\n');
        self.unwritten.fetch_add(text.len(), Ordering::SeqCst);
        stdin.send(text).map_err(|_| self.ended())
    }

    /// The next line the program writes, waiting at most `timeout`. A program that exits
    /// without answering is reported as ended, even while a child it forked keeps its output
    /// open.
    pub fn receive(&mut self, timeout: Duration) -> Result<String, ProcessError> {
        let deadline = Instant::now() + timeout;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left.min(Duration::from_millis(50))) {
                Ok(Ok(line)) => return Ok(line),
                Ok(Err(e)) => return Err(ProcessError::BadLine(e.to_string())),
                Err(RecvTimeoutError::Disconnected) => return Err(self.ended()),
                Err(RecvTimeoutError::Timeout) => {}
            }
            if let Ok(Some(status)) = self.child.try_wait() {
                // A line written just before it exited still counts.
                if let Ok(Ok(line)) = self.lines.recv_timeout(Duration::from_millis(20)) {
                    return Ok(line);
                }
                return Err(ProcessError::Ended {
                    status: Some(status.to_string()),
                });
            }
            if left.is_zero() {
                let ms = timeout.as_millis().min(u128::from(u64::MAX)) as u64;
                let unread = self.unwritten.load(Ordering::SeqCst);
                return Err(if unread > 0 {
                    ProcessError::Unread { ms, unread }
                } else {
                    ProcessError::Timeout { ms }
                });
            }
        }
    }

    /// The program has ended (or is about to): how, if it can be told within a moment.
    fn ended(&mut self) -> ProcessError {
        for _ in 0..50 {
            if let Ok(Some(status)) = self.child.try_wait() {
                return ProcessError::Ended {
                    status: Some(status.to_string()),
                };
            }
            thread::sleep(Duration::from_millis(10));
        }
        ProcessError::Ended { status: None }
    }

    /// The last lines the program wrote to its standard error, oldest first (the last one
    /// may be unfinished: a program that writes no line break still shows what it wrote).
    pub fn stderr_tail(&self) -> Vec<String> {
        // Give the reader thread a moment to catch up with a program that just failed.
        thread::sleep(Duration::from_millis(20));
        let kept = self.stderr.lock().unwrap_or_else(|p| p.into_inner());
        let bytes: Vec<u8> = kept.iter().copied().collect();
        last_lines(&bytes)
    }
}

/// The last [`STDERR_LINES_KEPT`] lines of `bytes`, each cut to [`STDERR_LINE_CHARS`]
/// characters; empty lines left out.
fn last_lines(bytes: &[u8]) -> Vec<String> {
    let text = String::from_utf8_lossy(bytes);
    let lines: Vec<String> = text
        .split('\n')
        .map(|line| line.trim_end_matches('\r'))
        .filter(|line| !line.is_empty())
        .map(|line| line.chars().take(STDERR_LINE_CHARS).collect())
        .collect();
    let from = lines.len().saturating_sub(STDERR_LINES_KEPT);
    lines[from..].to_vec()
}

/// Starts the thread that writes lines to the program's input, counting down `unwritten` as
/// they go and noting the first failure in `error`. It ends when the input is closed or a
/// write fails (as it does once the program is ended).
fn spawn_writer(
    mut stdin: ChildStdin,
    unwritten: Arc<AtomicUsize>,
    error: Arc<Mutex<Option<std::io::ErrorKind>>>,
) -> Sender<String> {
    let (send, lines) = mpsc::channel::<String>();
    thread::spawn(move || {
        for line in lines {
            let written = stdin
                .write_all(line.as_bytes())
                .and_then(|()| stdin.flush());
            unwritten.fetch_sub(line.len(), Ordering::SeqCst);
            if let Err(e) = written {
                *error.lock().unwrap_or_else(|p| p.into_inner()) = Some(e.kind());
                return;
            }
        }
    });
    send
}

impl Drop for SolverProcess {
    fn drop(&mut self) {
        // Closing its input asks a well-behaved program to exit; then make sure it has, with
        // everything it started.
        self.stdin.take();
        // A last line (`end`) gets a moment to reach a program that reads.
        for _ in 0..20 {
            if self.unwritten.load(Ordering::SeqCst) == 0 {
                break;
            }
            thread::sleep(Duration::from_millis(5));
        }
        if !matches!(self.child.try_wait(), Ok(Some(_))) {
            let _ = self.child.kill();
        }
        #[cfg(unix)]
        super::group::end(self.group);
        let _ = self.child.wait();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sh(script: &str) -> Vec<String> {
        vec!["sh".to_string(), "-c".to_string(), script.to_string()]
    }

    #[test]
    fn lines_go_out_and_come_back() {
        let mut p = SolverProcess::spawn(&sh("while read l; do echo \"got $l\"; done")).unwrap();
        p.send("one").unwrap();
        assert_eq!(p.receive(Duration::from_secs(5)).unwrap(), "got one");
        p.send("two").unwrap();
        assert_eq!(p.receive(Duration::from_secs(5)).unwrap(), "got two");
    }

    #[test]
    fn a_missing_program_cannot_start() {
        let e = SolverProcess::spawn(&["/no/such/solver".to_string()]).unwrap_err();
        assert!(
            e.to_string()
                .starts_with("could not start `/no/such/solver`: "),
            "{e}"
        );
        assert_eq!(
            SolverProcess::spawn(&[]).unwrap_err(),
            ProcessError::NoCommand
        );
    }

    #[test]
    fn silence_is_a_timeout_and_an_exit_is_an_end_with_its_stderr() {
        let mut p = SolverProcess::spawn(&sh("read l; sleep 5")).unwrap();
        p.send("hello").unwrap();
        assert_eq!(
            p.receive(Duration::from_millis(100)).unwrap_err(),
            ProcessError::Timeout { ms: 100 }
        );
        let mut p = SolverProcess::spawn(&sh(
            "echo 'Traceback: oops' >&2; echo 'ValueError' >&2; exit 3",
        ))
        .unwrap();
        let e = p.receive(Duration::from_secs(5)).unwrap_err();
        assert!(
            matches!(&e, ProcessError::Ended { status: Some(s) } if s.contains('3')),
            "{e}"
        );
        assert_eq!(p.stderr_tail(), ["Traceback: oops", "ValueError"]);
    }

    #[test]
    fn an_over_long_line_is_refused() {
        let script = format!(
            "head -c {} /dev/zero | tr '\\0' x; echo",
            MAX_LINE_BYTES + 10
        );
        let mut p = SolverProcess::spawn(&sh(&script)).unwrap();
        let e = p.receive(Duration::from_secs(10)).unwrap_err();
        assert_eq!(
            e.to_string(),
            format!("it wrote a line longer than {MAX_LINE_BYTES} bytes")
        );
    }

    #[test]
    fn dropping_the_process_ends_the_program() {
        let p = SolverProcess::spawn(&sh("sleep 30")).unwrap();
        let pid = p.child.id();
        drop(p);
        assert!(!std::path::Path::new(&format!("/proc/{pid}")).exists());
    }
}
