// GUI loop kinds and their legit look-alikes, written against a site (gui-sites.mjs) through a harness (harness.mjs).
import { harness } from "./harness.mjs";

const th = (run, xs) => (run.voice === "silent" ? null : run.r.pick(xs));
const fin = (run, s) => run.say(s.answer(run.r));

/** Healthy warm-up: open distinct records from the list and act on each. */
export function guiWarm(run, s, n, base = 0) {
  const h = harness(run, s.harness);
  h.open(th(run, ["Opening the list first.", "Let me load the overview."]), s.list(1));
  for (let i = 0; i < n; i++) {
    const k = base + i;
    h.open(th(run, [`Opening ${s.rowName(k)}.`, "Next record.", `Now ${s.recId(k)}.`]), s.record(k));
    if (i % 2 === 0) h.type(th(run, ["Filling the field.", "Entering the value."]), s.fields(k).find((f) => f[0] === "textbox")[1], s.fill(k), s.record(k, [["status", "Saved"]]));
  }
  return h;
}

export const GUI_LOOPS = {
  "click-dead": (run, s, h) => {
    h.open(th(run, ["Opening the record to edit it."]), s.record(3));
    h.click(th(run, [`Clicking "${s.dead}".`]), s.dead, s.record(3)); run.mark();
    const n = run.r.int(3, 6);
    for (let i = 0; i < n; i++) h.click(th(run, [`The page did not change; clicking "${s.dead}" again.`, "Maybe the click didn't register. Trying again.", `Retrying ${s.dead}.`]), s.dead, s.record(3));
    return `clicks "${s.dead}" ${n + 1} times; nothing changes (only clock/counters move)`;
  },
  "scroll-oscillate": (run, s, h) => {
    h.open(th(run, ["Looking for the export button on this page."]), s.list(2));
    h.scroll(th(run, ["Scrolling down."]), "down", s.listScrolled(2));
    h.scroll(th(run, ["Not there, back up."]), "up", s.list(2)); run.mark();
    const n = run.r.int(2, 4);
    for (let i = 0; i < n; i++) { h.scroll(th(run, ["Scrolling down again to look.", "Let me check below once more."]), "down", s.listScrolled(2)); h.scroll(th(run, ["Maybe it's at the top.", "Scrolling up."]), "up", s.list(2)); }
    return `PageDown/PageUp oscillation on the same page, ${n} more rounds`;
  },
  "back-forth": (run, s, h) => {
    h.open(th(run, ["Start at the list."]), s.list(1));
    h.click(th(run, ["Opening the first entry."]), s.rowName(0), s.record(0), "link");
    h.back(th(run, ["Going back to compare."]), s.list(1)); run.mark();
    const n = run.r.int(2, 4);
    for (let i = 0; i < n; i++) { h.click(th(run, ["Opening it again to check the details.", "Back into the record."]), s.rowName(0), s.record(0), "link"); h.back(th(run, ["Back to the list.", "Returning."]), s.list(1)); }
    return `list → record → back, ${n} more times, nothing new`;
  },
  "reopen-variants": (run, s, h) => {
    const us = s.urls(5); h.open(th(run, ["Opening the record."]), s.record(5), us[0]); run.mark();
    const n = run.r.int(3, 4);
    for (let i = 1; i <= n; i++) h.open(th(run, ["Maybe a stale view. Loading it by another URL.", "Trying the direct link.", "Reloading via the alternate path."]), s.record(5), us[i]);
    return `same record re-opened through ${n} URL variants (slash, utm params, alt path, www, fragment)`;
  },
  "type-rejected": (run, s, h) => {
    const k = s.formSteps.findIndex((st) => st.some(([f]) => f === s.bad.field)); const pg = s.form(k);
    const err = { ...pg, items: [...pg.items, ["alert", s.bad.error]] };
    h.open(th(run, ["Opening the form step."]), pg);
    h.type(th(run, [`Typing ${s.bad.text}.`]), s.bad.field, s.bad.text, err); run.mark();
    const n = run.r.int(3, 5);
    for (let i = 0; i < n; i++) h.type(th(run, ["Entering it again.", "Retyping the value.", "It didn't take; again."]), s.bad.field, s.bad.text, err);
    return `types the same rejected value "${s.bad.text}" ${n + 1} times despite "${s.bad.error}"`;
  },
  "stuck-loading": (run, s, h) => {
    const p = run.r.int(20, 70); h.open(th(run, ["Starting the sync."]), s.loading(p - 10));
    h.wait(th(run, ["Waiting for it."]), 5, s.loading(p)); run.mark();
    const n = run.r.int(4, 8);
    for (let i = 0; i < n; i++) h.wait(th(run, ["Still loading. Waiting more.", "Give it a few more seconds.", "Waiting."]), 5 + i * 5, s.loading(p));
    return `progress bar stuck at ${p}% through ${n} more waits; clock moves`;
  },
};

