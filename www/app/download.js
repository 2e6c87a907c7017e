// Downloads: a Blob saved under a name, and the one naming scheme every download of the page
// follows (the step log, the board PNG, the search tree's SVG and PNG).

/**
 * "bitdoku-<first 12 cells, 0 for blank>-step-<n>[-<what>].<extension>", where a range of steps
 * reads "step-<first>-<last>".
 * @param {string} puzzleLine the puzzle as one 81-character line
 * @param {number | string} step the step shown, or a range as "first-last"
 * @param {string} extension
 * @param {string} [what] what the file holds, when the step alone does not say
 * @returns {string}
 */
export function downloadName(puzzleLine, step, extension, what = '') {
  const puzzle = puzzleLine.slice(0, 12).replaceAll('.', '0');
  return `bitdoku-${puzzle}-step-${step}${what ? `-${what}` : ''}.${extension}`;
}

/**
 * Saves `blob` as `name` through a temporary link.
 * @param {Blob} blob
 * @param {string} name
 */
export function download(blob, name) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL by now; give it a moment before letting go.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
