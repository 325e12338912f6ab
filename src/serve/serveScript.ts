// Stage: serve. The script of the `serve` page (served as /page.js, plain ES2020, no library):
// it sends the text to the server as the user types (debounced, one request in flight, stale answers
// dropped), draws the diagnostics at their offsets behind the editor, puts the server's table and
// counterexamples in place (a click on one of another game shows that game), lets the user choose the
// game of a swept file, asks for the moves of a clicked cell, and plays rounds against the champion. Everything it shows comes from the server's JSON; its words from the page's JSON block.

export const SERVE_SCRIPT = String.raw`'use strict';
(function () {
  var W = JSON.parse(document.getElementById('words').textContent);
  var $ = function (id) { return document.getElementById(id); };
  var source = $('source'), highlights = $('highlights'), status = $('status');
  var state = { file: 'untitled.yaml', seq: 0, inFlight: false, pending: false, analysis: null, selected: null, play: null, params: '' };

  function esc(t) { return String(t).replace(/[&<>"']/g, function (c) { return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c]; }); }
  function post(path, body) {
    return fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (r) { return r.json().then(function (v) { return { ok: r.ok, value: v }; }); });
  }
  function request(extra) {
    // the game of the table: the one chosen (analyze), the one the table shows (moves, play)
    var params = extra.index !== undefined && state.analysis ? state.analysis.params : state.params;
    var body = { file: state.file, text: source.value, from: $('from').value, to: $('to').value, params: params };
    for (var k in extra) body[k] = extra[k];
    return body;
  }

  // The diagnostics behind the text: the same characters, transparent, with <mark> on each span.
  function drawMarks(diagnostics) {
    var text = source.value, spans = [];
    diagnostics.forEach(function (d) {
      if (d.start === null) return;
      var end = Math.max(d.end, d.start + 1);
      spans.push({ start: d.start, end: Math.min(end, text.length), severity: d.severity, code: d.code });
    });
    spans.sort(function (a, b) { return a.start - b.start; });
    var html = '', at = 0;
    spans.forEach(function (s) {
      if (s.start < at) return;
      html += esc(text.slice(at, s.start));
      var inner = text.slice(s.start, s.end);
      // a span at the end of a line or of the text still shows: mark a space
      if (inner === '' || inner === '\n') inner = ' ' + inner;
      html += '<mark class="' + s.severity + '" data-code="' + s.code + '">' + esc(inner) + '</mark>';
      at = Math.max(at, s.end);
    });
    highlights.innerHTML = html + esc(text.slice(at)) + '\n';
    syncScroll();
  }
  function syncScroll() { var b = highlights.parentNode; b.scrollTop = source.scrollTop; b.scrollLeft = source.scrollLeft; }

  function drawDiagnostics(diagnostics) {
    var list = $('diagnostics');
    if (!diagnostics.length) { list.innerHTML = '<li class="none">' + esc(W.noProblems) + '</li>'; return; }
    list.innerHTML = diagnostics.map(function (d, k) {
      var where = d.line !== null ? d.line + ':' + d.col : '';
      return '<li class="diagnostic ' + d.severity + '" data-k="' + k + '"><span class="where">' + esc(where) + '</span>' +
        esc((W.severity[d.severity] || d.severity) + ' ' + d.code + ': ' + d.message) + (d.hint ? '<span class="hint">' + esc(d.hint) + '</span>' : '') + '</li>';
    }).join('');
    Array.prototype.forEach.call(list.querySelectorAll('li.diagnostic'), function (li) {
      li.addEventListener('click', function () {
        var d = diagnostics[Number(li.dataset.k)];
        if (d.start === null) return;
        source.focus();
        source.setSelectionRange(d.start, Math.max(d.end, d.start));
      });
    });
  }

  function drawAnalysis(a) {
    state.analysis = a;
    drawMarks(a.diagnostics);
    drawDiagnostics(a.diagnostics);
    var v = $('verdict');
    v.className = 'verdict ' + a.verdict;
    v.textContent = a.verdictText;
    $('summary').textContent = a.summary;
    // While the file does not load (a typo being fixed), the last table stays, greyed, instead of vanishing.
    var keep = a.verdict === 'invalid' && a.html.table === '' && $('table').innerHTML !== '';
    $('table').classList.toggle('stale', keep);
    if (!keep) { $('facts').innerHTML = a.html.facts; $('table').innerHTML = a.html.table; }
    $('counterexamples').innerHTML = a.html.counterexamples;
    $('counterexamples-box').hidden = a.html.counterexamples === '';
    $('bounded').innerHTML = a.html.bounded ? '<h3>' + esc(W.bounded) + '</h3>' + a.html.bounded : '';
    $('legend').innerHTML = a.html.legend;
    drawParams(a);
    markSelected();
    if (state.selected !== null && a.html.table !== '') showMoves(state.selected);
  }

  // The games of a swept file: the table's is selected, the failing ones are marked.
  function drawParams(a) {
    var choices = a.paramChoices || [];
    $('params-box').hidden = choices.length < 2;
    $('params').innerHTML = choices.map(function (c) {
      return '<option value="' + esc(c.value) + '"' + (c.value === a.params ? ' selected' : '') + '>' + esc(c.label) + '</option>';
    }).join('');
  }

  function analyze() {
    if (state.inFlight) { state.pending = true; return; }
    state.inFlight = true;
    var seq = ++state.seq;
    status.textContent = W.checking;
    post('/api/analyze', request({})).then(function (r) {
      state.inFlight = false;
      if (seq === state.seq) {
        status.textContent = '';
        if (r.ok) drawAnalysis(r.value);
        else showError(r.value.error);
      }
      if (state.pending) { state.pending = false; analyze(); }
    }, function (e) { state.inFlight = false; showError(String(e)); });
  }
  function showError(message) {
    status.innerHTML = '<span class="error-box">' + esc(message) + '</span>';
  }

  var timer = null;
  function changed() { clearTimeout(timer); timer = setTimeout(analyze, 250); stopPlay(); }
  source.addEventListener('input', function () { drawMarks([]); changed(); });
  source.addEventListener('scroll', syncScroll);
  $('from').addEventListener('input', changed);
  $('params').addEventListener('change', function () { state.params = $('params').value; state.selected = null; changed(); });
  $('to').addEventListener('input', changed);

  function markSelected() {
    Array.prototype.forEach.call(document.querySelectorAll('td.cell.selected'), function (c) { c.classList.remove('selected'); });
    var index = state.play ? state.play.index : state.selected;
    if (index === null || index === undefined) return;
    var cell = document.querySelector('td.cell[data-index="' + index + '"]');
    if (cell) cell.classList.add('selected');
  }

  function clsText(p) { return W.cls[p.cls] + (p.generation !== null ? ', ' + W.generation + ' ' + p.generation : '') + (p.value !== undefined ? ', ' + W.value + ' ' + (p.value === null ? '?' : p.value) : ''); }
  // a game with points: what a move scores and what it is worth to its mover (points ± the target's value)
  function worthText(m) { return m.worth !== undefined ? W.scores + ' ' + m.points + ', ' + W.worth + ' ' + (m.worth === null ? '?' : m.worth) : ''; }

  function showMoves(index) {
    state.selected = index;
    markSelected();
    post('/api/moves', request({ index: index })).then(function (r) {
      if (!r.ok) { showError(r.value.error); return; }
      var p = r.value;
      $('position-hint').hidden = true;
      $('position-title').textContent = W.movesFrom + ' ' + p.position + ' (' + clsText(p) + ')';
      $('position-drawing').innerHTML = p.drawing; // an <svg> the server made from the file's view: escaped, no script
      $('moves').innerHTML = p.moves.map(function (m, k) {
        return '<li class="move ' + m.cls + '" data-target="' + esc(m.target) + '">' + (m.drawing ? '<span class="move-drawing">' + m.drawing + '</span>' : '') + '<code>' + esc(m.label + ' → ' + m.target) + '</code> ' +
          '<span class="tag ' + (m.good ? 'good' : '') + '">' + esc(W.cls[m.cls] + (m.good ? ' — ' + W.goodMove : '')) + '</span>' +
          (worthText(m) ? ' <span class="tag worth">' + esc(worthText(m)) + '</span>' : '') +
          (k === p.champion ? ' <span class="tag">' + esc(W.championWould) + '</span>' : '') + '</li>';
      }).join('');
      $('play-here').hidden = !state.analysis || !state.analysis.playable || p.over !== null;
    });
  }
  $('table').addEventListener('click', function (e) {
    var cell = e.target.closest ? e.target.closest('td.cell') : null;
    if (cell) showMoves(Number(cell.dataset.index));
  });
  // A click on a counterexample shows the moves of its position, when its cell is in the table.
  $('counterexamples').addEventListener('click', function (e) {
    var item = e.target.closest ? e.target.closest('li.counterexample') : null;
    if (!item) return;
    // a counterexample of another game: the table shows that game
    if (item.dataset.params && state.analysis && item.dataset.params !== state.analysis.params) {
      state.params = item.dataset.params; state.selected = null; changed(); return;
    }
    var at = item.dataset.cell || item.dataset.position; // a false claim: the position it asks about
    var cell = Array.prototype.find.call($('table').querySelectorAll('td.cell'), function (c) { return c.dataset.position === at; });
    if (cell) showMoves(Number(cell.dataset.index));
  });

  // A game against the champion: the human moves first from the chosen position.
  function startPlay() {
    if (state.selected === null) return;
    state.play = { index: state.selected };
    $('play-pane').hidden = false;
    $('transcript').innerHTML = '';
    $('outcome').textContent = '';
    post('/api/moves', request({ index: state.selected })).then(function (r) {
      if (!r.ok) { showError(r.value.error); return; }
      addLine('start', W.playStart + ' ' + r.value.position + '.');
      offerMoves(r.value);
    });
  }
  function addLine(who, text) {
    var li = document.createElement('li');
    li.className = who;
    li.textContent = text;
    $('transcript').appendChild(li);
  }
  function offerMoves(p) {
    state.play.index = p.index;
    $('play-drawing').innerHTML = p.drawing;
    markSelected();
    if (p.over !== null) {
      // the human is to move here: a position where the mover has lost means the champion won
      $('play-prompt').textContent = '';
      $('play-moves').innerHTML = '';
      $('outcome').textContent = p.over === 'draw' ? W.draw : p.over === 'mover-loses' ? W.championWins : W.youWin;
      return;
    }
    $('play-prompt').textContent = W.yourMove;
    $('play-moves').innerHTML = p.moves.map(function (m, k) {
      return '<button class="move" data-k="' + k + '">' + (m.drawing ? '<span class="move-drawing">' + m.drawing + '</span>' : '') + esc(m.label + ' → ' + m.target) + '</button>';
    }).join('');
    Array.prototype.forEach.call($('play-moves').querySelectorAll('button'), function (b) {
      b.addEventListener('click', function () { playMove(Number(b.dataset.k)); });
    });
  }
  function playMove(k) {
    post('/api/play', request({ index: state.play.index, move: k })).then(function (r) {
      if (!r.ok) { showError(r.value.error); return; }
      var round = r.value;
      addLine('you', W.you + ': ' + round.human.label + ' → ' + round.human.target + (worthText(round.human) ? ' (' + worthText(round.human) + ')' : ''));
      // the champion answers until it passes the turn (none after a move that keeps the turn)
      round.champion.forEach(function (m) { addLine('champion', W.champion + ': ' + m.label + ' → ' + m.target + (worthText(m) ? ' (' + worthText(m) + ')' : '')); });
      if (round.toMove === 'you') { offerMoves(round.position); return; }
      // the champion is to move and cannot: the game ended after the last move
      state.play.index = round.position.index;
      $('play-drawing').innerHTML = round.position.drawing;
      markSelected();
      $('play-prompt').textContent = '';
      $('play-moves').innerHTML = '';
      var over = round.position.over;
      $('outcome').textContent = over === 'draw' ? W.draw : over === 'mover-loses' ? W.youWin : W.championWins;
    });
  }
  function stopPlay() {
    if (!state.play) return;
    state.play = null;
    $('play-pane').hidden = true;
    markSelected();
  }
  $('play-here').addEventListener('click', startPlay);
  $('play-stop').addEventListener('click', stopPlay);

  // Files of the folder served.
  function openFile(path) {
    state.params = '';
    if (!path) { state.file = 'untitled.yaml'; source.value = ''; analyze(); return; }
    fetch('/api/file?path=' + encodeURIComponent(path)).then(function (r) { return r.json(); }).then(function (f) {
      if (f.error) { showError(f.error); return; }
      state.file = f.path;
      state.selected = null;
      stopPlay();
      source.value = f.text;
      analyze();
    });
  }
  fetch('/api/files').then(function (r) { return r.json(); }).then(function (list) {
    var select = $('file');
    select.innerHTML = '<option value="">' + esc(W.newFile) + '</option>' + list.files.map(function (f) { return '<option>' + esc(f) + '</option>'; }).join('') +
      (list.omitted ? '<option disabled>' + esc(W.moreFiles.replace('{n}', String(list.omitted))) + '</option>' : '');
    var wanted = new URLSearchParams(location.search).get('file');
    var first = wanted && list.files.indexOf(wanted) >= 0 ? wanted : (list.files[0] || '');
    select.value = first;
    select.addEventListener('change', function () { openFile(select.value); });
    openFile(first);
  });
})();
`;
