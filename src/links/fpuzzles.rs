//! f-puzzles' links, which SudokuPad reads too: the puzzle as JSON (`{"size": 9, "grid": [[{"value":
//! 5, "given": true}, {}, …], …]}`), compressed by lz-string into base64.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::{LinkError, Site, MAX_DATA};

/// The part of f-puzzles' JSON that a classic puzzle uses. Any other key is read only to be
/// named: a constraint (`killercage`, `arrow`, `diagonal+`, ...) makes the puzzle a variant,
/// which is refused rather than solved as if it were classic.
#[derive(Deserialize, Serialize)]
struct Puzzle {
    size: usize,
    grid: Vec<Vec<Cell>>,
    #[serde(flatten, skip_serializing)]
    other: BTreeMap<String, serde_json::Value>,
}

/// The keys of a classic puzzle besides its size and grid: what it is called and by whom, its
/// rules in words, and its solution.
const CLASSIC_KEYS: [&str; 5] = [
    "title",
    "author",
    "ruleset",
    "solution",
    "highlightConflicts",
];

/// One cell: a digit, given or a person's entry, or nothing; its own notes and colours are
/// skipped, but a region (an irregular box) makes the puzzle a variant.
#[derive(Default, Deserialize, Serialize)]
#[serde(default)]
struct Cell {
    #[serde(skip_serializing_if = "Option::is_none")]
    value: Option<i64>,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    given: bool,
    #[serde(skip_serializing)]
    region: Option<serde_json::Value>,
}

/// The givens of the puzzle in `data` (a link's `load=` value, or what follows `fpuzzles`).
/// Where no cell is marked given, every digit is taken as one (some tools write no marks).
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
    let puzzle: Puzzle = serde_json::from_str(&json).map_err(|error| LinkError::NotPuzzleJson {
        site,
        detail: error.to_string(),
    })?;
    if puzzle.size != 9 {
        return Err(LinkError::Size {
            site,
            size: puzzle.size,
        });
    }
    let variant = puzzle
        .other
        .iter()
        .find(|(key, value)| !CLASSIC_KEYS.contains(&key.as_str()) && !is_empty(value))
        .map(|(key, _)| key.clone())
        .or_else(|| {
            (puzzle.grid.iter().flatten())
                .any(|cell| cell.region.as_ref().is_some_and(|r| !r.is_null()))
                .then(|| "regions".to_owned())
        });
    if let Some(what) = variant {
        return Err(LinkError::NotClassic { site, what });
    }
    if puzzle.grid.len() != 9 || puzzle.grid.iter().any(|row| row.len() != 9) {
        return Err(LinkError::NotPuzzleJson {
            site,
            detail: "its grid is not 9 rows of 9 cells".to_owned(),
        });
    }
    let marked = puzzle.grid.iter().flatten().any(|cell| cell.given);
    let mut cells = [0u8; 81];
    for (index, cell) in puzzle.grid.iter().flatten().enumerate() {
        match cell.value {
            Some(value @ 1..=9) if cell.given || !marked => cells[index] = value as u8,
            Some(value) if cell.given || !marked => {
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

/// Whether a JSON value says nothing: null, false, or an empty list or object (f-puzzles writes
/// `"arrow": []` for a puzzle without arrows).
fn is_empty(value: &serde_json::Value) -> bool {
    match value {
        serde_json::Value::Null | serde_json::Value::Bool(false) => true,
        serde_json::Value::Array(items) => items.is_empty(),
        serde_json::Value::Object(fields) => fields.is_empty(),
        _ => false,
    }
}

/// The data of a link to the puzzle whose givens are `cells`.
pub(super) fn write(cells: &[u8; 81]) -> String {
    let grid = cells
        .chunks(9)
        .map(|row| {
            row.iter()
                .map(|&digit| Cell {
                    value: (digit != 0).then_some(i64::from(digit)),
                    given: digit != 0,
                    region: None,
                })
                .collect()
        })
        .collect();
    let json = serde_json::to_string(&Puzzle {
        size: 9,
        grid,
        other: BTreeMap::new(),
    })
    .expect("a puzzle of numbers and flags is always JSON");
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
