//! A range of steps as an animated GIF, for a teacher's slides: the page draws each step (the
//! board and its narration) on a canvas and hands over the pixels; this encodes them. One
//! palette serves every frame, learnt by NeuQuant from the first, middle and last frames, and
//! each frame after the first holds only the rectangle that changed, so a step that changes one
//! cell costs little.

use std::collections::HashMap;
use std::fmt;

use color_quant::NeuQuant;
use gif::{DisposalMethod, Encoder, Frame, Repeat};

/// Why the frames give no GIF.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GifError {
    /// A width or height of 0.
    NoArea,
    /// Frames larger than [`MAX_SIDE`] on a side.
    TooLarge {
        /// The width asked for.
        width: u16,
        /// The height asked for.
        height: u16,
    },
    /// A palette sample that is not whole pixels of 4 bytes, or is empty.
    BadSample {
        /// Its length in bytes.
        bytes: usize,
    },
    /// No frame at all.
    NoFrames,
    /// Pixels that are not a whole number of frames of `width × height × 4` bytes.
    PartFrame {
        /// The bytes given.
        bytes: usize,
        /// The bytes of one frame.
        frame: usize,
    },
}

impl fmt::Display for GifError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GifError::NoArea => write!(f, "a GIF needs a width and a height of at least 1 pixel"),
            GifError::NoFrames => write!(f, "a GIF needs at least one frame"),
            GifError::TooLarge { width, height } => write!(
                f,
                "frames of {width}×{height} pixels are larger than a GIF of steps needs (at most \
                 {MAX_SIDE} a side)"
            ),
            GifError::BadSample { bytes } => write!(
                f,
                "a palette sample of {bytes} bytes is not pixels of 4 bytes"
            ),
            GifError::PartFrame { bytes, frame } => write!(
                f,
                "{bytes} bytes of pixels are not a whole number of frames of {frame} bytes"
            ),
        }
    }
}

impl std::error::Error for GifError {}

/// The largest side of a frame, in pixels: a board and its caption need far less, and the
/// sizes in bytes stay well inside a 32-bit `usize` (wasm's).
pub const MAX_SIDE: u16 = 4096;

/// The bytes of one `width × height` frame, or why there can be none.
fn frame_bytes(width: u16, height: u16) -> Result<usize, GifError> {
    if width == 0 || height == 0 {
        return Err(GifError::NoArea);
    }
    if width > MAX_SIDE || height > MAX_SIDE {
        return Err(GifError::TooLarge { width, height });
    }
    Ok(usize::from(width) * usize::from(height) * 4)
}

/// An animated GIF of the frames in `rgba` (each `width × height` pixels of 4 bytes, one after
/// the other), each shown `delay_cs` hundredths of a second, looping. The palette is learnt from
/// the first, middle and last frames.
pub fn encode(width: u16, height: u16, delay_cs: u16, rgba: &[u8]) -> Result<Vec<u8>, GifError> {
    let frame_bytes = frame_bytes(width, height)?;
    if rgba.len() % frame_bytes != 0 {
        return Err(GifError::PartFrame {
            bytes: rgba.len(),
            frame: frame_bytes,
        });
    }
    let frames: Vec<&[u8]> = rgba.chunks_exact(frame_bytes).collect();
    if frames.is_empty() {
        return Err(GifError::NoFrames);
    }
    let sample: Vec<u8> = [0, frames.len() / 2, frames.len() - 1]
        .iter()
        .flat_map(|&index| frames[index].iter().copied())
        .collect();
    let mut writer = GifWriter::new(width, height, delay_cs, &sample)?;
    for frame in frames {
        writer.add_frame(frame)?;
    }
    writer.finish()
}

/// A GIF written a frame at a time, so that a long range never holds all its frames at once.
pub struct GifWriter {
    encoder: Encoder<Vec<u8>>,
    quant: NeuQuant,
    /// The palette index of each colour met so far.
    indices: HashMap<u32, u8>,
    width: usize,
    height: usize,
    delay_cs: u16,
    /// The palette indices of the frame shown now; empty before the first.
    shown: Vec<u8>,
    frames: usize,
}

impl GifWriter {
    /// A GIF of `width × height` frames, each shown `delay_cs` hundredths of a second, looping,
    /// with a palette learnt from `sample` (pixels of 4 bytes: some frames that show the colours
    /// to come).
    pub fn new(
        width: u16,
        height: u16,
        delay_cs: u16,
        sample: &[u8],
    ) -> Result<GifWriter, GifError> {
        frame_bytes(width, height)?;
        let (w, h) = (usize::from(width), usize::from(height));
        if sample.is_empty() || sample.len() % 4 != 0 {
            return Err(GifError::BadSample {
                bytes: sample.len(),
            });
        }
        let quant = NeuQuant::new(10, 256, sample);
        let mut encoder = Encoder::new(Vec::new(), width, height, &quant.color_map_rgb())
            .expect("writing to a Vec cannot fail");
        encoder
            .set_repeat(Repeat::Infinite)
            .expect("writing to a Vec cannot fail");
        Ok(GifWriter {
            encoder,
            quant,
            indices: HashMap::new(),
            width: w,
            height: h,
            delay_cs,
            shown: Vec::new(),
            frames: 0,
        })
    }

