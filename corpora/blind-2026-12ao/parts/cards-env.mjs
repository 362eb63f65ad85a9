// A two-player Crazy Eights engine in the OpenSpiel manner: integer actions (card plays 0-51, 52 draw, 53 pass,
// 54-57 nominate a suit), a legal-action list, a per-player observation string, and a simple bot opponent.

const SUITS = "CDHS"; const RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A"];
export const card = (id) => SUITS[id % 4] + RANKS[Math.floor(id / 4)];
export const cid = (s) => RANKS.indexOf(s[1]) * 4 + SUITS.indexOf(s[0]);
export const aname = (a) => (a < 52 ? `Play ${card(a)}` : a === 52 ? "Draw" : a === 53 ? "Pass" : `Nominate suit ${SUITS[a - 54]}`);

export class Eights {
  // hands given as card strings; top card; deck order (top first) as card strings
  constructor({ me, bot, top, deck, maxDraw = 5, move = 0 }) {
    this.me = me.map(cid); this.bot = bot.map(cid); this.top = cid(top); this.suit = this.top % 4; this.deck = deck.map(cid);
    this.maxDraw = maxDraw; this.drawn = 0; this.nominating = false; this.move = move; this.over = null; this.log = [];
  }
  legalFor(hand) {
    if (this.nominating) return [54, 55, 56, 57];
    const plays = hand.filter((c) => Math.floor(c / 4) === 6 || c % 4 === this.suit || Math.floor(c / 4) === Math.floor(this.top / 4)).sort((a, b) => a - b);
    const out = [...plays];
    if (this.drawn < this.maxDraw && this.deck.length) out.push(52);
    if (this.drawn >= this.maxDraw || !this.deck.length) out.push(53);
    return out;
  }
  legal() { return this.over ? [] : this.legalFor(this.me); }
  apply(a) {
    if (!this.legal().includes(a)) return false;
    this.move++;
    if (a >= 54) { this.suit = a - 54; this.nominating = false; this.botTurn(); return true; }
    if (a === 52) { this.me.push(this.deck.shift()); this.drawn++; return true; }
    if (a === 53) { this.drawn = 0; this.botTurn(); return true; }
    this.me = this.me.filter((c) => c !== a); this.top = a; this.suit = a % 4; this.drawn = 0;
    if (!this.me.length) { this.over = "you won (hand empty)"; return true; }
    if (Math.floor(a / 4) === 6) { this.nominating = true; return true; }
    this.botTurn(); return true;
  }
  botTurn() {
    const acts = [];
    for (let k = 0; k <= this.maxDraw; k++) {
      const play = this.bot.filter((c) => c % 4 === this.suit || Math.floor(c / 4) === Math.floor(this.top / 4)).concat(this.bot.filter((c) => Math.floor(c / 4) === 6))[0];
      if (play !== undefined) {
        this.bot = this.bot.filter((c) => c !== play); this.top = play; this.suit = play % 4; acts.push(`Play ${card(play)}`);
        if (Math.floor(play / 4) === 6) { const counts = [0, 0, 0, 0]; this.bot.forEach((c) => counts[c % 4]++); this.suit = counts.indexOf(Math.max(...counts)); acts.push(`Nominate suit ${SUITS[this.suit]}`); }
        break;
      }
      if (k < this.maxDraw && this.deck.length) { this.bot.push(this.deck.shift()); acts.push("Draw"); } else { acts.push("Pass"); break; }
    }
    this.move += acts.length; this.drawn = 0;
    this.log = acts;
    if (!this.bot.length) this.over = "opponent won (hand empty)";
  }
  obs() {
    const hand = this.me.slice().sort((a, b) => (a % 4) - (b % 4) || a - b).map(card).join(" ");
    return `Move ${this.move} | player 0 (you) to act${this.nominating ? " | awaiting suit nomination" : ""}\nTop card: ${card(this.top)} | current suit: ${SUITS[this.suit]}\nYour hand (${this.me.length}): ${hand}\nOpponent hand: ${this.bot.length} cards | deck: ${this.deck.length} cards | draws this turn: ${this.drawn}/${this.maxDraw}${this.log.length ? `\nOpponent's last turn: ${this.log.join(", ")}` : ""}${this.over ? `\nGame over: ${this.over}` : ""}`;
  }
}
