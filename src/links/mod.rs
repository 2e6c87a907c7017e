//! Puzzles that travel between tools: the links of SudokuWiki, f-puzzles and SudokuPad, read
//! into cells and written from them.
//!
//! | site | link | puzzle |
//! |---|---|---|
//! | [`Site::SudokuWiki`] | `https://www.sudokuwiki.org/sudoku.htm?bd=` | 81 digits, `0` a blank |
//! | [`Site::FPuzzles`] | `https://www.f-puzzles.com/?load=` | lz-string's `compressToBase64` of f-puzzles' JSON |
//! | [`Site::SudokuPad`] | `https://sudokupad.app/fpuzzles` | the same, after `fpuzzles` |
//!
//! Only the givens travel: a person's entries and marks in an f-puzzles grid are left out, and
//! a puzzle that is not a classic 9×9 one is refused, naming what it is.

mod fpuzzles;
mod json;
mod sudokuwiki;

use std::fmt;

use crate::choice::named_choice;
use crate::rules::CellName;
use crate::Grid;

/// A site whose links bitdoku reads and writes.
// An enum of the page's too (src/wasm/share.rs): JS passes and reads it by value.
#[cfg_attr(
    all(
        target_arch = "wasm32",
        any(
            feature = "page",
            feature = "solver",
            feature = "logic",
            feature = "share"
        )
    ),
    wasm_bindgen::prelude::wasm_bindgen
)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Site {
    /// Andrew Stuart's SudokuWiki solver.
    SudokuWiki,
    /// The f-puzzles setter.
    FPuzzles,
    /// SudokuPad (Cracking the Cryptic's app), in the f-puzzles form.
    SudokuPad,
}

named_choice!(Site, "site", "unknown-site", {
    SudokuWiki => "sudokuwiki",
    FPuzzles => "f-puzzles",
    SudokuPad => "sudokupad",
});

impl Site {
    /// Every site, in the order the page offers their links.
    pub const ALL: [Site; 3] = [Site::SudokuWiki, Site::FPuzzles, Site::SudokuPad];

    /// The site's name as its users write it: SudokuWiki, f-puzzles, SudokuPad.
    pub fn title(self) -> &'static str {
        match self {
            Site::SudokuWiki => "SudokuWiki",
            Site::FPuzzles => "f-puzzles",
            Site::SudokuPad => "SudokuPad",
        }
    }
}

