// The page of `livingstones serve`. The rules run on the server, from the
// library: every request carries the game (setup and turns) and the server
// replays it (see serve_api.go). This script only draws and asks.
"use strict";

const $ = (id) => document.getElementById(id);
const SVGNS = "http://www.w3.org/2000/svg";
const LETTERS = "abcdefghijklmnopqrstuvwxy";

const state = {
  game: null,       // {size, black, white, first, version, komi, moves}
  at: 0,            // turns shown: game.moves.slice(0, at)
  view: null,       // the server's view of the position shown
  key: "",          // identifies the position shown, to know when it changes
  dead: new Set(),  // points of stones marked dead
  ko: new Map(),    // held ko points: point -> "B" | "W"
  recordDead: null, // dead stones a loaded record marks at its end
  counting: false,  // show the count of the position shown
  marking: false,   // mark dead stones without a pause
  busy: false,
  thinking: null,   // the AbortController of the computer's search asked for
};

function pointName(x, y) { return LETTERS[x] + LETTERS[y]; }
function pointXY(s) { return [LETTERS.indexOf(s[0]), LETTERS.indexOf(s[1])]; }

async function post(url, body, raw, signal) {
  const r = await fetch(url, {
    method: "POST",
    signal,
    headers: { "Content-Type": raw ? "application/x-go-sgf" : "application/json" },
    body: raw ? body : JSON.stringify(body),
  });
  const text = await r.text();
  if (!r.ok) {
    let msg = text;
    try { msg = JSON.parse(text).error || text; } catch (e) { /* not JSON */ }
    throw new Error(msg);
  }
  return text;
}

function shownGame() {
  return Object.assign({}, state.game, { moves: state.game.moves.slice(0, state.at) });
}

function settlement() {
  return {
    dead: [...state.dead].sort(),
    ko: [...state.ko].sort().map(([point, holder]) => ({ point, holder })),
    neutral: state.neutral || [],
  };
}

function marking() {
  const v = state.view;
  return !!v && (v.phase === "paused" || v.end === "agreement" || state.marking);
}

// ask sends an action on the position shown and draws the answer.
async function ask(action, point, extra) {
  if (!state.game && !(extra && extra.new)) return;
  if (state.thinking) return; // the computer's move comes first
  const body = Object.assign({}, extra || {});
  if (!body.new) body.game = shownGame();
  if (action) body.action = action;
  if (point) body.point = point;
  body.count = state.counting;
  body.settlement = settlement();
  let resp;
  state.busy = true;
  try {
    resp = JSON.parse(await post("/api/game", body));
  } catch (e) {
    showMessage(e.message);
    return;
  } finally {
    state.busy = false;
  }
  const moved = !resp.refused && (body.new || (action && action !== ""));
  if (moved) {
    state.game = resp.game;
    state.at = resp.game.moves.length;
  }
  showMessage(resp.refused || "");
  setView(resp.view, action === "agree");
  if (moved && action !== "undo" && computersTurn()) computerMove();
}

// computerColor is the side the computer plays: the other of the one
// chosen, or "" when the human plays both.
function computerColor() {
  const h = $("human").value;
  return h === "" ? "" : h === "B" ? "W" : "B";
}

// computersTurn reports whether the computer is to move at the end of
// the game shown.
function computersTurn() {
  const v = state.view;
  return !!v && !!state.game && state.at === state.game.moves.length && v.phase === "playing" &&
    computerColor() === v.to_move;
}

