//! Share's exports, in three modules of their own, each loaded by Share's worker only when a
//! person first uses its part of Share: `links` (feature `links`: other tools' links read and
//! written, [`crate::links`]), `qr` (feature `qr`: the QR code of a link, [`crate::qr`]) and
//! `gif` (feature `gif`: an animated GIF of a step range, [`crate::gif`]). JSON, lz-string, the
//! QR encoder and the GIF encoder would have doubled the workers' modules, which every Hint,
//! Check and Solve waits for; and in one module of their own they weighed more than the 48 KB
//! a module may, while each part alone is less (docs/BENCHMARKS.md, "Share's module in three").

#[cfg(feature = "gif")]
mod gif;
#[cfg(feature = "links")]
mod links;
#[cfg(feature = "qr")]
mod qr;

#[cfg(feature = "gif")]
pub use gif::*;
#[cfg(feature = "links")]
pub use links::*;
#[cfg(feature = "qr")]
pub use qr::*;
