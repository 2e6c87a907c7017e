//! Share's modules' exports (src/wasm/share.rs: links, qr, gif), called as Share's worker calls them
//! (www/workers/share-work.js), in headless Chromium: other tools' links, the QR code and the GIF.

use bitdoku::links::Site;
use bitdoku::wasm::{link_sites, puzzle_link, qr_code, read_puzzle, site_title, GifEncoder};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;

use super::wasm::{cells, message, properties, BOJ};

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn every_sites_link_reads_back_as_the_same_puzzle() {
    let sites = link_sites();
    assert_eq!(sites, [Site::SudokuWiki, Site::FPuzzles, Site::SudokuPad]);
    for site in sites {
        let link = puzzle_link(&cells(BOJ), site).unwrap();
        let read = read_puzzle(&link).unwrap();
        assert_eq!(read.cells(), cells(BOJ), "{link}");
        assert_eq!(read.site(), Some(site), "{}", site_title(site));
    }
    assert_eq!(site_title(Site::SudokuPad), "SudokuPad");
}

#[wasm_bindgen_test]
fn read_puzzle_takes_a_grid_too_and_names_what_is_wrong() {
    let read = read_puzzle(BOJ).unwrap();
    assert_eq!((read.cells(), read.site()), (cells(BOJ), None));
    let error: JsValue = read_puzzle("https://example.org/?bd=1")
        .err()
        .unwrap()
        .into();
    assert_eq!(
        properties(error.clone()),
        ["code=link-unknown-site", "host=example.org"]
    );
    assert!(message(error).contains("example.org"));
    // Two 5s in row 1: a link's givens are checked like a typed puzzle's.
    let clash = format!("https://www.sudokuwiki.org/sudoku.htm?bd=55{}", &BOJ[2..]);
    let error = read_puzzle(&clash).err().unwrap();
    assert_eq!(properties(error.into())[0], "code=conflict");
}

#[wasm_bindgen_test]
fn qr_code_is_square_and_refuses_too_much() {
    let qr = qr_code("https://example.org/bitdoku/?puzzle=1").unwrap();
    let size = qr.size() as usize;
    assert!(size >= 21 && (size - 21) % 4 == 0, "{size}");
    assert_eq!(qr.modules().len(), size * size);
    assert!(qr.modules().iter().all(|&m| m <= 1));
    let error = qr_code(&"x".repeat(3000)).err().unwrap();
    assert_eq!(properties(error.into())[0], "code=qr-too-long");
}

#[wasm_bindgen_test]
fn gif_encoder_writes_one_frame_per_add_and_is_spent_after() {
    let (light, dark) = ([255u8, 255, 255, 255], [0u8, 0, 0, 255]);
    let frame = |first: [u8; 4]| -> Vec<u8> { [first, light, light, light].concat() };
    let sample = [frame(light), frame(dark)].concat();
    let mut gif = GifEncoder::new(2, 2, 50, &sample).unwrap();
    gif.add_frame(&frame(light)).unwrap();
    gif.add_frame(&frame(dark)).unwrap();
    assert_eq!(gif.frames(), 2);
    let error = gif.add_frame(&[0; 3]).err().unwrap();
    assert!(message(error.into()).contains("3 bytes"));
    let bytes = gif.finish().unwrap();
    assert!(bytes.starts_with(b"GIF89a"));
    assert!(gif.finish().is_err());
    assert!(GifEncoder::new(2, 2, 50, &[]).is_err());
}