// computerMove asks the server's search for the move of the side to move
// (POST /api/genmove) and plays it.
async function computerMove() {
  const v = state.view;
  if (state.thinking || state.busy || !state.game || !v || v.phase !== "playing") return;
  const ctl = new AbortController();
  state.thinking = ctl;
  const side = v.to_move === "B" ? "Black" : "White";
  $("thinking").textContent = `The computer (${side}, strength ${$("level").value}) is thinking…`;
  showMessage("");
  render();
  let resp;
  try {
    resp = JSON.parse(await post("/api/genmove", { game: shownGame(), level: +$("level").value }, false, ctl.signal));
  } catch (e) {
    if (ctl.signal.aborted) return; // a new game, a step, a record: no longer wanted
    state.thinking = null;
    $("thinking").textContent = "";
    showMessage("The computer cannot move: " + e.message);
    render();
    return;
  }
  state.thinking = null;
  state.game = resp.game;
  state.at = resp.game.moves.length;
  $("thinking").textContent = resp.move.endsWith(" pass")
    ? `The computer played ${resp.move}: the count gives it the game`
    : `The computer played ${resp.move} (${Math.round(resp.win_rate * 100)}% of its ${resp.playouts} playouts won)`;
  setView(resp.view, false);
}

// undo takes back the last turn; against the computer, its move and
// yours, back to your turn.
async function undo() {
  await ask("undo");
  if (computersTurn() && state.at > 0) await ask("undo");
}

// stopThinking drops the computer's search asked for: the server stops it
// when the request is aborted.
function stopThinking() {
  if (!state.thinking) return;
  state.thinking.abort();
  state.thinking = null;
  $("thinking").textContent = "";
}

// setView draws a view; when the position changed, the marks start again
// from the library's proposal (or the record's dead stones).
function setView(view, keepMarks) {
  const key = JSON.stringify([state.game.size, state.game.black, state.game.white, state.game.moves.slice(0, state.at)]);
  const changed = key !== state.key;
  state.key = key;
  state.view = view;
  if (changed && !keepMarks) {
    state.ko = new Map();
    state.neutral = [];
    const atEnd = state.at === state.game.moves.length;
    state.marking = !!state.recordDead && atEnd; // a record's dead stones, at its end
    if (state.recordDead && atEnd) {
      state.dead = new Set(state.recordDead);
      state.counting = true;
    } else {
      state.dead = new Set(view.proposal || []);
      // The proposal's ko points and neutral points go with its dead
      // stones, so that the page counts as score and GTP do.
      state.ko = new Map((view.proposal_ko || []).map((k) => [k.point, k.holder]));
      state.neutral = view.proposal_neutral || [];
      state.counting = false;
    }
    if (state.counting) {
      ask(""); // count with the new marks
      return;
    }
  }
  if (!window.firstBoardMs) window.firstBoardMs = performance.now();
  render();
}

function showMessage(s) { $("message").textContent = s; }

function render() {
  const v = state.view;
  drawBoard(v);
  const mover = v.to_move === "B" ? "Black" : "White";
  let status;
  if (v.phase === "playing") status = `${mover} to move (turn ${v.turn + 1})`;
  else if (v.phase === "paused") status = `Paused after two passes: agree on the dead stones, or resume (${mover} to move)`;
  else status = `Game over: ${v.end}`;
  if (v.last) status += ` · last: ${v.last}`;
  $("status").textContent = status;
  for (const [side, c] of [["b", v.black], ["w", v.white]]) {
    for (const f of ["stones", "virtual", "passes", "prisoners"]) $(`${side}-${f}`).textContent = c[f];
  }
  $("cursor").textContent = `${state.at} / ${state.game.moves.length}`;
  const hist = $("history");
  hist.replaceChildren(...state.game.moves.map((t, i) => {
    const li = document.createElement("li");
    li.textContent = t;
    if (i >= state.at) li.className = "hint";
    return li;
  }));
  const playing = v.phase === "playing", thinking = !!state.thinking;
  $("virtual").disabled = !playing || thinking;
  $("pass").disabled = !playing || thinking;
  $("undo").disabled = state.at === 0 || thinking;
  $("resume").disabled = v.phase !== "paused" || thinking;
  $("agree").disabled = v.phase !== "paused" || thinking;
  $("genmove").disabled = !playing || thinking;
  document.body.classList.toggle("thinking", thinking);
  $("count").disabled = v.end === "natural end";
  $("mark").classList.toggle("on", state.marking);
  $("markhelp").textContent = marking()
    ? "Click a stone to mark its chain dead or alive; click an empty point to mark a held ko (Black, White, none)."
    : "";
  renderCount(v);
}

