// Three ways a browser harness prints a page: an accessibility tree with refs, browser-use indexed elements,
// and a computer-use screenshot's OCR text with coordinates. Refs, indices and coordinates shift between captures.
const INTER = new Set(["link", "button", "textbox", "combobox", "checkbox", "tab", "menuitem", "option"]);

export function renderAx(ctx, page) {
  ctx.refSeed = (ctx.refSeed ?? ctx.rng.int(10, 90)) + ctx.rng.int(17, 160);
  let n = ctx.refSeed;
  ctx.refs = {};
  const line = (b, ind) => {
    if (INTER.has(b.r)) {
      const ref = `e${n++}`;
      ctx.refs[b.n] = ref;
      return `${ind}- ${b.r} "${b.n}"${b.v !== undefined ? `: ${b.v}` : ""}${b.dis ? " [disabled]" : ""} [ref=${ref}]`;
    }
    if (b.r === "heading") return `${ind}- heading "${b.n}" [level=${b.l ?? 2}]`;
    if (b.r === "row") return `${ind}- row "${b.n}"`;
    if (b.r === "alert") return `${ind}- alert: ${b.n}`;
    return `${ind}- text: ${b.n}`;
  };
  const sec = (name, bs) => (bs.length ? [`- ${name}:`, ...bs.map((b) => line(b, "  "))] : []);
  const out = [`url: ${page.url}`, `title: ${page.title}`, `captured: ${ctx.clock.isoMs()}  scrollY=${page.scrollY ?? 0}  docHeight=${page.docH ?? 2400}`, ...sec("banner", page.top), ...sec("main", page.blocks), ...sec("contentinfo", page.foot)];
  return out.join("\n");
}

export function renderBu(ctx, page) {
  let i = 0;
  ctx.refs = {};
  const el = (b) => {
    if (INTER.has(b.r)) {
      const tag = { link: "a", button: "button", textbox: "input", combobox: "select", checkbox: "input type=checkbox", tab: "button role=tab", menuitem: "li", option: "option" }[b.r];
      ctx.refs[b.n] = i;
      return `[${i++}]<${tag}>${b.n}${b.v !== undefined ? ` value="${b.v}"` : ""}${b.dis ? " disabled" : ""} />`;
    }
    return b.r === "heading" ? `# ${b.n}` : b.n;
  };
  const above = page.scrollY ?? 0;
  const below = Math.max(0, (page.docH ?? 2400) - above - 900);
  return [`Current url: ${page.url}`, `Page title: ${page.title}`, `Open tabs: [0] ${page.title.slice(0, 40)}`, `Interactive elements from top layer of the current page inside the viewport${above ? ` (${above} pixels above)` : ""}:`, above ? `... ${above} pixels above - scroll to see more or extract structured data if you are looking for specific information ...` : "[Start of page]", ...[...page.top, ...page.blocks, ...page.foot].map(el), below ? `... ${below} pixels below - scroll to see more or extract structured data if you are looking for specific information ...` : "[End of page]"].join("\n");
}

export function renderCu(ctx, page, what) {
  ctx.refs = {};
  let y = 64 + ctx.rng.int(0, 2) * 8;
  const lines = [];
  for (const b of [...page.top, ...page.blocks, ...page.foot]) {
    const x = b.r === "button" ? 980 : b.r === "textbox" || b.r === "combobox" ? 640 : 180;
    ctx.refs[b.n] = [x + 40, y + 10];
    lines.push(`(${x},${y}) ${b.r === "button" ? `[${b.n}]${b.dis ? " (greyed)" : ""}` : b.r === "textbox" ? `${b.n}: [${b.v ?? ""}]` : b.r === "checkbox" ? `☐ ${b.n}` : b.n}`);
    y += b.r === "heading" ? 44 : 30;
  }
  return `${what}\nScreenshot 1440x900 at ${ctx.clock.hms()} — OCR (x,y text):\n${lines.join("\n")}`;
}

export const renderers = { ax: renderAx, bu: renderBu, cu: renderCu };
