// Domain 9: Crazy Eights against a bot on an OpenSpiel-style game server (get_state, legal_actions, apply_action),
// Gemini function calling (fc_ ids) from a Google ADK agent. Operator language: Niuean (vagahau Niuē).
import { Run, operator } from "./common.mjs";
import { Eights, aname, cid } from "./cards-env.mjs";

export const DOMAIN = "openspiel-crazy-eights-niu";
const SYSTEM = `You are a card-playing agent (google-adk 1.4, gemini) connected to an OpenSpiel game server running crazy_eights(players=2, max_draw_cnt=5).
Tools: get_state(), legal_actions(), apply_action(action) where action is an integer id or the exact action string. Play to empty your hand first. Play an 8 on anything, then nominate a suit.`;
const OPEN = ["Fakaalofa lahi atu! Fakamolemole, ta e pelē kaata nai ma haaku. Fakaaue lahi.", "Fakaalofa atu! Pelē mo e komipiuta, ti tala mai ke he fakaotiaga.", "Fakaalofa lahi atu. Kamata e pelē, ti kautū!"];
const NUDGE = ["Ko e heigoa e tuaga he pelē?", "Kua hoko fēfē?", "Kua oti nakai?"];

class Table {
  constructor(r, deal) {
    this.r = r; this.g = new Eights(deal); this.sid = () => "st-" + r.hex(8);
    this.run = new Run({ r, model: r.pick(["gemini-2.5-flash", "gemini-2.5-flash", "gemini-2.5-pro"]), idStyle: "gemini", system: SYSTEM });
    this.run.user(operator(r.pick(OPEN), `session ${r.uuid().slice(0, 13)}; you are player 0. Report the result at the end.`));
  }
  state(content = null) { this.run.call("get_state", {}, JSON.stringify({ state_id: this.sid(), current_player: this.g.over ? -4 : 0, observation: this.g.obs(), is_terminal: !!this.g.over, returns: this.g.over ? (this.g.over.startsWith("you") ? [1, -1] : [-1, 1]) : [0, 0] }), { content }); }
  legal(content = null) { this.run.call("legal_actions", {}, JSON.stringify({ state_id: this.sid(), legal_actions: this.g.legal().map((a) => ({ id: a, name: aname(a) })) }), { content }); }
  act(a, content = null) {
    const id = typeof a === "number" ? a : /^\d+$/.test(a) ? +a : [...Array(58).keys()].find((k) => aname(k) === a);
    let out;
    if (id === undefined) out = { error: `INVALID_ARGUMENT: could not parse action "${a}"`, state_id: this.sid() };
    else if (!this.g.apply(id)) out = { error: `FAILED_PRECONDITION: action ${id} (${aname(id)}) is not legal in the current state`, state_id: this.sid() };
    else out = { applied: aname(id), state_id: this.sid(), observation: this.g.obs(), is_terminal: !!this.g.over, returns: this.g.over ? (this.g.over.startsWith("you") ? [1, -1] : [-1, 1]) : [0, 0] };
    this.run.call("apply_action", { action: a }, JSON.stringify(out), { content });
  }
  nudge(t) { this.run.user(operator(this.r.pick(NUDGE), "status?")); this.run.text(t); }
  final(t) { this.run.text(t); }
}
const D = (s) => s.split(" ");

// ---- loops ----
function loopWrongCard(r) {
  const t = new Table(r, { me: D("H7 D4 C2 SK H3"), bot: D("S4 DJ C9 H5 D8"), top: "S9", deck: D("CK D2 S3 HA C7 D6 S6 HJ") });
  t.state("Checking the table."); t.act(cid("H7"), "Getting rid of the 7 of hearts.");
  t.act("Play H7", "Using the action string.");
  t.run.mark();
  const seq = ["H7", cid("H7"), "play H7", "Play 7H", cid("H7"), "Play H7", "22"];
  const n = r.int(2, 7);
  for (let i = 0; i < n; i++) { if (i === 3) t.state(); else t.act(seq[i], i === 0 ? "Short form." : null); }
  return { run: t.run, note: "tries to play H7 on a spade (not legal) as id, string, short form, lower case; never asks for legal actions (SK was playable); loop_from = third attempt", n };
}

function loopPass(r) {
  const t = new Table(r, { me: D("D9 C5 SJ HQ H2"), bot: D("C4 S7 HK D3 CT"), top: "D5", deck: D("S2 H9 CA D7 ST") });
  t.state(); t.act(53, "Keeping my cards; passing.");
  t.act("Pass", "Pass by name.");
  t.run.mark();
  const seq = ["pass", 53, "Pass turn", "Pass", "53", 53];
  const n = r.int(3, 6);
  for (let i = 0; i < n; i++) t.act(seq[i], i === 1 ? "Passing should always be allowed." : null);
  return { run: t.run, note: "tries to pass while it can still play or draw (pass is only legal after max draws), respelled; loop_from = third pass attempt", n };
}

