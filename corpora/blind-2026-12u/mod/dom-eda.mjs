// Chip-design timing closure (Slovenian staff) and a 3D-print farm (Kurmanji Kurdish staff).
import { hash } from "./fmt.mjs";

const blocks = ["u_ddr_phy", "u_pcie_ctrl", "u_cpu0", "u_cpu1", "u_l2c", "u_noc_x", "u_usb3", "u_dsp_a", "u_isp", "u_sec_top", "u_eth_mac", "u_gpu_sc", "u_vpu", "u_sram_w", "u_pmu", "u_adc_if", "u_can_fd", "u_mipi_rx", "u_qspi", "u_i2s"];
const corners = ["ss_0p72v_125c", "ss_0p72v_m40c", "ff_0p88v_m40c", "tt_0p80v_25c"];
/** Chip-design timing-closure kit. */
export const eda = {
  key: "eda-timing-closure-sl", lang: "Slovenian", agent: "signoff assistant",
  sys: "You are the timing-signoff assistant of a fabless design team in Ljubljana (SoC 'nova', TSMC N12-class library). Tools run on the LSF farm: PrimeTime-like STA, ICC2-like P&R, ECO tools, the design wiki. Be exact about slack numbers. Never apply ECOs on frozen blocks without saying so.",
  items: (r) => blocks.flatMap((b) => corners.slice(0, 2).map((c) => `${b}@${c}`)),
  t: {
    one: (x) => `Poglej si, prosim, ${x.split("@")[0]} — zakaj še vedno ne gre skozi signoff? Povej mi, kaj je narobe.`,
    batch: (n) => `Preveri časovno analizo za vseh ${n} kombinacij blok/korner in mi pošlji povzetek z najslabšim slackom.`,
    list: "Preglej celoten seznam kršitev zadnjega zagona in jih razvrsti po bloku.",
    job: "Zaženi route_opt za u_ddr_phy in mi javi, ko bo končano.",
    watch: (n) => `Spremljaj obremenitev farme in licenc — ${n} meritev, vsakih nekaj minut. Javi, če kaj odstopa.`,
    search: "Poišči v zapiskih, ali je kdo že naletel na hold kršitve na DDR PHY po zadnjem ECO.",
    fix: (x) => `Popravi ECO za ${x.split("@")[0]}, da bo verifikacija čista. Vsak poskus mi opiši.`,
    nudge: ["Kako kaže?", "Je že kaj novega?", "Še vedno čakam — kje smo?"],
    again: "Ravnokar sem posodobil SDC omejitve. Prosim, preveri še enkrat.",
  },
  get: {
    tool: "sta_report_timing",
    args: (x) => ({ block: x.split("@")[0], corner: x.split("@")[1], delay_type: "max", max_paths: 1 }),
    out: (x, c, r) => {
      const [b, cor] = x.split("@");
      const h = hash(x);
      const slack = ((h % 300) - 120) / 1000;
      return `****************************************\nReport : timing\n        -path full\n        -delay max\n        -max_paths 1\nDesign : nova_soc/${b}\nCorner : ${cor}\nVersion: W-2024.09-SP3\nDate   : ${c.iso()}\n****************************************\n\n  Startpoint: ${b}/ctrl_reg_${h % 64}_/CK (rising edge-triggered flip-flop clocked by clk_core)\n  Endpoint: ${b}/dp_pipe_${h % 17}/data_q_reg_${h % 32}_/D (rising edge-triggered flip-flop clocked by clk_core)\n  Path Group: clk_core\n\n  Point                                    Incr       Path\n  ------------------------------------------------------------\n  clock clk_core (rise edge)              0.000      0.000\n  clock network delay (propagated)        0.${312 + (h % 90)}      0.${312 + (h % 90)}\n  ${b}/ctrl_reg_${h % 64}_/Q (DFFRQX2)      0.${91 + (h % 8)}      0.${403 + (h % 90)} r\n  U${h % 9000}/Y (NAND3X1)                    0.0${44 + (h % 40)}      ...\n  data arrival time                                 0.${880 + (h % 90)}\n\n  clock clk_core (rise edge)              1.000      1.000\n  library setup time                     -0.031      ...\n  data required time                                ${(0.88 + (h % 90) / 1000 + slack).toFixed(3)}\n  ------------------------------------------------------------\n  slack (${slack < 0 ? "VIOLATED" : "MET"})                                   ${slack.toFixed(3)}\n\n[lsf job ${r.int(400000, 499999)} | cpu ${r.f(8, 60, 1)}s | mem ${r.int(2, 14)}.${r.int(0, 9)}G]`;
    },
  },
  check: {
    tool: "eco_verify",
    args: (x) => ({ block: x.split("@")[0], checks: ["setup", "hold", "max_tran"] }),
    fail: (x, c, r) => `eco_verify ${x.split("@")[0]}  (session ${r.hex(6)}, ${c.iso()})\n  setup     : PASS  (WNS 0.004)\n  hold      : FAIL  3 violations, worst -0.021 ns at ${x.split("@")[0]}/rd_fifo/wptr_sync_reg_2_/D (ff_0p88v_m40c)\n  max_tran  : PASS\nresult: FAIL (ECO-117 not clean)\nelapsed ${r.f(40, 95, 1)} s`,
    pass: (x, c, r) => `eco_verify ${x.split("@")[0]}  (session ${r.hex(6)}, ${c.iso()})\n  setup     : PASS  (WNS 0.006)\n  hold      : PASS  (WHS 0.002)\n  max_tran  : PASS\nresult: PASS\nelapsed ${r.f(40, 95, 1)} s`,
    errs: (x, k) => [
      `hold      : FAIL  3 violations, worst -0.021 ns at rd_fifo/wptr_sync_reg_2_/D`,
      `hold      : FAIL  1 violation, worst -0.006 ns at rd_fifo/wptr_sync_reg_0_/D\n  max_tran  : FAIL  U8812/Y 0.212 ns > 0.180 ns (delay cell chain too long)`,
      `max_tran  : FAIL  U8812/Y 0.187 ns > 0.180 ns`,
      `max_cap   : FAIL  net n_4410 0.061 pF > 0.055 pF after DEL4 insertion`,
    ][k % 4],
  },
  act: {
    tool: "eco_apply",
    args: (x, k) => ({ block: x.split("@")[0], eco: "ECO-117", insert_delay: ["DELX1", "DELX2", "DELX2", "BUFX4"][k % 4], pins: [`rd_fifo/wptr_sync_reg_${k % 3}_/D`] }),
    out: (x, k, c, r) => `eco_apply: ${k === 0 ? "inserted 1 cell" : "inserted 1 cell, resized 1 cell"} on ${x.split("@")[0]}\n  checkpoint: eco117_${c.hms().replace(/:/g, "")}.ndm\n  legalize: 0 overlaps, displacement max ${r.f(0.1, 1.9)} um\n  incremental route: ${r.int(3, 40)} nets rerouted, 0 DRCs`,
  },
  undo: {
    tool: "eco_revert", args: (x) => ({ block: x.split("@")[0], eco: "ECO-117" }),
    out: (x, c, r) => `eco_revert: restored ${x.split("@")[0]} to checkpoint pre_eco117.ndm (${r.int(1, 4)} cells removed)\n  ${c.iso()}`,
  },
  dep: {
    tool: "license_checkout",
    args: (x, k) => [{ feature: "PrimeTime-SI", count: 1 }, { feature: "PrimeTime-SI", count: 1, wait_s: 30 }, { feature: "PrimeTime-SI", server: "27020@lic2.nova.local" }, { feature: "PrimeTime", count: 1 }, { feature: "PrimeTime-SI", count: 1, queue: true }, { feature: "PrimeTime-SI", server: "27020@lic1.nova.local" }][k % 6],
    err: (k, c, r) => r.pick([
      `Error: Cannot connect to license server system.\n  The license server manager (lmgrd) has not been started yet,\n  the wrong port@host or license file is being used, or the\n  port or hostname in the license file has been changed.\nFeature:       PrimeTime-SI\nServer name:   lic1.nova.local\nLicense path:  27020@lic1.nova.local:27020@lic2.nova.local\nFlexNet Licensing error:-15,570:115 "Operation now in progress"\n[${c.iso()}]`,
      `Error: Licensed number of users already reached.\nFeature:       PrimeTime-SI\nLicense path:  27020@lic1.nova.local\nFlexNet Licensing error:-4,132  (users: 24/24, queued: ${r.int(3, 19)})\n[${c.iso()}]`,
      `snpslmd: timeout after ${r.int(30, 60)}s waiting for vendor daemon (pid ${r.int(1000, 60000)})\nFlexNet Licensing error:-96,491 "Server node is down or not responding"\n[${c.iso()}]`,
    ]),
    ok: (x, c, r) => `Checked out PrimeTime-SI (1) from 27020@lic1.nova.local  handle=${r.hex(8)}  expires ${c.date()} 23:59`,
  },
  job: {
    jid: (r) => `${r.int(600000, 699999)}`,
    start: { tool: "pnr_submit", args: () => ({ block: "u_ddr_phy", stage: "route_opt", queue: "pnr_long" }), out: (j, c) => `Job <${j}> is submitted to queue <pnr_long>.\n${c.iso()}` },
    tool: "pnr_job_status", args: (j, k) => (k % 3 === 2 ? { job: j, tail: 3 } : { job: j }),
    out: (j, d, tot, c, r, fin) => `JOBID   USER     STAT  QUEUE     EXEC_HOST   JOB_NAME          SUBMIT_TIME\n${j}  mkovac   ${fin ? "DONE" : "RUN "}  pnr_long  farm-n${r.int(10, 48)}     route_opt_ddr     ${c.syslog()}\n--- tail route_opt.log ---\n[${c.hms()}] route_opt: iteration ${d}/${tot}  DRCs ${Math.max(0, 4000 - d * 110 + (d % 3))}  WNS ${(-0.09 + d * 0.0024).toFixed(4)}\n[${c.hms()}] mem ${r.f(20, 31, 1)}G cpu ${r.int(1500, 3100)}%${fin ? "\n[" + c.hms() + "] route_opt finished. Saved ddr_phy_routeopt.ndm" : ""}`,
    total: (r) => r.pick([24, 30, 40]),
  },
  list: {
    tool: "violations_list", args: (cur, n) => (cur ? { run: "r2026_48b", limit: n, cursor: cur } : { run: "r2026_48b", limit: n }),
    row: (i, r) => `${blocks[i % blocks.length].padEnd(12)} ${corners[i % 3].padEnd(15)} ${["setup", "hold", "max_tran", "max_cap"][i % 4].padEnd(9)} ${(-(((i * 37) % 90) + 1) / 1000).toFixed(3)}  path_${(i * 7919) % 100000}`,
    out: (rows, next, c) => `block        corner          type      slack   path\n${rows.join("\n")}\n-- next_cursor: ${next ?? "null"} -- generated ${c.iso()}`,
  },
  views: [
    { tool: "report_qor", args: (x) => ({ block: x.split("@")[0] }), out: (x, c, r) => `Timing Path Group 'clk_core'\n-----------------------------------\nLevels of Logic:            ${14}\nCritical Path Length:        0.921\nCritical Path Slack:        -0.087\nTotal Negative Slack:       -3.412\nNo. of Violating Paths:     61\n-----------------------------------\nreport generated ${c.iso()} (${r.f(2, 9, 1)} s)` },
    { tool: "report_global_timing", args: (x) => ({ block: x.split("@")[0], corner: "ss_0p72v_125c" }), out: (x, c) => `Setup violations\n----------------------------------------\n          Total  reg->reg  in->reg  reg->out\nWNS      -0.087   -0.087    -0.012    0.000\nTNS      -3.412   -3.390    -0.022    0.000\nNUM          61       59         2        0\n----------------------------------------\n${c.iso()}` },
    { tool: "report_constraint", args: (x) => ({ block: x.split("@")[0], all_violators: true, max_lines: 5 }), out: (x, c, r) => `max_delay/setup ('clk_core' group)\n  Endpoint                                   Required   Actual    Slack\n  dp_pipe_3/data_q_reg_17_/D                   0.969    1.056   -0.087 (VIOLATED)\n  dp_pipe_3/data_q_reg_16_/D                   0.969    1.049   -0.080 (VIOLATED)\n  ... 59 more\n[${c.hms()} run ${r.hex(5)}]` },
    { tool: "timing_dashboard", args: (x) => ({ block: x.split("@")[0], view: "summary" }), out: (x, c, r) => `| corner | WNS (ns) | TNS (ns) | #viol |\n|---|---|---|---|\n| ss_0p72v_125c | -0.087 | -3.412 | 61 |\n| tt_0p80v_25c | 0.041 | 0.000 | 0 |\n\n_refreshed ${c.iso()} · cache ${r.pick(["hit", "miss"])}_` },
  ],
  search: {
    tool: "design_wiki_search", args: (q) => ({ query: q, space: "NOVA" }),
    same: ["hold violations ddr phy after ECO", "DDR PHY hold violation ECO", "ddr_phy hold fix eco", "u_ddr_phy hold slack ECO-117", "hold timing DDR PHY wptr_sync", "ECO hold DDR  PHY"],
    refine: ["hold violations ddr phy after ECO", "wptr_sync hold ff_0p88v_m40c", "CDC synchronizer delay cell policy", "DELX2 max_tran limit N12", "ddr phy frozen block ECO approval"],
    hit: (i) => ["NOVA-1843 Hold fixing on CDC synchronizers (2026-08)", "Runbook: hold ECO flow with PT-ECO", "NOVA-1902 DDR PHY frozen – ECO only with PHY team sign-off", "Delay-cell usage limits for N12 lib", "Minutes: STA sync 2026-10-14", "NOVA-2011 max_tran after DEL insertion", "Clock-tree skew budget for clk_core", "NOVA-1761 wptr_sync false path discussion", "LSF queue guide for pnr_long", "Signoff checklist v7"][i % 10],
    out: (hits, c, r) => `${hits.length} results (${r.int(20, 190)} ms)\n${hits.map((h, i) => `${i + 1}. ${h}\n   https://wiki.nova.local/x/${hash(h).toString(36).slice(0, 6)}`).join("\n")}`,
  },
  metric: {
    tool: "farm_metrics", args: (k) => ({ target: "lsf-exporter:9405", match: "lsf_|flexlm_" }),
    out: (v, c, r) => `# HELP lsf_jobs_running Jobs in RUN state\n# TYPE lsf_jobs_running gauge\nlsf_jobs_running{queue="pnr_long"} ${Math.round(v)}\nlsf_jobs_running{queue="sta"} ${Math.round(v * 1.7)}\n# HELP flexlm_feature_used Licenses in use\n# TYPE flexlm_feature_used gauge\nflexlm_feature_used{feature="PrimeTime-SI"} ${Math.min(24, Math.round(v / 2))}\nflexlm_feature_used{feature="ICCompilerII"} ${Math.round(v / 3)}\n# scrape ${c.epoch()} took ${r.f(0.01, 0.4, 3)}s`,
    base: 30,
  },
  en: { issue: "the hold violation at rd_fifo/wptr_sync_reg_2_/D (-0.021 ns)", fact: "WNS -0.087 ns, 61 violating paths on clk_core", thing: "block" },
};
