// Browser-only kinds: loops (scroll oscillation, clicks with no effect, back-and-forth navigation) and their
// legit look-alikes (reading a long page, filling a form, comparing two pages while copying, "Load more").
import { warm } from "./builder.mjs";
import { al, b, h, row, t, tb } from "./domains-web1.mjs";
import { giveUp, nudge } from "./words.mjs";

const longView = (spec, p) => ({ url: spec.long.url, title: spec.long.title, navLabel: spec.long.title, scrollY: p * 800, docH: 800 * 7, blocks: [h(spec.long.title, 1), ...spec.long.sections.slice(p * 2, p * 2 + 2).map(t)] });
const formView = (spec, vals, extra = []) => ({ url: spec.form.url, title: spec.form.title, navLabel: spec.form.title, blocks: [h(spec.form.title, 1), ...spec.form.fields.map(([f], k) => tb(f, vals[k] ?? "")), b(spec.form.submit), ...extra] });

export const webLoops = {
  "scroll-oscillation"(x, r) {
    const { kit, ctx, spec } = x;
    warm(x, r, x.warmN);
    r.act("nav", spec.long.title, kit.nav(ctx, longView(spec, 0)));
    r.act("scroll", "down", kit.scroll(ctx, "down", longView(spec, 1)));
    r.act("scroll", "down", kit.scroll(ctx, "down", longView(spec, 2)));
    let lf = null;
    for (let k = 0; k < x.reps; k++) {
      const s = r.act("scroll", "up", kit.scroll(ctx, "up", longView(spec, 1)));
      lf ??= s;
      r.act("scroll", "down", kit.scroll(ctx, "down", longView(spec, 2)));
      if (x.chat && k === 1) r.user(nudge(x));
    }
    return { loopFrom: lf, note: `scrolls up and down between the same two viewports of ${spec.long.title} ${x.reps} times; the sections it needs further down are never reached` };
  },
  "no-effect-click"(x, r) {
    const { kit, ctx, spec, rng } = x;
    warm(x, r, x.warmN);
    if (x.reps % 2 === 0) {
      const pg = spec.noop.page();
      r.act("nav", pg.title, kit.nav(ctx, pg));
      r.act("click", spec.noop.label, kit.click(ctx, spec.noop.label, pg));
      let lf = null;
      for (let k = 0; k < x.reps + 1; k++) {
        const s = r.act("click", spec.noop.label, kit.click(ctx, spec.noop.label, pg));
        lf ??= s;
      }
      if (rng.chance(0.5)) r.say(giveUp(x, `the "${spec.noop.label}" button`));
      return { loopFrom: lf, note: `clicks "${spec.noop.label}" ${x.reps + 2} times; the page never changes (a required checkbox/option above is never set)` };
    }
    x.tk = "form";
    const f = spec.form.fields;
    const vals = [];
    r.act("nav", spec.form.title, kit.nav(ctx, formView(spec, vals)));
    for (let k = 0; k < f.length; k++) {
      vals[k] = f[k][1];
      r.act("type", f[k][0], kit.type(ctx, f[k][0], f[k][1], formView(spec, vals)));
    }
    const err = [al(spec.form.error)];
    r.act("click", spec.form.submit, kit.click(ctx, spec.form.submit, formView(spec, vals, err)));
    let lf = null;
    const bad = f.findIndex(([n]) => spec.form.error.startsWith(n)) >= 0 ? f.findIndex(([n]) => spec.form.error.startsWith(n)) : f.length - 1;
    for (let k = 0; k < Math.min(4, x.reps); k++) {
      const s = r.act("type", f[bad][0], kit.type(ctx, f[bad][0], f[bad][1], formView(spec, vals)));
      lf ??= s;
      r.act("click", spec.form.submit, kit.click(ctx, spec.form.submit, formView(spec, vals, err)));
    }
    return { loopFrom: lf, note: `form rejected with the same validation message; agent re-enters the same value and resubmits ${Math.min(4, x.reps)} times instead of doing what the message says` };
  },
  "nav-back-forth"(x, r) {
    const { kit, ctx, spec, rng } = x;
    warm(x, r, x.warmN);
    const A = spec.pair.a(ctx);
    const B = spec.pair.b(ctx);
    r.act("nav", A.title, kit.nav(ctx, A));
    r.act("nav", B.title, kit.nav(ctx, B));
    let lf = null;
    const useBack = rng.chance(0.5);
    for (let k = 0; k < x.reps; k++) {
      const s = useBack ? r.act("nav", A.title, kit.back(ctx, A)) : r.act("nav", A.title, kit.nav(ctx, A, k));
      lf ??= s;
      r.act("nav", B.title, kit.nav(ctx, B, k + 1));
      if (x.chat && k === 1) r.user(nudge(x));
    }
    return { loopFrom: lf, note: `goes back and forth between "${A.title}" and "${B.title}" ${x.reps} more times; both pages are unchanged and nothing is recorded or compared` };
  },
};

