// The embed's words (embed.html, embed.js), in English (the Korean is in ../i18n/ko/embed.js).

import { addStrings } from '../i18n/i18n.js';

addStrings({
  en: {
    'embed.title': 'bitdoku: a backtracking search, step by step',
    'embed.board': 'The search’s board',
    'embed.playback': 'Playback',
    'embed.first': 'From the start',
    'embed.back': 'Step back',
    'embed.play': 'Play',
    'embed.pause': 'Pause',
    'embed.step': 'Step',
    'embed.open': 'Open in bitdoku',
    'embed.count': 'step {step} (steps {from}–{to})',
    'embed.countOpen': 'step {step} (from step {from})',
    'embed.badLink': 'This link cannot be played: {problem}.',
    'embed.order.naive': 'Naive order',
    'embed.order.mrv': 'MRV order',
    'embed.order.propagation': 'Propagation order',
    'embed.noPuzzle': 'This player needs a puzzle: add ?puzzle= and its 81 cells to the link.',
    'embed.badStep': '{name}={value} in the link is not a step number: write a whole number from 0 to 10,000,000.',
    'embed.backwards': 'The link plays from step {from} to step {to}: from must not come after to.',
    'embed.endsBefore': 'The search ends at step {steps}, before step {from} where the link starts.',
    'embed.badLanguage': 'lang={lang} in the link is not a language of this player ({languages})',
  },
});
