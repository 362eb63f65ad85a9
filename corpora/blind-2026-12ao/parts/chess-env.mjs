// A compact legal-move chess board (FEN in/out, UCI moves, castling, promotion to queen; no en passant) used to
// print real legal-move lists and positions in the chess runs.

const FILES = "abcdefgh";
const sq = (f, r) => FILES[f] + (r + 1);
const KN = [[1, 2], [2, 1], [-1, 2], [-2, 1], [1, -2], [2, -1], [-1, -2], [-2, -1]];
const KG = [[1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [1, -1], [-1, 1], [-1, -1]];
const RO = [[1, 0], [-1, 0], [0, 1], [0, -1]];
const BI = [[1, 1], [1, -1], [-1, 1], [-1, -1]];

export class Board {
  constructor(fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1") {
    const [pos, turn, cast, , half, full] = fen.split(" ");
    this.b = Array.from({ length: 8 }, () => Array(8).fill(null));
    pos.split("/").forEach((row, i) => { let f = 0; for (const c of row) { if (/\d/.test(c)) f += +c; else this.b[7 - i][f++] = c; } });
    this.turn = turn; this.cast = cast === "-" ? "" : cast; this.half = +half; this.full = +full;
  }
  clone() { const n = Object.create(Board.prototype); Object.assign(n, this); n.b = this.b.map((r) => r.slice()); return n; }
  white(p) { return p && p === p.toUpperCase(); }
  own(p, side) { return p && (side === "w" ? this.white(p) : !this.white(p)); }
  attacked(f, r, by) {
    const at = (ff, rr) => (ff >= 0 && ff < 8 && rr >= 0 && rr < 8 ? this.b[rr][ff] : undefined);
    const is = (p, t) => p && this.own(p, by) && p.toLowerCase() === t;
    const dir = by === "w" ? -1 : 1;
    if (is(at(f - 1, r + dir), "p") || is(at(f + 1, r + dir), "p")) return true;
    for (const [a, c] of KN) if (is(at(f + a, r + c), "n")) return true;
    for (const [a, c] of KG) if (is(at(f + a, r + c), "k")) return true;
    for (const [ds, ts] of [[RO, ["r", "q"]], [BI, ["b", "q"]]]) for (const [a, c] of ds) {
      for (let k = 1; k < 8; k++) { const p = at(f + a * k, r + c * k); if (p === undefined) break; if (p) { if (this.own(p, by) && ts.includes(p.toLowerCase())) return true; break; } }
    }
    return false;
  }
  king(side) { for (let r = 0; r < 8; r++) for (let f = 0; f < 8; f++) if (this.b[r][f] === (side === "w" ? "K" : "k")) return [f, r]; return null; }
  inCheck(side = this.turn) { const [f, r] = this.king(side); return this.attacked(f, r, side === "w" ? "b" : "w"); }
  pseudo() {
    const out = []; const s = this.turn; const opp = s === "w" ? "b" : "w";
    const add = (f, r, f2, r2) => {
      const p = this.b[r][f];
      if (p && p.toLowerCase() === "p" && (r2 === 7 || r2 === 0)) for (const q of "qrbn") out.push(sq(f, r) + sq(f2, r2) + q);
      else out.push(sq(f, r) + sq(f2, r2));
    };
    for (let r = 0; r < 8; r++) for (let f = 0; f < 8; f++) {
      const p = this.b[r][f]; if (!this.own(p, s)) continue;
      const t = p.toLowerCase();
      const free = (ff, rr) => ff >= 0 && ff < 8 && rr >= 0 && rr < 8 && !this.own(this.b[rr][ff], s);
      if (t === "p") {
        const d = s === "w" ? 1 : -1, start = s === "w" ? 1 : 6;
        if (r + d >= 0 && r + d < 8 && !this.b[r + d][f]) { add(f, r, f, r + d); if (r === start && !this.b[r + 2 * d][f]) add(f, r, f, r + 2 * d); }
        for (const df of [-1, 1]) { const ff = f + df; if (ff >= 0 && ff < 8 && r + d >= 0 && r + d < 8 && this.own(this.b[r + d][ff], opp)) add(f, r, ff, r + d); }
      } else if (t === "n" || t === "k") {
        for (const [a, c] of t === "n" ? KN : KG) if (free(f + a, r + c)) add(f, r, f + a, r + c);
      } else {
        const ds = t === "r" ? RO : t === "b" ? BI : [...RO, ...BI];
        for (const [a, c] of ds) for (let k = 1; k < 8; k++) {
          const ff = f + a * k, rr = r + c * k; if (ff < 0 || ff > 7 || rr < 0 || rr > 7) break;
          const q = this.b[rr][ff]; if (this.own(q, s)) break; add(f, r, ff, rr); if (q) break;
        }
      }
    }
    const rank = s === "w" ? 0 : 7; const K = s === "w" ? "K" : "k";
    if (this.b[rank][4] === K && !this.inCheck(s)) {
      if (this.cast.includes(s === "w" ? "K" : "k") && !this.b[rank][5] && !this.b[rank][6] && !this.attacked(5, rank, opp) && !this.attacked(6, rank, opp)) out.push(sq(4, rank) + sq(6, rank));
      if (this.cast.includes(s === "w" ? "Q" : "q") && !this.b[rank][3] && !this.b[rank][2] && !this.b[rank][1] && !this.attacked(3, rank, opp) && !this.attacked(2, rank, opp)) out.push(sq(4, rank) + sq(2, rank));
    }
    return out;
  }
  legal() { return this.pseudo().filter((m) => { const n = this.clone(); n.apply(m, true); return !n.inCheck(this.turn); }); }
  apply(m, raw = false) {
    if (!raw && !this.legal().includes(m)) return false;
    const f = FILES.indexOf(m[0]), r = +m[1] - 1, f2 = FILES.indexOf(m[2]), r2 = +m[3] - 1;
    const p = this.b[r][f]; const cap = this.b[r2][f2];
    this.b[r2][f2] = p; this.b[r][f] = null;
    if (p.toLowerCase() === "p" && (r2 === 7 || r2 === 0)) { const q = m[4] || "q"; this.b[r2][f2] = this.white(p) ? q.toUpperCase() : q; }
    if (p.toLowerCase() === "k" && Math.abs(f2 - f) === 2) { const rf = f2 > f ? 7 : 0, nf = f2 > f ? 5 : 3; this.b[r][nf] = this.b[r][rf]; this.b[r][rf] = null; }
    const strip = (chars) => { for (const c of chars) this.cast = this.cast.replace(c, ""); };
    if (p === "K") strip("KQ"); if (p === "k") strip("kq");
    if (m.startsWith("a1") || m.endsWith("a1")) strip("Q"); if (m.startsWith("h1") || m.endsWith("h1")) strip("K");
    if (m.startsWith("a8") || m.endsWith("a8")) strip("q"); if (m.startsWith("h8") || m.endsWith("h8")) strip("k");
    this.half = p.toLowerCase() === "p" || cap ? 0 : this.half + 1;
    if (this.turn === "b") this.full++;
    this.turn = this.turn === "w" ? "b" : "w";
    return true;
  }
  fen() {
    const rows = [];
    for (let r = 7; r >= 0; r--) { let s = "", e = 0; for (let f = 0; f < 8; f++) { const p = this.b[r][f]; if (!p) e++; else { if (e) s += e; e = 0; s += p; } } if (e) s += e; rows.push(s); }
    return `${rows.join("/")} ${this.turn} ${this.cast || "-"} - ${this.half} ${this.full}`;
  }
  ascii() {
    const L = [];
    for (let r = 7; r >= 0; r--) L.push(`${r + 1} ` + this.b[r].map((p) => p ?? ".").join(" "));
    L.push("  a b c d e f g h");
    return L.join("\n");
  }
  status() { const l = this.legal().length; if (l) return this.inCheck() ? "check" : "ongoing"; return this.inCheck() ? "checkmate" : "stalemate"; }
}
