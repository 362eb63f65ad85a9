// Domain 6: spreadsheet engine (headless LibreOffice Calc service) for a fishers' cooperative's dividend workbook in
// Funafuti. Staff: Tuvaluan.
import { waste, interject } from "./kinds.mjs";

const MEMBERS = ["Faiva T.", "Seluka M.", "Tealofi K.", "Penitusi L.", "Mele S.", "Iopu F.", "Lusia A.", "Simati P.", "Kaleb N.", "Taulu E.", "Niu V.", "Ielu R."];
const grid = (r, range, header, rows) => {
  const w = [6, ...header.map(() => 13)];
  const line = (cells) => cells.map((c, i) => String(c).padEnd(w[i])).join("");
  return `${range}  (values · recalc #${r.int(300, 999)} · ${r.ms(20, 300)} ms)\n${line(["", ...header.map((_, i) => String.fromCharCode(65 + i))])}\n${rows.map((row, i) => line([String(i + 1), ...row])).join("\n")}`;
};
const recalc = (r, errs, warn = "") => `Recalculated ${r.int(1200, 1400).toLocaleString("en-US")} cells in ${r.ms(80, 700)} ms (engine LibreOffice 24.8.3.2, session ${r.hex(8)})\n${warn}${errs.length ? `${errs.length} error cell(s):\n${errs.map((e) => "  " + e).join("\n")}` : "0 error cells"}`;