/// Why a link gives no puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum LinkError {
    /// A link to some other site.
    UnknownSite {
        /// The link's host, in lower case.
        host: String,
    },
    /// A link of a known site without the part that holds the puzzle.
    NoPuzzle {
        /// The site.
        site: Site,
        /// What was looked for: `bd=`, `load=` or `fpuzzles`.
        part: &'static str,
    },
    /// SudokuWiki's `bd=` with a character other than a digit.
    NotADigit {
        /// The character.
        ch: char,
        /// Its 1-based place in the `bd=` value.
        place: usize,
    },
    /// SudokuWiki's `bd=` with a number of digits other than 81.
    DigitCount {
        /// How many characters it holds.
        found: usize,
    },
    /// Puzzle data far longer than a classic puzzle's: refused before it is decompressed, as
    /// lz-string's output can grow with the square of its input.
    TooLong {
        /// The site.
        site: Site,
        /// The data's length in characters.
        length: usize,
    },
    /// A puzzle with more than a classic one's rules: a variant (cages, arrows, a diagonal,
    /// irregular boxes, ...) or another of the site's solvers.
    NotClassic {
        /// The site.
        site: Site,
        /// What makes it a variant, as the link names it: a JSON key, or a page of the site.
        what: String,
    },
    /// Data that lz-string cannot decompress: most often a link cut short when copied.
    NotCompressed {
        /// The site.
        site: Site,
    },
    /// Decompressed data that is not f-puzzles' JSON.
    NotPuzzleJson {
        /// The site.
        site: Site,
        /// What the JSON reader said.
        detail: String,
    },
    /// A grid other than 9×9.
    Size {
        /// The site.
        site: Site,
        /// Its size, as the JSON gives it.
        size: usize,
    },
    /// A cell whose value is not 1 to 9.
    CellValue {
        /// The site.
        site: Site,
        /// The cell, 0..81 in reading order.
        cell: usize,
        /// The value found.
        value: i64,
    },
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkError::UnknownSite { host } => write!(
                f,
                "a link to {host}: bitdoku reads links of SudokuWiki (?bd=), f-puzzles (?load=) \
                 and SudokuPad (fpuzzles…)"
            ),
            LinkError::NoPuzzle { site, part } => {
                write!(
                    f,
                    "the {} link has no puzzle: no {part} in it",
                    site.title()
                )
            }
            LinkError::NotADigit { ch, place } => write!(
                f,
                "the SudokuWiki link's bd= has '{}' at place {place}, expected a digit 0-9",
                crate::parse::shown(*ch)
            ),
            LinkError::DigitCount { found } if *found < 81 => write!(
                f,
                "the SudokuWiki link's bd= holds {found} digits, expected 81 (was it cut short?)"
            ),
            LinkError::DigitCount { found } => write!(
                f,
                "the SudokuWiki link's bd= holds {found} digits, expected 81"
            ),
            LinkError::TooLong { site, length } => write!(
                f,
                "the {} link's puzzle data is {length} characters long, far more than a classic \
                 puzzle's (at most {MAX_DATA})",
                site.title()
            ),
            LinkError::NotClassic { site, what } => write!(
                f,
                "the {} link holds a variant puzzle ({what}): bitdoku solves classic 9×9 \
                 puzzles only",
                site.title()
            ),
            LinkError::NotCompressed { site } => write!(
                f,
                "the {} link's puzzle data cannot be decompressed (was it cut short?)",
                site.title()
            ),
            LinkError::NotPuzzleJson { site, detail } => {
                write!(
                    f,
                    "the {} link does not hold an f-puzzles puzzle: {detail}",
                    site.title()
                )
            }
            LinkError::Size { site, size } => write!(
                f,
                "the {} puzzle is {size}×{size}: bitdoku solves 9×9 puzzles only",
                site.title()
            ),
            LinkError::CellValue { site, cell, value } => write!(
                f,
                "{} of the {} puzzle holds {value}, expected 1 to 9",
                CellName(*cell),
                site.title()
            ),
        }
    }
}

impl std::error::Error for LinkError {}

/// The longest puzzle data read from an f-puzzles or SudokuPad link, in characters: a classic
/// puzzle's is a few hundred.
pub const MAX_DATA: usize = 4096;

/// True if `text` is a link (it has a scheme such as `https://`) rather than a grid.
pub fn is_link(text: &str) -> bool {
    let text = text.trim();
    text.split_once("://").is_some_and(|(scheme, _)| {
        !scheme.is_empty() && scheme.chars().all(|c| c.is_ascii_alphabetic())
    })
}

