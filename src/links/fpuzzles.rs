//! f-puzzles' links, which SudokuPad reads too: the puzzle as JSON (`{"size": 9, "grid": [[{"value":
//! 5, "given": true}, {}, …], …]}`), compressed by lz-string into base64.

use super::json::{self, Value};
use super::{LinkError, Site, MAX_DATA};
use crate::rules::CellName;

/// The keys of a classic puzzle besides its size and grid: what it is called and by whom, its
/// rules in words, and its solution. Any other key is read only to be named: a constraint
/// (`killercage`, `arrow`, `diagonal+`, ...) makes the puzzle a variant, which is refused
/// rather than solved as if it were classic.
const CLASSIC_KEYS: [&str; 7] = [
    "size",
    "grid",
    "title",
    "author",
    "ruleset",
    "solution",
    "highlightConflicts",
];

/// The givens of the puzzle in `data` (a link's `load=` value, or what follows `fpuzzles`).
/// Where no cell is marked given, every digit is taken as one (some tools write no marks).
/// A cell is `{"value": 5, "given": true}` or `{}`; its own notes and colours are skipped, but
/// a region (an irregular box) makes the puzzle a variant.
pub(super) fn read(data: &str, site: Site) -> Result<[u8; 81], LinkError> {
    if data.len() > MAX_DATA {
        return Err(LinkError::TooLong {
            site,
            length: data.len(),
        });
    }
    let json = lz_str::decompress_from_base64(data)
        .and_then(|wide| String::from_utf16(&wide).ok())
        .filter(|json| !json.is_empty())
        .ok_or(LinkError::NotCompressed { site })?;
    let not_puzzle = |detail: String| LinkError::NotPuzzleJson { site, detail };
    let puzzle = json::parse(&json).map_err(|error| not_puzzle(error.to_string()))?;
    let Value::Object(fields) = &puzzle else {
        return Err(not_puzzle("it is not a JSON object".to_owned()));
    };
    let size = match puzzle.field("size") {
        None => return Err(not_puzzle("it has no size".to_owned())),
        Some(size) => size.integer().and_then(|n| usize::try_from(n).ok()),
    }
    .ok_or_else(|| not_puzzle("its size is not a whole number".to_owned()))?;
    if size != 9 {
        return Err(LinkError::Size { site, size });
    }
    let grid = match puzzle.field("grid") {
        None => return Err(not_puzzle("it has no grid".to_owned())),
        Some(Value::List(rows)) => rows,
        Some(_) => return Err(not_puzzle("its grid is not a list of rows".to_owned())),
    };
    let rows = grid.iter().map(|row| match row {
        Value::List(cells) => Some(cells.as_slice()),
        _ => None,
    });
    let rows: Vec<&[Value]> = rows
        .collect::<Option<_>>()
        .ok_or_else(|| not_puzzle("a row of its grid is not a list of cells".to_owned()))?;
    // The first key in alphabetical order, as the page has always named it.
    let variant = (fields.iter())
        .filter(|(key, value)| !CLASSIC_KEYS.contains(&key.as_str()) && !value.is_empty())
        .map(|(key, _)| key)
        .min()
        .cloned()
        .or_else(|| {
            (rows.iter().copied().flatten())
                .any(|cell| cell.field("region").is_some_and(|r| *r != Value::Null))
                .then(|| "regions".to_owned())
        });
    if let Some(what) = variant {
        return Err(LinkError::NotClassic { site, what });
    }
    if rows.len() != 9 || rows.iter().any(|row| row.len() != 9) {
        return Err(not_puzzle("its grid is not 9 rows of 9 cells".to_owned()));
    }
    let mut read = [(None, false); 81];
    for (index, cell) in rows.iter().copied().flatten().enumerate() {
        let wrong = |what: &str| not_puzzle(format!("{} of its grid {what}", CellName(index)));
        if !matches!(cell, Value::Object(_)) {
            return Err(wrong("is not an object"));
        }
        let field = |name| cell.field(name).filter(|value| **value != Value::Null);
        let value = field("value")
            .map(|value| {
                (value.integer()).ok_or_else(|| wrong("has a value that is not a whole number"))
            })
            .transpose()?;
        let given = match field("given") {
            None => false,
            Some(Value::Bool(given)) => *given,
            Some(_) => return Err(wrong("has a given that is not true or false")),
        };
        read[index] = (value, given);
    }
    let marked = read.iter().any(|&(_, given)| given);
    let mut cells = [0u8; 81];
    for (index, &(value, given)) in read.iter().enumerate() {
        match value {
            Some(value @ 1..=9) if given || !marked => cells[index] = value as u8,
            Some(value) if given || !marked => {
                return Err(LinkError::CellValue {
                    site,
                    cell: index,
                    value,
                })
            }
            _ => {}
        }
    }
    Ok(cells)
}

