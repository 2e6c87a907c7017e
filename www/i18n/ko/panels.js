// The Korean words of the board, the shell's pieces and the panels, each under the name of the
// module whose English it matches. Loaded, with the rest of www/i18n/ko.js, only once the page
// speaks Korean (www/i18n/i18n.js, loadLanguage): an English visitor never downloads them. The
// Korean is written for a teacher of Baekjoon 2580: 행, 열, 박스, 후보, 백트래킹, 단계.

import { addStrings } from '../i18n.js';

// www/board/examples.js
addStrings({
  ko: {
    'example.boj': '백준 2580 예제',
    'example.textbook': '교재 예제',
    'example.hard': '어려운 퍼즐 (붙여 쓴 9줄)',
    'example.empty': '빈 판',
    'example.none': '해가 없는 퍼즐',
    'example.many': '해가 여러 개인 퍼즐',
    'example.bruteForce': '완전 탐색을 괴롭히는 퍼즐',
  },
});

// www/board/board-view.js
addStrings({
  ko: {
    'board.cell': '{row}행 {column}열',
    'board.cellDigit': '{row}행 {column}열: {digit}',
    'board.cellNotes': '{row}행 {column}열, 메모 {digits}',
  },
});

// www/board/cell.js
addStrings({
  ko: {
    'cell.name': '{row}행 {column}열',
    'unit.row': '{number}행',
    'unit.column': '{number}열',
    'unit.box': '{number}번 박스',
  },
});

// www/app/panel-tabs.js
addStrings({
  ko: {
    'tabs.label': '패널',
    'tabs.stack': '스택',
    'tabs.inspector': '비트마스크',
    'tabs.code': '풀이 반복문',
    'tabs.why': '왜?',
    'tabs.tree': '탐색 트리',
  },
});

// www/app/modes.js
addStrings({
  ko: {
    'mode.label': '모드',
    'mode.solve': '직접 풀기',
    'mode.watch': '탐색 보기',
    'mode.teach': '수업',
    'link.badMode': '알 수 없는 모드 "{mode}" (solve, watch, teach 중 하나를 쓰세요)',
  },
});

// www/app/worksheet.js
addStrings({
  ko: {
    'worksheet.title': '스도쿠',
    'worksheet.grid': '퍼즐',
    'worksheet.link': '온라인: {link}',
    'worksheet.notes': '내 메모 인쇄',
    'worksheet.notesHelp': '인쇄하는 학습지에 내가 적은 후보 메모도 넣기',
  },
});

// www/app/range-slides.js
addStrings({
  ko: {
    'slides.button': '슬라이드 (PDF)',
    'slides.title': '{step}단계',
    'slides.counters': '단계 {steps} · 놓은 횟수 {placements} · 백트래킹 {backtracks} · 깊이 {depth}',
    'slides.tooMany': '슬라이드에는 최대 {max}단계까지 담을 수 있습니다. 이 범위는 {count}단계입니다.',
    'slides.printing': '슬라이드 {count}장을 한 단계에 한 쪽씩 인쇄합니다. 파일로 남기려면 "PDF로 저장"을 고르세요.',
  },
});

// www/app/range-export.js
addStrings({
  ko: {
    'gif.steps': '단계',
    'gif.to': '부터',
    'gif.speed': 'GIF 속도',
    'gif.speedValue': '초당 {rate}단계',
    'gif.download': 'GIF 내려받기',
    'gif.cancel': 'GIF 취소',
    'gif.badStep': '범위를 0부터 10,000,000까지의 정수 두 개로 쓰세요. 앞의 수가 뒤의 수보다 클 수 없습니다.',
    'gif.tooMany': 'GIF에는 최대 {max}단계까지 담을 수 있습니다. 이 범위는 {count}단계입니다.',
    'gif.pastEnd': '탐색은 {steps}단계에서 끝나, {from}단계에 닿지 않습니다.',
    'gif.making': 'GIF를 만드는 중: {total}장 중 {done}장…',
    'gif.done': '{file} 파일을 내려받았습니다: {from}–{to}단계, {frames}장, {size}KB.',
    'gif.cancelled': 'GIF 만들기를 취소했습니다.',
    'gif.failed': 'GIF를 만들 수 없습니다: {message}',
    'gif.caption': '{step}단계. {narration}',
  },
});

// www/app/settings.js
addStrings({
  ko: { 'speed.max': '최대', 'speed.maxName': '가장 빠르게' },
});

// www/app/solve-timer.js
addStrings({
  ko: {
    'timer.start': '타이머 시작',
    'timer.pause': '타이머 멈춤',
    'timer.resume': '타이머 계속',
    'timer.solved': '{time} 만에 다 풀었습니다. 모든 숫자가 맞습니다. 잘했어요!',
  },
});