export default {
  domain: "coop-dividend-sheet-tvl",
  styleNote: "Mistral function calling, 9-character ids, empty content, tool names on answers",
  language: "Tuvaluan",
  style: { ids: "mistral9", models: ["mistral-large-2411", "mistral-medium-2505"], nullContent: false, timestamps: false, toolName: true, usage: true },
  system:
    "You maintain Dividends_2026.ods for the Funafuti Fishers' Cooperative (Te Fale Faiva). Sheets: Catch (landings per member), Levy, Dividends, Totals, Params (H1 = levy rate, H2 = dividend pool AUD). Tools: sheet_read_range, sheet_write (value or formula), sheet_recalc, sheet_eval_scenario (set inputs on a copy and return outputs), sheet_refresh_status (external price import).",
  ask: (tech) => [`Talofa! Fakamolemole, fakatoka te pepa tupe o te kautaka.\nTech: ${tech}`],
  nudge: ["E a nei? Ko oti?\nTech: done yet?", "Se a te tulaga nei?\nTech: what's the status?"],
  final: (s) => `Ko oti. Fakafetai. ${s}`,
  kinds: {
    retry(r, mode) {
      const steps = [{ calls: [{ name: "sheet_read_range", args: { range: "Dividends!A1:F4" }, out: grid(r, "Dividends!A1:F4", ["Member", "Catch_kg", "Share", "Levy", "Net", "Dividend"], [["Member", "Catch_kg", "Share", "Levy", "Net", "Dividend"], ["Faiva T.", "1,840", "0.0712", "184.00", "Err:522", "Err:522"], ["Seluka M.", "2,310", "0.0894", "231.00", "Err:522", "Err:522"]]) }] }];
      if (mode === "loop") {
        const forms = ["=SUM(F$2:F$40)*C2-D2", "=C2*SUM(F$2:F$40)-D2", "=SUM($F$2:$F$40)*C2-D2", "=(C2*SUM(F2:F40))-D2", "=SUMPRODUCT(F$2:F$40)*C2-D2", "=C2*SUM(F$2:F$40)-D2+0", "=SUM(F$2:F$40;0)*C2-D2"];
        const n = 2 + waste(r, 2, 9);
        for (let i = 0; i < n; i++)
          steps.push({ mark: i === 2, text: i === 0 ? "Net in column E should use the pool share; rewrite E2." : "", calls: [{ name: "sheet_write", args: { cell: "Dividends!E2", formula: forms[i % forms.length], fill_down: "E2:E40" }, out: `wrote Dividends!E2:E40 (39 cells)\n${recalc(r, ["Dividends!E2:E40  Err:522 (circular reference: E2 → F2:F40 → E2)", "Dividends!F2:F40  Err:522", "Totals!B4  Err:522"])}` }] });
        return { task: "the Dividends sheet shows Err:522 everywhere; fix it so the AGM pack can be printed", steps };
      }
      const seq = [["=Params!$H$2*C2-D2", ["Dividends!F2:F40  Err:522 (circular reference: F2 → Totals!B4 → F2)", "Totals!B4  Err:522"]], ["=E2*(1-Params!$H$1)", ["Totals!B4  #NAME? (function SUMIFS2 unknown)"]], ["Totals!B4 =SUMIFS(Dividends!F2:F40;Dividends!B2:B40;\">0\")", []]];
      for (const [f, errs] of seq)
        steps.push({ calls: [{ name: "sheet_write", args: { cell: f.startsWith("Totals") ? "Totals!B4" : f.includes("H$2") ? "Dividends!E2" : "Dividends!F2", formula: f.replace(/^Totals!B4 /, ""), fill_down: f.startsWith("Totals") ? undefined : "2:40" }, out: `wrote ${r.int(1, 39)} cell(s)\n${recalc(r, errs)}` }] });
      return { task: "the Dividends sheet shows Err:522 everywhere; fix it so the AGM pack can be printed", steps, final: "The circular reference is gone: Net now uses the pool from Params!H2, Dividend is Net less levy, and the total uses SUMIFS (it had a typo). 0 error cells." };
    },

    repair(r, mode) {
      const err = "Totals!B3  #VALUE! (Err:519) ← Catch!C17 contains text \"1 960\" (U+00A0 no-break space)";
      const steps = [{ calls: [{ name: "sheet_recalc", args: {}, out: recalc(r, [err]) }] }];
      if (mode === "loop") {
        const fixes = [{ cell: "Totals!B3", formula: "=SUMPRODUCT(Catch!C2:C40)" }, { range: "Catch!C2:C40", number_format: "#,##0" }, { cell: "Totals!B3", formula: "=SUM(Catch!C$2:C$40)" }, { range: "Catch!C:C", column_width: 14 }, { cell: "Totals!B3", formula: "=SUBTOTAL(9;Catch!C2:C40)" }, { range: "Catch!C2:C40", align: "right" }, { cell: "Totals!B3", formula: "=AGGREGATE(9;6;Catch!C2:C40)*1" }];
        const n = 1 + waste(r, 2, 9);
        for (let i = 0; i < n; i++)
          steps.push({ mark: i === 1, text: "", calls: [{ name: "sheet_write", args: fixes[i % fixes.length], out: `ok\n${recalc(r, [err])}` }] });
        return { task: "Totals!B3 (total catch) shows #VALUE!; fix it", steps };
      }
      steps.push({ calls: [{ name: "sheet_write", args: { cell: "Catch!C17", value: 1960 }, out: `ok\n${recalc(r, ["Totals!B3  #VALUE! (Err:519) ← Catch!C23 contains text \"2 105\" (U+00A0 no-break space)"])}` }] });
      steps.push({ text: "Another pasted value; clean the whole column of no-break spaces.", calls: [{ name: "sheet_write", args: { range: "Catch!C2:C40", transform: "VALUE(SUBSTITUTE(x;CHAR(160);\"\"))" }, out: `ok (2 cells changed)\n${recalc(r, [])}` }] });
      return { task: "Totals!B3 (total catch) shows #VALUE!; fix it", steps, final: "Two catch entries had been pasted with no-break spaces (C17 and C23). Column C is numeric again and Totals!B3 shows 41,230 kg." };
    },

    pingpong(r, mode) {
      const tot = (v) => `Totals!B9 Dividend total = ${v} (auditor figure 48,212.37)`;
      const steps = [{ calls: [{ name: "sheet_read_range", args: { range: "Totals!A9:B9" }, out: grid(r, "Totals!A9:B9", ["Label", "AUD"], [["Dividend total", "48,212.36"]]) }] }];
      if (mode === "loop") {
        const A = "=ROUND(E2*(1-Params!$H$1);2)";
        const B = "=ROUND((1-Params!$H$1)*E2;2)";
        const n = 2 + waste(r, 3, 10);
        for (let i = 0; i < n; i++)
          steps.push({ mark: i === 2, text: i === 0 ? "One cent off the auditor; try the other rounding form." : "", calls: [{ name: "sheet_write", args: { cell: "Dividends!F2", formula: i % 2 === 0 ? B : A, fill_down: "F2:F40" }, out: `wrote Dividends!F2:F40 (39 cells)\n${recalc(r, [])}\n${tot("48,212.36")}` }] });
        if (r.chance(0.5)) interject(steps, 5, this.nudge[1], "Still one cent away from the auditor's total; adjusting the rounding.");
        return { task: "make the dividend total match the auditor's 48,212.37", steps };
      }
      const ms = MEMBERS.slice(0, r.int(6, 9));
      for (let i = 0; i < ms.length; i++) {
        const row = 30 + i;
        steps.push({ calls: [{ name: "sheet_read_range", args: { range: `Catch!A${row}:D${row}` }, out: grid(r, `Catch!A${row}:D${row}`, ["Member", "Boat", "Catch_kg", "Trips"], [[ms[i], `FUN-${r.int(10, 99)}`, "", String(r.int(8, 30))]]) }] });
        steps.push({ calls: [{ name: "sheet_write", args: { cell: `Catch!C${row}`, value: r.int(400, 3200), source: "landing slips Nov" }, out: `ok\n${recalc(r, [])}` }] });
      }
      return { task: "fill the missing November catch for the new members from the landing slips", steps, final: `Filled the November catch for ${ms.length} new members (${ms.join(", ")}); no error cells after recalculation.` };
    },

    rerun(r, mode) {
      const warn = (it, ch) => `Warning: iteration limit (${it}) reached; circular references resolved iteratively, max change ${ch} > 0.001\n`;
      const first = () => ({ calls: [{ name: "sheet_recalc", args: {}, out: recalc(r, [], warn(100, "0.0042")) }] });
      const steps = [first()];
      if (mode === "loop") {
        const n = 1 + waste(r, 2, 8);
        for (let i = 0; i < n; i++) steps.push({ mark: i === 1, text: i === 0 ? "Iteration did not converge; recalculate again." : "", calls: [{ name: "sheet_recalc", args: i % 2 ? { hard: true } : {}, out: recalc(r, [], warn(100, "0.0042")) }] });
        return { task: "the levy/dividend loop in the workbook warns on every recalculation; make it converge", steps };
      }
      if (mode === "legit" && r.chance(0.7)) steps.push({ ...first(), text: "Re-run once to rule out a transient problem." });
      steps.push({ calls: [{ name: "sheet_recalc", args: { iterations: { max: 1000, min_change: 0.001 } }, out: recalc(r, [], warn(1000, "0.0011")) }] });
      steps.push({ text: "Slow convergence; break the loop by computing the levy from gross catch value instead of net.", calls: [{ name: "sheet_write", args: { cell: "Levy!D2", formula: "=Catch!E2*Params!$H$1", fill_down: "D2:D40" }, out: `ok\n${recalc(r, [])}` }] });
      return { task: "the levy/dividend loop in the workbook warns on every recalculation; make it converge", steps, final: "The levy now depends on gross value, not on net after dividend, so there is no circular reference and no warning; totals unchanged to the cent." };
    },

    poll(r, mode) {
      const st = (k, extra) => `refresh ${r.job("rf")} · queries ${k} of 3 complete · MarketPrices (Suva fish market CSV) ${extra}\nchecked ${new Date(Date.UTC(2026, 10, 20, r.int(1, 5), r.int(0, 59), r.int(0, 59))).toISOString()}`;
      const steps = [{ calls: [{ name: "sheet_refresh_status", args: { workbook: "Dividends_2026.ods" }, out: st(1, "downloading 14%") }] }];
      if (mode === "loop") {
        const n = 2 + waste(r, 2, 10);
        for (let i = 0; i < n; i++) steps.push({ mark: i === 2, text: "", calls: [{ name: "sheet_refresh_status", args: { workbook: "Dividends_2026.ods" }, out: st(1, "waiting for gateway fsm-gw-02 (offline since 02:14)") }] });
        return { task: "wait for the price import to finish, then report the value of the tuna catch", steps };
      }
      const seq = ["downloading 46%", "downloading 88%", "parsing 1,204 rows", "done"];
      for (let i = 0; i < seq.length; i++) steps.push({ text: "", calls: [{ name: "sheet_refresh_status", args: { workbook: "Dividends_2026.ods" }, out: st(i < 2 ? 1 : i === 2 ? 2 : 3, seq[i]) }] });
      steps.push({ calls: [{ name: "sheet_read_range", args: { range: "Totals!A5:B5" }, out: grid(r, "Totals!A5:B5", ["Label", "AUD"], [["Tuna catch value", "112,480.50"]]) }] });
      return { task: "wait for the price import to finish, then report the value of the tuna catch", steps, final: "The price import finished (3 of 3 queries); the tuna catch is valued at AUD 112,480.50." };
    },

    rounds(r, mode) {
      const steps = [];
      if (mode === "loop") {
        const round = (mark) => [
          { mark, text: "", calls: [{ name: "sheet_read_range", args: { range: "Dividends!F2:F5" }, out: grid(r, "Dividends!F2:F5", ["Dividend"], [["1,204.10"], ["1,511.93"], ["#N/A"], ["988.40"]]) }] },
          { text: "", calls: [{ name: "sheet_recalc", args: {}, out: recalc(r, ["Dividends!F4  #N/A (VLOOKUP: 'Tealofi K' not found in Members!A:A)"]) }] },
          { text: "", calls: [{ name: "sheet_read_range", args: { range: "Totals!A9:B9" }, out: grid(r, "Totals!A9:B9", ["Label", "AUD"], [["Dividend total", "#N/A"]]) }] },
        ];
        const k = r.int(2, 4);
        for (let i = 0; i < k; i++) steps.push(...round(i === 1));
        steps.push(round(false)[0]);
        return { task: "Totals shows #N/A for the dividend total; get a number for the AGM", steps };
      }
      const rates = [0.02, 0.03, 0.04, 0.05, 0.06, 0.07, 0.08, 0.09, 0.1].slice(0, r.int(7, 9));
      const res = [];
      for (const x of rates) {
        const v = (51000 * (1 - x) - 600).toFixed(2);
        res.push(`${(x * 100).toFixed(0)} % → ${v}`);
        steps.push({ text: "", calls: [{ name: "sheet_eval_scenario", args: { inputs: { "Params!H1": x }, outputs: ["Totals!B9", "Totals!B10"] }, out: `scenario ${r.hex(6)} · Params!H1 = ${x}\nTotals!B9 Dividend total = ${v}\nTotals!B10 Levy fund = ${(51000 * x).toFixed(2)}` }] });
      }
      return { task: "dividend total for each levy rate from 2 % upward, for the AGM discussion", steps, final: `Dividend total by levy rate: ${res.join("; ")}.` };
    },
  },
};
