// Converts one SpecStory chat export (`.specstory/history/<date>_<title>.md`, written by the SpecStory extension
// from a Cursor agent chat) into one transcript. Used by build.mjs; no dependencies. Input: the file's text.
//
// SpecStory's format: "_**User**_" and "_**Assistant**_" (or "_**Agent ...**_") headings open turns; within an
// assistant turn, items are separated by lines "---". Mapping, item by item:
// - "<details><summary>S</summary> body </details>": a tool use shown by Cursor. -> assistant message with one tool
//   call; name from the summary's opening words (Searched codebase -> codebase_search, Grep search -> grep_search,
//   Listed directory / Listed current directory -> list_dir, Searched files -> file_search, Searched web ->
//   web_search, Read file -> read_file, Edited file -> edit_file, "Tool use: **X**" -> X, otherwise "tool");
//   arguments {"summary": S without its "• **N** results" count}; the tool message holds the count and the body.
// - "Read file: PATH": -> read_file {"target_file": PATH}; SpecStory does not record the content, the tool message
//   is empty.
// - a ```bash / ```shell / ```sh / ```zsh / ```powershell fenced block (the command Cursor ran), optionally followed
//   by a second fenced block (its output): -> run_terminal_cmd {"command"}; tool message = the output block, or
//   empty when SpecStory recorded none (e.g. a background or cancelled command).
// - a fenced block whose info string is "lang:PATH" (Cursor's edit proposal): -> edit_file {"target_file","code"};
//   tool message empty (SpecStory does not record whether it applied). Text before such a block in the same item
//   stays as the assistant's content.
// - an item that is a single ```diff fenced block (newer SpecStory's rendering of an applied edit): -> edit_file
//   {"diff"}; tool message empty.
// - anything else: assistant text, verbatim (trimmed).
// User turns -> role "user", verbatim. Tool call ids: "c1", "c2", ... in order.
const TURN = /^_\*\*(User|Assistant|Agent)\b[^*]*\*\*_\s*$/;
const TERM = /^```(bash|shell|sh|zsh|powershell|cmd)\s*$/;

export function convertSpecStory(text, { id, source }) {
  const lines = text.replace(/\r\n/g, "\n").split("\n");
  const turns = [];
  let cur = null;
  for (const line of lines) {
    const m = TURN.exec(line);
    if (m) { cur = { role: m[1] === "User" ? "user" : "assistant", lines: [] }; turns.push(cur); continue; }
    if (cur) cur.lines.push(line);
  }
  const messages = [];
  let k = 0;
  for (const t of turns) {
    const items = splitItems(t.lines);
    if (t.role === "user") {
      const content = items.join("\n\n---\n\n").trim();
      messages.push({ role: "user", content });
      continue;
    }
    for (const it of items) {
      const conv = convertItem(it);
      if (!conv) continue;
      if (conv.tool) {
        const cid = `c${++k}`;
        messages.push({ role: "assistant", content: conv.text ?? null, tool_calls: [{ id: cid, type: "function", function: { name: conv.tool, arguments: JSON.stringify(conv.args) } }] });
        messages.push({ role: "tool", tool_call_id: cid, content: conv.result ?? "" });
      } else messages.push({ role: "assistant", content: conv.text });
    }
  }
  return { id, source, messages };
}

function splitItems(lines) {
  const items = [];
  let buf = [];
  let fence = false;
  for (const l of lines) {
    if (/^\s*```/.test(l)) fence = !fence;
    if (!fence && l.trim() === "---") { items.push(buf.join("\n")); buf = []; continue; }
    buf.push(l);
  }
  items.push(buf.join("\n"));
  return items.map((s) => s.trim()).filter((s) => s.length);
}

const NAMES = [
  [/^Searched codebase/i, "codebase_search"], [/^Grep(ped)? search|^Grepped/i, "grep_search"],
  [/^Listed (current )?directory/i, "list_dir"], [/^Searched files/i, "file_search"], [/^Searched web/i, "web_search"],
  [/^Read file/i, "read_file"], [/^Edited file/i, "edit_file"], [/^Deleted file/i, "delete_file"],
];

function convertItem(s) {
  let m = /^<details>\s*<summary>([\s\S]*?)<\/summary>([\s\S]*?)(<\/details>\s*)?$/.exec(s);
  if (m) {
    const summary = m[1].trim();
    const body = m[2].trim();
    const tu = /^Tool use: \*\*(.+?)\*\*/.exec(summary);
    let name = tu ? tu[1].trim().replace(/\s+/g, "_") : "tool";
    if (!tu) for (const [re, n] of NAMES) if (re.test(summary)) { name = n; break; }
    const cm = /\s*•\s*\*\*(\d+)\*\*\s*(\w+)\s*$/.exec(summary);
    const args = { summary: cm ? summary.slice(0, cm.index).trim() : summary };
    const result = (cm ? `${cm[1]} ${cm[2]}\n` : "") + body;
    return { tool: name, args, result };
  }
  m = /^Read file: (.+)$/.exec(s);
  if (m && !s.includes("\n")) return { tool: "read_file", args: { target_file: m[1].trim() }, result: "" };
  const ls = s.split("\n");
  if (TERM.test(ls[0])) {
    const end = ls.indexOf("```", 1);
    if (end > 0) {
      const command = ls.slice(1, end).join("\n");
      const rest = ls.slice(end + 1).join("\n").trim();
      let result = "";
      const om = /^```[^\n]*\n([\s\S]*?)\n?```\s*$/.exec(rest);
      if (om) result = om[1];
      else if (rest) result = rest;
      return { tool: "run_terminal_cmd", args: { command }, result };
    }
  }
  const dm = /^```diff\n([\s\S]*?)\n?```\s*$/.exec(s);
  if (dm) return { tool: "edit_file", args: { diff: dm[1] }, result: "" };
  const em = /^```[\w+-]+:(\S+)\s*$/m.exec(s);
  if (em) {
    const before = s.slice(0, em.index).trim();
    const after = s.slice(em.index + em[0].length + 1);
    const close = after.lastIndexOf("```");
    const code = close >= 0 ? after.slice(0, close).replace(/\n$/, "") : after;
    const trailing = close >= 0 ? after.slice(close + 3).trim() : "";
    const text = [before, trailing].filter(Boolean).join("\n\n") || null;
    return { tool: "edit_file", args: { target_file: em[1], code }, result: "", text };
  }
  return { text: s };
}