/// Reads the givens of the puzzle a link holds (0 = blank), and the site it is from.
pub fn read(link: &str) -> Result<([u8; 81], Site), LinkError> {
    let link = link.trim();
    let rest = link.split_once("://").map_or(link, |(_, rest)| rest);
    let host_end = rest.find(['/', '?', '#']).unwrap_or(rest.len());
    // The host without a user's name or a port: `user@www.sudokuwiki.org:443`.
    let authority = &rest[..host_end];
    let host = authority.rsplit('@').next().unwrap_or(authority);
    let host = host.split(':').next().unwrap_or(host).to_ascii_lowercase();
    let after_host = &rest[host_end..];
    let on = |site: &str| host == site || host.ends_with(&format!(".{site}"));
    if on("sudokuwiki.org") {
        // Its classic solver's page; the others (killer, jigsaw, ...) take a bd= of their own.
        let path = after_host.split(['?', '#']).next().unwrap_or("");
        let page = path.rsplit('/').next().unwrap_or("");
        if !(page.is_empty() || page.eq_ignore_ascii_case("sudoku.htm")) {
            return Err(LinkError::NotClassic {
                site: Site::SudokuWiki,
                what: page.to_owned(),
            });
        }
        let bd = query_value(after_host, "bd").ok_or(LinkError::NoPuzzle {
            site: Site::SudokuWiki,
            part: "bd=",
        })?;
        Ok((sudokuwiki::read(&bd)?, Site::SudokuWiki))
    } else if on("f-puzzles.com") {
        let data = query_value(after_host, "load").ok_or(LinkError::NoPuzzle {
            site: Site::FPuzzles,
            part: "load=",
        })?;
        Ok((fpuzzles::read(&data, Site::FPuzzles)?, Site::FPuzzles))
    } else if on("sudokupad.app") || on("crackingthecryptic.com") {
        // The path from `/fpuzzles` on (lz-string's base64 may hold a `/`), or the older
        // `?puzzleid=fpuzzlesDATA`.
        let path = after_host.split(['?', '#']).next().unwrap_or("");
        let in_path = path.find("/fpuzzles").map(|at| decoded(&path[at + 1..]));
        let found = [in_path, query_value(after_host, "puzzleid")]
            .into_iter()
            .flatten()
            .find_map(|part| part.strip_prefix("fpuzzles").map(str::to_owned));
        let data = found.ok_or(LinkError::NoPuzzle {
            site: Site::SudokuPad,
            part: "fpuzzles",
        })?;
        Ok((fpuzzles::read(&data, Site::SudokuPad)?, Site::SudokuPad))
    } else {
        Err(LinkError::UnknownSite { host })
    }
}

/// A link of `site` to the puzzle whose givens are `grid`'s digits.
pub fn write(grid: &Grid, site: Site) -> String {
    let cells = &grid.cells();
    match site {
        Site::SudokuWiki => format!(
            "https://www.sudokuwiki.org/sudoku.htm?bd={}",
            sudokuwiki::write(cells)
        ),
        Site::FPuzzles => format!("https://www.f-puzzles.com/?load={}", fpuzzles::write(cells)),
        Site::SudokuPad => format!("https://sudokupad.app/fpuzzles{}", fpuzzles::write(cells)),
    }
}

/// The value of `key` in the query of `after_host` (the link from its path on), decoded.
fn query_value(after_host: &str, key: &str) -> Option<String> {
    let query = after_host.split_once('?')?.1;
    let query = query.split('#').next().unwrap_or("");
    query.split('&').find_map(|pair| {
        let (name, value) = pair.split_once('=')?;
        (name == key).then(|| decoded(value))
    })
}

/// A part of a link with its `%XX` escapes undone. A space stands for a `+`, which lz-string's
/// base64 uses and a form's encoding turns into a space.
fn decoded(part: &str) -> String {
    percent_encoding::percent_decode_str(part)
        .decode_utf8_lossy()
        .replace(' ', "+")
}

#[cfg(test)]
mod tests {
    use super::*;

    const BOJ: &str =
        "035469278782105609060278135321046897804913506596820413917652080603701952258394760";

    fn cells(line: &str) -> [u8; 81] {
        crate::parse::parse_line(line, 1).unwrap()
    }

    fn grid(line: &str) -> Grid {
        Grid::from_cells(cells(line)).unwrap()
    }

    #[test]
    fn each_site_reads_back_the_link_it_writes() {
        for site in Site::ALL {
            let link = write(&grid(BOJ), site);
            assert_eq!(read(&link), Ok((cells(BOJ), site)), "{link}");
            assert!(is_link(&link), "{link}");
        }
    }