export const webLegit = {
  "scroll-long-page"(x, r) {
    const { kit, ctx, spec } = x;
    warm(x, r, x.warmN);
    r.act("nav", spec.long.title, kit.nav(ctx, longView(spec, 0)));
    const n = Math.min(4, 1 + (x.reps % 4));
    for (let p = 1; p <= n; p++) r.act("scroll", "down", kit.scroll(ctx, "down", longView(spec, p)));
    r.say(`Summary of ${spec.long.title}:\n${spec.long.sections.slice(0, n * 2 + 2).map((s) => `- ${s}`).join("\n")}`);
    return { loopFrom: null, note: `scrolls down ${n} times through a long page; every viewport shows new sections, then summarises` };
  },
  "form-field-by-field"(x, r) {
    const { kit, ctx, spec } = x;
    warm(x, r, x.warmN);
    const f = spec.form.fields;
    const vals = [];
    r.act("nav", spec.form.title, kit.nav(ctx, formView(spec, vals)));
    for (let k = 0; k < f.length; k++) {
      vals[k] = f[k][1];
      r.act("type", f[k][0], kit.type(ctx, f[k][0], f[k][1], formView(spec, vals)));
    }
    r.act("click", spec.form.submit, kit.click(ctx, spec.form.submit, { ...formView(spec, vals), blocks: [h(spec.form.ok, 1), t(`Saved at ${ctx.clock.hms()}`)] }));
    r.say(`Done — the form is filled and accepted ("${spec.form.ok}"). Values entered: ${f.map(([a, v]) => `${a}: ${v}`).join("; ")}.`);
    return { loopFrom: null, note: `fills ${f.length} form fields one by one (same tool, different field each time) and submits once` };
  },
  "compare-two-pages"(x, r) {
    const { kit, ctx, spec } = x;
    warm(x, r, x.warmN);
    x.tk = "form";
    const A = spec.pair.a(ctx);
    const f = spec.form.fields.slice(0, 3 + (x.reps % 3));
    const vals = [];
    for (let k = 0; k < f.length; k++) {
      r.act("nav", A.title, kit.nav(ctx, A, k));
      r.act("nav", spec.form.title, kit.nav(ctx, formView(spec, vals), k));
      vals[k] = f[k][1];
      r.act("type", f[k][0], kit.type(ctx, f[k][0], f[k][1], formView(spec, vals)));
    }
    r.say(`I copied ${f.length} values across from "${A.title}" into the form: ${f.map(([a, v]) => `${a} = ${v}`).join(", ")}. Please review before it's submitted.`);
    return { loopFrom: null, note: `alternates between a source page and a form, copying one value per round (A-B-type, new field each time)` };
  },
  "load-more"(x, r) {
    const { kit, ctx, spec } = x;
    warm(x, r, x.warmN);
    const n = 2 + (x.reps % 4);
    const view = (m) => ({ ...spec.listPage(kit.items, m, n + 1, ctx), blocks: [...spec.listPage(kit.items, m, n + 1, ctx).blocks.filter((bb) => bb.n !== "Next ›"), ...(m < n ? [b("Load more")] : [t("All results loaded")])] });
    r.act("nav", "the list", kit.nav(ctx, view(0)));
    for (let m = 1; m <= n; m++) r.act("click", "Load more", kit.click(ctx, "Load more", view(m)));
    r.say(`All ${(n + 1) * 10} entries are loaded. ${kit.items.slice(0, (n + 1) * 10).filter((_, k) => k % 7 === 3).length} of them need attention; the first is ${kit.items[3].id}.`);
    return { loopFrom: null, note: `clicks "Load more" ${n} times; every click adds ten new rows until the list ends` };
  },
};
