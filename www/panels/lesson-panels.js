// The lesson panels under the board: the bitmask inspector, why the search backtracked, the
// search stack and the solve loop in pseudocode. Rust works out every mask, dead end and stack
// frame (src/lesson.rs, through src/wasm.rs); this module lays them out, tints the units on
// the board, and follows the run through main.js's `followers` hook. It redraws only when the
// step, the selection, the language or an open panel changes, and skips closed panels.

import { CODE } from './lesson-words.js';
import { EventKind as Kind } from '../pkg/bitdoku.js';
import { cellLabel, maskDigits } from '../board/cell.js';
import { onLanguageChange, t } from '../i18n/i18n.js';

/** Digits from the left of a 9-bit mask: 9 first, as `mask |= 1 << (x-1)` lays them out. */
const BIT_DIGITS = [9, 8, 7, 6, 5, 4, 3, 2, 1];

/** How often the panels follow a run that moves many steps per frame: 5 times a second. */
const JUMP_INTERVAL_MS = 200;

/** Which code lines each event runs: the one it ends on, and the ones it passed through. */
const LINES = {
  [Kind.Choose]: { current: 'cand', ran: ['pick', 'used'] },
  [Kind.Place]: { current: 'place', ran: ['free'] },
  [Kind.TakeBack]: { current: 'takeBack', returned: 'fail' },
  [Kind.Solved]: { current: 'solved' },
  [Kind.Exhausted]: { current: 'exhausted', returned: 'fail' },
};

function element(tag, className = '', text = '') {
  const el = document.createElement(tag);
  if (className) el.className = className;
  if (text) el.textContent = text;
  return el;
}

/** Sets text only when it changed, so an unchanged panel costs no layout. */
function setText(el, text) {
  if (el.textContent !== text) el.textContent = text;
}

function digitList(mask) {
  const digits = maskDigits(mask);
  return digits.length ? digits.join(' ') : t('none');
}

/** "2", "2 and 6", "2, 5 and 6" (in Korean "2, 5, 6"). */
function joinDigits(digits) {
  if (digits.length < 2) return digits.join('');
  return `${digits.slice(0, -1).join(', ')}${t('why.and')}${digits.at(-1)}`;
}

/** Names of the row, column and box of a cell, 1-based, in the current language. */
function unitNames(cell) {
  const row = Math.floor(cell / 9);
  const col = cell % 9;
  return {
    row: t('inspector.row', { n: row + 1 }),
    col: t('inspector.col', { n: col + 1 }),
    box: t('inspector.box', { n: Math.floor(row / 3) * 3 + Math.floor(col / 3) + 1 }),
  };
}

/** One card of the lesson: a `<details>` that starts open, titled by `titleKey`. */
function card(className, titleKey) {
  const details = element('details', `lesson-card ${className}`);
  details.open = true;
  const summary = element('summary');
  const heading = element('h3');
  heading.dataset.i18n = titleKey;
  summary.append(heading);
  details.append(summary);
  return details;
}

export class Lesson {
  #board;
  #engine;
  #root;
  #run = null;
  /** What the panels show now; they redraw when it changes. */
  #key = null;
  /** A cell the person selected during a run, and the step it was selected at. */
  #pinned = null;
  /** The stepper and step the panels last drew, and when. */
  #stepper = null;
  #steps = 0;
  #drawnAt = -Infinity;
  /** A draw put off during a jump, and whether it is running now. */
  #later = 0;
  #due = false;
  #ui = {};

  /** Builds the panels in `root` (the `#lesson` section); `engine` is the loaded wasm module. */
  constructor({ root, board, engine }) {
    this.#root = root;
    this.#board = board;
    this.#engine = engine;
    this.#build();
    this.#words();
    onLanguageChange(() => {
      this.#words();
      this.#redraw();
    });
  }

  /** The person selected `cell` on the board: inspect it until the run moves on. */
  select(cell) {
    const stepper = this.#run?.stepper ?? null;
    this.#pinned = { cell, stepper, steps: stepper?.steps };
    this.#redraw();
  }

