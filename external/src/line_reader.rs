//! Reading a solver's output one line at a time, never holding more than the longest line
//! allowed, whatever the bytes.

use std::io::{self, BufRead};

/// Why a line could not be read.
#[derive(Debug, thiserror::Error)]
pub enum LineError {
    /// The line went on past the limit without ending.
    #[error("{}", tr!("a line longer than {limit} bytes", limit = limit))]
    TooLong {
        /// The limit, in bytes.
        limit: usize,
    },
    /// The line is not UTF-8 text.
    #[error("{}", tr!("a line that is not UTF-8 text (bad byte at {at})", at = at))]
    NotUtf8 {
        /// Where the first bad byte is, counted from the line's start.
        at: usize,
    },
    /// Reading failed.
    #[error("{}", tr!("reading failed: {value}", value = .0))]
    Io(#[from] io::Error),
}

/// Reads the next line (without its `\n`, and without a `\r` before it). `Ok(None)` at the
/// end of the stream; a last line without `\n` still counts. A line longer than `limit` bytes
/// is an error, found without reading more than `limit + 1` bytes of it.
pub fn read_line(reader: &mut impl BufRead, limit: usize) -> Result<Option<String>, LineError> {
    let mut line: Vec<u8> = Vec::new();
    loop {
        let available = match reader.fill_buf() {
            Ok(bytes) => bytes,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e.into()),
        };
        if available.is_empty() {
            if line.is_empty() {
                return Ok(None);
            }
            break;
        }
        let (taken, ended) = match available.iter().position(|&b| b == b'\n') {
            Some(i) => (i, true),
            None => (available.len(), false),
        };
        if line.len() + taken > limit {
            return Err(LineError::TooLong { limit });
        }
        line.extend_from_slice(&available[..taken]);
        reader.consume(if ended { taken + 1 } else { taken });
        if ended {
            break;
        }
    }
    if line.last() == Some(&b'\r') {
        line.pop();
    }
    String::from_utf8(line)
        .map(Some)
        .map_err(|e| LineError::NotUtf8 {
            at: e.utf8_error().valid_up_to(),
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::BufReader;

    fn lines(bytes: &[u8], limit: usize) -> Vec<Result<Option<String>, String>> {
        let mut r = BufReader::with_capacity(3, bytes);
        let mut out = Vec::new();
        loop {
            let l = read_line(&mut r, limit).map_err(|e| e.to_string());
            let stop = !matches!(l, Ok(Some(_)));
            out.push(l);
            if stop {
                return out;
            }
        }
    }

    #[test]
    fn lines_come_one_by_one_across_buffer_boundaries() {
        assert_eq!(
            lines(b"{\"a\":1}\r\nsecond\nlast", 100),
            [
                Ok(Some("{\"a\":1}".to_string())),
                Ok(Some("second".to_string())),
                Ok(Some("last".to_string())),
                Ok(None)
            ]
        );
    }

    #[test]
    fn a_line_past_the_limit_is_an_error() {
        assert_eq!(
            lines(b"12345\n123456\n", 5),
            [
                Ok(Some("12345".to_string())),
                Err("a line longer than 5 bytes".to_string())
            ]
        );
    }

    #[test]
    fn bytes_that_are_not_utf8_are_an_error_naming_where() {
        assert_eq!(
            lines(b"ok\xff\n", 10),
            [Err(
                "a line that is not UTF-8 text (bad byte at 2)".to_string()
            )]
        );
    }
}
