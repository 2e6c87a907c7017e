// The few DOM helpers the lesson panels share: make an element, set text only when it changed,
// and a collapsible card.

/**
 * A new element with an optional class and text.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {string} [className]
 * @param {string} [text]
 * @returns {HTMLElementTagNameMap[K]}
 */
export function element(tag, className = '', text = '') {
  const el = document.createElement(tag);
  if (className) el.className = className;
  if (text) el.textContent = text;
  return el;
}

/**
 * `found`, which a lookup must find: an Error naming `what` is missing otherwise.
 * @template T
 * @param {T | null | undefined} found
 * @param {string} what the element looked for, as the error names it (an id or a selector)
 * @returns {T}
 */
export function required(found, what) {
  if (found === null || found === undefined) throw new Error(`no element ${what}`);
  return found;
}

/**
 * Sets text only when it changed, so an unchanged panel costs no layout.
 * @param {HTMLElement} el
 * @param {string} text
 */
export function setText(el, text) {
  if (el.textContent !== text) el.textContent = text;
}

/**
 * One card of the lesson: a `<details>` that starts open, titled by the string `titleKey`.
 * @param {string} className
 * @param {string} titleKey
 * @returns {HTMLDetailsElement}
 */
export function card(className, titleKey) {
  const details = element('details', `lesson-card ${className}`);
  details.open = true;
  const summary = element('summary');
  const heading = element('h3');
  heading.dataset.i18n = titleKey;
  summary.append(heading);
  details.append(summary);
  return details;
}
