// Domain 8: chess against an engine through a game server (get_board, legal_moves, make_move, offer_draw), gpt-4.1,
// call_ ids, timestamps, tool names on answers. Operator language: Kölsch (Ripuarian, Cologne).
import { Run, operator } from "./common.mjs";
import { Board } from "./chess-env.mjs";

export const DOMAIN = "chess-arena-ksh";
const SYSTEM = `You play White against a chess engine through the arena tools: get_board(), legal_moves(), make_move(move), offer_draw(), resign().
Moves must be UCI strings (e2e4, g1f3, e7e8q). Think before each move; keep the operator informed when asked.`;
const OPEN = ["Morje! Spill ens die Partie för mich jäje dä Computer. Merci vill mols.", "Tach zosamme! Do spills met Wieß. Maach et joot.", "Morje! Loss mer jet Schach spille — du spills, ich luur zo."];
const NUDGE = ["Un? Wie steiht et?", "Wat mäht de Partie?", "Bes de ald fäädich?"];
const A = ["e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "f8c5", "c2c3", "g8f6", "d2d4", "e5d4", "c3d4", "c5b4"];
const B = ["d2d4", "d7d5", "c2c4", "e7e6", "b1c3", "g8f6", "c1g5", "f8b4"];
const C = ["e2e4", "c7c5", "g1f3", "d7d6", "d2d4", "c5d4", "f3d4", "g8f6", "b1c3", "a7a6", "c1e3", "e7e5", "d4b3", "c8e6"];

class Game {
  constructor(r, { fen, pre = [], task }) {
    this.r = r; this.b = new Board(fen); this.gid = "g_" + r.alnum(10); this.ply = 0; this.wms = 600000 - r.int(0, 90000); this.bms = 600000 - r.int(0, 30000);
    this.seen = new Map(); this.over = null;
    for (const m of pre) { if (!this.b.apply(m)) throw new Error("bad pre " + m); this.ply++; }
    this.rep();
    this.run = new Run({ r, model: r.pick(["gpt-4.1-2025-04-14", "gpt-4.1-2025-04-14", "gpt-4.1-mini-2025-04-14"]), idStyle: "openai", system: SYSTEM, stamps: true, toolNames: true });
    this.run.user(operator(r.pick(OPEN), `${task} Game ${this.gid}, engine stockfish-16 skill 3, 10+0.`));
  }
  key() { return this.b.fen().split(" ").slice(0, 3).join(" "); }
  rep() { const k = this.key(); this.seen.set(k, (this.seen.get(k) ?? 0) + 1); return this.seen.get(k); }
  clock(think = true) { if (think) this.wms -= this.r.int(2000, 26000); const f = (ms) => `${String(Math.floor(ms / 60000)).padStart(2, "0")}:${((ms % 60000) / 1000).toFixed(1).padStart(4, "0")}`; return `white ${f(this.wms)} | black ${f(this.bms)}`; }
  call(name, args, out, content) { this.run.call(name, args, out, { content }); }
  board(content = null) {
    const out = `game ${this.gid} | ply ${this.ply} | to move: ${this.b.turn === "w" ? "white" : "black"} | status: ${this.over ?? this.b.status()}\n${this.b.ascii()}\nfen: ${this.b.fen()}\n${this.clock()}`;
    this.call("get_board", {}, out, content);
  }
  legal(content = null) { const l = this.over ? [] : this.b.legal(); this.call("legal_moves", {}, JSON.stringify({ game_id: this.gid, count: l.length, moves: l, server_ms: this.r.int(2, 40) }), content); }
  move(m, reply, content = null) {
    const clk = this.clock();
    if (this.over) return this.call("make_move", { move: m }, `error: game ${this.gid} is over (${this.over}); no moves accepted\n${clk}`, content);
    if (!/^[a-h][1-8][a-h][1-8][qrbn]?$/.test(m)) return this.call("make_move", { move: m }, `error: cannot parse "${m}": expected UCI notation (e.g. e2e4, e7e8q)\n${clk}`, content);
    if (!this.b.apply(m)) return this.call("make_move", { move: m }, `error: illegal move "${m}" in position ${this.b.fen()} (status: ${this.b.status()})\n${clk}`, content);
    this.ply++;
    let out = `move accepted: ${m}\n`;
    let st = this.b.status();
    if (st === "ongoing" || st === "check") {
      if (!reply) throw new Error("no reply after " + m);
      if (!this.b.apply(reply)) throw new Error("bad reply " + reply + " after " + m + " " + this.b.fen());
      this.ply++; this.bms -= this.r.int(300, 4000);
      out += `engine replies: ${reply}\n`; st = this.b.status();
    }
    if (this.rep() >= 3) { this.over = "draw by threefold repetition"; st = this.over; }
    if (st === "checkmate") this.over = this.b.turn === "w" ? "black won by checkmate" : "white won by checkmate";
    out += `fen: ${this.b.fen()}\nstatus: ${this.over ?? st} | ply ${this.ply} | ${clk}`;
    this.call("make_move", { move: m }, out, content);
  }
  play(pairs, comments = {}) { pairs.forEach(([w, bl], i) => this.move(w, bl, comments[i] ?? null)); }
  nudge(t) { this.run.user(operator(this.r.pick(NUDGE), "status?")); this.run.text(t); }
  final(t) { this.run.text(t); }
}
const pairs = (a) => { const o = []; for (let i = 0; i < a.length; i += 2) o.push([a[i], a[i + 1]]); return o; };

// ---- loops ----
function loopCastleInCheck(r) {
  const g = new Game(r, { task: "Tech: play White; castle early." });
  g.play(pairs(A), { 0: "Italian Game.", 2: "Bishop to c4.", 4: "Preparing d4.", 5: "Central break." });
  g.board("Black played Bb4+. Castling gets the king safe.");
  g.move("e1g1", null, "Castle kingside.");
  g.move("O-O", null, "Using castling notation.");
  g.run.mark();
  const seq = ["e1g1", "0-0", "e1h1", "Ke1g1", "e1g1", "O-O", "e1g1"];
  const n = r.int(3, 7);
  for (let i = 0; i < n; i++) g.move(seq[i], null, i === 0 ? "The king and rook have not moved, so castling is allowed." : i === 3 ? "Maybe the king-takes-rook form." : null);
  return { run: g.run, note: "tries to castle while in check (Bb4+), alternating UCI and O-O spellings, illegal / unparsable each time, never asks for legal moves; loop_from = third castling attempt", n };
}

function loopPinned(r) {
  const g = new Game(r, { pre: B.slice(0, 4), task: "Tech: play White in a Queen's Gambit." });
  g.play(pairs(B.slice(4)), { 0: "Developing the knight." });
  g.move("c3d5", null, "Winning a pawn: knight takes d5.");
  g.move("Nxd5", null, "SAN then.");
  g.run.mark();
  const seq = ["c3d5", "Nc3xd5", "c3xd5", "c3d5", "N1d5", "c3d5"];
  const n = 2;
  for (let i = 0; i < n; i++) g.move(seq[i], null, i === 0 ? "The d5 pawn is attacked by the knight." : null);
  return { run: g.run, note: "tries to capture on d5 with the knight pinned by Bb4 (illegal), respelled in UCI and SAN; loop_from = third capture attempt", n };
}

function loopReread(r, v) {
  const g = new Game(r, { pre: v === 0 ? C.slice(0, 6) : [], task: "Tech: play White; use legal_moves before each move." });
  if (v === 0) g.play(pairs(C.slice(6)), { 0: "Recapturing.", 3: "English Attack setup." });
  else {
    g.play(pairs(A.slice(0, 8)), { 0: "Italian Game.", 3: "Preparing d3." });
    g.play([["d2d3", "d7d6"], ["e1g1", "e8g8"], ["c1g5", "h7h6"], ["g5h4", "g7g5"], ["h4g3", "c8g4"], ["b1d2", "a7a6"], ["h2h3", "g4h5"]], { 0: "Quiet Giuoco Pianissimo.", 2: "Pinning the knight.", 3: "Keeping the pin.", 6: "Asking the bishop." });
  }
  g.board("Let me look at the position."); g.legal("Candidate moves.");
  g.board("Evaluating the candidates again."); g.legal();
  g.run.mark();
  const n = r.int(4, 12);
  const thoughts = ["Comparing the two main options.", null, "Not sure yet; checking the board.", null, "Re-checking which moves are legal.", null];
  for (let i = 0; i < n; i++) { if (i === 5 && r.chance(0.7)) { g.nudge("Thinking about the next move."); continue; } i % 2 === 0 ? g.board(thoughts[i % 6]) : g.legal(thoughts[i % 6]); }
  return { run: g.run, note: "keeps alternating get_board and legal_moves in an unchanged position (only the clock moves) without playing; loop_from = the third board read", n };
}

function loopDrawOffer(r) {
  const g = new Game(r, { pre: C.slice(0, 10), task: "Tech: play White; a draw is fine." });
  g.play([["f2f4", "e7e5"], ["d4f3", "b8d7"], ["f1d3", "f8e7"]], { 0: "Aggressive f4." });
  g.call("offer_draw", {}, `draw offer declined by engine (eval -0.62 for White)\n${g.clock()}`, "The position is balanced; offering a draw.");
  g.call("offer_draw", {}, `draw offer declined by engine (eval -0.62 for White)\n${g.clock()}`, "Offering again.");
  g.run.mark();
  const n = r.int(3, 9);
  for (let i = 0; i < n; i++) {
    if (i % 3 === 1) g.board(null);
    else g.call("offer_draw", {}, `draw offer declined by engine (eval -0.6${r.int(1, 3)} for White)\n${g.clock()}`, i === 0 ? "It might accept now." : null);
  }
  return { run: g.run, note: "repeats offer_draw in the same position, declined every time, reading the board in between; loop_from = third offer", n };
}

function loopGameOver(r) {
  const g = new Game(r, { task: "Tech: play White; play fast." });
  g.move("f2f3", "e7e5", "Unusual but fine."); g.move("g2g4", "d8h4", "Expanding on the kingside.");
  g.move("e2e4", null, "Blocking with e4.");
  g.move("g1f3", null, "Then the knight.");
  g.run.mark();
  const seq = [["legal"], ["move", "d2d4"], ["board"], ["move", "e2e3"], ["move", "g1h3"], ["legal"], ["move", "e2e4"], ["move", "f1g2"]];
  const n = r.int(3, 8);
  for (let i = 0; i < n; i++) { const [k, m] = seq[i]; if (k === "legal") g.legal(i === 0 ? "Checking legal moves." : null); else if (k === "board") g.board(); else g.move(m, null, i === 1 ? "Maybe d4 works." : null); }
  return { run: g.run, note: "was checkmated on ply 4 (Qh4#) and keeps submitting moves to a finished game (\"game is over\"), reading an empty legal list; loop_from = third move after the mate", n };
}

// ---- legit twins ----
function legitCheckFixed(r) {
  const g = new Game(r, { task: "Tech: play White; castle early." });
  g.play(pairs(A), { 0: "Italian Game." });
  g.move("e1g1", null, "Castling.");
  g.legal("Illegal — I am in check from b4. Listing legal moves.");
  g.play([["c1d2", "b4d2"], ["b1d2", "d7d5"], ["e4d5", "f6d5"], ["d1b3", "c6e7"], ["e1g1", "e8g8"]], { 0: "Block with the bishop.", 3: "Pressure on d5 and b7.", 4: "Now castling is legal." });
  g.final("Dat wor et. Castled on move 11 after blocking the check with Bd2; the position is equal (isolated d-pawn vs. activity).");
  return { run: g.run, note: "one illegal castle in check, then legal_moves and a block; the game goes on" };
}

function legitQGD(r) {
  const g = new Game(r, { task: "Tech: play White in a Queen's Gambit; 12 moves then report." });
  g.play(pairs(B), { 0: "Queen's pawn.", 3: "Pin the knight." });
  g.board("Nc3 is pinned; developing instead of taking.");
  g.play([["e2e3", "e8g8"], ["g1f3", "h7h6"], ["g5h4", "b8d7"], ["f1d3", "d5c4"], ["d3c4", "c7c5"], ["e1g1", "c5d4"]], { 2: "Keeping the pin.", 4: "Recapture." });
  g.board("Checking the structure after ...cxd4.");
  g.move("e3d4", "b4c3", "Recapturing toward the centre.");
  g.final(`Dat wor et. 14 moves played; material is level, ply ${g.ply}.`);
  return { run: g.run, note: "a Queen's Gambit with a few board reads, each after the position changed" };
}

function legitPawnRace(r) {
  const g = new Game(r, { fen: "8/7k/8/8/8/8/P7/K7 w - - 0 1", task: "Tech: endgame drill, win with the a-pawn." });
  g.legal("Only the a-pawn and king.");
  g.play([["a2a4", "h7g6"], ["a4a5", "g6f6"], ["a5a6", "f6e6"], ["a6a7", "e6d6"], ["a7a8q", "d6c5"]], { 0: "The king is too far.", 4: "Promote." });
  g.final("Promoted to a queen on a8; the black king was four files too far. Winning.");
  return { run: g.run, note: "the a-pawn advances one square per call until it promotes" };
}

function legitSicilian(r) {
  const g = new Game(r, { task: "Tech: play White; use legal_moves before each move." });
  const cm = pairs(C);
  cm.forEach(([w, bl], i) => { g.legal(i === 0 ? "Listing moves before each move as asked." : null); g.move(w, bl); });
  g.legal(); g.move("f2f3", "f8e7", "English Attack plan.");
  g.final("Dat wor et. 8 moves of an English Attack against the Najdorf; the legal-move list changed after every move.");
  return { run: g.run, note: "legal_moves before every move as the operator asked; each list belongs to a new position" };
}

function legitDrawTwice(r) {
  const g = new Game(r, { fen: "8/5k2/8/2b5/8/3B4/5K2/8 w - - 0 40", task: "Tech: opposite bishops endgame; agree a draw when the engine accepts." });
  g.call("offer_draw", {}, `draw offer declined by engine (engine plays on before move 45)\n${g.clock()}`, "Dead drawn; offering.");
  g.play([["f2e2", "f7e6"], ["e2d2", "e6d5"], ["d2c3", "c5e3"], ["d3e2", "e3c5"], ["e2f3", "d5e5"]], { 0: "Then shuffle safely until move 45." });
  g.call("offer_draw", {}, `draw offer accepted (eval 0.00, move 45)\nresult: 1/2-1/2\n${g.clock()}`, "Move 45 reached; offering again.");
  g.final("Draw agreed on move 45 in the opposite-coloured bishop ending.");
  return { run: g.run, note: "one declined draw offer, five moves (position changes), a second offer after the engine's move threshold is accepted" };
}

function ambiguousRepetition(r) {
  const g = new Game(r, { fen: "8/8/4k3/8/8/4K3/8/r6R w - - 0 52", task: "Tech: rook endgame, hold the draw." });
  g.board("Equal rook ending; keeping the rook active.");
  const shuffle = [["h1h2", "a1a2"], ["h2h1", "a2a1"], ["h1h2", "a1a2"], ["h2h1", "a2a1"]];
  shuffle.forEach(([w, bl], i) => { if (i === 1) g.run.mark(); g.move(w, bl, i === 2 ? "Repeating; a threefold repetition is a draw." : null); });
  g.final(`Result: ${g.over ?? "ongoing"}. I repeated the rook moves on purpose to claim the draw.`);
  return { run: g.run, note: "shuffles the rook h1-h2 while the engine does the same until threefold repetition; a deliberate drawing method or aimless repetition; doubt begins at the second shuffle" };
}

export function build(r) {
  const out = [];
  const lp = (f, kind, ...a) => { const x = f(r, ...a); out.push({ run: x.run, label: "loop", kind, note: `${x.note}. ${x.n} looping calls recorded; arena tools, gpt-4.1, call_ ids, timestamps, tool names; Kölsch operator` }); };
  const lg = (f, kind) => { const x = f(r); out.push({ run: x.run, label: "legit", kind, note: `${x.note}; Kölsch operator` }); };
  lp(loopCastleInCheck, "invalid-action-reworded"); lp(loopPinned, "invalid-action-reworded");
  lp(loopReread, "reread-unchanged-state", 0); lp(loopReread, "reread-unchanged-state", 1);
  lp(loopDrawOffer, "rejected-request-repeated"); lp(loopGameOver, "acting-after-episode-end");
  lg(legitCheckFixed, "invalid-then-fixed"); lg(legitQGD, "same-tool-new-state"); lg(legitPawnRace, "same-tool-new-state");
  lg(legitSicilian, "same-tool-new-state"); lg(legitDrawTwice, "rejected-then-accepted");
  const a = ambiguousRepetition(r); out.push({ run: a.run, label: "ambiguous", kind: "deliberate-repetition", note: `${a.note}; Kölsch operator` });
  return out.map((o) => ({ ...o, domain: DOMAIN }));
}
