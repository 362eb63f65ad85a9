// Domain kits, part A: browser agent, data analysis (Python), email/calendar assistant, SaaS billing support.
// A kit's make(r) draws one run's world (entities with fixed facts, a document, errors to fix, a chat cast) and returns
// the calls the run shapes use. Outputs are functions of the per-call noise `n`, so identical calls differ only in noise.
import { cols, fmt, hash7, j, jp, table } from "./engine.mjs";

const W = ["alpha", "north", "delta", "harbor", "cedar", "summit", "orbit", "maple", "quartz", "lumen", "ember", "atlas"];

// ---------------------------------------------------------------- browser agent (Playwright-MCP style snapshots)
export const browser = {
  domain: "browser-agent",
  make(r) {
    const site = r.pick(["shop.voltmart.example", "www.parts-direct.example", "store.brightdesk.example"]);
    const kinds = ["USB-C dock", "27in monitor", "webcam", "desk lamp", "keyboard", "headset", "laptop stand", "SSD 2TB", "router", "UPS 1500VA"];
    const ents = Array.from({ length: 48 }, (_, i) => {
      const k = kinds[i % kinds.length];
      const brand = ["Anker", "Dell", "Logi", "BenQ", "Jabra", "Ugreen", "Samsung", "APC", "TP-Link", "Lenovo"][(i * 3 + Math.floor(i / 10)) % 10];
      return { id: `${r.int(100000, 999999)}`, name: `${brand} ${k} ${["Pro", "X", "2", "Max", "Lite"][Math.floor(i / 10)]}`, price: r.float(19, 640), stock: r.pick(["In stock", "In stock", "Only 3 left", "Ships in 5-7 days", "Out of stock"]), rating: r.float(3.1, 4.9, 1), reviews: r.int(3, 4200) };
    });
    const url = (e) => `https://${site}/p/${e.id}`;
    const recs = (n) => r.sample(ents, 3).map((x, i) => `      - link "${x.name} $${x.price}" [ref=e${n.int(300, 420) + i}]`).join("\n");
    const head = (n, code, u, title) =>
      `### Ran Playwright code\n\`\`\`js\n${code}\n\`\`\`\n\n### Page state\n- Page URL: ${u}\n- Page Title: ${title}\n` +
      (n.r.chance(0.4) ? `- Console: ${n.int(1, 7)} messages (${n.int(0, 3)} errors)\n` : "") +
      "- Page Snapshot:\n```yaml\n";
    const product = (e, n, code, extra = "") => {
      const b = n.int(10, 40);
      return (
        head(n, code, url(e), `${e.name} | ${site}`) +
        `- banner [ref=e${b}]:\n  - link "Home" [ref=e${b + 1}]\n  - searchbox "Search products" [ref=e14]\n  - link "Cart (${n.int(0, 2)})" [ref=e${b + 3}]\n` +
        `- main [ref=e${b + 5}]:\n  - heading "${e.name}" [level=1] [ref=e${b + 6}]\n  - text: "$${e.price}"\n  - text: "${e.stock}"\n` +
        `  - text: "★ ${e.rating} (${e.reviews} reviews)"\n  - text: "SKU ${e.id}"\n  - button "Add to cart" [ref=e${b + 11}]\n${extra}` +
        `  - region "Customers also viewed" [ref=e${b + 20}]:\n${recs(n)}\n` +
        (n.r.chance(0.5) ? `  - text: "${n.int(2, 40)} people are looking at this right now"\n` : "") +
        (n.r.chance(0.2) ? `- dialog "We value your privacy" [ref=e${n.int(500, 560)}]:\n  - button "Accept all" [ref=e${n.int(561, 580)}]\n  - button "Manage choices" [ref=e${n.int(581, 599)}]\n` : "") +
        `- contentinfo [ref=e${b + 30}]:\n  - text: "© 2026 ${site} · build ${n.pick(["3f9c2e1", "3f9c2e1", "a07d55b"])}"\n\`\`\``
      );
    };
    const docLines = [
      "Returns & Warranty Policy",
      "Last updated: 2026-09-01",
      "",
      ...Array.from({ length: 130 }, (_, i) =>
        r.pick([
          `${Math.floor(i / 9) + 1}.${(i % 9) + 1} Items returned within ${r.pick([14, 30, 60])} days of delivery qualify for a ${r.pick(["full refund", "store credit", "exchange"])}.`,
          `${Math.floor(i / 9) + 1}.${(i % 9) + 1} ${r.pick(["Opened software", "Custom cables", "Clearance items", "Refurbished units", "Gift cards"])} are ${r.pick(["non-returnable", "returnable only if defective", "subject to a 15% restocking fee"])}.`,
          `${Math.floor(i / 9) + 1}.${(i % 9) + 1} Warranty claims require the order number and ${r.pick(["a photo of the serial label", "proof of purchase", "the original packaging"])}.`,
          `${Math.floor(i / 9) + 1}.${(i % 9) + 1} Shipping costs are ${r.pick(["refunded for defective items", "not refunded", "covered by a prepaid label in the EU and UK"])}.`,
        ]),
      ),
    ];
    const errs = ["Enter a valid postcode", "Phone number must include the country code", "Select a delivery slot", "VAT ID format is not valid for country DE"];
    return {
      system: "You are a browser agent. You control a Chromium tab through Playwright tools (browser_navigate, browser_click, browser_type, browser_snapshot, browser_wait_for, browser_fill_form, browser_extract). Use element refs from the latest snapshot.",
      ents,
      task: {
        lookup: `Open the product page for SKU ${ents[0].id} on ${site} and tell me the price and stock.`,
        batch: `Check price and availability of these SKUs on ${site}: ${ents.slice(0, 12).map((e) => e.id).join(", ")}.`,
        search: `Find a ${r.pick(["thunderbolt 4 dock with 96W charging", "4K webcam with a privacy shutter", "monitor arm for 34 inch ultrawide"])} on ${site} under $250.`,
        page: `Go through the "Clearance" listing on ${site} and list every item under $50.`,
        poll: `Export my order history from ${site}/account/orders as CSV and give me the download link.`,
        doc: `Read the returns policy on ${site} and tell me whether opened webcams can be returned.`,
        fix: `Check out the cart on ${site} with the company delivery details in my profile.`,
        chat: `Team task: confirm the cheapest in-stock dock on ${site} and agree on it with the verifier agent.`,
        general: `Compare the ${ents[0].name} and the ${ents[1].name} on ${site} and add the better one to the cart.`,
        monitor: `Watch the price of SKU ${ents[0].id} on ${site} every few minutes during the flash sale and tell me when it drops.`,
      },
      get: (e) => ({ name: "browser_navigate", args: { url: url(e) }, out: (n) => product(e, n, `await page.goto('${url(e)}');`) }),
      check: (e) => ({
        name: "browser_navigate",
        args: { url: `${url(e)}?tab=specs` },
        out: (n) => product(e, n, `await page.goto('${url(e)}?tab=specs');`, `  - table "Specifications":\n    - row "Weight ${(e.reviews % 900) + 120} g"\n    - row "Warranty ${1 + (e.reviews % 3)} years"\n`),
      }),
      act: (e) => ({ name: "browser_click", args: { element: `Add to cart (${e.name})`, ref: "e21" }, out: (n) => product(e, n, "await page.getByRole('button', { name: 'Add to cart' }).click();", `  - alert: "Added to cart · ${e.name}"\n`) }),
      reject: (e) => ({
        name: "browser_click",
        args: { element: "Add to cart", ref: "e21" },
        error: false,
        out: (n) => product(e, n, "await page.getByRole('button', { name: 'Add to cart' }).click();", `  - alert: "This item can't be shipped to your selected delivery address (Zone ${(e.reviews % 7) + 2})."\n`),
      }),
      noop: [{ waitUntil: "load" }, { timeout: 30000 }, { referer: "" }],
      search: (q, hits, x = {}) => ({
        name: "browser_type",
        args: { element: "Search products", ref: "e14", text: q, submit: true, ...(x.extra ?? {}) },
        out: (n) =>
          head(n, `await page.getByRole('searchbox', { name: 'Search products' }).fill('${q}');\nawait page.keyboard.press('Enter');`, `https://${site}/search?q=${encodeURIComponent(q)}`, `Search: ${q}`) +
          `- main [ref=e${n.int(30, 60)}]:\n  - heading "${hits.length ? `${hits.length} results` : "No results"} for “${q}”" [level=1]\n` +
          (hits.length
            ? hits.map((h, i) => `  - article [ref=e${80 + i * 7}]:\n    - link "${h.name}" [ref=e${81 + i * 7}]\n    - text: "$${h.price} · ${h.stock}"`).join("\n")
            : `  - text: "We couldn't find anything matching your search. Check the spelling or try more general words."\n  - region "Trending now":\n${recs(n)}`) +
          "\n```",
      }),
      q: {
        same: ["thunderbolt 4 dock 96W", "Thunderbolt 4 docking station 96 W charging", "tb4 dock 96w power delivery", "thunderbolt dock with 96 watt charging", "docking station thunderbolt 4 (96W)", "TB4 dock 96W PD", "thunderbolt-4 dock 96W"],
        empty: ["thunderbolt 5 dock 140W dual 8K", "TB5 dock 140 watt", "thunderbolt 5 docking station 140W", "140W thunderbolt5 dock dual 8k", "dock thunderbolt v5 140w", "tb5 hub 140W 8K60", "thunderbolt 5 dock under $250"],
        refine: ["dock", "thunderbolt dock", "thunderbolt 4 dock 96W", "thunderbolt 4 dock 96W under 250"],
      },
      list: (p) => ({
        name: p.i === 0 ? "browser_navigate" : "browser_click",
        args: p.i === 0 ? { url: `https://${site}/c/clearance` } : { element: "Next page", ref: "e240" },
        out: (n) =>
          head(n, p.i === 0 ? `await page.goto('https://${site}/c/clearance');` : "await page.getByRole('link', { name: 'Next page' }).click();", `https://${site}/c/clearance?page=${p.shown + 1}`, `Clearance – page ${p.shown + 1}`) +
          `- main:\n  - text: "Showing ${p.shown * 8 + 1}–${p.shown * 8 + p.rows.length} of ${p.total}"\n` +
          p.rows.map((h, i) => `  - article [ref=e${100 + i * 5}]:\n    - link "${h.name}" [ref=e${101 + i * 5}]\n    - text: "$${(h.price / 3).toFixed(2)} (was $${h.price})"`).join("\n") +
          `\n  - navigation "Pagination":\n${p.next ? '    - link "Next page" [ref=e240]' : '    - text: "Next page" [disabled]'}\n\`\`\``,
      }),
      job: {
        start: () => ({ name: "browser_click", args: { element: "Export CSV", ref: "e77" }, out: (n) => head(n, "await page.getByRole('button', { name: 'Export CSV' }).click();", `https://${site}/account/orders`, "Your orders") + `- alert: "We're preparing your export. This can take a few minutes."\n\`\`\`` }),
        status: (st) => ({
          name: "browser_wait_for",
          args: { time: 10 },
          out: (n) => `### Result\nWaited for 10 seconds\n\n### Page state\n- Page URL: https://${site}/account/orders\n- Page Snapshot:\n\`\`\`yaml\n- row "Export ${fmt.date(n.now() - 86400000)} · orders_all.csv":\n  - cell "${st.done ? "Ready" : st.state}"\n  - cell "${st.done ? "Download" : `${st.pct}%`}"${st.done ? ` [ref=e${n.int(90, 99)}]` : ""}\n- text: "Last refreshed ${n.hms()}"\n\`\`\``,
        }),
        stuck: "Processing",
        states: ["Queued", "Processing", "Processing", "Compressing"],
      },
      sleep: null,
      fail: (e, i) => ({
        name: "browser_navigate",
        args: i % 3 === 2 ? { url: url(e), waitUntil: "domcontentloaded" } : { url: url(ents[(ents.indexOf(e) + i) % ents.length]) },
        error: true,
        out: (n) =>
          n.r.chance(0.5)
            ? `### Error\nTimeoutError: page.goto: Timeout 30000ms exceeded.\nCall log:\n  - navigating to "${url(e)}", waiting until "load"\n`
            : `### Page state\n- Page URL: ${url(e)}\n- Page Title: ${site} | 522: Connection timed out\n- Page Snapshot:\n\`\`\`yaml\n- heading "Connection timed out" [level=1]\n- text: "Error code 522"\n- text: "Visit cloudflare.com for more information."\n- text: "${fmt.log(n.now())} UTC"\n- text: "Cloudflare Ray ID: ${n.hex(16)} • Your IP: Click to reveal • Performance & security by Cloudflare"\n\`\`\``,
      }),
      transient: (e, ra) => ({ name: "browser_navigate", args: { url: url(e) }, error: true, out: (n) => `### Page state\n- Page URL: ${url(e)}\n- Page Title: 429 Too Many Requests\n- Page Snapshot:\n\`\`\`yaml\n- heading "Too Many Requests" [level=1]\n- text: "You're browsing a bit fast. Please retry in ${ra} seconds. (ref ${n.hex(12)})"\n\`\`\`` }),
      doc: {
        lines: docLines,
        read: (s, k) => ({
          name: "browser_extract",
          args: { selector: "article.policy", from_line: s + 1, to_line: s + k },
          out: (n) => `[extracted ${Math.min(k, docLines.length - s)} lines of ${docLines.length} · ${n.ms(30, 400)} ms]\n${docLines.slice(s, s + k).map((l, i) => `${s + i + 1}: ${l}`).join("\n")}`,
        }),
      },
      fix: {
        errors: errs,
        edit: (i, err) => ({ name: "browser_fill_form", args: { fields: [{ name: err.split(" ")[1] ?? "field", ref: `e${60 + i}`, value: ["10115", "+49 30 901820", "Tue 08:00-12:00", "DE 136695976"][errs.indexOf(err)] + (i > 3 ? ` ${"  ".repeat(i % 3)}` : "") }] }, out: (n) => `### Ran Playwright code\n\`\`\`js\nawait page.getByRole('textbox').nth(${i}).fill(…);\n\`\`\`\nFilled 1 field (${n.ms(20, 200)} ms)` }),
        test: (left) => ({
          name: "browser_click",
          args: { element: "Place order", ref: "e99" },
          out: (n) => head(n, "await page.getByRole('button', { name: 'Place order' }).click();", `https://${site}/checkout`, left.length ? "Checkout" : "Order confirmed") + (left.length ? `- alert "Please fix the following":\n${left.map((x) => `  - listitem: "${x}"`).join("\n")}\n\`\`\`` : `- heading "Thank you! Order #${n.int(4000000, 4999999)} is confirmed" [level=1]\n\`\`\``),
        }),
      },
      monitor: { start: Number(ents[0].price), step: 9, dir: -1, call: (v) => ({ name: "browser_navigate", args: { url: url(ents[0]) }, out: (n) => product({ ...ents[0], price: v.toFixed(2), stock: v < Number(ents[0].price) * 0.8 ? "Only 3 left" : ents[0].stock }, n, `await page.goto('${url(ents[0])}');`, `  - text: "Flash sale ends in ${n.int(1, 5)}h ${n.int(0, 59)}m"\n`) }) },
      chat: { peer: "verifier", third: "navigator_2", stance: "the Anker dock at $189 is the cheapest in-stock option that meets 96W", peerStance: "we should not pick anything until the 96W rating is confirmed on the spec sheet", points: ["the Anker listing shows 96W on the spec tab", "the Ugreen dock is cheaper but ships in 5-7 days", "the Dell dock is $40 more", "return window is 30 days for all three", "agreed: Anker, add to cart"] },
    };
  },
};