    #[test]
    fn a_sudokuwiki_link_holds_the_81_digits() {
        assert_eq!(
            write(&grid(BOJ), Site::SudokuWiki),
            format!("https://www.sudokuwiki.org/sudoku.htm?bd={BOJ}")
        );
        let link = format!("sudokuwiki.org/sudoku.htm?n=1&bd={BOJ}#top");
        assert_eq!(read(&link).unwrap().0, cells(BOJ));
    }

    #[test]
    fn links_are_read_however_they_were_escaped() {
        let data = fpuzzles::write(&cells(BOJ));
        let escaped = data
            .replace('+', "%2B")
            .replace('/', "%2F")
            .replace('=', "%3D");
        let spaced = data.replace('+', " ");
        for written in [escaped, spaced] {
            let link = format!("https://f-puzzles.com/?load={written}");
            assert_eq!(read(&link).unwrap().0, cells(BOJ), "{link}");
        }
        let older = format!("https://app.crackingthecryptic.com/sudoku/?puzzleid=fpuzzles{data}");
        assert_eq!(read(&older), Ok((cells(BOJ), Site::SudokuPad)));
    }

    #[test]
    fn a_link_that_gives_no_puzzle_says_why() {
        let said = |link: &str| read(link).unwrap_err().to_string();
        assert_eq!(
            said("https://example.com/?bd=1"),
            "a link to example.com: bitdoku reads links of SudokuWiki (?bd=), f-puzzles (?load=) \
             and SudokuPad (fpuzzles…)"
        );
        assert_eq!(
            said("https://www.sudokuwiki.org/sudoku.htm"),
            "the SudokuWiki link has no puzzle: no bd= in it"
        );
        assert_eq!(
            said(&format!(
                "https://www.sudokuwiki.org/sudoku.htm?bd={}",
                &BOJ[..75]
            )),
            "the SudokuWiki link's bd= holds 75 digits, expected 81 (was it cut short?)"
        );
        let mut letter = BOJ.to_owned();
        letter.replace_range(11..12, "x");
        assert_eq!(
            said(&format!(
                "https://www.sudokuwiki.org/sudoku.htm?bd={letter}"
            )),
            "the SudokuWiki link's bd= has 'x' at place 12, expected a digit 0-9"
        );
        assert_eq!(
            said("https://sudokupad.app/abc123"),
            "the SudokuPad link has no puzzle: no fpuzzles in it"
        );
        assert_eq!(
            said("https://www.f-puzzles.com/?load=%%%"),
            "the f-puzzles link's puzzle data cannot be decompressed (was it cut short?)"
        );
    }

    #[test]
    fn a_variant_or_overlong_data_is_refused_before_it_is_read() {
        let said = |link: &str| read(link).unwrap_err().to_string();
        assert_eq!(
            said(&format!("https://www.sudokuwiki.org/killer.htm?bd={BOJ}")),
            "the SudokuWiki link holds a variant puzzle (killer.htm): bitdoku solves classic 9×9 \
             puzzles only"
        );
        let long = "A".repeat(MAX_DATA + 1);
        assert_eq!(
            said(&format!("https://f-puzzles.com/?load={long}")),
            format!(
                "the f-puzzles link's puzzle data is {} characters long, far more than a classic \
                 puzzle's (at most 4096)",
                MAX_DATA + 1
            )
        );
        // A port or a user's name does not hide the site.
        let link = format!("https://me@www.sudokuwiki.org:443/sudoku.htm?bd={BOJ}");
        assert_eq!(read(&link).unwrap().0, cells(BOJ));
        let more = format!("https://www.sudokuwiki.org/sudoku.htm?bd={BOJ}12");
        assert_eq!(
            said(&more),
            "the SudokuWiki link's bd= holds 83 digits, expected 81"
        );
    }

    #[test]
    fn only_a_scheme_makes_a_link() {
        assert!(is_link("https://f-puzzles.com/?load=x"));
        assert!(is_link("  http://sudokuwiki.org  "));
        assert!(!is_link(BOJ));
        assert!(!is_link("0 3 5 4 6 9 2 7 8"));
        assert!(!is_link("://nothing"));
    }
}