function el(name, attrs, parent) {
  const e = document.createElementNS(SVGNS, name);
  for (const k in attrs) e.setAttribute(k, attrs[k]);
  if (parent) parent.appendChild(e);
  return e;
}

function drawBoard(v) {
  const n = v.size;
  const svg = el("svg", { viewBox: `-1.2 -0.7 ${n + 1.6} ${n + 1.6}`, role: "img" });
  const top = (y) => n - 1 - y;
  el("rect", { x: -0.7, y: -0.7, width: n + 0.4, height: n + 0.4, fill: "#e3b96a", rx: 0.1 }, svg);
  const lines = el("g", { stroke: "#3a2a10", "stroke-width": 0.035 }, svg);
  for (let i = 0; i < n; i++) {
    el("line", { x1: 0, y1: i, x2: n - 1, y2: i }, lines);
    el("line", { x1: i, y1: 0, x2: i, y2: n - 1 }, lines);
  }
  for (const [x, y] of starPoints(n)) el("circle", { cx: x, cy: top(y), r: 0.09, fill: "#3a2a10" }, svg);
  const coords = el("g", { "font-size": 0.42, "text-anchor": "middle", fill: "#333", "font-family": "sans-serif" }, svg);
  for (let i = 0; i < n; i++) {
    el("text", { x: i, y: n - 1 + 0.95 }, coords).textContent = LETTERS[i];
    el("text", { x: -0.95, y: top(i) + 0.15 }, coords).textContent = LETTERS[i];
  }
  const mark = marking();
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      const c = v.board[y * n + x];
      const name = pointName(x, y);
      const cx = x, cy = top(y);
      if (c !== ".") {
        const dead = mark && state.dead.has(name);
        el("circle", {
          cx, cy, r: 0.47, fill: c === "X" ? "#111" : "#fafafa", stroke: "#111", "stroke-width": 0.04,
          opacity: dead ? 0.45 : 1, class: c === "X" ? "stone black" : "stone white",
        }, svg);
        if (dead) {
          const g = el("g", { stroke: "#c01010", "stroke-width": 0.1, class: "dead", "data-dead": name }, svg);
          el("line", { x1: cx - 0.25, y1: cy - 0.25, x2: cx + 0.25, y2: cy + 0.25 }, g);
          el("line", { x1: cx - 0.25, y1: cy + 0.25, x2: cx + 0.25, y2: cy - 0.25 }, g);
        }
      } else if (mark && state.ko.has(name)) {
        const h = state.ko.get(name);
        el("rect", { x: cx - 0.22, y: cy - 0.22, width: 0.44, height: 0.44, fill: h === "B" ? "#111" : "#fff", stroke: "#c01010", "stroke-width": 0.08, class: "ko" }, svg);
      }
      if (name === v.last_point) el("circle", { cx, cy, r: 0.22, fill: "none", stroke: "#d01010", "stroke-width": 0.08, class: "lastmove" }, svg);
      const hit = el("rect", { x: cx - 0.5, y: cy - 0.5, width: 1, height: 1, fill: "transparent", class: "pt", "data-point": name }, svg);
      const title = el("title", {}, hit);
      title.textContent = name;
    }
  }
  $("board").replaceChildren(svg);
}

function starPoints(n) {
  if (n < 7) return [];
  const d = n >= 13 ? 3 : 2, m = (n - 1) / 2, f = n - 1 - d;
  const pts = [[d, d], [d, f], [f, d], [f, f]];
  if (n % 2 === 1) pts.push([m, m]);
  if (n >= 19) pts.push([d, m], [f, m], [m, d], [m, f]);
  return pts;
}

// chainOf returns the points of the chain at (x, y) on the view's board.
function chainOf(v, x, y) {
  const n = v.size, c = v.board[y * n + x], seen = new Set([y * n + x]), todo = [[x, y]], out = [];
  while (todo.length) {
    const [px, py] = todo.pop();
    out.push(pointName(px, py));
    for (const [qx, qy] of [[px + 1, py], [px - 1, py], [px, py + 1], [px, py - 1]]) {
      const i = qy * n + qx;
      if (qx >= 0 && qy >= 0 && qx < n && qy < n && !seen.has(i) && v.board[i] === c) { seen.add(i); todo.push([qx, qy]); }
    }
  }
  return out;
}

