//! Where the CLI's input comes from: a named file or standard input, opened for reading and
//! named in messages.

use std::fs::File;
use std::io::{self, BufRead, BufReader};
use std::path::Path;

use crate::Failure;

/// Opens `path` for buffered reading, or standard input when it is `None`.
pub fn open(path: Option<&Path>) -> Result<Box<dyn BufRead>, Failure> {
    let Some(path) = path else {
        return Ok(Box::new(BufReader::new(io::stdin())));
    };
    let name = source_name(Some(path));
    if path.is_dir() {
        return Err(format!("{name} is a directory, not a puzzle file"));
    }
    let file = File::open(path).map_err(|e| format!("cannot open {name}: {e}"))?;
    Ok(Box::new(BufReader::with_capacity(1 << 16, file)))
}

/// Where input came from, for messages: the quoted path, with any control character in it
/// escaped so that a message stays on one line, or "standard input".
pub fn source_name(path: Option<&Path>) -> String {
    let Some(path) = path else {
        return "standard input".to_owned();
    };
    let shown: String = path
        .to_string_lossy()
        .chars()
        .map(|ch| {
            if ch.is_control() {
                ch.escape_default().to_string()
            } else {
                ch.to_string()
            }
        })
        .collect();
    format!("'{shown}'")
}