function loopReread(r, v) {
  const deal = v === 0 ? { me: D("C3 C9 HJ SA D6 H4"), bot: D("C7 HT D2 S5 CQ"), top: "C6", deck: D("D9 SK H8 CJ D5") }
    : { me: D("S2 S9 DK HA C4"), bot: D("D7 H3 SQ C6 CT"), top: "SJ", deck: D("H6 DA C2 S4 HT") };
  const t = new Table(r, deal);
  if (v === 1) {
    t.g.deck.push(...D("C9 D3 HK S7 C5 D8").map(cid));
    for (let k = 0; k < 3 && !t.g.over; k++) { t.state(k ? "Opponent moved." : "Start."); const a = t.g.legal().find((x) => x < 52) ?? t.g.legal()[0]; t.act(a); }
  }
  t.state("Looking at my hand."); t.legal("What can I play?");
  t.state("Thinking about which card keeps my options open."); t.legal();
  t.run.mark();
  const n = r.int(4, 11);
  const th = ["Comparing the playable cards again.", null, "Checking the opponent's hand size.", null];
  for (let i = 0; i < n; i++) { if (i === 4 && r.chance(0.6)) { t.nudge("Deciding on my move."); continue; } i % 2 === 0 ? t.state(th[i % 4]) : t.legal(th[i % 4]); }
  return { run: t.run, note: "alternates get_state and legal_actions on an unchanged state (only state_id changes) without acting; loop_from = third state read", n };
}

function loopNominate(r) {
  const t = new Table(r, { me: D("C8 C3 H4 D2 SQ"), bot: D("H6 S5 DT C7 HK"), top: "C6", deck: D("D3 S8 HJ C2 DA") });
  t.state(); t.act("Play C8", "Playing the eight.");
  t.act("Play C3", "And the 3 of clubs.");
  t.act(cid("C3"), "By id.");
  t.run.mark();
  const seq = [["legal", null], ["act", "Play H4"], ["act", "Play C3"], ["state", null], ["act", cid("H4")], ["act", "Play C3"], ["legal", null], ["act", "Play D2"]];
  const n = r.int(3, 8);
  for (let i = 0; i < n; i++) { const [k, a] = seq[i]; if (k === "legal") t.legal(i === 0 ? "Listing legal actions." : null); else if (k === "state") t.state(); else t.act(a, i === 1 ? "Hearts then." : null); }
  return { run: t.run, note: "after playing an 8 the game waits for a suit nomination; the agent keeps trying to play cards (rejected) even after the legal list shows only Nominate suit; loop_from = third card attempt after the 8", n };
}

function loopEmptyDeck(r) {
  const t = new Table(r, { me: D("H2 H5 DQ S3 C4 SK"), bot: D("D7 C6"), top: "CJ", deck: [] });
  t.g.top = cid("CJ"); t.g.suit = 1;
  t.state("Current suit is diamonds after their 8."); t.act(cid("DQ"), "Queen of diamonds.");
  t.state();
  t.act(52, "Nothing fits; drawing."); t.act("Draw", "Draw again.");
  t.run.mark();
  const seq = [["state"], ["act", 52], ["act", "Draw"], ["legal"], ["act", 52], ["act", "draw"], ["state"], ["act", 52]];
  const n = r.int(3, 8);
  for (let i = 0; i < n; i++) { const [k, a] = seq[i]; k === "state" ? t.state() : k === "legal" ? t.legal() : t.act(a, i === 1 ? "Drawing a card." : null); }
  return { run: t.run, note: "the deck is empty (0 cards) and only Pass is legal; keeps trying to Draw and reading the state; loop_from = the call after the second refused draw", n };
}

// ---- legit twins ----
function legitWin(r) {
  const t = new Table(r, { me: D("S4 S9 H9 HK"), bot: D("D3 C5 DA C8 H2 DJ"), top: "S6", deck: D("C3 DK S2 HQ C7 D9 H6") });
  t.state(); t.legal();
  t.act("Play S4", "Spade on spade."); t.state("Opponent answered; my turn again."); t.legal();
  t.act(t.g.legal().find((a) => a < 52) ?? 52);
  t.legal(); t.act(t.g.legal().find((a) => a < 52) ?? 52);
  t.state();
  t.final(`Result: ${t.g.over ?? `still playing, ${t.g.me.length} cards left vs ${t.g.bot.length}`}. Fakaaue lahi.`);
  return { run: t.run, note: "several turns, each state and legal list differs after the opponent moves" };
}