function clickPoint(name) {
  if (state.busy || state.thinking || !state.view) return;
  const v = state.view;
  if (!marking()) { ask("play", name); return; }
  const [x, y] = pointXY(name);
  state.neutral = []; // the proposal's classifications go with its marks only
  if (v.board[y * v.size + x] !== ".") {
    const chain = chainOf(v, x, y);
    const dead = !state.dead.has(name);
    for (const p of chain) dead ? state.dead.add(p) : state.dead.delete(p);
  } else {
    const h = state.ko.get(name);
    if (!h) state.ko.set(name, "B"); else if (h === "B") state.ko.set(name, "W"); else state.ko.delete(name);
  }
  if (state.counting || v.end === "agreement") ask(""); else render();
}

function renderCount(v) {
  const box = $("counting");
  box.hidden = !(v.count || v.count_error);
  $("counterror").textContent = v.count_error ? "Cannot count: " + v.count_error : "";
  if (!v.count) { $("summary").textContent = ""; $("methods").replaceChildren(); return; }
  const c = v.count, win = c.winner === "B" ? "Black" : "White";
  let extra = "";
  if (c.extra_moves) extra = ` (art version: ${c.extra_side === "B" ? "Black" : "White"} made ${c.extra_moves} more moves before the pause and gives ${c.extra_moves})`;
  $("summary").innerHTML = "";
  const s = $("summary");
  if (v.phase === "playing") s.append("Counted as if the game paused here. ");
  s.append("Living stones: Black ", b(c.black.living, "living-black"), ", White ", b(c.white.living, "living-white"),
    ". Margin (Black − White) ", b(c.margin, "margin"), extra, `; ${c.version} version, komi ${c.komi}: `,
    b(win, "winner"), " wins (", b(c.result, "result"), ").");
  const cards = [];
  const settled = document.createElement("div");
  settled.className = "method";
  settled.innerHTML = `<h3>settled position</h3>${c.settled}`;
  const st = figureTable("settled", c.black, c.white);
  settled.appendChild(st);
  cards.push(settled);
  for (const m of c.methods) {
    const d = document.createElement("div");
    d.className = "method";
    d.dataset.method = m.name;
    d.innerHTML = `<h3>${m.name}</h3>${m.svg}`;
    const p = document.createElement("p");
    p.append("margin ", b(m.margin, null, { m: m.name, f: "margin" }), `: ${m.winner === "B" ? "Black" : "White"} wins`);
    d.append(p, figureTable(m.name, m.black, m.white));
    cards.push(d);
  }
  $("methods").replaceChildren(...cards);
}

function b(text, id, data) {
  const e = document.createElement("b");
  e.textContent = String(text);
  if (id) e.id = id;
  if (data) for (const k in data) e.dataset[k] = data[k];
  return e;
}

const FIELDS = ["board", "roads", "dame", "eyes", "groups", "living", "gave_a", "gave_b", "took_off", "filled",
  "refill", "kept_back", "owed", "returned", "composite", "par"];
const ALWAYS = new Set(["board", "roads", "eyes", "living"]);

function figureTable(method, black, white) {
  const t = document.createElement("table");
  t.innerHTML = "<tr><th></th><th>Black</th><th>White</th></tr>";
  for (const f of FIELDS) {
    if (!ALWAYS.has(f) && !black[f] && !white[f]) continue;
    const tr = document.createElement("tr");
    const th = document.createElement("th");
    th.textContent = f.replace("_", " ");
    tr.appendChild(th);
    for (const [side, fig] of [["black", black], ["white", white]]) {
      const td = document.createElement("td");
      td.textContent = String(fig[f] || 0);
      td.dataset.m = method; td.dataset.side = side; td.dataset.f = f;
      tr.appendChild(td);
    }
    t.appendChild(tr);
  }
  return t;
}