  /**
   * The followers hook: called after every draw of the board. A single step (or none) is
   * drawn at once. A jump of many steps (fast play, Skip to end, seeking) is drawn in a task
   * of its own, outside the animation frame that ran the search, at most every
   * JUMP_INTERVAL_MS and once more when it stops: nobody can read faster, and drawing in the
   * frame would push it past the 50 ms that feels like a freeze.
   */
  update(run) {
    this.#run = run;
    const s = run.stepper;
    const open = this.#cards.map((c) => (c.open ? 1 : 0)).join('');
    const where = s ? `${s.steps}:${this.#pinnedCell(run) ?? ''}` : `${this.#board.selected}:${run.givens}`;
    const key = `${open}|${where}`;
    if (key === this.#key && s === this.#stepper) return;
    const jump = s && s === this.#stepper && Math.abs(s.steps - this.#steps) > 1;
    clearTimeout(this.#later);
    if (jump && !this.#due) {
      const wait = Math.max(0, this.#drawnAt + JUMP_INTERVAL_MS - performance.now());
      this.#later = setTimeout(() => {
        this.#due = true;
        this.#redraw();
        this.#due = false;
      }, wait);
      return;
    }
    this.#key = key;
    this.#stepper = s;
    this.#steps = s?.steps ?? 0;
    this.#drawnAt = performance.now();
    this.#draw(run);
  }

  get #cards() {
    return [this.#ui.inspector, this.#ui.why, this.#ui.stack, this.#ui.code];
  }

  #redraw() {
    this.#key = null;
    if (this.#run) this.update(this.#run);
  }

  /** The selected cell while it still applies: until the run takes another step. */
  #pinnedCell(run) {
    const p = this.#pinned;
    const current = p && p.stepper === run.stepper && p.steps === run.stepper?.steps;
    return current ? p.cell : null;
  }

  // ---------- building ----------

  #build() {
    const title = element('h2', 'lesson-title');
    title.id = 'lesson-title';
    title.dataset.i18n = 'lesson.title';
    this.#root.setAttribute('aria-labelledby', 'lesson-title');
    const grid = element('div', 'lesson-grid');
    this.#ui.inspector = this.#buildInspector();
    this.#ui.why = this.#buildWhy();
    this.#ui.stack = this.#buildStack();
    this.#ui.code = this.#buildCode();
    grid.append(...this.#cards);
    this.#root.append(title, grid);
    for (const details of this.#cards) details.addEventListener('toggle', () => this.#redraw());
  }

  #buildInspector() {
    const details = card('inspector', 'lesson.inspector');
    const ui = this.#ui;
    ui.focus = element('p', 'inspector-focus');
    ui.focus.id = 'inspector-focus';
    ui.holds = element('p', 'hint');
    const table = element('table', 'masks');
    table.id = 'inspector-masks';
    ui.caption = element('caption', 'visually-hidden');
    const head = element('tr');
    ui.maskHead = element('th');
    ui.maskHead.scope = 'col';
    head.append(ui.maskHead);
    for (const digit of BIT_DIGITS) {
      const th = element('th', 'bit', String(digit));
      th.scope = 'col';
      head.append(th);
    }
    ui.digitsHead = element('th');
    ui.digitsHead.scope = 'col';
    head.append(ui.digitsHead);
    const thead = element('thead');
    thead.append(head);
    const body = element('tbody');
    ui.maskRows = {};
    const rows = [
      ['row', 'row[r]'],
      ['col', 'col[c]'],
      ['box', 'box[b]'],
      ['used', 'mask = row | col | box'],
      ['candidates', '~mask & 0x1FF'],
      ['place', 'mask |= 1 << (x-1)'],
      ['free', '~mask >> (m-1) & 1'],
    ];
    for (const [name, code] of rows) {
      const tr = element('tr', `mask-${name}`);
      tr.dataset.mask = name;
      const th = element('th');
      th.scope = 'row';
      const label = element('span', 'mask-name');
      th.append(element('code', '', code), label);
      tr.append(th);
      const bits = BIT_DIGITS.map(() => element('td', 'bit'));
      const digits = element('td', 'mask-digits');
      tr.append(...bits, digits);
      body.append(tr);
      ui.maskRows[name] = { tr, label, bits, digits };
    }
    table.append(ui.caption, thead, body);
    ui.candidates = element('p', 'inspector-candidates');
    ui.candidates.id = 'inspector-candidates';
    ui.inspectHint = element('p', 'hint');
    ui.inspectHint.dataset.i18n = 'inspector.hint';
    const scroller = element('div', 'masks-scroll');
    scroller.append(table);
    details.append(ui.focus, scroller, ui.candidates, ui.holds, ui.inspectHint);
    return details;
  }

  #buildWhy() {
    const details = card('why', 'lesson.why');
    this.#ui.whyText = element('p', 'why-text');
    this.#ui.whyText.id = 'why-text';
    details.append(this.#ui.whyText);
    return details;
  }

