// The embed's words (embed.html, embed.js), in English and Korean.

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
    'embed.count': 'Step {step} of {from}–{to}',
    'embed.countOpen': 'Step {step}, from {from}',
    'embed.noPuzzle': 'This player needs a puzzle: add ?puzzle= and its 81 cells to the link.',
    'embed.badStep': '{name}={value} in the link is not a step number: write a whole number such as 0 or 40.',
    'embed.backwards': 'The link plays from step {from} to step {to}: from must not come after to.',
    'embed.endsBefore': 'The search ends at step {steps}, before step {from} where the link starts.',
  },
  ko: {
    'embed.title': 'bitdoku: 한 단계씩 보는 백트래킹 탐색',
    'embed.board': '탐색 보드',
    'embed.playback': '재생',
    'embed.first': '처음부터',
    'embed.back': '한 단계 뒤로',
    'embed.play': '재생',
    'embed.pause': '일시 정지',
    'embed.step': '한 단계',
    'embed.open': 'bitdoku에서 열기',
    'embed.count': '{from}–{to} 중 {step}단계',
    'embed.countOpen': '{from}단계부터, 지금 {step}단계',
    'embed.noPuzzle': '퍼즐이 필요합니다: 링크에 ?puzzle=과 81칸을 넣으세요.',
    'embed.badStep': '링크의 {name}={value}은 단계 번호가 아닙니다: 0이나 40 같은 정수를 쓰세요.',
    'embed.backwards': '링크가 {from}단계부터 {to}단계까지 재생합니다: from이 to보다 뒤일 수 없습니다.',
    'embed.endsBefore': '탐색은 {steps}단계에서 끝나, 링크가 시작하는 {from}단계에 닿지 않습니다.',
  },
});
