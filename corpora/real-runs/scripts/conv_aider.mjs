// Converts one Aider chat log (`.aider.chat.history.md`, written by aider itself in the user's repository) into
// transcripts, one per aider session. Used by build.mjs; no dependencies. Input: the file's text.
//
// Aider's log format (markdown, one file per repository, sessions appended):
// - "# aider chat started at <time>" opens a session -> one run per session.
// - "#### <text>" lines: what the human typed (prompts and /commands) -> role "user", name "human".
// - "> <text>" lines: aider's own output shown to the human (startup banner, "Applied edit to ...", token counts,
//   lint/test output, "SEARCH/REPLACE block failed to match" reports, confirmation questions) -> role "user",
//   name "aider". Aider sends some of these back to the model (failed edits, lint errors, test output as
//   reflections); others only reach the human. The log does not say which, so all are kept, in order.
// - Every other line: the model's reply, verbatim -> role "assistant" (no tool calls: aider's models edit by
//   writing SEARCH/REPLACE or whole-file blocks in text).
// Consecutive lines of one kind form one message. Trailing double spaces (markdown line breaks aider adds) are
// removed from "####" and ">" lines; assistant text is kept as written except leading/trailing blank lines.
// - Exception: aider writes its report of SEARCH/REPLACE blocks that failed to match (sent back to the model as a
//   reflection) without the "> " prefix, right after "> # N SEARCH/REPLACE block(s) failed to match!". That report
//   ("## SearchReplaceNoExactMatch ..." ending with the fixed sentence "The SEARCH section must exactly match an
//   existing block of lines ..." and, when present, "# The other N ... were applied successfully." / "Don't re-send
//   them." / "Just reply with fixed versions ...") is moved to an aider message; the model's reply that follows it
//   without a separator stays an assistant message.
// - Unprefixed text before the session's first "####" line is aider output too (the rest of a multi-line
//   --message argument on the logged command line); no model reply can precede the first prompt.
// - Unprefixed output of aider's /map (repository map) and /web (playwright install hint), recognised by their
//   fixed opening words (the map only right after a human "/" command), is aider output too.
// `model` on assistant messages: the latest "Main model: X with ..." / "Model: X with ..." line seen in the
// session, when there is one. Sessions without any assistant text are not runs (skipped by the caller).
const START = /^# aider chat started at (.*)$/;

export function splitSessions(text) {
  const lines = text.replace(/\r\n/g, "\n").split("\n");
  // Newer aider versions end each "> " line with two spaces (a markdown line break). When at least 90% of a file's
  // ">" lines do, a ">" line without them that stands inside a code fence or a SEARCH/REPLACE block of unprefixed text is taken as the model's
  // own text (an HTML line ending in ">"), not aider output. Other files keep the plain prefix rule.
  const q = lines.filter((l) => l === ">" || l.startsWith("> "));
  const strict = q.length > 0 && q.filter((l) => / {2}$/.test(l)).length >= 0.9 * q.length;
  const sessions = [];
  let cur = null;
  for (const line of lines) {
    const m = START.exec(line);
    if (m) { cur = { started: m[1].trim(), lines: [], strict }; sessions.push(cur); continue; }
    if (cur) cur.lines.push(line);
  }
  return sessions;
}

function kindOf(line, strict, inFence) {
  if (line.startsWith("####")) return "human";
  if ((line === ">" || line.startsWith("> ")) && !(strict && inFence && !/ {2}$/.test(line))) return "aider";
  return "assistant";
}

