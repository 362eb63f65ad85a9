// A kit for browser and computer-use agents: pages come from the domain spec, the harness style decides tool names,
// arguments (refs, indices, coordinates) and how the page prints.
import { renderers } from "./snap.mjs";
import { trivialUrl } from "./urls.mjs";

export function makeBrowserKit(spec, ctx, harness) {
  const { rng } = ctx;
  const items = Array.from({ length: 150 }, (_, i) => spec.item(rng, i));
  const R = renderers[harness];
  ctx.refs = {};
  const dress = (p, extra = {}) => {
    const ch = spec.chrome(ctx);
    ctx.cur = p;
    return { top: ch.top, foot: ch.foot, docH: 2400, ...p, ...extra };
  };
  const show = (page, what) => {
    const body = R(ctx, page, what);
    if (harness === "bu") return `Action result: ${what}\n\n${body}`;
    return harness === "cu" ? body : body;
  };
  const call = (name, args, out, err = false) => ({ name, args, out, err });
  const tool = {
    ax: { nav: "browser_navigate", click: "browser_click", type: "browser_type", scroll: "browser_scroll", wait: "browser_wait_for", back: "browser_navigate_back" },
    bu: { nav: "go_to_url", click: "click_element_by_index", type: "input_text", scroll: "scroll", wait: "wait", back: "go_back" },
    cu: { nav: "computer", click: "computer", type: "computer", scroll: "computer", wait: "computer", back: "computer" },
  }[harness];
  const where = (label, fallback) => {
    const r = ctx.refs[label];
    if (harness === "ax") return { element: label, ref: r ?? `e${rng.int(100, 400)}` };
    if (harness === "bu") return { index: r ?? rng.int(3, 30) };
    return { action: "left_click", coordinate: r ?? fallback ?? [260, 300 + rng.int(0, 12) * 30] };
  };
  const kit = {
    kind: "browser",
    harness,
    spec,
    items,
    nav(ctx2, page, v = 0) {
      const p = dress(page);
      if (harness === "cu") {
        const c = where(page.navLabel ?? page.title);
        return call("computer", c, show(p, `Clicked at (${c.coordinate.join(", ")})`));
      }
      const url = trivialUrl(page.url, v);
      return call(tool.nav, { url }, show(p, `Navigated to ${url}`));
    },
    click(ctx2, label, page, extraWhat = "") {
      const p = dress(page);
      const a = where(label);
      const what = harness === "bu" ? `Clicked button with index ${a.index}: ${label}` : harness === "cu" ? `Clicked at (${a.coordinate.join(", ")})` : `Clicked "${label}"`;
      return call(tool.click, a, show(p, what + extraWhat));
    },
    type(ctx2, label, text, page, submit = false) {
      const p = dress(page);
      if (harness === "cu") return call("computer", { action: "type", text: submit ? `${text}\n` : text }, show(p, `Typed ${text.length} characters`));
      const a = where(label);
      const args = harness === "ax" ? { ...a, text, ...(submit ? { submit: true } : {}) } : { index: a.index, text };
      return call(tool.type, args, show(p, `Input ${JSON.stringify(text)} into index ${a.index ?? a.ref}`));
    },
    scroll(ctx2, dir, page) {
      const p = dress(page);
      if (harness === "cu") return call("computer", { action: "scroll", coordinate: [720, 480], scroll_direction: dir, scroll_amount: 5 }, show(p, `Scrolled ${dir} by 5`));
      if (harness === "bu") return call("scroll", { direction: dir, amount: 800 }, show(p, `Scrolled ${dir} the page by 800 pixels`));
      return call("browser_scroll", { direction: dir, pixels: 800 }, show(p, `Scrolled ${dir} 800px`));
    },
    wait(ctx2, s, page) {
      ctx.clock.wait(s);
      const p = dress(page);
      if (harness === "cu") return call("computer", { action: "wait", duration: s }, show(p, `Waited ${s}s`));
      return call(tool.wait, harness === "ax" ? { time: s } : { seconds: s }, show(p, `Waited for ${s} seconds`));
    },
    back(ctx2, page) {
      const p = dress(page);
      if (harness === "cu") return call("computer", { action: "key", text: "alt+Left" }, show(p, "Pressed alt+Left"));
      return call(tool.back, {}, show(p, "Navigated back"));
    },
    // Generic ops the shared kinds use.
    lookup(ctx2, i, v = 0) {
      return kit.nav(ctx, spec.itemPage(items[i], ctx), v);
    },
    act(ctx2, i) {
      const it = items[i];
      return kit.click(ctx, spec.actLabel, spec.itemPage(it, ctx, true));
    },
    search(ctx2, phrase, hits) {
      return kit.type(ctx, spec.searchBox, phrase, spec.searchPage(phrase, hits, ctx), true);
    },
    poll(ctx2, st) {
      return kit.nav(ctx, spec.statusPage(st, ctx));
    },
    flaky(ctx2, ok) {
      const c = ok ? kit.nav(ctx, spec.depPage(ctx)) : kit.nav(ctx, { ...spec.depPage(ctx), ...spec.errorPage(ctx) });
      c.err = !ok;
      return c;
    },
    page(ctx2, n, pages) {
      const p = spec.listPage(items, n, pages, ctx);
      if (n === 0) return kit.nav(ctx, p);
      return kit.click(ctx, "Next ›", p);
    },
    sleep(ctx2, s) {
      const st = ctx.lastStatus;
      return kit.wait(ctx, s, ctx.cur && !(st && ctx.cur.url?.includes("/status")) ? ctx.cur : spec.statusPage(st ?? { status: "queued", pct: 0, pos: 3 }, ctx));
    },
  };
  return kit;
}
