//! A solver program running beside snakescope: started with a command, fed lines on its
//! standard input, read line by line from its standard output with a deadline, its standard
//! error kept for when something goes wrong. Dropping it ends the program.

use super::answer::MAX_LINE_BYTES;
use super::line_reader::{LineError, read_line};
use std::collections::VecDeque;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::Duration;

/// Lines of standard error kept for a fault's message.
pub const STDERR_LINES_KEPT: usize = 12;
/// The longest standard error line kept, in characters (longer ones are cut).
const STDERR_LINE_CHARS: usize = 300;

/// What went wrong with the program itself (not with what it said).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ProcessError {
    /// The command is empty.
    #[error("the command is empty")]
    NoCommand,
    /// The program could not be started.
    #[error("could not start `{command}`: {reason}")]
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
    #[error("no answer within {ms} ms")]
    Timeout {
        /// The deadline, in milliseconds.
        ms: u64,
    },
    /// A line could not be read.
    #[error("it wrote {0}")]
    BadLine(String),
    /// Writing to the program failed.
    #[error("could not write to the program: {0}")]
    Write(String),
}

/// A running solver program.
pub struct SolverProcess {
    command: String,
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<Result<String, LineError>>,
    stderr: Arc<Mutex<VecDeque<String>>>,
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
        let mut child = Command::new(program)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| ProcessError::Start {
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
            let mut reader = BufReader::new(stderr);
            let mut buf = Vec::new();
            loop {
                buf.clear();
                match reader.read_until(b'\n', &mut buf) {
                    Ok(0) | Err(_) => return,
                    Ok(_) => {
                        let text = String::from_utf8_lossy(&buf);
                        let line: String = text
                            .trim_end_matches(['\n', '\r'])
                            .chars()
                            .take(STDERR_LINE_CHARS)
                            .collect();
                        let mut kept = tail.lock().unwrap_or_else(|p| p.into_inner());
                        if kept.len() == STDERR_LINES_KEPT {
                            kept.pop_front();
                        }
                        kept.push_back(line);
                    }
                }
            }
        });
        Ok(SolverProcess {
            command: shown,
            stdin: child.stdin.take(),
            child,
            lines,
            stderr: kept,
        })
    }

    /// The command, as one line.
    pub fn command(&self) -> &str {
        &self.command
    }

    /// Writes one line (a `\n` is added).
    pub fn send(&mut self, line: &str) -> Result<(), ProcessError> {
        let Some(stdin) = self.stdin.as_mut() else {
            return Err(ProcessError::Write("its input is closed".to_string()));
        };
        let written = stdin
            .write_all(line.as_bytes())
            .and_then(|()| stdin.write_all(b"\n"))
            .and_then(|()| stdin.flush());
        written.map_err(|e| match e.kind() {
            std::io::ErrorKind::BrokenPipe => self.ended(),
            _ => ProcessError::Write(e.to_string()),
        })
    }

    /// The next line the program writes, waiting at most `timeout`.
    pub fn receive(&mut self, timeout: Duration) -> Result<String, ProcessError> {
        match self.lines.recv_timeout(timeout) {
            Ok(Ok(line)) => Ok(line),
            Ok(Err(e)) => Err(ProcessError::BadLine(e.to_string())),
            Err(RecvTimeoutError::Timeout) => Err(ProcessError::Timeout {
                ms: timeout.as_millis().min(u128::from(u64::MAX)) as u64,
            }),
            Err(RecvTimeoutError::Disconnected) => Err(self.ended()),
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

    /// The last lines the program wrote to its standard error, oldest first.
    pub fn stderr_tail(&self) -> Vec<String> {
        // Give the reader thread a moment to catch up with a program that just failed.
        thread::sleep(Duration::from_millis(20));
        let kept = self.stderr.lock().unwrap_or_else(|p| p.into_inner());
        kept.iter().cloned().collect()
    }
}

impl Drop for SolverProcess {
    fn drop(&mut self) {
        // Closing its input asks a well-behaved program to exit; then make sure it has.
        self.stdin.take();
        if !matches!(self.child.try_wait(), Ok(Some(_))) {
            let _ = self.child.kill();
        }
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
