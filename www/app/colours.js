// The theme's colours as a canvas can use them. The stylesheets write each colour as
// light-dark(light, dark) (www/styles/theme.css), which a canvas cannot read from a custom
// property, so each is set as the colour of a hidden probe and read back as the browser computes
// it for the theme shown now. Used by the drawings on canvases: the search tree and its charts
// (www/tree/pens.js), the board's PNG download (www/panels/scrubber.js), and in the light
// theme's colours whatever the page shows, a step range's GIF and slides.

/**
 * The colour of the custom property `property` as shown inside `within`, as "rgb(...)".
 * @param {string} property e.g. '--cell'
 * @param {Element} [within] where the property is read (classroom mode redefines some on the root)
 * @param {'light' | 'dark'} [scheme] the theme's colours to read, whatever the page shows (the
 *   exports are light, as print is); absent, the page's own
 * @returns {string}
 */
export function themeColour(property, within = document.body, scheme) {
  const probe = document.createElement('span');
  probe.hidden = true;
  probe.style.color = `var(${property})`;
  // light-dark() follows the element's own color-scheme.
  if (scheme) probe.style.colorScheme = scheme;
  within.append(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}