  #buildStack() {
    const details = card('stack', 'lesson.stack');
    const ui = this.#ui;
    const table = element('table', 'stack-table');
    table.id = 'stack-table';
    ui.stackCaption = element('caption', 'hint');
    const head = element('tr');
    ui.stackHeads = ['stack.depth', 'stack.cell', 'stack.digit', 'stack.untried'].map((key) => {
      const th = element('th');
      th.scope = 'col';
      th.dataset.i18n = key;
      head.append(th);
      return th;
    });
    const thead = element('thead');
    thead.append(head);
    ui.stackBody = element('tbody');
    ui.stackRows = [];
    table.append(ui.stackCaption, thead, ui.stackBody);
    ui.stackEmpty = element('p', 'hint');
    ui.stackEmpty.dataset.i18n = 'stack.empty';
    const scroller = element('div', 'stack-scroll');
    scroller.tabIndex = 0; // a scrolling region must be reachable by keyboard
    scroller.append(table);
    ui.stackScroll = scroller;
    details.append(scroller, ui.stackEmpty);
    return details;
  }

  #buildCode() {
    const details = card('code', 'lesson.code');
    const list = element('ol', 'code-lines');
    list.id = 'code-lines';
    this.#ui.codeLines = new Map();
    this.#ui.comments = [];
    for (const line of CODE) {
      const li = element('li', `indent-${line.indent}`);
      if (line.id) li.dataset.line = line.id;
      li.append(element('code', '', line.code));
      if (line.comment) {
        const comment = element('span', 'comment');
        comment.dataset.i18nComment = line.comment;
        li.append(comment);
        this.#ui.comments.push(comment);
      }
      if (line.id) this.#ui.codeLines.set(line.id, li);
      list.append(li);
    }
    details.append(list);
    return details;
  }

  /** The fixed words, in the current language. */
  #words() {
    for (const el of this.#root.querySelectorAll('[data-i18n]')) el.textContent = t(el.dataset.i18n);
    for (const el of this.#ui.comments) el.textContent = `// ${t(el.dataset.i18nComment)}`;
    const ui = this.#ui;
    ui.maskHead.textContent = t('inspector.mask');
    ui.digitsHead.textContent = t('inspector.digits');
    ui.maskRows.used.label.textContent = t('inspector.used');
    ui.maskRows.candidates.label.textContent = t('inspector.complement');
    ui.maskRows.free.label.textContent = t('inspector.free');
    ui.stackCaption.textContent = t('stack.caption');
  }

  // ---------- drawing ----------

  #draw(run) {
    const focus = this.#focus(run);
    const { inspector, why, stack, code } = this.#ui;
    // A dead end's units are the why panel's lesson too; any other tint is the inspector's.
    const tinted = focus.tone === 'dead-end' ? inspector.open || why.open : inspector.open;
    this.#board.highlightUnits(tinted ? { cell: focus.masks.cell, tone: focus.tone } : null);
    if (inspector.open) this.#drawInspector(run, focus);
    if (why.open) this.#drawWhy(run, focus);
    if (stack.open) this.#drawStack(run.stepper);
    if (code.open) this.#drawCode(run.event);
  }

  /**
   * The cell to inspect and its masks from Rust: a cell the person selected (until the run
   * moves on), else the cell whose candidates ran out on a take-back, else the event's cell,
   * else the selected cell. While editing, the masks are the givens'.
   */
  #focus(run) {
    const s = run.stepper;
    if (!s) {
      const cell = this.#board.selected;
      return { mode: 'editing', tone: 'inspect', masks: this.#engine.cellMasks(run.givens, cell) };
    }
    const pinned = this.#pinnedCell(run);
    if (pinned !== null) return { mode: 'selected', tone: 'inspect', masks: s.cellMasks(pinned) };
    const event = run.event;
    if (event?.kind === Kind.TakeBack || event?.kind === Kind.Exhausted) {
      const masks = s.deadEnd();
      if (masks) return { mode: 'deadEnd', tone: 'dead-end', masks };
    }
    if (event?.kind === Kind.Choose || event?.kind === Kind.Place) {
      return { mode: 'trying', tone: 'inspect', masks: s.cellMasks(event.cell) };
    }
    // Before the first step, and once the run is over: the selected cell.
    return { mode: 'idle', tone: 'inspect', masks: s.cellMasks(this.#board.selected) };
  }

  #drawInspector(run, { mode, masks }) {
    const ui = this.#ui;
    const cell = masks.cell;
    const name = cellLabel(cell);
    setText(ui.focus, t(`inspector.${mode}`, { cell: name }));
    ui.focus.dataset.mode = mode;
    ui.focus.dataset.cell = String(cell);
    setText(ui.caption, t('inspector.table', { cell: name }));
    const units = unitNames(cell);
    setText(ui.maskRows.row.label, units.row);
    setText(ui.maskRows.col.label, units.col);
    setText(ui.maskRows.box.label, units.box);
    // A dead end's cell is blank; otherwise the run's board (or the givens, while editing)
    // says what the cell holds.
    const held = mode === 'deadEnd' ? 0 : (run.stepper ? run.view : run.givens)[cell];
    const shown = {
      row: masks.row,
      col: masks.column,
      box: masks.box,
      used: masks.used,
      candidates: masks.candidates,
      place: held ? 1 << (held - 1) : 0,
      free: masks.candidates,
    };
    for (const [name, row] of Object.entries(ui.maskRows)) {
      const mask = shown[name];
      row.bits.forEach((td, i) => {
        const on = (mask >> (BIT_DIGITS[i] - 1)) & 1;
        const text = name === 'place' && !held ? '·' : String(on);
        setText(td, text);
        td.classList.toggle('on', on === 1);
      });
      if (name === 'place') {
        setText(row.label, held ? t('inspector.place', { digit: held }) : t('inspector.blank'));
        setText(row.digits, held ? String(held) : '');
      } else if (name !== 'free') {
        setText(row.digits, digitList(mask));
      }
    }
    setText(ui.candidates, t('inspector.candidates', { digits: digitList(masks.candidates), count: masks.count }));
    setText(ui.holds, held ? t('inspector.holds', { digit: held }) : '');
    ui.holds.hidden = !held;
  }

  #drawWhy(run, focus) {
    const event = run.event;
    const text = this.#ui.whyText;
    const deadEnd = focus.mode === 'deadEnd' ? focus.masks : run.stepper && this.#deadEndOf(run);
    text.dataset.state = deadEnd ? 'explained' : 'idle';
    if (!deadEnd) return setText(text, t('why.idle'));
    const cell = cellLabel(deadEnd.cell);
    let reason;
    if (deadEnd.candidates === 0) {
      const units = unitNames(deadEnd.cell);
      reason = t('why.empty', {
        cell,
        ...units,
        rowDigits: digitList(deadEnd.row),
        colDigits: digitList(deadEnd.column),
        boxDigits: digitList(deadEnd.box),
      });
    } else {
      const tried = maskDigits(deadEnd.candidates);
      const key = ['why.triedOne', 'why.triedTwo'][tried.length - 1] ?? 'why.triedMany';
      reason = t(key, { cell, digits: joinDigits(tried) });
    }
    const then =
      event.kind === Kind.TakeBack
        ? t('why.takeBack', { digit: event.digit, cell: cellLabel(event.cell) })
        : t('why.exhausted');
    setText(text, `${reason} ${then}`);
  }

  /** The dead end of the current event when the inspector shows another cell. */
  #deadEndOf(run) {
    const kind = run.event?.kind;
    return kind === Kind.TakeBack || kind === Kind.Exhausted ? run.stepper.deadEnd() : null;
  }

  #drawStack(stepper) {
    const ui = this.#ui;
    const frames = stepper ? stepper.stack() : [];
    const depth = frames.length;
    while (ui.stackRows.length < depth) {
      const tr = element('tr');
      const cells = [0, 1, 2, 3].map(() => element('td'));
      tr.append(...cells);
      ui.stackRows.push({ tr, cells });
    }
    // The top of the stack (the deepest frame) first, so it is always in view.
    for (let i = 0; i < ui.stackRows.length; i++) {
      const row = ui.stackRows[i];
      if (i >= depth) {
        row.tr.remove();
        continue;
      }
      const frame = depth - 1 - i;
      const { cell, digit, untried } = frames[frame];
      setText(row.cells[0], String(frame + 1));
      setText(row.cells[1], cellLabel(cell));
      setText(row.cells[2], digit ? String(digit) : '—');
      setText(row.cells[3], untried ? maskDigits(untried).join(' ') : '—');
      row.tr.classList.toggle('top', i === 0);
      if (row.tr.parentNode !== ui.stackBody || ui.stackBody.children[i] !== row.tr) {
        ui.stackBody.insertBefore(row.tr, ui.stackBody.children[i] ?? null);
      }
    }
    ui.stackScroll.hidden = depth === 0;
    ui.stackEmpty.hidden = depth !== 0;
  }

  #drawCode(event) {
    const lines = (event && LINES[event.kind]) ?? {};
    for (const [id, li] of this.#ui.codeLines) {
      const current = id === lines.current;
      li.classList.toggle('current', current);
      li.classList.toggle('ran', lines.ran?.includes(id) ?? false);
      li.classList.toggle('returned', id === lines.returned);
      if (current) li.setAttribute('aria-current', 'step');
      else li.removeAttribute('aria-current');
    }
  }
}