function step(to) {
  if (!state.game) return;
  to = Math.max(0, Math.min(state.game.moves.length, to));
  if (to === state.at) return;
  stopThinking();
  state.at = to;
  state.counting = false;
  showMessage("");
  ask("");
}

async function loadFile(file) {
  if (!file) return;
  stopThinking();
  let resp;
  try {
    resp = JSON.parse(await post("/api/sgf/load", file, true));
  } catch (e) {
    showMessage("Cannot load " + file.name + ": " + e.message);
    return;
  }
  state.game = resp.game;
  state.at = resp.game.moves.length;
  state.dead = new Set();
  state.ko = new Map();
  state.counting = false;
  state.recordDead = resp.dead && resp.dead.length ? resp.dead : null;
  state.key = "";
  showMessage(`Loaded ${resp.name || file.name}: ${resp.game.moves.length} turns`);
  ask("");
}

async function save() {
  if (!state.game) return;
  let text;
  try {
    text = await post("/api/sgf/save", { game: state.game, settlement: settlement() });
  } catch (e) {
    showMessage("Cannot save: " + e.message);
    return;
  }
  const a = document.createElement("a");
  a.href = URL.createObjectURL(new Blob([text], { type: "application/x-go-sgf" }));
  a.download = "livingstones.sgf";
  document.body.appendChild(a);
  a.click();
  a.remove();
}

function newGame(ev) {
  if (ev) ev.preventDefault();
  const komi = $("komi").value.trim();
  stopThinking();
  state.recordDead = null;
  state.marking = false;
  state.counting = false;
  state.dead = new Set();
  state.ko = new Map();
  state.key = "";
  showMessage("");
  ask("", "", { new: { size: +$("size").value, seated: $("seated").checked, version: $("version").value, komi: komi === "" ? null : +komi } });
}

function init() {
  $("newgame").addEventListener("submit", newGame);
  $("version").addEventListener("change", () => { $("komi").placeholder = $("version").value === "art" ? "7" : "8"; });
  $("board").addEventListener("click", (ev) => {
    const t = ev.target.closest("[data-point]");
    if (t) clickPoint(t.dataset.point);
  });
  $("virtual").onclick = () => ask("virtual");
  $("pass").onclick = () => ask("pass");
  $("undo").onclick = undo;
  $("resume").onclick = () => ask("resume");
  $("agree").onclick = () => ask("agree");
  $("count").onclick = () => { state.counting = true; ask(""); };
  $("mark").onclick = () => { state.marking = !state.marking; render(); };
  $("genmove").onclick = computerMove;
  $("human").addEventListener("change", () => { if (computersTurn()) computerMove(); });
  $("first").onclick = () => step(0);
  $("prev").onclick = () => step(state.at - 1);
  $("next").onclick = () => step(state.at + 1);
  $("last").onclick = () => step(Infinity);
  $("save").onclick = save;
  $("file").addEventListener("change", (ev) => { loadFile(ev.target.files[0]); ev.target.value = ""; });
  document.addEventListener("dragover", (ev) => { ev.preventDefault(); document.body.classList.add("drop"); });
  document.addEventListener("dragleave", () => document.body.classList.remove("drop"));
  document.addEventListener("drop", (ev) => {
    ev.preventDefault();
    document.body.classList.remove("drop");
    if (ev.dataTransfer.files.length) loadFile(ev.dataTransfer.files[0]);
  });
  document.addEventListener("keydown", (ev) => {
    if (ev.target.closest("input, select, textarea") || ev.ctrlKey || ev.metaKey || ev.altKey) return;
    const k = ev.key;
    if (k === "ArrowLeft") step(state.at - 1);
    else if (k === "ArrowRight") step(state.at + 1);
    else if (k === "Home") step(0);
    else if (k === "End") step(Infinity);
    else if (k === "v" && state.view && state.view.phase === "playing") ask("virtual");
    else if (k === "p" && state.view && state.view.phase === "playing") ask("pass");
    else if (k === "u" && state.at > 0) undo();
    else if (k === "g") computerMove();
    else return;
    ev.preventDefault();
  });
  newGame();
}

init();
