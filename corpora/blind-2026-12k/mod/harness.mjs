// Browser harnesses: a Playwright-MCP accessibility-tree browser (refs renumbered per snapshot) and an
// Anthropic-style computer-use tool (coordinates, screenshots described as text). Both render page chrome with live noise.
const sel = (role, name) => `page.getByRole('${role}', { name: '${name.replace(/'/g, "\\'")}' })`;

/** Render a page as a Playwright-MCP snapshot; refs start at a fresh base each time. */
function snap(run, pg) {
  const r = run.r; let ref = r.int(2, 40) * 3; const refs = {};
  const chrome = [`- banner [ref=e${ref++}]:`, `  - link "${pg.brand}" [ref=e${ref++}]`, `  - button "Notifications (${r.int(0, 9)})" [ref=e${ref++}]`, `  - text: "${pg.clockText ? pg.clockText(run.clk) : run.clk.hm()}"`];
  if (pg.toast) chrome.push(`  - status [ref=e${ref++}]: ${pg.toast(run)}`);
  const body = [`- main [ref=e${ref++}]:`, `  - heading "${pg.title}" [level=1] [ref=e${ref++}]`];
  for (const [role, name, extra] of pg.items) { refs[name] = `e${ref}`; body.push(`  - ${role} "${name}"${extra ? ` ${extra}` : ""} [ref=e${ref++}]`); }
  return { text: `- Page URL: ${pg.url}\n- Page Title: ${pg.title} | ${pg.brand}\n- Page Snapshot:\n\`\`\`yaml\n${[...chrome, ...body].join("\n")}\n\`\`\``, refs };
}

/** Describe a screenshot; element positions are stable per page, the clock and counters are not. */
function shot(run, pg) {
  const r = run.r; const pos = {}; const lines = [`[screenshot 1280x800] ${pg.brand} — ${pg.title}  (address bar: ${pg.url})`, `top bar: clock ${run.clk.hms()}, bell badge ${r.int(0, 12)}, "Saved searches (${r.int(1, 5)})"`];
  if (pg.toast) lines.push(`toast bottom-right: ${pg.toast(run)}`);
  pg.items.forEach(([role, name, extra], k) => { const x = 180 + ((name.length * 37) % 700), y = 150 + k * 46; pos[name] = [x, y]; lines.push(`${role} "${name}"${extra ? ` ${extra}` : ""} at (${x}, ${y})`); });
  return { text: lines.join("\n"), pos };
}

/** A harness bound to a run: every action produces the tool call and its observation. */
export function harness(run, kind) {
  let cur = null, view = null;
  const obsPw = (pg, code) => { const s = snap(run, pg); view = s; return `### Ran Playwright code\n\`\`\`js\n${code}\n\`\`\`\n### Page state\n${s.text}`; };
  const H = {
    kind,
    page: () => cur,
    open(thought, pg, url) {
      cur = pg;
      if (kind === "pw") run.call(thought, "browser_navigate", { url: url ?? pg.url }, () => obsPw(pg, `await page.goto('${url ?? pg.url}');`));
      else { run.call(thought, "computer", { action: "key", text: "ctrl+l" }, "ok"); run.call(null, "computer", { action: "type", text: `${url ?? pg.url}\n` }, () => { view = shot(run, pg); return "typed"; }); run.call(null, "computer", { action: "screenshot" }, () => shot(run, pg).text); }
    },
    look(thought, pg) {
      if (pg) cur = pg;
      if (kind === "pw") run.call(thought, "browser_snapshot", {}, () => { const s = snap(run, cur); view = s; return s.text; });
      else run.call(thought, "computer", { action: "screenshot" }, () => { const s = shot(run, cur); view = s; return s.text; });
    },
    click(thought, name, next, role = "button") {
      if (!view) H.look(null);
      const target = view.refs?.[name] ?? view.pos?.[name];
      if (next) cur = next;
      if (kind === "pw") run.call(thought, "browser_click", { element: `${name} ${role}`, ref: target }, () => obsPw(cur, `await ${sel(role, name)}.click();`));
      else run.call(thought, "computer", { action: "left_click", coordinate: target }, () => { const s = shot(run, cur); view = s; return s.text; });
    },
    type(thought, name, text, next, out) {
      if (!view) H.look(null);
      const target = view.refs?.[name] ?? view.pos?.[name];
      if (next) cur = next;
      if (kind === "pw") run.call(thought, "browser_type", { element: `${name} textbox`, ref: target, text, submit: false }, () => obsPw(cur, `await ${sel("textbox", name)}.fill('${text}');`));
      else { run.call(thought, "computer", { action: "triple_click", coordinate: target }, "ok"); run.call(null, "computer", { action: "type", text }, () => { const s = shot(run, cur); view = s; return out ?? s.text; }); }
    },
    scroll(thought, dir, next) {
      if (next) cur = next;
      if (kind === "pw") run.call(thought, "browser_press_key", { key: dir === "down" ? "PageDown" : "PageUp" }, () => obsPw(cur, `await page.keyboard.press('${dir === "down" ? "PageDown" : "PageUp"}');`));
      else run.call(thought, "computer", { action: "scroll", coordinate: [640, 420], scroll_direction: dir, scroll_amount: 5 }, () => { const s = shot(run, cur); view = s; return s.text; });
    },
    back(thought, prev) {
      cur = prev;
      if (kind === "pw") run.call(thought, "browser_navigate_back", {}, () => obsPw(prev, "await page.goBack();"));
      else run.call(thought, "computer", { action: "key", text: "alt+Left" }, () => { const s = shot(run, prev); view = s; return s.text; });
    },
    wait(thought, secs, next) {
      if (next) cur = next;
      run.clk.tick(secs, secs + 2);
      if (kind === "pw") run.call(thought, "browser_wait_for", { time: secs }, () => `### Result\nWaited for ${secs}\n### Page state\n${(view = snap(run, cur)).text}`);
      else run.call(thought, "computer", { action: "wait", duration: secs }, () => { const s = shot(run, cur); view = s; return s.text; });
    },
  };
  return H;
}