    /// Adds a frame of `width × height` pixels of 4 bytes: the whole of it the first time, then
    /// the rectangle that changed (one pixel, as it was, when nothing did: it still takes its
    /// time).
    pub fn add_frame(&mut self, rgba: &[u8]) -> Result<(), GifError> {
        let (w, h) = (self.width, self.height);
        if rgba.len() != w * h * 4 {
            return Err(GifError::PartFrame {
                bytes: rgba.len(),
                frame: w * h * 4,
            });
        }
        let (quant, indices) = (&self.quant, &mut self.indices);
        let now: Vec<u8> = rgba
            .chunks_exact(4)
            .map(|pixel| {
                let key = u32::from_le_bytes([pixel[0], pixel[1], pixel[2], pixel[3]]);
                *indices
                    .entry(key)
                    .or_insert_with(|| quant.index_of(pixel) as u8)
            })
            .collect();
        let changed = if self.shown.is_empty() {
            Some((0, 0, w - 1, h - 1))
        } else {
            changed_box(&self.shown, &now, w)
        };
        let (left, top, right, bottom) = changed.unwrap_or((0, 0, 0, 0));
        let buffer: Vec<u8> = (top..=bottom)
            .flat_map(|y| now[y * w + left..=y * w + right].iter().copied())
            .collect();
        let frame = Frame {
            delay: self.delay_cs,
            dispose: DisposalMethod::Keep,
            left: left as u16,
            top: top as u16,
            width: (right - left + 1) as u16,
            height: (bottom - top + 1) as u16,
            buffer: buffer.into(),
            ..Frame::default()
        };
        self.encoder
            .write_frame(&frame)
            .expect("writing to a Vec cannot fail");
        self.shown = now;
        self.frames += 1;
        Ok(())
    }

    /// The frames added so far.
    pub fn frames(&self) -> usize {
        self.frames
    }

    /// The GIF's bytes.
    pub fn finish(self) -> Result<Vec<u8>, GifError> {
        if self.frames == 0 {
            return Err(GifError::NoFrames);
        }
        Ok(self
            .encoder
            .into_inner()
            .expect("writing to a Vec cannot fail"))
    }
}

/// The smallest rectangle (left, top, right, bottom, inclusive) that holds every pixel where
/// `before` and `after` differ, in an image `width` pixels wide; none if they are equal.
fn changed_box(before: &[u8], after: &[u8], width: usize) -> Option<(usize, usize, usize, usize)> {
    let mut found: Option<(usize, usize, usize, usize)> = None;
    for (index, _) in before
        .iter()
        .zip(after)
        .enumerate()
        .filter(|(_, (a, b))| a != b)
    {
        let (x, y) = (index % width, index / width);
        found = Some(match found {
            None => (x, y, x, y),
            Some((l, t, r, b)) => (l.min(x), t.min(y), r.max(x), b.max(y)),
        });
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A `width × height` frame of one colour with a square of another at (x, y).
    fn frame(width: usize, height: usize, square: Option<(usize, usize)>) -> Vec<u8> {
        let mut pixels = vec![0u8; width * height * 4];
        for (index, pixel) in pixels.chunks_exact_mut(4).enumerate() {
            let (x, y) = (index % width, index / width);
            let inside = square
                .is_some_and(|(sx, sy)| (sx..sx + 3).contains(&x) && (sy..sy + 3).contains(&y));
            pixel.copy_from_slice(if inside {
                &[200, 30, 30, 255]
            } else {
                &[250, 250, 245, 255]
            });
        }
        pixels
    }

    #[test]
    fn each_frame_is_read_back_with_its_delay_and_only_the_changed_rectangle() {
        let frames = [
            frame(20, 10, None),
            frame(20, 10, Some((4, 5))),
            frame(20, 10, Some((4, 5))),
        ];
        let gif = encode(20, 10, 50, &frames.concat()).unwrap();
        assert!(gif.starts_with(b"GIF89a"));
        let mut options = gif::DecodeOptions::new();
        options.set_color_output(gif::ColorOutput::RGBA);
        let mut decoder = options.read_info(gif.as_slice()).unwrap();
        let mut read = Vec::new();
        while let Some(frame) = decoder.read_next_frame().unwrap() {
            read.push((
                frame.left,
                frame.top,
                frame.width,
                frame.height,
                frame.delay,
            ));
        }
        assert_eq!(
            read,
            [(0, 0, 20, 10, 50), (4, 5, 3, 3, 50), (0, 0, 1, 1, 50)]
        );
    }

    #[test]
    fn pixels_that_are_not_whole_frames_are_refused() {
        assert_eq!(
            encode(2, 2, 10, &[0; 20]),
            Err(GifError::PartFrame {
                bytes: 20,
                frame: 16
            })
        );
        assert_eq!(encode(0, 2, 10, &[0; 16]), Err(GifError::NoArea));
        assert_eq!(encode(2, 2, 10, &[]), Err(GifError::NoFrames));
        assert_eq!(
            encode(32768, 32769, 10, &[0; 131_072]),
            Err(GifError::TooLarge {
                width: 32768,
                height: 32769
            })
        );
        assert_eq!(
            GifWriter::new(2, 2, 10, &[1, 2, 3]).err(),
            Some(GifError::BadSample { bytes: 3 })
        );
        assert_eq!(
            GifError::PartFrame {
                bytes: 20,
                frame: 16
            }
            .to_string(),
            "20 bytes of pixels are not a whole number of frames of 16 bytes"
        );
    }
}
