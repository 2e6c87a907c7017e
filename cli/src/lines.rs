//! The batch reader: the puzzle lines of a batch file, one 81-cell puzzle per line, blank and
//! `#` lines skipped, read a line at a time with bounded memory however long a line is.

use std::io::{self, BufRead};

use bitdoku::{links, parse, Grid};

/// The longest batch line kept in memory; a longer line is reported by its length, not stored.
const MAX_LINE_BYTES: usize = 4096;

/// One puzzle line of a batch, as read: a grid to answer (its givens may still break a rule),
/// or why it is not one.
pub enum Puzzle {
    Parsed(Grid),
    Invalid(String),
}

/// The puzzle lines of a batch file, read one at a time, numbered as in the file.
pub struct BatchReader {
    reader: Box<dyn BufRead>,
    /// The current line, at most [`MAX_LINE_BYTES`] of it.
    buf: Vec<u8>,
    /// The 1-based number of the line read last.
    number: usize,
}

impl BatchReader {
    pub fn new(reader: Box<dyn BufRead>) -> BatchReader {
        BatchReader {
            reader,
            buf: Vec::with_capacity(MAX_LINE_BYTES),
            number: 0,
        }
    }

    /// Reads puzzles into `chunk` until it holds `size` or the input ends.
    pub fn fill(&mut self, chunk: &mut Vec<Puzzle>, size: usize) -> io::Result<()> {
        while chunk.len() < size {
            match self.next_puzzle()? {
                Some(puzzle) => chunk.push(puzzle),
                None => break,
            }
        }
        Ok(())
    }

    /// The next puzzle line, skipping blank and `#` lines; `None` at the end of the input.
    fn next_puzzle(&mut self) -> io::Result<Option<Puzzle>> {
        while let Some(line) = next_line(&mut *self.reader, &mut self.buf)? {
            self.number += 1;
            let number = self.number;
            if line.blank || parse::is_batch_filler(line.kept) {
                continue;
            }
            if line.truncated {
                return Ok(Some(Puzzle::Invalid(format!(
                    "line {number} is {} characters long, expected 81 cells",
                    line.chars
                ))));
            }
            return Ok(Some(match parse_line(line.kept, number) {
                Ok(grid) => Puzzle::Parsed(grid),
                Err(reason) => Puzzle::Invalid(reason),
            }));
        }
        Ok(None)
    }
}

/// One batch line as a grid, or why it is not one.
fn parse_line(bytes: &[u8], number: usize) -> Result<Grid, String> {
    let text = std::str::from_utf8(bytes).map_err(|e| {
        format!(
            "line {number} is not UTF-8 text (byte {})",
            e.valid_up_to() + 1
        )
    })?;
    if links::is_link(text) {
        let (cells, _) = links::read(text).map_err(|e| format!("line {number}: {e}"))?;
        return Grid::from_cells(cells).map_err(|e| e.to_string());
    }
    Grid::parse_line(text, number).map_err(|e| e.to_string())
}

/// One line of a batch file, without its line ending.
struct Line<'a> {
    /// The line, or its first [`MAX_LINE_BYTES`] bytes when `truncated`.
    kept: &'a [u8],
    /// True when the line was longer than what was kept.
    truncated: bool,
    /// Its length in characters.
    chars: usize,
    /// True when it holds nothing but whitespace.
    blank: bool,
}

/// Reads the next line, keeping at most [`MAX_LINE_BYTES`] of it in memory however long it
/// is, so that a 100 MB line costs no more memory than a short one.
fn next_line<'a>(reader: &mut dyn BufRead, buf: &'a mut Vec<u8>) -> io::Result<Option<Line<'a>>> {
    buf.clear();
    let (mut bytes, mut chars, mut blank, mut last) = (0usize, 0usize, true, None);
    loop {
        let available = reader.fill_buf()?;
        if available.is_empty() {
            if last.is_none() {
                return Ok(None); // end of input
            }
            break;
        }
        let end = available.iter().position(|&b| b == b'\n');
        let chunk = &available[..end.unwrap_or(available.len())];
        let room = MAX_LINE_BYTES.saturating_sub(buf.len());
        buf.extend_from_slice(&chunk[..chunk.len().min(room)]);
        bytes += chunk.len();
        // UTF-8 continuation bytes (0b10xxxxxx) do not start a character.
        chars += chunk.iter().filter(|&&b| b & 0xC0 != 0x80).count();
        blank &= chunk.iter().all(u8::is_ascii_whitespace);
        last = chunk.last().copied().or(last).or(Some(b'\n'));
        let used = chunk.len() + usize::from(end.is_some());
        reader.consume(used);
        if end.is_some() {
            break;
        }
    }
    // A CRLF line ending is not part of the line.
    if last == Some(b'\r') {
        bytes -= 1;
        chars -= 1;
        buf.truncate(bytes);
    }
    Ok(Some(Line {
        kept: buf,
        truncated: bytes > buf.len(),
        chars,
        blank,
    }))
}