export function convertSession(sess, { id, source }) {
  const blocks = [];
  let inFence = false;
  for (const line of sess.lines) {
    const prevKind = blocks.length ? blocks[blocks.length - 1].kind : null;
    if (prevKind !== "assistant") inFence = false;
    let k = kindOf(line, sess.strict, inFence);
    if (k === "assistant" && /^\s*```/.test(line)) inFence = !inFence;
    else if (k === "assistant" && /^<<<<<<< SEARCH/.test(line)) inFence = true;
    else if (k === "assistant" && /^>>>>>>> REPLACE/.test(line)) inFence = false;
    let t = line;
    if (k === "human") t = line.replace(/^####\s?/, "").replace(/ {2}$/, "");
    else if (k === "aider") t = line.replace(/^>\s?/, "").replace(/ {2}$/, "");
    // A blank line between two assistant lines stays in the assistant message; a blank line elsewhere separates.
    if (k === "assistant" && line.trim() === "") {
      const last = blocks[blocks.length - 1];
      if (!last || last.kind !== "assistant") continue;
    }
    const last = blocks[blocks.length - 1];
    if (last && last.kind === k) last.lines.push(t);
    else blocks.push({ kind: k, lines: [t] });
  }
  // Text before the session's first human line cannot be a model reply: it is the rest of aider's command line
  // (a multi-line --message argument) or banner, so it is aider output.
  const firstHuman = blocks.findIndex((b) => b.kind === "human");
  for (let i = 0; i < (firstHuman < 0 ? blocks.length : firstHuman); i++) if (blocks[i].kind === "assistant") blocks[i].kind = "aider";
  // Output of aider's own commands that aider prints without the "> " prefix: the repository map (/map), and the
  // playwright install hint (/web). Recognised by their fixed opening words, only right after a human /command.
  let lastHuman = "";
  for (const b of blocks) {
    if (b.kind === "human") { lastHuman = b.lines.join("\n").trim(); continue; }
    if (b.kind !== "assistant") continue;
    const head = b.lines.join("\n").trimStart();
    if ((lastHuman.startsWith("/") && /^(> )?(Here are summaries of some files present in my git repo|Do not propose changes to these files, treat them as \*read-only\*)/.test(head)) ||
        /^\S*python[\d.]*(\.exe)? -m (playwright install|pip install aider-chat\[playwright\])/i.test(head)) b.kind = "aider";
  }
  for (let i = blocks.length - 1; i > 0; i--) if (blocks[i].kind === "aider" && blocks[i - 1].kind === "aider") { blocks[i - 1].lines.push(...blocks[i].lines); blocks.splice(i, 1); }
  splitReflections(blocks);
  const messages = [];
  let model = null;
  for (const b of blocks) {
    if (b.kind === "aider") {
      for (const l of b.lines) {
        const mm = /^(?:Main model|Model): (\S+)/.exec(l);
        if (mm) model = mm[1];
      }
    }
    let content = b.lines.join("\n");
    if (b.kind === "assistant") content = content.replace(/^\n+/, "").replace(/\s+$/, "");
    if (b.kind === "assistant" && !content) continue;
    if (b.kind === "assistant") {
      const o = { role: "assistant", content };
      if (model) o.model = model;
      messages.push(o);
    } else {
      messages.push({ role: "user", name: b.kind, content: content.replace(/\s+$/, "") });
    }
  }
  return { id, source, started: sess.started, messages };
}

const FAILED = /SEARCH\/REPLACE blocks? failed to match!\s*$/;
const END = /^The SEARCH section must exactly match an existing block of lines/;
const TAIL = [/^# The other \d+ SEARCH\/REPLACE blocks? (were|was) applied successfully/, /^Don't re-send them\./, /^Just reply with fixed versions of the blocks? above/];

function splitReflections(blocks) {
  for (let i = 1; i < blocks.length; i++) {
    const b = blocks[i], prev = blocks[i - 1];
    if (b.kind !== "assistant" || prev.kind !== "aider") continue;
    if (!FAILED.test(prev.lines[prev.lines.length - 1] ?? "")) continue;
    let e = b.lines.findIndex((l) => END.test(l));
    // No closing sentence (log cut off, e.g. interrupted): a block that starts as the report is all report.
    if (e < 0 && /^## SearchReplaceNoExactMatch/.test(b.lines[0] ?? "")) e = b.lines.length - 1;
    if (e < 0) continue;
    let j = e + 1;
    while (j < b.lines.length && (b.lines[j].trim() === "" || TAIL.some((re) => re.test(b.lines[j].trim())))) j++;
    // keep trailing blank lines out of the report
    let k = j; while (k > e + 1 && b.lines[k - 1].trim() === "") k--;
    const report = b.lines.slice(0, k);
    const rest = b.lines.slice(j);
    prev.lines.push(...report);
    if (rest.some((l) => l.trim() !== "")) b.lines = rest;
    else { blocks.splice(i, 1); i--; }
    // merge with a following aider block if the assistant block vanished
    if (blocks[i + 1] && blocks[i] && blocks[i].kind === "aider" && blocks[i + 1].kind === "aider") {
      blocks[i].lines.push(...blocks[i + 1].lines); blocks.splice(i + 1, 1);
    }
  }
}
