// The Korean words of the embedded player (www/embed/embed-words.js). Loaded, with the rest of
// www/i18n/ko.js, only once the page speaks Korean (www/i18n/i18n.js, loadLanguage): an English
// visitor never downloads them. The Korean is written for a teacher of Baekjoon 2580: 행, 열, 박스,
// 후보, 백트래킹, 단계.

import { addStrings } from '../i18n.js';

// www/embed/embed-words.js
addStrings({
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
    'embed.count': '{step}단계 ({from}–{to}단계)',
    'embed.countOpen': '{step}단계 ({from}단계부터)',
    'embed.badLink': '이 링크는 재생할 수 없습니다: {problem}.',
    'embed.order.naive': '순서대로 (Naive)',
    'embed.order.mrv': '후보 적은 칸 먼저 (MRV)',
    'embed.order.propagation': '확정 먼저 (Propagation)',
    'embed.noPuzzle': '퍼즐이 필요합니다: 링크에 ?puzzle=과 81칸을 넣으세요.',
    'embed.badStep': '링크의 {name}={value}은 단계 번호가 아닙니다: 0부터 10,000,000까지의 정수를 쓰세요.',
    'embed.backwards': '링크가 {from}단계부터 {to}단계까지 재생합니다: from이 to보다 뒤일 수 없습니다.',
    'embed.endsBefore': '탐색은 {steps}단계에서 끝나, 링크가 시작하는 {from}단계에 닿지 않습니다.',
    'embed.badLanguage': '링크의 lang={lang}은 이 플레이어의 언어({languages})가 아닙니다',
  },
});