export const GUI_LEGIT = {
  "infinite-scroll": (run, s, h) => {
    h.open(th(run, ["Opening the feed."]), s.feed(0)); const n = run.r.int(4, 8);
    for (let i = 1; i <= n; i++) h.scroll(th(run, ["Scrolling for more.", "More items loaded; continuing."]), "down", s.feed(i));
    h.click(th(run, ["That's the one."]), s.feedItem(n * 5 + 2), s.record(n), "article"); fin(run, s);
    return `feed scrolled ${n} times, five new items each time, target found`;
  },
  "multi-form": (run, s, h) => {
    h.open(th(run, ["Opening the form."]), s.form(0));
    s.formSteps.forEach((st, k) => { for (const [f, v] of st) if (!v) h.type(th(run, [`Filling ${f}.`]), f, s.formFill[f]); h.click(th(run, ["Next step."]), k + 1 < s.formSteps.length ? "Continue" : "Submit", k + 1 < s.formSteps.length ? s.form(k + 1) : s.done()); });
    fin(run, s); return `${s.formSteps.length}-step form, each step different fields, submitted`;
  },
  pagination: (run, s, h) => {
    h.open(th(run, ["Page 1."]), s.list(1)); const n = run.r.int(3, 7);
    for (let p = 2; p <= n; p++) h.click(th(run, ["Next page.", `On to page ${p}.`]), "Next page", s.list(p));
    fin(run, s); return `${n} list pages, each with different rows`;
  },
  "wait-progress": (run, s, h) => {
    h.open(th(run, ["Starting it."]), s.loading(5)); const ps = [22, 48, 71, 93, 100].slice(run.r.int(0, 1));
    for (const p of ps) h.wait(th(run, ["Progressing; waiting.", "Waiting for it to finish."]), 10, s.loading(p));
    h.click(th(run, ["Done; opening the result."]), s.loadDone, s.list(1), "link"); fin(run, s);
    return `progress bar advances every wait to 100%`;
  },
  "batch-records": (run, s, h) => {
    const n = run.r.int(4, 8);
    for (let i = 0; i < n; i++) { h.open(th(run, [`Record ${i + 1} of ${n}.`]), s.record(10 + i)); h.type(th(run, ["Updating."]), s.fields(10 + i).find((f) => f[0] === "textbox")[1], s.fill(10 + i), s.record(10 + i, [["status", "Saved"]])); }
    fin(run, s); return `${n} distinct records opened and edited`;
  },
  "overlay-retry": (run, s, h) => {
    const pg = s.record(2); const ban = { ...pg, items: [["dialog", "We use cookies"], ["button", "Accept all"], ...pg.items] };
    h.open(th(run, ["Opening the record."]), ban);
    if (s.harness === "pw") run.call(th(run, [`Clicking ${s.dead}.`]), "browser_click", { element: `${s.dead} button`, ref: `e${run.r.int(20, 140)}` }, `### Result\nError: locator.click: Timeout 5000ms exceeded.\nCall log:\n  - waiting for getByRole('button', { name: '${s.dead}' })\n  -   <div class="cc-window">…</div> intercepts pointer events\n  - retrying click action, attempt #${run.r.int(3, 9)}`, { err: true });
    else h.click(th(run, [`Clicking ${s.dead}.`]), s.dead, ban);
    h.click(th(run, ["A cookie dialog is in the way; accepting it."]), "Accept all", pg);
    h.click(th(run, ["Now the save button."]), s.dead, s.record(2, [["status", "Saved"]])); fin(run, s);
    return `click blocked by a cookie banner, banner dismissed, click succeeds`;
  },
};

export const GUI_AMBIG = {
  "endless-feed": (run, s, h) => {
    h.open(th(run, ["Opening the feed."]), s.feed(0));
    for (let i = 1; i <= 10; i++) h.scroll(th(run, ["Not yet; scrolling.", "Still looking."]), "down", { ...s.feed(i), items: s.feed(i).items.slice(0, 5).concat([["text", "Loading more…"]]) });
    return "every scroll loads new items but the target never appears; the agent keeps scrolling (search vs waste)";
  },
};