// ---------------------------------------------------------------- data analysis with a Python tool (Jupyter-like)
export const pydata = {
  domain: "data-analysis-python",
  make(r) {
    const regions = ["EMEA", "NA-East", "NA-West", "LATAM", "APAC", "ANZ", "Nordics", "DACH", "UKI", "Benelux", "Iberia", "CEE"];
    const ents = Array.from({ length: 44 }, (_, i) => ({ id: `${regions[i % 12]}${i >= 12 ? `/${["retail", "b2b", "online"][Math.floor(i / 12) - 1]}` : ""}`, reg: regions[i % 12], n: r.int(800, 60000), mean: r.float(20, 400), std: r.float(5, 120), rev: r.int(100000, 9000000) }));
    const dataset = r.pick(["sales_2026q3.parquet", "orders_clean.parquet", "subscriptions.csv"]);
    let cell = r.int(3, 20);
    const warn = (n) => n.r.chance(0.18) ? `/tmp/ipykernel_${n.int(300, 9000)}/${n.int(1000000, 9999999)}.py:1: ${n.pick(["FutureWarning: The default of observed=False is deprecated and will be changed to True in a future version of pandas. Pass observed=False to retain current behavior or observed=True to adopt the future default and silence this warning.", "DeprecationWarning: DataFrameGroupBy.apply operated on the grouping columns. This behavior is deprecated.", "UserWarning: pandas only supports SQLAlchemy connectable (engine/connection) or database string URI or sqlite3 DBAPI2 connection."])}\n` : "";
    const ex = (n, body) => `${warn(n)}Out[${++cell}]:\n${body}\n\n[execution_count=${cell} · ${n.r.float(0.01, 3.5, 3)}s · kernel python3 (${n.hex(8)})]`;
    const desc = (e) => `              units        revenue       discount\ncount  ${String(e.n).padStart(9)}.000  ${String(e.n).padStart(9)}.000  ${String(e.n).padStart(9)}.000\nmean   ${e.mean.padStart(13)}  ${(e.rev / e.n).toFixed(3).padStart(13)}  ${"0.082".padStart(13)}\nstd    ${e.std.padStart(13)}  ${(e.rev / e.n / 2.7).toFixed(3).padStart(13)}  ${"0.041".padStart(13)}\nmin    ${"1.000".padStart(13)}  ${"0.990".padStart(13)}  ${"0.000".padStart(13)}\n50%    ${(e.mean * 0.8).toFixed(3).padStart(13)}  ${(e.rev / e.n / 1.4).toFixed(3).padStart(13)}  ${"0.050".padStart(13)}\nmax    ${(e.mean * 9).toFixed(3).padStart(13)}  ${(e.rev / 40).toFixed(3).padStart(13)}  ${"0.600".padStart(13)}`;
    const docLines = ["# data_dictionary.md — orders mart", "", ...Array.from({ length: 150 }, (_, i) => `| ${["order_id", "customer_id", "region", "channel", "units", "unit_price", "discount", "revenue", "currency", "fx_rate", "booked_at", "shipped_at", "returned", "segment", "promo_code"][i % 15]}${i >= 15 ? `_${Math.floor(i / 15)}` : ""} | ${r.pick(["int64", "string", "float64", "timestamp[ns, UTC]", "bool"])} | ${r.pick(["nullable since 2025-04 backfill", "from ERP export", "derived in clean.py", "FX at booking date", "ISO 4217", "1 = returned within 30d", "deprecated, use revenue_eur"])} |`)];
    const errs = ["test_revenue_non_negative", "test_currency_iso4217", "test_no_duplicate_order_ids", "test_booked_before_shipped"];
    const trace = (n, name) =>
      `---------------------------------------------------------------------------\nAssertionError                            Traceback (most recent call last)\nCell In[${cell}], line 3\n----> 3 assert ${name.replace("test_", "check_")}(df)\n\nFile ~/work/clean.py:${n.int(40, 90)}, in ${name.replace("test_", "check_")}(df)\n     ${n.int(40, 90)}     bad = df[~mask]\n---> ${n.int(40, 90)}     assert bad.empty, f"{len(bad)} rows fail"\n\nAssertionError: ${r.int(3, 400)} rows fail`;
    return {
      system: `You are a data analyst agent with a stateful Python kernel (pandas 2.2, numpy, matplotlib). The working dataset is ${dataset}, loaded as df. Tools: python(code), read_file(path, offset, limit), edit_file(path, old, new), run_tests(path), job_status(job_id), sleep(seconds).`,
      ents,
      task: {
        lookup: `What does revenue look like for ${ents[0].id}? Give me the summary stats.`,
        batch: `Produce summary stats for every region/channel slice in ${dataset} and save a chart per slice.`,
        search: "Find the orders where the description mentions a chargeback or a dispute.",
        page: "Walk through the flagged orders table and list every order with a discount above 40%.",
        poll: "Run the churn model training job on the cluster and report the AUC when it finishes.",
        doc: "Read data_dictionary.md and tell me which revenue columns are deprecated.",
        fix: "The data-quality tests in tests/test_clean.py fail on the new extract. Fix clean.py until they pass.",
        chat: "Analyst/reviewer pair: agree on whether Q3 EMEA revenue dipped because of FX.",
        general: `Explain the Q3 revenue change by region and write a short summary with one chart.`,
        monitor: "The nightly load is still running; check the row count of staging.orders every few minutes until it finishes.",
      },
      get: (e) => ({ name: "python", args: { code: `df[df.slice == "${e.id}"][["units", "revenue", "discount"]].describe()` }, out: (n) => ex(n, desc(e)) }),
      check: (e) => ({ name: "python", args: { code: `df[df.slice == "${e.id}"].groupby("month").revenue.sum().tail(3)` }, out: (n) => ex(n, `month\n2026-07    ${Math.round(e.rev * 0.31)}\n2026-08    ${Math.round(e.rev * 0.33)}\n2026-09    ${Math.round(e.rev * 0.36)}\nName: revenue, dtype: int64`) }),
      act: (e) => ({ name: "python", args: { code: `ax = plot_slice(df, "${e.id}")\nax.figure.savefig("charts/${e.id.replace("/", "_")}.png", dpi=144)` }, out: (n) => ex(n, `<Figure size 960x540 with 1 Axes>\nsaved charts/${e.id.replace("/", "_")}.png (${n.int(38, 96)}.${n.int(0, 9)} KB)`) }),
      reject: (e) => ({ name: "python", args: { code: `fit_seasonal(df, "${e.id}")` }, error: true, out: (n) => ex(n, `---------------------------------------------------------------------------\nValueError                                Traceback (most recent call last)\nCell In[${cell}], line 1\n----> 1 fit_seasonal(df, "${e.id}")\n\nValueError: x must have 2 complete cycles requires 24 observations. x only has ${e.n % 20 + 3} observation(s)`) }),
      noop: [{ timeout: 120 }, { silent: false }, { store_history: true }],
      search: (q, hits) => ({
        name: "python",
        args: { code: `df[df.note.str.contains(r"${q}", case=False, na=False)][["order_id", "slice", "revenue"]].head(10)` },
        out: (n) => ex(n, hits.length ? table(["", "order_id", "slice", "revenue"], hits.map((h, i) => [1000 + i * 37 + h.n % 31, `O-${h.n}${h.id.length}`, h.id, (h.rev / 1000).toFixed(2)]), false).replace(/^ \S*/gm, (m) => m) + `\n\n[${hits.length} rows x 3 columns]` : "Empty DataFrame\nColumns: [order_id, slice, revenue]\nIndex: []"),
      }),
      q: {
        same: ["chargeback|dispute", "dispute|chargeback", "charge.?back|disput", "(chargeback)|(dispute)", "chargeback|disputed|dispute", "CHARGEBACK|DISPUTE", "charge-back|dispute"],
        empty: ["friendly fraud", "friendly.fraud", "retrieval request", "reason code 4837", "pre-arbitration", "claim reversed", "bank reversal"],
        refine: ["refund", "refund.*card", "refund.*card.*dispute", "chargeback|dispute"],
      },
      list: (p) => ({
        name: "python",
        args: { code: `flagged.iloc[${p.offset}:${p.offset + 8}]` },
        out: (n) => ex(n, table(["", "order_id", "slice", "discount", "revenue"], p.rows.map((h, i) => [p.shownOffset + i, `O-${h.n}`, h.id, (0.3 + (h.n % 40) / 100).toFixed(2), (h.rev / 997).toFixed(2)]), false) + `\n\n[${p.rows.length} rows x 4 columns] (flagged has ${p.total} rows)`),
      }),
      job: {
        start: () => ({ name: "python", args: { code: 'job = cluster.submit("train_churn.py", gpus=1, params={"max_depth": 6})\njob.id' }, out: (n) => ex(n, `'job-${n.lower(10)}'`) }),
        status: (st) => ({ name: "job_status", args: { job_id: "job-churn" }, out: (n) => jp({ job_id: "job-churn", state: st.done ? "SUCCEEDED" : st.state, progress: st.done ? 1 : st.pct / 100, message: st.done ? "AUC=0.871 logloss=0.312" : st.detail ?? `epoch ${Math.floor(st.pct / 10)}/10`, updated_at: n.iso(), worker: `gpu-${n.lower(5)}`, heartbeat_age_s: n.int(1, 40) }) }),
        stuck: "PENDING",
        stuckDetail: "Waiting for resources: 0/12 nodes are available: 12 Insufficient nvidia.com/gpu.",
        states: ["PENDING", "RUNNING", "RUNNING", "RUNNING"],
      },
      sleep: (s) => ({ name: "sleep", args: { seconds: s }, out: `slept ${s}s` }),
      fail: (e, i) => ({
        name: "python",
        args: { code: i % 2 ? `pd.read_parquet("s3://analytics-lake/${dataset}", storage_options={"connect_timeout": ${10 + i * 5}})` : `load_slice("${e.id}")` },
        error: true,
        out: (n) => ex(n, `---------------------------------------------------------------------------\nOSError                                   Traceback (most recent call last)\n...\nFile /opt/conda/lib/python3.11/site-packages/s3fs/core.py:${n.int(110, 140)}, in _error_wrapper\n--> ${n.int(110, 140)}     raise err\n\nOSError: [Errno 5] An error occurred (ServiceUnavailable) when calling the GetObject operation (reached max retries: 4): Please reduce your request rate. RequestId: ${n.alnum(16).toUpperCase()} HostId: ${n.alnum(60)}=`),
      }),
      transient: (e, ra) => ({ name: "python", args: { code: `load_slice("${e.id}")` }, error: true, out: (n) => ex(n, `ClientError: An error occurred (SlowDown) when calling the GetObject operation: Please reduce your request rate. Retry after ${ra}s. RequestId: ${n.alnum(16).toUpperCase()}`) }),
      doc: { lines: docLines, read: (s, k) => ({ name: "read_file", args: { path: "docs/data_dictionary.md", offset: s, limit: k }, out: (n) => `${docLines.slice(s, s + k).map((l, i) => `${String(s + i + 1).padStart(5)}\t${l}`).join("\n")}\n[file has ${docLines.length} lines; sha ${hash7(docLines.join("\n"))}]` }) },
      fix: {
        errors: errs,
        edit: (i, err) => ({ name: "edit_file", args: { path: "clean.py", old: `    # step ${i}`, new: `    # step ${i}\n    df = ${["df[df.revenue >= 0]", "df.assign(currency=df.currency.str.upper().str.strip())", "df.drop_duplicates('order_id', keep='last')", "df[df.booked_at <= df.shipped_at.fillna(df.booked_at)]"][errs.indexOf(err)]}${i > 3 ? `  # attempt ${i}` : ""}` }, out: (n) => `Edited clean.py: 1 replacement (${n.int(1, 3)} lines changed)` }),
        test: (left) => ({ name: "run_tests", args: { path: "tests/test_clean.py" }, out: (n) => `============================= test session starts ==============================\nplatform linux -- Python 3.11.9, pytest-8.3.2, pluggy-1.5.0\nrootdir: /home/jovyan/work\ncollected 9 items\n\ntests/test_clean.py ${".".repeat(9 - left.length)}${"F".repeat(left.length)}${" ".repeat(Math.max(1, 20 - 9))}[100%]\n\n${left.length ? `=================================== FAILURES ===================================\n${left.map((x) => `___ ${x} ___\n${trace(n, x)}`).join("\n")}\n=========================== short test summary info ============================\n${left.map((x) => `FAILED tests/test_clean.py::${x} - AssertionError`).join("\n")}\n` : ""}========================= ${left.length ? `${left.length} failed, ` : ""}${9 - left.length} passed in ${n.r.float(0.8, 6.5)}s =========================` }),
      },
      monitor: { start: 1200000, step: 140000, call: (v) => ({ name: "python", args: { code: 'spark.table("staging.orders").count()' }, out: (n) => ex(n, String(Math.round(v))) }) },
      chat: { peer: "reviewer", third: "analyst_2", stance: "the EMEA dip is mostly FX: at constant currency revenue is flat", peerStance: "the dip is volume, not FX: units fell 6% in DACH", points: ["constant-currency EMEA revenue is -0.8%", "DACH units are -6.1% but DACH is 14% of EMEA", "EUR/USD moved -4.2% in the quarter", "so about 3.4 of the 4.1 point dip is FX", "agreed: mostly FX, mention DACH volume as secondary"] },
    };
  },
};

// ---------------------------------------------------------------- email / calendar assistant (Graph-API style)
export const mail = {
  domain: "email-calendar",
  make(r) {
    const people = ["priya.nair", "tom.becker", "lena.okafor", "marc.dubois", "ana.silva", "kenji.mori", "sara.holm", "david.cho", "ines.ferreira", "omar.haddad", "julia.weiss", "ben.adeyemi"];
    const subj = ["Q4 budget review", "Offsite logistics", "Contract renewal – Northwind", "Hiring panel Thursday", "Board deck v3", "Invoice 2231 overdue", "Customer escalation: Contoso", "Travel approval", "Roadmap sync", "Security training reminder"];
    const ents = Array.from({ length: 46 }, (_, i) => ({ id: `AAMkAG${r.alnum(10)}AAA=`, from: `${people[i % 12]}@fabrikam.example`, subject: subj[i % 10] + (i >= 10 ? ` (${["fwd", "re", "follow-up", "2"][Math.floor(i / 10) - 1]})` : ""), received: fmt.iso(Date.UTC(2026, 10, r.int(1, 28), r.int(7, 19), r.int(0, 59))), size: r.int(4000, 180000), att: r.int(0, 3), flag: r.pick(["notFlagged", "flagged", "complete"]) }));
    const graph = (n, method, path, status, body) => `${method} https://graph.microsoft.com/v1.0${path} → ${status} (${n.ms(60, 1400)} ms)\nrequest-id: ${n.uuid()}\nclient-request-id: ${n.uuid()}\nx-ms-ags-diagnostic: {"ServerInfo":{"DataCenter":"${n.pick(["West Europe", "North Europe", "East US"])}","Slice":"E","Ring":"${n.int(1, 5)}","ScaleUnit":"${n.int(0, 9)}${n.int(0, 9)}","RoleInstance":"${n.pick(["AM", "DB", "VI"])}${n.int(1, 9)}PEPF0000${n.hex(4).toUpperCase()}"}}\n\n${body}`;
    const docLines = ["From: legal@northwind.example", "Subject: Master Services Agreement – redline v4", "", ...Array.from({ length: 140 }, (_, i) => `${i + 1}. ${r.pick(["The Supplier shall", "The Customer may", "Either party may", "Neither party shall"])} ${r.pick(["terminate this Agreement on ninety (90) days' written notice", "assign its rights without prior written consent", "invoice monthly in arrears", "maintain insurance of not less than EUR 5,000,000", "renew automatically for successive twelve (12) month terms", "disclose Confidential Information except as required by law"])}${r.chance(0.2) ? " [COMMENT: check with finance]" : ""}.`)];
    const errs = ["DLP: message contains an IBAN (DE89 3704 …)", "Attachment referenced in body ('see attached') but none attached", "External recipient marc.dubois@northwind.example not in approved list for label 'Confidential'", "Subject line is empty"];
    return {
      system: "You are an executive assistant agent with delegated access to a Microsoft 365 mailbox and calendar. Tools: mail_get, mail_search, mail_list, mail_move, calendar_freebusy, calendar_create_event, calendar_get_event, attachment_read, draft_update, draft_check, wait.",
      ents,
      task: {
        lookup: `What did ${ents[0].from} say in "${ents[0].subject}"?`,
        batch: "File every unread message from this week into the right project folder.",
        search: "Find the email where Northwind sent the signed renewal quote.",
        page: "Go through my inbox from last week and list every message that needs a reply from me.",
        poll: "I sent a meeting invite for the board deck review; tell me once all four attendees have responded.",
        doc: "Read the MSA redline attached to the Northwind thread and list every clause with a finance comment.",
        fix: "Draft the reply to Northwind with the bank details and get it past the compliance checker.",
        chat: "Coordinate with the scheduling agent to find a slot for the hiring panel.",
        general: "Clear my inbox triage for today and set up the offsite planning meeting.",
        monitor: "Keep an eye on the shared support inbox for the next half hour and tell me how many new escalations arrive.",
      },
      get: (e) => ({ name: "mail_get", args: { message_id: e.id }, out: (n) => graph(n, "GET", `/me/messages/${e.id}`, "200 OK", jp({ "@odata.etag": `W/"CQAAABYAAAC${e.id.slice(6, 14)}"`, id: e.id, receivedDateTime: e.received, subject: e.subject, from: { emailAddress: { address: e.from } }, hasAttachments: e.att > 0, flag: { flagStatus: e.flag }, bodyPreview: `Hi, following up on ${e.subject.toLowerCase()} — can you confirm by Friday? Thanks` })) }),
      check: (e) => ({ name: "calendar_freebusy", args: { attendees: [e.from], start: `${e.received.slice(0, 10)}T08:00:00`, end: `${e.received.slice(0, 10)}T18:00:00`, timezone: "Europe/Berlin" }, out: (n) => graph(n, "POST", "/me/calendar/getSchedule", "200 OK", jp({ value: [{ scheduleId: e.from, availabilityView: e.id.slice(6, 30).replace(/[A-Za-z]/g, (c) => String(c.charCodeAt(0) % 4)).replace(/[^0-4]/g, "2"), workingHours: { startTime: "08:30:00.0000000", endTime: "17:30:00.0000000", timeZone: { name: "W. Europe Standard Time" } } }] })) }),
      act: (e) => ({ name: "mail_move", args: { message_id: e.id, destination: `Projects/${e.subject.split(" ")[0]}` }, out: (n) => graph(n, "POST", `/me/messages/${e.id}/move`, "201 Created", j({ id: `AAMkAG${n.alnum(10)}AAA=`, parentFolderId: `AQMk${n.alnum(12)}` })) }),
      reject: (e) => ({ name: "calendar_create_event", args: { subject: `Sync: ${e.subject}`, attendees: [e.from], start: "2026-12-09T10:00:00", duration_min: 30 }, error: true, out: (n) => graph(n, "POST", "/me/events", "409 Conflict", jp({ error: { code: "ErrorCalendarIsDelegatedForRemove", message: `The room mailbox 'Room-${e.subject.length % 5 + 2}.04' declined: the organizer is not allowed to book this resource.`, innerError: { date: n.iso(), "request-id": n.uuid() } } })) }),
      noop: [{ select: "*" }, { prefer: "outlook.body-content-type=\"text\"" }, { include_hidden: false }],
      search: (q, hits) => ({ name: "mail_search", args: { query: q, top: 10 }, out: (n) => graph(n, "GET", `/me/messages?$search="${q}"&$top=10`, "200 OK", jp({ "@odata.context": "https://graph.microsoft.com/v1.0/$metadata#users('me')/messages", value: hits.map((h) => ({ id: h.id, subject: h.subject, from: h.from, receivedDateTime: h.received })) })) }),
      q: {
        same: ["Northwind signed renewal quote", "signed quote northwind renewal", "northwind renewal quote signed", "from:northwind quote signed", "Northwind renewal – signed quote", "renewal quote (signed) Northwind", "northwind signed renewal"],
        empty: ["Northwind countersigned order form", "northwind DocuSign completed", "subject:\"order form\" northwind", "northwind executed agreement 2027", "northwind PO acknowledgement", "from:legal@northwind.example signed", "northwind renewal pdf signature"],
        refine: ["northwind", "northwind renewal", "northwind renewal quote", "northwind renewal quote attachment:pdf"],
      },
      list: (p) => ({ name: "mail_list", args: p.i === 0 ? { folder: "inbox", received_after: "2026-11-23", top: 8 } : { next_link: p.cursor }, out: (n) => graph(n, "GET", "/me/mailFolders/inbox/messages", "200 OK", jp({ value: p.rows.map((h) => ({ id: h.id, subject: h.subject, from: h.from, isRead: h.size % 2 === 0 })), ...(p.next ? { "@odata.nextLink": `https://graph.microsoft.com/v1.0/me/mailFolders/inbox/messages?$skiptoken=${p.next}` } : {}) })) }),
      job: {
        start: () => ({ name: "calendar_create_event", args: { subject: "Board deck review", attendees: people.slice(0, 4).map((p) => `${p}@fabrikam.example`), start: "2026-12-10T14:00:00", duration_min: 60 }, out: (n) => graph(n, "POST", "/me/events", "201 Created", j({ id: "AAMkEVT0042", iCalUId: `040000008200E00074C5B7101A82E008${n.hex(16).toUpperCase()}` })) }),
        status: (st) => ({ name: "calendar_get_event", args: { event_id: "AAMkEVT0042", select: "attendees" }, out: (n) => graph(n, "GET", "/me/events/AAMkEVT0042?$select=attendees", "200 OK", jp({ attendees: people.slice(0, 4).map((p, i) => ({ emailAddress: { address: `${p}@fabrikam.example` }, status: { response: st.done || i < Math.round((st.pct / 100) * 4) ? (i === 2 ? "tentativelyAccepted" : "accepted") : "none", time: st.done || i < Math.round((st.pct / 100) * 4) ? "2026-12-05T10:1" + i + ":00Z" : "0001-01-01T00:00:00Z" } })) })) }),
        stuck: "none",
        states: ["none"],
        coarse: 4,
        pctOnly: true,
      },
      sleep: (s) => ({ name: "wait", args: { minutes: Math.round(s / 60) || 1 }, out: `waited ${Math.round(s / 60) || 1} min` }),
      fail: (e, i) => ({ name: i % 3 === 1 ? "mail_search" : "mail_get", args: i % 3 === 1 ? { query: e.subject, top: 5 + i } : { message_id: e.id }, error: true, out: (n) => graph(n, "GET", i % 3 === 1 ? "/me/messages?$search" : `/me/messages/${e.id}`, "503 Service Unavailable", jp({ error: { code: "UnknownError", message: "", innerError: { date: n.iso(), "request-id": n.uuid(), "client-request-id": n.uuid() } } })) }),
      transient: (e, ra) => ({ name: "mail_get", args: { message_id: e.id }, error: true, out: (n) => graph(n, "GET", `/me/messages/${e.id}`, "429 Too Many Requests", `Retry-After: ${ra}\n${jp({ error: { code: "ApplicationThrottled", message: "Application is over its MailboxConcurrency limit.", innerError: { date: n.iso(), "request-id": n.uuid() } } })}`) }),
      doc: { lines: docLines, read: (s, k) => ({ name: "attachment_read", args: { message_id: ents[3].id, attachment: "MSA_redline_v4.docx", start_line: s + 1, max_lines: k }, out: (n) => `[MSA_redline_v4.docx · converted via docx2txt · ${docLines.length} lines · cache ${n.pick(["hit", "miss"])} · ${n.ms(80, 2000)} ms]\n${docLines.slice(s, s + k).join("\n")}` }) },
      fix: {
        errors: errs,
        edit: (i, err) => ({ name: "draft_update", args: { draft_id: "AAMkDRAFT7", patch: ["replace IBAN with 'see secure portal'", "attach remittance_advice.pdf", "remove external recipient, send via account manager", "set subject 'Northwind renewal – payment details'"][errs.indexOf(err)] + (i > 3 ? ` (rev ${i})` : "") }, out: (n) => `draft AAMkDRAFT7 updated · changeKey ${n.alnum(12)}` }),
        test: (left) => ({ name: "draft_check", args: { draft_id: "AAMkDRAFT7" }, out: (n) => jp({ draft_id: "AAMkDRAFT7", checked_at: n.iso(), policy_version: "2026.11.3", verdict: left.length ? "blocked" : "ok", findings: left.map((x, i) => ({ rule: `R-${100 + errs.indexOf(x) * 7}`, severity: i ? "warning" : "block", detail: x })) }) }),
      },
      monitor: { start: 3, step: 2, call: (v) => ({ name: "mail_list", args: { folder: "Shared/Escalations", received_after: "today", count_only: true }, out: (n) => graph(n, "GET", "/users/support@fabrikam.example/mailFolders/escalations", "200 OK", jp({ displayName: "Escalations", totalItemCount: 40 + Math.round(v), unreadItemCount: Math.round(v) })) }) },
      chat: { peer: "scheduling_agent", third: "hr_bot", stance: "Thursday 10:00-11:00 works for all four panelists", peerStance: "Thursday is blocked for Lena; we need a Wednesday slot", points: ["Lena is out Thursday morning only", "Wednesday 15:00 is free for Tom and Priya", "Kenji can move his 1:1 on Wednesday", "room 3.12 is free Wednesday 15:00", "agreed: Wednesday 15:00 in 3.12"] },
    };
  },
};

// ---------------------------------------------------------------- SaaS billing support (Zendesk-like CRM + Stripe-like payments)
export const support = {
  domain: "billing-support",
  make(r) {
    const names = ["Acme Robotics", "Blue Fin Labs", "Corvid Media", "Dune Analytics", "Eastgate Legal", "Fernhill Bakery", "Gamma Health", "Hollow Oak", "Iris Design", "Juniper AI", "Kestrel Freight", "Lumen Dental"];
    const ents = Array.from({ length: 46 }, (_, i) => ({ id: String(180000 + i * 2111 + r.int(0, 2000)), org: names[i % 12], ch: `ch_3${r.alnum(23)}`, amt: r.int(900, 249900), plan: r.pick(["Team", "Business", "Starter", "Enterprise"]), status: r.pick(["open", "pending", "open", "hold"]), reason: r.pick(["double charge", "charged after cancellation", "wrong plan billed", "seat count too high", "VAT missing on invoice"]) }));
    for (const e of ents) e.name = `#${e.id} (${e.org})`;
    const money = (c) => `$${(c / 100).toFixed(2)}`;
    const stripe = (n, body, code = 200) => `HTTP/1.1 ${code} ${code === 200 ? "OK" : code === 429 ? "Too Many Requests" : code === 402 ? "Payment Required" : "Internal Server Error"}\nrequest-id: req_${n.alnum(14)}\nstripe-version: 2024-06-20\nidempotency-key: ${n.uuid()}\ndate: ${n.rfc()}\n\n${body}`;
    const docLines = ["# Refunds & credits policy (internal)", "", ...Array.from({ length: 120 }, (_, i) => `${r.pick(["- ", "- ", "  - "])}${r.pick(["Refunds above $500 need a team lead approval in the ticket.", "Annual plans: prorated refund within 30 days of renewal.", "Never refund to a different card than the original charge.", "Duplicate charges are refunded in full without approval.", "Offer account credit first for seat-count disputes.", "VAT corrections are done by re-issuing the invoice, not by refund.", "Chargebacks: do not refund; route to the disputes queue.", `Macro ${r.int(100, 999)} covers ${r.pick(["cancellation", "downgrade", "failed payment"])} replies.`])} (§${Math.floor(i / 10) + 1}.${i % 10})`)];
    const errs = ["Liquid error: undefined variable 'ticket.requester.fist_name'", "Placeholder {{refund.amount}} is not available in this macro context", "Macro action 'status: solved' conflicts with required field 'refund_reason'", "Link https://help.example/refund-polcy returns 404"];
    return {
      system: "You are a tier-2 billing support agent. Tools: zd_ticket_get, zd_ticket_update, zd_search, zd_view_tickets, stripe_charge_get, stripe_refund_create, zd_job_status, hc_article_read, macro_update, macro_preview, sleep. Follow the refunds policy.",
      ents,
      task: {
        lookup: `Ticket #${ents[0].id}: the customer says they were ${ents[0].reason}. Check and reply.`,
        batch: "Work the 'Billing – double charge' view: verify each charge and refund the duplicates.",
        search: "Find the older ticket where Acme Robotics was promised a goodwill credit.",
        page: "Go through the 'Billing – pending > 3 days' view and list the tickets that are waiting on us.",
        poll: "Run the bulk macro that tags all VAT tickets and tell me when it has finished.",
        doc: "Read the internal refunds policy and tell me whether we can refund an annual plan after 45 days.",
        fix: "The 'Refund issued' macro renders errors. Fix it so the preview is clean.",
        chat: "Agree with the finance agent whether ticket refunds over $500 can go out today.",
        general: "Handle the three oldest open billing tickets end to end.",
        monitor: "The payments incident is ongoing; check the failed-charge count every few minutes and tell me when it recovers.",
      },
      get: (e) => ({ name: "zd_ticket_get", args: { ticket_id: Number(e.id) }, out: (n) => jp({ ticket: { id: Number(e.id), subject: `Billing: ${e.reason}`, status: e.status, priority: "normal", organization: e.org, requester_id: 3900000000 + Number(e.id), tags: ["billing", e.plan.toLowerCase()], custom_fields: [{ id: 360001, value: e.ch }], updated_at: fmt.iso(Date.UTC(2026, 10, 28, 9, Number(e.id) % 60)) }, _meta: { "x-request-id": n.hex(32), etag: n.etag(), "x-rate-limit-remaining": n.int(200, 699), "x-zendesk-origin-server": `app${n.int(10, 99)}.pod${n.int(10, 29)}.usw2.zdsys.com` } }) }),
      check: (e) => ({ name: "stripe_charge_get", args: { id: e.ch }, out: (n) => stripe(n, jp({ id: e.ch, object: "charge", amount: e.amt, amount_refunded: 0, currency: "usd", customer: `cus_${e.ch.slice(4, 18)}`, description: `${e.plan} plan – ${e.org}`, paid: true, refunded: false, status: "succeeded", created: 1764000000 + Number(e.id) }) ) }),
      act: (e) => ({ name: "stripe_refund_create", args: { charge: e.ch, amount: e.amt, reason: "duplicate" }, out: (n) => stripe(n, jp({ id: `re_3${n.alnum(23)}`, object: "refund", amount: e.amt, charge: e.ch, status: "succeeded", created: n.epoch() })) }),
      reject: (e) => ({ name: "stripe_refund_create", args: { charge: e.ch, amount: e.amt, reason: "requested_by_customer" }, error: true, out: (n) => stripe(n, jp({ error: { code: "charge_disputed", message: `Charge ${e.ch} has been charged back; you cannot refund a disputed charge.`, type: "invalid_request_error", doc_url: "https://stripe.com/docs/error-codes/charge-disputed" } }), 402) }),
      noop: [{ include: "users" }, { sideload: [] }, { async: false }],
      search: (q, hits) => ({ name: "zd_search", args: { query: q }, out: (n) => jp({ results: hits.map((h) => ({ result_type: "ticket", id: Number(h.id), subject: `Billing: ${h.reason}`, organization: h.org, status: "solved" })), count: hits.length, next_page: null, _took_ms: n.ms(20, 500) }) }),
      q: {
        same: ["type:ticket organization:\"Acme Robotics\" goodwill credit", "type:ticket goodwill credit organization:\"Acme Robotics\"", "type:ticket organization:acme goodwill credit", "goodwill credit acme robotics type:ticket", "type:ticket \"goodwill credit\" organization:\"Acme Robotics\"", "type:ticket organization:\"Acme Robotics\" credit goodwill", "type:ticket organization:\"ACME ROBOTICS\" goodwill credit"],
        empty: ["type:ticket organization:\"Acme Robotics\" courtesy credit", "type:ticket acme \"service credit\"", "type:ticket acme compensation", "type:ticket acme \"make it right\"", "type:ticket acme discount promised", "type:ticket acme apology credit 2025", "type:ticket acme credit note"],
        refine: ["acme", "acme credit", "organization:\"Acme Robotics\" credit", "organization:\"Acme Robotics\" goodwill"],
      },
      list: (p) => ({ name: "zd_view_tickets", args: { view_id: 360094412, page: p.page, per_page: 8 }, out: (n) => jp({ tickets: p.rows.map((h) => ({ id: Number(h.id), subject: `Billing: ${h.reason}`, status: "pending", updated_at: fmt.iso(Date.UTC(2026, 10, 20, 8, Number(h.id) % 60)) })), count: p.total, next_page: p.next ? `https://acme.zendesk.com/api/v2/views/360094412/tickets.json?page=${p.page + 1}&per_page=8` : null, _x_request_id: n.hex(32) }) }),
      job: {
        start: () => ({ name: "zd_ticket_update", args: { ids: "view:360094871", macro_id: 3604412 }, out: (n) => jp({ job_status: { id: "V3-7c1e0a", url: "https://acme.zendesk.com/api/v2/job_statuses/V3-7c1e0a.json", status: "queued", total: 180 }, _x_request_id: n.hex(32) }) }),
        status: (st) => ({ name: "zd_job_status", args: { job_id: "V3-7c1e0a" }, out: (n) => jp({ job_status: { id: "V3-7c1e0a", status: st.done ? "completed" : st.state, total: 180, progress: st.done ? 180 : Math.round(1.8 * st.pct), message: st.done ? "Completed at " + n.iso() : st.detail ?? null }, _x_request_id: n.hex(32) }) }),
        stuck: "working",
        stuckDetail: null,
        states: ["queued", "working", "working"],
      },
      sleep: (s) => ({ name: "sleep", args: { seconds: s }, out: j({ slept: s }) }),
      fail: (e, i) => ({ name: i % 2 ? "stripe_refund_create" : "stripe_charge_get", args: i % 2 ? { charge: e.ch, amount: e.amt, reason: "duplicate" } : { id: e.ch, expand: i > 2 ? ["balance_transaction"] : undefined }, error: true, out: (n) => stripe(n, jp({ error: { type: "api_error", message: `An unknown error occurred with request req_${n.alnum(14)}. Please retry your request.` } }), 500) }),
      transient: (e, ra) => ({ name: "stripe_charge_get", args: { id: e.ch }, error: true, out: (n) => stripe(n, `retry-after: ${ra}\n${jp({ error: { type: "rate_limit_error", message: "Too many requests hit the API too quickly. We recommend an exponential backoff of your requests." } })}`, 429) }),
      doc: { lines: docLines, read: (s, k) => ({ name: "hc_article_read", args: { article_id: 4410021, start: s, count: k }, out: (n) => jp({ article_id: 4410021, title: docLines[0].slice(2), lines: docLines.slice(s, s + k), total_lines: docLines.length, edited_at: "2026-10-02T08:11:41Z", served_by: `hc-${n.lower(6)}` }) }) },
      fix: {
        errors: errs,
        edit: (i, err) => ({ name: "macro_update", args: { macro_id: 3604419, field: "comment_value", find: ["fist_name", "{{refund.amount}}", "status: solved", "refund-polcy"][errs.indexOf(err)], replace: ["first_name", "{{ticket.ticket_field_360002}}", "status: pending", "refund-policy"][errs.indexOf(err)] + (i > 3 ? " " : "") }, out: (n) => jp({ macro: { id: 3604419, updated_at: n.iso(), position: 12 } }) }),
        test: (left) => ({ name: "macro_preview", args: { macro_id: 3604419, ticket_id: Number(ents[0].id) }, out: (n) => jp({ result: { rendered: left.length ? null : "Hi Jane, we've refunded $49.00 to your card…", errors: left }, _x_request_id: n.hex(32) }) }),
      },
      monitor: { start: 180, step: 40, dir: -1, call: (v) => ({ name: "stripe_charges_search", args: { query: "status:'failed' AND created>1764900000", limit: 1 }, out: (n) => stripe(n, jp({ object: "search_result", data: ["…1 of " + Math.round(v) + " omitted…"], has_more: true, total_count: Math.round(v), url: "/v1/charges/search" })) }) },
      chat: { peer: "finance_agent", third: "team_lead", stance: "refunds over $500 can go out today because they are duplicate charges, which need no approval", peerStance: "anything above $500 needs a team-lead approval noted in the ticket first", points: ["policy §1.4 says duplicates need no approval", "§1.1 requires approval above $500 for other reasons", "two of the three tickets are duplicates", "the third is a plan downgrade and needs approval", "agreed: refund the two duplicates now, request approval for the third"] },
    };
  },
};
