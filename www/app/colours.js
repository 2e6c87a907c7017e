// The theme's colours as a canvas can use them. The stylesheets write each colour as
// light-dark(light, dark) (www/styles/theme.css), which a canvas cannot read from a custom
// property, so each is set as the colour of a hidden probe and read back as the browser computes
// it for the theme shown now. Used by the drawings on canvases: the search tree and its charts
// (www/tree/pens.js) and the board's PNG download (www/panels/scrubber.js).

/**
 * The colour of the custom property `property` as shown inside `within`, as "rgb(...)".
 * @param {string} property e.g. '--cell'
 * @param {Element} [within] where the property is read (classroom mode redefines some on the root)
 * @returns {string}
 */
export function themeColour(property, within = document.body) {
  const probe = document.createElement('span');
  probe.hidden = true;
  probe.style.color = `var(${property})`;
  within.append(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}