// www/app/theme.js
addStrings({
  ko: {
    'theme.label': '화면 테마',
    'theme.system': '시스템 설정',
    'theme.light': '밝게',
    'theme.dark': '어둡게',
  },
});

// www/panels/scrubber.js
addStrings({
  ko: {
    'timeline.label': '타임라인',
    'timeline.name': '타임라인',
    'timeline.value': '{total}단계 중 {step}단계',
    'narration.hint': '화면 낭독기는 초당 5단계 이하일 때 각 단계를 읽어 줍니다.',
    'narration.ready': '[재생]이나 [한 단계]를 누르세요. 탐색의 단계마다 여기에서 설명합니다.',
    'export.format': '기록 형식',
    'export.text': '텍스트',
    'export.log': '기록 내려받기',
    'export.png': 'PNG 내려받기',
    'export.writing': '기록을 쓰는 중… {percent}%',
    'export.done': '{file} 파일을 내려받았습니다: {steps}단계.',
    'export.cut':
      '{file} 파일을 내려받았습니다: {steps}단계 중 처음 {limit}단계 (기록은 최대 {limit}단계). ' +
      '모든 단계는 명령줄에서: bitdoku trace --format {format} --max-steps {maxSteps} 퍼즐파일',
    'export.pngDone': '{file} 파일을 내려받았습니다.',
    'export.failed': '내려받기에 실패했습니다: {message}',
  },
});

// www/panels/check.js
addStrings({
  ko: {
    'check.solved': '확인: 다 풀었습니다. 모든 숫자가 맞습니다.',
    'check.onTrack1': '확인: 지금까지 맞습니다. 1칸 남았습니다.',
    'check.onTrackN': '확인: 지금까지 맞습니다. {count}칸 남았습니다.',
    'check.wrongUnique': '확인: 이대로는 끝까지 풀 수 없습니다. 답과 다른 칸: {cells}.',
    'check.wrongSeveral': '확인: 이대로는 끝까지 풀 수 없습니다. 답이 여러 개인 퍼즐인데, 이 숫자들 때문에 답이 없어집니다: {cells}.',
    'check.puzzle': '확인: 퍼즐 자체에 답이 없습니다. 입력한 숫자 탓이 아닙니다.',
  },
});

// www/panels/classroom.js
addStrings({
  ko: {
    'classroom.keys': '키',
    'classroom.key.play': '재생 / 일시정지',
    'classroom.key.step': '한 단계 앞으로, 뒤로',
    'classroom.key.solve': '풀기',
    'classroom.key.skip': '끝까지 건너뛰기',
    'classroom.key.reset': '탐색 처음으로',
    'classroom.key.clear': '보드 지우기',
    'classroom.key.undo': '되돌리기, 다시 실행',
    'classroom.key.speed': '빠르게, 느리게',
    'classroom.key.strategy': '단순 탐색 / MRV 바꾸기',
    'classroom.key.example': '다음 예제',
    'classroom.key.marks': '후보 표시 켜기 / 끄기',
    'classroom.key.predict': '다음 수 맞히기 켜기 / 끄기',
    'classroom.key.guess': '숫자 맞히기, Enter는 정답 보기',
    'classroom.key.race': '경주 열기 / 닫기',
    'classroom.key.tab': '그 밖의 모든 조작과 보드',
    'classroom.key.leave': '수업 모드 나가기',
  },
});

// www/panels/predict.js
addStrings({
  ko: {
    'predict.label': '다음 수 맞히기',
    'predict.hint': '숫자를 놓기 전에 멈추고 어떤 숫자인지 맞혀 봅니다',
    'predict.idle': '탐색이 숫자를 놓기 전마다 멈추고 그 칸에 들어갈 숫자를 묻습니다.',
    'predict.question': '{cell}에 들어갈 숫자는 무엇일까요?',
    'predict.guess': '예상 숫자 (1–9)',
    'predict.reveal': '정답 보기',
    'predict.keys': '1–9를 눌러 답하거나 Enter를 눌러 정답을 보세요.',
    'predict.right': '정답입니다: {cell}에는 {digit}이(가) 들어갑니다.',
    'predict.wrong': '아쉽네요: {cell}에는 {guess}가 아니라 {digit}이(가) 들어갑니다. 탐색은 아직 시도하지 않은 후보 중 가장 작은 숫자부터 놓습니다.',
    'predict.shown': '{cell}에는 {digit}이(가) 들어갑니다.',
    'predict.score': '{asked}문제 중 {right}문제 정답.',
  },
});

