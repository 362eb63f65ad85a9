// One call per helper: picks the tool name and arguments from the kit, renders the answer, adds the voice's text.
import { money } from "./rng.mjs";

const SAY = {
  get: ["Pulling up {id} to see the current figures.", "Let me read {id} first.", "Opening {id}.", "I'll fetch {id} from the ERP.", "Checking the record for {id}."],
  check: ["Running the check for {id}.", "Validating {id} before anything is posted.", "Let me see what the validation says for {id}.", "Re-running the check on {id}."],
  post: ["The numbers agree, posting {id}.", "Posting the entry for {id}.", "Booking {id} now.", "Posting {id} again with the corrected data."],
  reverse: ["That posting left a difference, reversing {doc}.", "Reversing {doc} so I can post it cleanly.", "I'll back out {doc}."],
  dep: ["Calling the external service for {id}."],
  redep: ["The gateway failed; trying again with a longer timeout.", "Retrying the request, slightly adjusted.", "One more attempt against the service.", "Still failing. Adjusting the request and retrying.", "Probably transient, trying once more."],
  poll: ["Checking the job status.", "Polling {id}.", "Let me see how far the run has got.", "Status of {id}?"],
  list: ["Reading the next page.", "Listing the open items.", "Fetching page {id}.", "Continuing through the list."],
  view: ["Let me look at the difference from another report.", "Cross-checking with {id}.", "Running {id} to find where the difference comes from.", "Maybe {id} shows the cause."],
  doc: ["Reading the source document.", "Let me view the document through {id}.", "Opening {id} to confirm the figures."],
  appr: ["Requesting approval from {who}.", "Sending the request to {who} again with a clearer note.", "Re-submitting to {who}."],
};

/** Helpers that each make one assistant turn against a kit. */
export function acts(c, k, r) {
  const text = (kind, vars, force) => {
    if (!c.talks(force)) return null;
    let t = r.pick(SAY[kind]);
    for (const [a, b] of Object.entries(vars)) t = t.replace(`{${a}}`, b);
    return t;
  };
  const T = k.T;
  return {
    text,
    get: (e, o = {}) => c.turn(o.say ?? text("get", { id: e.id }), [{ name: T.get, args: o.args ?? k.getArgs(e), argStr: o.argStr, out: () => k.get(r, e, o.over) }]),
    check: (e, ok, err = 0, o = {}) => c.turn(o.say ?? text("check", { id: e.id }), [{ name: T.check, args: o.args ?? k.checkArgs(e), argStr: o.argStr, out: () => k.check(r, e, ok, err) }]),
    post: (e, ok = true, err = 0, o = {}) => {
      let doc = null;
      c.turn(o.say ?? text("post", { id: e.id }), [{ name: T.post, args: o.args ?? k.postArgs(e), out: () => { const p = k.post(r, e, ok, err, o.amt); if (typeof p === "string") return p; doc = p.doc; return p.out; } }]);
      return doc;
    },
    reverse: (e, doc, o = {}) => c.turn(o.say ?? text("reverse", { doc }), [{ name: T.reverse, args: k.revArgs(e, doc), out: () => k.reverse(r, e, doc) }]),
    dep: (e, args, ok, n, o = {}) => c.turn(o.say ?? text(n ? "redep" : "dep", { id: e.id }), [{ name: T.dep, args, out: () => (ok ? k.depOk(r, e) : k.depFail(r, n)), wait: o.wait }]),
    jobStart: (e, id) => c.turn(text("poll", { id }), [{ name: T.jobStart, args: k.jobStartArgs(e), out: () => k.jobStart(r, id) }]),
    poll: (id, done, total, phase, st, o = {}) => c.turn(o.say ?? text("poll", { id }), [{ name: T.jobStatus, args: o.args ?? k.jobStatusArgs(id), out: () => k.jobStatus(r, id, done, total, phase, st), wait: o.wait }]),
    list: (page, cursor, rows, next, total, o = {}) => c.turn(o.say ?? text("list", { id: page }), [{ name: T.list, args: o.args ?? k.listArgs(page, cursor), out: () => k.list(r, rows, page, next, total) }]),
    view: (v, e, diff, a, b, o = {}) => c.turn(o.say ?? text("view", { id: k.views[v].name }), [{ name: k.views[v].name, args: o.args ?? k.viewArgs(v, e), argStr: o.argStr, out: () => k.view(r, v, e, diff, a, b) }]),
    doc: (v, e, o = {}) => c.turn(o.say ?? text("doc", { id: k.docViews[v].name }), [{ name: k.docViews[v].name, args: o.args ?? k.docViewArgs(v, e), argStr: o.argStr, out: () => k.docView(r, v, e) }]),
    appr: (e, note, state, reason, o = {}) => c.turn(o.say ?? text("appr", { who: k.appr.who }), [{ name: T.appr, args: k.apprArgs(e, note), out: () => k.apprOut(r, e, state, reason) }]),
    /** Two independent lookups in one turn, as parallel tool calls. */
    getPair: (e1, e2) => c.turn(text("get", { id: `${e1.id} and ${e2.id}` }), [
      { name: T.get, args: k.getArgs(e1), out: () => k.get(r, e1) },
      { name: T.get, args: k.getArgs(e2), out: () => k.get(r, e2) },
    ]),
    money,
  };
}

/** Trivial rewrites of one argument object: same request, different spelling. */
export function trivial(args, n) {
  const keys = Object.keys(args);
  const k0 = keys[0];
  switch (n % 7) {
    case 0:
      return { args };
    case 1:
      return { args: { ...args, [k0]: `${args[k0]} ` } };
    case 2:
      return { args, argStr: JSON.stringify(args, null, 2) };
    case 3:
      return { args: Object.fromEntries(keys.reverse().map((k) => [k, args[k]])) };
    case 4:
      return { args: { ...args, include_cleared: false } };
    case 5:
      return { args: { ...args, [k0]: typeof args[k0] === "string" ? args[k0].toLowerCase() : args[k0] } };
    default:
      return { args: { ...args, refresh: true } };
  }
}