/// The data of a link to the puzzle whose givens are `cells`: the JSON f-puzzles writes, a
/// given `{"value":5,"given":true}` and a blank `{}`.
pub(super) fn write(cells: &[u8; 81]) -> String {
    let mut json = String::from("{\"size\":9,\"grid\":[");
    for (r, row) in cells.chunks(9).enumerate() {
        json.push_str(if r == 0 { "[" } else { ",[" });
        for (c, &digit) in row.iter().enumerate() {
            if c > 0 {
                json.push(',');
            }
            if digit == 0 {
                json.push_str("{}");
            } else {
                json.push_str("{\"value\":");
                json.push(char::from(b'0' + digit));
                json.push_str(",\"given\":true}");
            }
        }
        json.push(']');
    }
    json.push_str("]}");
    lz_str::compress_to_base64(json.as_str())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The JSON f-puzzles itself writes for a puzzle with a given 1 in r1c1 alone.
    const ONE_GIVEN: &str =
        "{\"size\":9,\"grid\":[[{\"value\":1,\"given\":true},{},{},{},{},{},{},{},{}],\
        [{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],\
        [{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],\
        [{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}]]}";

    fn decompressed(data: &str) -> String {
        String::from_utf16(&lz_str::decompress_from_base64(data).unwrap()).unwrap()
    }

    #[test]
    fn writes_the_json_f_puzzles_writes() {
        let mut cells = [0; 81];
        cells[0] = 1;
        assert_eq!(decompressed(&write(&cells)), ONE_GIVEN);
    }

    #[test]
    fn reads_givens_and_leaves_a_persons_entries_out() {
        let json = ONE_GIVEN.replacen("[{},", "[{\"value\":7,\"centerPencilMarks\":[1,2]},", 1);
        let data = lz_str::compress_to_base64(json.as_str());
        let cells = read(&data, Site::FPuzzles).unwrap();
        assert_eq!(
            (
                cells[0],
                cells[9],
                cells.iter().filter(|&&d| d != 0).count()
            ),
            (1, 0, 1)
        );
        // With no cell marked given, every digit is one.
        let unmarked = json.replace(",\"given\":true", "");
        let cells = read(
            &lz_str::compress_to_base64(unmarked.as_str()),
            Site::FPuzzles,
        )
        .unwrap();
        assert_eq!((cells[0], cells[9]), (1, 7));
    }

    #[test]
    fn a_variant_is_refused_naming_what_makes_it_one() {
        let said = |json: &str| {
            read(&lz_str::compress_to_base64(json), Site::FPuzzles)
                .unwrap_err()
                .to_string()
        };
        let with = |extra: &str| ONE_GIVEN.replacen("\"grid\"", &format!("{extra},\"grid\""), 1);
        assert_eq!(
            said(&with(
                "\"killercage\":[{\"cells\":[\"R1C1\",\"R1C2\"],\"value\":\"3\"}]"
            )),
            "the f-puzzles link holds a variant puzzle (killercage): bitdoku solves classic 9×9 \
             puzzles only"
        );
        assert!(said(&with("\"diagonal+\":true")).contains("(diagonal+)"));
        assert!(said(&ONE_GIVEN.replacen("{}", "{\"region\":4}", 1)).contains("(regions)"));
        // A title, an empty list of arrows and notes in a cell keep it classic.
        let classic = with("\"title\":\"A\",\"arrow\":[],\"antiknight\":false").replacen(
            "{}",
            "{\"centerPencilMarks\":[1]}",
            1,
        );
        let cells = read(
            &lz_str::compress_to_base64(classic.as_str()),
            Site::FPuzzles,
        )
        .unwrap();
        assert_eq!(cells[0], 1);
    }

    #[test]
    fn a_puzzle_that_is_not_classic_is_named() {
        let said = |json: &str| {
            read(&lz_str::compress_to_base64(json), Site::SudokuPad)
                .unwrap_err()
                .to_string()
        };
        assert_eq!(
            said("{\"size\":6,\"grid\":[]}"),
            "the SudokuPad puzzle is 6×6: bitdoku solves 9×9 puzzles only"
        );
        assert_eq!(
            said("{\"size\":9,\"grid\":[[{}]]}"),
            "the SudokuPad link does not hold an f-puzzles puzzle: its grid is not 9 rows of 9 cells"
        );
        assert_eq!(
            said(&ONE_GIVEN.replace("\"value\":1", "\"value\":12")),
            "r1c1 of the SudokuPad puzzle holds 12, expected 1 to 9"
        );
        assert!(
            said("[1, 2]").starts_with("the SudokuPad link does not hold an f-puzzles puzzle: ")
        );
    }
}