// www/panels/new-puzzle.js
addStrings({
  ko: {
    'new.label': '새 퍼즐',
    'new.level': '난이도',
    'new.level.any': '아무 난이도',
    'new.level.singles': '싱글',
    'new.level.locked': '잠긴 후보',
    'new.level.subsets': '서브셋',
    'new.level.fish': '피시',
    'new.level.wings': '윙',
    'new.level.chains': '체인',
    'new.level.uniqueness': '유일해',
    'new.level.guess': '추측 필요',
    'new.practise': '기법 연습',
    'new.technique.naked_pair': '네이키드 페어',
    'new.technique.hidden_pair': '히든 페어',
    'new.technique.naked_triple': '네이키드 트리플',
    'new.technique.x_wing': 'X-윙',
    'new.technique.swordfish': '스워드피시',
    'new.technique.finned_x_wing': '핀드 X-윙',
    'new.technique.xy_wing': 'XY-윙',
    'new.technique.xyz_wing': 'XYZ-윙',
    'new.technique.w_wing': 'W-윙',
    'new.technique.simple_colouring': '단순 색칠',
    'new.technique.x_chain': 'X-체인',
    'new.technique.xy_chain': 'XY-체인',
    'new.technique.aic': 'AIC',
    'new.symmetry': '대칭',
    'new.symmetry.none': '대칭 없음',
    'new.symmetry.rotational': '회전 대칭',
    'new.symmetry.mirror': '좌우 대칭',
    'new.symmetry.diagonal': '대각선 대칭',
    'new.make': '만들기',
    'new.cancel': '취소',
    'new.making': '해가 하나뿐인 퍼즐을 만드는 중…',
    'new.progress': '최대 {budget}번 중 {attempts}번 시도',
    'new.loaded': '새 퍼즐 (시드 {seed}), {level}. [풀기], [재생], [한 단계]를 누르거나 [힌트]로 직접 풀어 보세요.',
    'new.practised': '{technique} 연습',
    'new.stopped': '퍼즐 만들기를 멈췄습니다. 판은 그대로입니다.',
    'new.failed': '퍼즐을 만들지 못했습니다: {error}',
  },
});

// www/run/race-view.js
addStrings({
  ko: {
    'race.button': '경주',
    'race.title': '경주: 단순 탐색, MRV, 전파',
    'race.controls': '경주 조작',
    'race.start': '시작',
    'race.pause': '일시정지',
    'race.skip': '끝까지 건너뛰기',
    'race.close': '닫기',
    'race.naive': '단순 탐색',
    'race.mrv': 'MRV',
    'race.naive.mid': '단순 탐색',
    'race.mrv.mid': 'MRV',
    'race.propagation': '전파 (Propagation)',
    'race.propagation.mid': '전파',
    'race.board': '{name} 탐색 보드',
    'race.stats': '{name} 탐색 통계',
    'race.steps': '단계',
    'race.placements': '놓은 횟수',
    'race.backtracks': '백트래킹',
    'race.depth': '깊이',
    'race.ready': '모든 탐색이 보드의 퍼즐에서 시작하여 초당 같은 수의 단계를 진행합니다 (속도: 초당 {rate}단계). 시작을 누르세요.',
    'race.running': '초당 {rate}단계로 경주 중…',
    'race.skipping': '끝까지 건너뛰는 중…',
    'race.paused': '{steps}단계에서 일시정지했습니다.',
    'race.invalid': '경주를 시작할 수 없습니다: {problem}',
    'race.changed': '퍼즐이 바뀌어 경주를 멈췄습니다. 새 퍼즐로 경주하려면 시작을 누르세요.',
    'race.first': '{name}이(가) {steps}단계 만에 먼저 끝났습니다. 나머지는 아직 탐색 중입니다.',
    'race.next': '{name}이(가) {steps}단계 만에 이어서 끝났습니다. 아직 탐색 중: {others}.',
    'race.together': '{list} 만에 끝났습니다. 아직 탐색 중: {others}.',
    'race.nameSteps': '{name} {steps}단계',
    'race.done': '모든 탐색이 끝났습니다.',
    'race.verdict': '{list}: {fast}이(가) {slow}보다 {ratio}배 적습니다',
    'race.laneSteps': '{name} {steps}단계',
    'race.laneStepsNext': '{name} {steps}단계',
    'race.verdict.same': '모든 탐색이 {steps}단계가 걸렸습니다.',
    'lane.ready': '준비',
    'lane.searching': '탐색 중…',
    'lane.solved': '{steps}단계 만에 풀었습니다',
    'lane.exhausted': '해 없음: {steps}단계 후 모든 후보를 소진했습니다',
    'race.keys': '경주 중: Space는 시작/일시정지, K는 끝까지 건너뛰기, Escape는 닫기입니다.',
  },
});