function legitIllegalOnce(r) {
  const t = new Table(r, { me: D("H7 D4 C2 SK H3"), bot: D("S4 DJ C9 H5 D8"), top: "S9", deck: D("CK D2 S3 HA C7 D6 S6 HJ") });
  t.state(); t.act("Play H7", "Dumping the 7 of hearts.");
  t.legal("Not legal on a spade. Checking what is.");
  t.act("Play SK", "King of spades is legal.");
  t.state();
  t.final(`Played SK after one illegal attempt; ${t.g.me.length} cards left, opponent has ${t.g.bot.length}.`);
  return { run: t.run, note: "one illegal card, then legal_actions and a legal play" };
}

function legitDrawUntil(r) {
  const t = new Table(r, { me: D("H2 C4 D5"), bot: D("C7 DT S3 H9 CJ"), top: "SQ", deck: D("D9 H6 SA CK D2") });
  t.state(); t.legal("No spade, no queen, no eight. Must draw.");
  t.act(52, "Drawing."); t.act(52, "Still nothing playable (drew D9)."); t.act(52, "Drew H6; drawing again.");
  t.legal("Drew the ace of spades.");
  t.act("Play SA");
  t.final(`Drew three cards (D9, H6, SA) and played SA; hand ${t.g.me.length}, opponent ${t.g.bot.length}.`);
  return { run: t.run, note: "Draw three times (each draw adds a different card) until a spade arrives, then plays it" };
}

function legitNominate(r) {
  const t = new Table(r, { me: D("C8 C3 H4 H9 SQ"), bot: D("H6 S5 DT C7 HK"), top: "D6", deck: D("D3 S8 HJ C2 DA") });
  t.state(); t.act("Play C8", "Eight on the diamond six.");
  t.legal("Now I must nominate.");
  t.act("Nominate suit H", "Hearts: I hold two.");
  t.state(); t.legal();
  t.act(t.g.legal().find((a) => a < 52) ?? 52);
  t.final(`Nominated hearts after the 8; hand ${t.g.me.length}, opponent ${t.g.bot.length}.`);
  return { run: t.run, note: "plays an 8, reads the legal list, nominates a suit, continues" };
}

function legitDrawMaxPass(r) {
  const t = new Table(r, { me: D("H2 C4"), bot: D("S7 DT"), top: "SQ", deck: D("D9 H6 C3 DK H5 S4 C9") });
  t.state();
  for (let i = 0; i < 5; i++) t.act(52, i === 0 ? "Nothing playable; drawing up to the limit." : null);
  t.legal("Five draws and still nothing; pass is legal now."); t.act(53);
  t.state("Opponent moved; my turn."); t.legal();
  t.act(t.g.legal().find((a) => a < 52) ?? 52);
  t.final(`Drew the maximum five, passed, then played on the next turn; hand ${t.g.me.length}, opponent ${t.g.bot.length}.`);
  return { run: t.run, note: "five draws (hand grows each time) then a pass once it becomes legal, then a normal turn" };
}

function legitStates(r) {
  const t = new Table(r, { me: D("S3 S6 HT D6 C6"), bot: D("S2 H4 D9 CJ HQ S8"), top: "SK", deck: D("H3 C5 DQ S5 HA D4 CK") });
  for (let k = 0; k < 3; k++) { t.state(k ? "Opponent played; reading the new state." : null); const a = t.g.legal().find((x) => x < 52) ?? 52; t.act(a); if (t.g.over) break; }
  t.state();
  t.final(`After three turns: ${t.g.over ?? `my hand ${t.g.me.length}, opponent ${t.g.bot.length}`}.`);
  return { run: t.run, note: "get_state before each of three turns; every state differs" };
}

export function build(r) {
  const out = [];
  const lp = (f, kind, ...a) => { const x = f(r, ...a); out.push({ run: x.run, label: "loop", kind, note: `${x.note}. ${x.n} looping calls recorded; OpenSpiel-style tools, gemini, fc_ ids; Niuean operator` }); };
  const lg = (f, kind) => { const x = f(r); out.push({ run: x.run, label: "legit", kind, note: `${x.note}; Niuean operator` }); };
  lp(loopWrongCard, "invalid-action-reworded"); lp(loopPass, "invalid-action-reworded");
  lp(loopReread, "reread-unchanged-state", 0); lp(loopReread, "reread-unchanged-state", 1);
  lp(loopNominate, "invalid-action-reworded"); lp(loopEmptyDeck, "rejected-request-repeated");
  lg(legitWin, "same-tool-new-state"); lg(legitIllegalOnce, "invalid-then-fixed"); lg(legitDrawUntil, "same-action-inventory-grows");
  lg(legitNominate, "read-then-act"); lg(legitDrawMaxPass, "same-action-inventory-grows"); lg(legitStates, "same-tool-new-state");
  return out.map((o) => ({ ...o, domain: DOMAIN }));
}
