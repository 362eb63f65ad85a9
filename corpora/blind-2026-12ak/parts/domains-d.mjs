// Domains 8–10.
import { Rand } from "./common.mjs";

const sub = (k, s, p) => new Rand(`${k}|${s}|${p}`);

// 8. Labour-market brief, Kruševo / Pelagonia, Aromanian
export const labour = {
  key: "labour-stats-rup",
  langName: "Aromanian (Armãneashti)",
  org: "municipal development office, Kruševo",
  framework: "AutoGen 0.2 GroupChat (round-robin with speaker selection) + vLLM",
  model: "meta-llama/Llama-3.3-70B-Instruct",
  nodeModels: { stats_critic: "Qwen/Qwen2.5-72B-Instruct" },
  idStyle: "vllm",
  nodeStyle: "named",
  timestamps: false,
  toolNames: false,
  month: 11,
  nodes: { sup: "chat_manager", res: "stats_fetcher", cod: "pandas_coder", cri: "stats_critic", fmt: "chart_formatter", wri: "brief_writer" },
  sys: "GroupChat for a municipal labour-market brief. Agents: stats_fetcher (MAKSTAT PxWeb, Eurostat SDMX, World Bank), pandas_coder (executes python), stats_critic, chart_formatter, brief_writer. chat_manager selects the next speaker.",
  tasks: [
    ["Bunã dzua! Vrem s-aflãm cãtsã oaminj lucreadzã tu comuna a noastrã. Tsã caftu s-adunj datile di la MAKSTAT shi Eurostat.", "Labour-market brief for Kruševo municipality + Pelagonia region: employment rate, registered unemployment by age band 2015-2025 (MAKSTAT PxWeb + Eurostat lfst_r_lfe2emprt)."],
    ["Primarlu va raportul tu 14 di Andreu.", "Mayor needs the brief on 14 Dec: one chart, one table, 400 words."],
    ["Bagã shi tinirlji, ashtsã tsi nu au lucru.", "Add youth (15-29) NEET rate for Pelagonia vs national."],
    ["Adrã unã cumparatsii cu Prilep shi Bitola.", "Compare with Prilep and Bitola municipalities (registered unemployed per 1,000 working-age)."],
  ],
  nudges: [["Iu hii? Cum merdzi lucrul?", "status?"], ["Nu agiumta di tinirlji.", "don't forget the youth figures."]],
  again: ["Mutreashti nica unã oarã, ti plãcãrsescu.", "re-check the same series once more."],
  wait: ["Ashteaptã niheamã, nu bitisi.", "extraction still running; wait."],
  route: (t) => ({ tool: "select_next_speaker", args: { name: t } }),
  api: {
    tool: "eurostat_sdmx_data",
    env: "plain",
    subjects: ["lfst_r_lfe2emprt/A.PC.T.Y20-64.MK004", "lfst_r_lfu3rt/A.PC.Y15-74.T.MK004", "edat_lfse_22/A.T.Y15-29.PC.MK004", "lfst_r_lfe2emprt/A.PC.T.Y20-64.MK", "demo_r_pjangroup/A.NR.T.TOTAL.MK004", "lfst_r_lfu2ltu/A.PC_ACT.Y15-74.T.MK", "nama_10r_3gdp/A.EUR_HAB.MK004", "lfst_r_lfe2eedu/A.PC.T.ED5-8.MK004", "lfst_r_lfsd2pwc/A.THS.T.MK004", "demo_r_d2jan/A.NR.T.TOTAL.MK004"],
    args: (s) => ({ flow: s.split("/")[0], key: s.split("/")[1], startPeriod: "2015", endPeriod: "2025", format: "JSON" }),
    respell: (s) => {
      const [f, k] = s.split("/");
      return [
        { flow: f, key: k, startPeriod: "2015" },
        { flow: f.toUpperCase(), key: k, startPeriod: "2015" },
        { flow: `ESTAT,${f},1.0`, key: k, startPeriod: "2015-01" },
        { flow: f, key: k.replace(/\./g, ". "), startPeriod: "2015" },
        { flow: f, key: k, startPeriod: "2015", endPeriod: "2025" },
        { flow: f, key: k, startPeriod: "2015", lang: "en", compressed: false },
        { flow: f, key: k.toLowerCase(), startPeriod: "2015" },
        { flow: f, key: k, time: "ge:2015" },
      ];
    },
    rec: (s, i, p) => {
      const r = sub("esat", s, `${p}.${i}`);
      const y = 2015 + i + (p ? p * 8 : 0);
      return { time: String(y), value: +(40 + r.next() * 20).toFixed(1), flag: r.pick(["", "", "b", "p", "u"]) };
    },
    body: (recs, x) => ({ version: "2.0", label: "Employment rates by sex, age and NUTS 2/3 regions", source: "ESTAT", updated: "2026-10-29T23:00:00+0100", size: [1, recs.length], value: Object.fromEntries(recs.map((o, i) => [String(i), o.value])), dimension: { time: { category: { index: Object.fromEntries(recs.map((o, i) => [o.time, i])) } } }, status: Object.fromEntries(recs.filter((o) => o.flag).map((o) => [o.time, o.flag])), ...(x.cursor !== undefined ? { next: x.cursor } : {}) }),
  },
  job: {
    submit: "makstat_pxweb_extract",
    status: "makstat_extract_status",
    fetch: "makstat_extract_get",
    what: "MAKSTAT PxWeb extraction: registered unemployed by municipality, age band and month 2015-2025",
    newId: (r) => `px-${r.int(10000, 99999)}-${r.lower(5)}`,
    subArgs: () => ({ table: "MakStat/PazarNaTrud/325_PazTrud_Opst_Nevrab_ml.px", query: [{ code: "Opstina", selection: { filter: "item", values: ["Krusevo", "Prilep", "Bitola"] } }], response: { format: "json-stat2" } }),
    stat: (r, id, st, pct) => ({ job: id, status: st === "done" ? "ready" : st === "queued" ? "queued" : "extracting", cells_done: Math.round(pct * 118.8), cells_total: 11880, percent: pct, node: `pxweb-${r.int(1, 4)}` }),
    result: (r) => `json-stat2 with 11880 cells (3 municipalities x 4 age bands x 132 months x 7.5) -> makstat_${r.hex(6)}.json`,
  },
  py: {
    run: "execute_python",
    write: "save_file",
    file: "brief/youth.py",
    stuck: { exc: "pandas.errors.MergeError: Passing 'suffixes' which cause duplicate columns {'value_x'} is not allowed.", frames: (k) => [["brief/youth.py", 28 + k, "<module>", "m = reg.merge(pop, on=['geo', 'time'], suffixes=('_x', '_x'))"], ["/usr/lib/python3/dist-packages/pandas/core/reshape/merge.py", 2717, "_items_overlap_with_suffix", "raise MergeError("]] },
    cosmetic: ["renamed reg to registered", "added a comment explaining the suffixes", "split the merge call over three lines", "changed the column list to a tuple", "added print(m.shape) after the merge"],
    prog: [
      { exc: "KeyError: 'geo'", frames: [["brief/youth.py", 14, "<module>", "reg = reg.set_index('geo')"]] },
      { exc: "ValueError: time data '2025M10' does not match format '%Y-%m'", frames: [["brief/youth.py", 19, "<module>", "reg['time'] = pd.to_datetime(reg['time'], format='%Y-%m')"]] },
      { exc: "ZeroDivisionError: float division by zero", frames: [["brief/youth.py", 35, "per_1000", "return 1000 * n / wa"]] },
    ],
    ok: (r) => `municipality  reg_unemp_per_1000_wa_2025  change_vs_2015\nKrusevo       ${r.int(60, 90)}.${r.int(0, 9)}                        -41%\nPrilep        ${r.int(70, 110)}.${r.int(0, 9)}                        -37%\nBitola        ${r.int(50, 80)}.${r.int(0, 9)}                        -45%\nchart saved: out/reg_unemp.png`,
  },
  schema: {
    tool: "emit_brief_table",
    model: "BriefTable",
    kind: "pydantic",
    stuck: { path: "rows.4.year", code: "int_parsing", msg: "Input should be a valid integer, unable to parse string as an integer", inputs: ["2025Q3", "2025-Q3", "Q3 2025", "2025 (Q3)", "2025q3", "2025/Q3", "III.2025"] },
    prog: [
      [
        { path: "rows.0.geo", code: "literal_error", msg: "Input should be 'MK', 'MK004', 'Krusevo', 'Prilep' or 'Bitola'", input: "Kruševo" },
        { path: "rows.1.value", code: "float_parsing", msg: "Input should be a valid number, unable to parse string as a number", input: "46,3" },
      ],
      [{ path: "rows.6.flag", code: "literal_error", msg: "Input should be '', 'b', 'p' or 'u'", input: "provisional" }],
      [{ path: "source_url", code: "url_parsing", msg: "Input should be a valid URL, relative URL without a base", input: "Eurostat lfst_r_lfe2emprt" }],
    ],
    payload: (v) => ({ indicator: "employment_rate_20_64", rows: [{ geo: "MK004", year: v, value: 52.1 }] }),
  },
  draft: {
    tool: "write_brief",
    check: "review_brief",
    artifact: "mayor's labour-market brief",
    crits: [["B1", "chart axis unlabelled"], ["B2", "registered vs LFS unemployment conflated"], ["B3", "no source line under the table"], ["B4", "Prilep figure uses 2024 population"], ["B5", "youth section missing"]],
    stuck: ["B6", "municipal employment rate is quoted from the NUTS-3 series; must say Pelagonia (MK004) is the smallest unit available or drop the municipal claim"],
    rewords: ["changed 'in Kruševo' to 'for Kruševo'", "added 'approximately' before the rate", "moved the rate to the second paragraph", "renamed the table column", "rewrote the first sentence"],
  },
  rdata: { need: "I can't compute per-1,000 rates: the working-age population by municipality is not in the chat, only the unemployed counts. stats_fetcher must fetch it.", have: "MAKSTAT publishes municipal population only from the 2021 census; I posted that table already. pandas_coder should use it for all years." },
  sleep: "sleep_seconds",
  state: "list_files",
  render: "render_chart",
};

// 9. Asteroid occultation planning, Hawaiʻi Island observers, Hawaiʻi Pidgin
export const occult = {
  key: "occultation-horizons-hwc",
  langName: "Hawaiʻi Pidgin (Hawaiʻi Creole English)",
  org: "amateur occultation team, Hilo and Waimea",
  framework: "LangGraph create_react_agent workers under a supervisor + Groq",
  model: "llama-3.3-70b-versatile",
  idStyle: "groq",
  nodeStyle: "handoff",
  timestamps: true,
  toolNames: true,
  month: 11,
  nodes: { sup: "supervisor", res: "ephemeris_agent", cod: "path_coder", cri: "checker", fmt: "plan_formatter", wri: "plan_writer" },
  sys: "Occultation-planning graph. Workers: ephemeris_agent (JPL Horizons, SBDB, Gaia archive), path_coder (python), checker, plan_formatter, plan_writer. You see the other workers' results as messages.",
  tasks: [
    ["Eh, can you go check da asteroid occultation fo' next week? Need da path an' da times fo' our stations, brah.", "Predict the 2026-12-18 occultation of Gaia DR3 star by (1453) Fennia: shadow path, central time per station (6 stations Hilo/Waimea) from Horizons + SBDB orbit."],
    ["Da guys stay setting up Friday night, so need um before den.", "Deliver station table (UT of closest approach, cross-track offset km) by Friday."],
    ["Check if get odda events fo' December too, not just dis one.", "List other December events with mag drop > 0.5 over Hawaiʻi Island."],
    ["Make one nice plan sheet fo' da guys.", "Write the observing plan sheet (times, exposure, chord spacing)."],
  ],
  nudges: [["Howzit going? Pau already or what?", "status?"], ["Do Waimea station first, dey get da big scope.", "Waimea first."]],
  again: ["Try check um one mo' time.", "re-check the same query."],
  wait: ["Hold on, stay still running.", "job still running; wait."],
  route: (t) => ({ tool: `transfer_to_${t}`, args: {} }),
  api: {
    tool: "sbdb_query",
    env: "http",
    subjects: ["1453", "Fennia", "2026 XK4", "(52246) Donaldjohanson", "Hektor", "3200 Phaethon", "Elektra", "(87) Sylvia", "Kleopatra", "(4179) Toutatis"],
    args: (s) => ({ sstr: s, "phys-par": true, "close-approach": false }),
    respell: (s) => [
      { sstr: s },
      { sstr: s.toLowerCase() },
      { sstr: ` ${s}` },
      { sstr: s, "phys-par": true },
      { des: s },
      { sstr: s.replace(/[()]/g, "") },
      { sstr: s, full_prec: false },
      { sstr: s.toUpperCase(), "phys-par": false },
    ],
    rec: (s, i, p) => {
      const r = sub("sbdb", s, `${p}.${i}`);
      return { object: { fullname: i ? `(${r.int(1000, 99999)}) ${s}${r.pick(["ia", "us", " II", "a"])}` : `${s}`, spkid: `${r.int(2000000, 2099999)}`, orbit_class: { code: r.pick(["MBA", "IMB", "TJN", "APO"]) } }, orbit: { epoch: "2461000.5", condition_code: String(r.int(0, 3)), data_arc: String(r.int(3000, 40000)) }, phys_par: [{ name: "diameter", value: (r.next() * 80 + 5).toFixed(3), units: "km" }] };
    },
    body: (recs, x) => (recs.length === 1 && x.cursor === undefined ? { signature: { source: "NASA/JPL Small-Body Database (SBDB) API", version: "1.3" }, ...recs[0] } : { signature: { source: "NASA/JPL Small-Body Database (SBDB) API", version: "1.3" }, code: "300", list: recs.map((o) => ({ pdes: o.object.spkid, name: o.object.fullname })), ...(x.cursor !== undefined ? { next: x.cursor } : {}) }),
  },
  job: {
    submit: "horizons_batch_submit",
    status: "horizons_batch_status",
    fetch: "horizons_batch_result",
    what: "Horizons batch: topocentric ephemerides of (1453) Fennia for 6 station codes, 10 s step around 2026-12-18 11:40 UT",
    newId: (r) => `hzb-${r.hex(12)}`,
    subArgs: () => ({ COMMAND: "'1453;'", EPHEM_TYPE: "OBSERVER", CENTER: "'coord@399'", SITE_COORD: "6 stations", START_TIME: "'2026-12-18 11:30'", STOP_TIME: "'2026-12-18 11:50'", STEP_SIZE: "'10 s'" }),
    stat: (r, id, st, pct) => ({ batch: id, state: st === "done" ? "DONE" : st === "queued" ? "WAITING" : "RUNNING", sites_done: Math.round(pct * 0.06), sites: 6, pct, horizons_version: "4.93", server_ms: r.int(100, 900) }),
    result: (r) => `6 ephemeris tables (121 rows each), RA/DEC ICRF, delta, 3-sigma ${r.int(10, 40)} mas -> hz_${r.hex(6)}.txt`,
  },
  py: {
    run: "run_python",
    write: "write_file",
    file: "path/shadow.py",
    stuck: { exc: "astropy.units.core.UnitConversionError: 'km' (length) and 'deg' (angle) are not convertible", frames: (k) => [["path/shadow.py", 52 + k, "cross_track", "off = (sep * dist).to(u.km)"], ["/home/occ/.venv/lib/python3.12/site-packages/astropy/units/quantity.py", 938, "to", "value = self._to_value(unit, equivalencies)"]] },
    cosmetic: ["renamed off to offset_km", "added a comment about small-angle approximation", "moved the unit conversion into a helper", "changed u.km to u.kilometer", "added print statements around the conversion"],
    prog: [
      { exc: "FileNotFoundError: [Errno 2] No such file or directory: 'hz_stations.txt'", frames: [["path/shadow.py", 14, "load", "lines = open('hz_stations.txt').read().splitlines()"]] },
      { exc: "ValueError: could not convert string to float: '$$SOE'", frames: [["path/shadow.py", 23, "parse", "ra = float(cols[3])"]] },
      { exc: "IndexError: index 121 is out of bounds for axis 0 with size 121", frames: [["path/shadow.py", 61, "closest", "return t[i + 1] - t[i]"]] },
    ],
    ok: (r) => `station   UT closest      offset_km\nWAI-1     11:41:${r.int(10, 30)}.4     -3.2\nWAI-2     11:41:${r.int(10, 30)}.9     +1.1\nHIL-1     11:41:${r.int(31, 50)}.2     +12.8 (outside)\n... 6 rows; path width 46.1 km`,
  },
  schema: {
    tool: "emit_station_plan",
    model: "StationPlan",
    kind: "pydantic",
    stuck: { path: "stations.2.utc_start", code: "datetime_from_date_parsing", msg: "Input should be a valid datetime or date, invalid character in year", inputs: ["18 Dec 11:41:20", "Dec 18, 11:41:20 UT", "11:41:20 UT Dec 18", "18/12 11:41:20", "Thu 11:41:20 UT", "11h41m20s UT", "18-Dec 11:41:20Z"] },
    prog: [
      [
        { path: "stations.0.exposure_s", code: "float_parsing", msg: "Input should be a valid number, unable to parse string as a number", input: "0.5s" },
        { path: "star.source_id", code: "int_parsing", msg: "Input should be a valid integer, unable to parse string as an integer", input: "Gaia DR3 12345" },
      ],
      [{ path: "stations.4.lat", code: "less_than_equal", msg: "Input should be less than or equal to 90", input: 155.47 }],
      [{ path: "event.mag_drop", code: "greater_than", msg: "Input should be greater than 0", input: -1.2 }],
    ],
    payload: (v) => ({ event: "1453 Fennia 2026-12-18", stations: [{ code: "WAI-2", lat: 20.02, lon: -155.67, utc_start: v, exposure_s: 0.5 }] }),
  },
  draft: {
    tool: "write_plan",
    check: "check_plan",
    artifact: "observing plan sheet",
    crits: [["P1", "no UT times, only HST"], ["P2", "chord spacing not shown"], ["P3", "missing exposure/gain per camera"], ["P4", "star magnitude not given"], ["P5", "no weather fallback"]],
    stuck: ["P6", "path uncertainty (1-sigma cross-track km) missing; stations cannot be spread without it"],
    rewords: ["added the word 'uncertain' to the path heading", "moved the path map up", "reformatted the station table", "changed 'shadow path' to 'ground track'", "shortened the intro"],
  },
  rdata: { need: "I can't compute the path: ephemeris tables are not in the thread, only the SBDB orbit. ephemeris_agent must run Horizons for the stations.", have: "Horizons batch output is the file hz_stations.txt I attached; path_coder has to parse it, not ask again." },
  sleep: "sleep",
  state: "read_thread_files",
  render: "make_pdf",
  closeLine: "Plan ready; returning to the team.",
};

// 10. Halide perovskite screening, Jodhpur solar-materials lab, Marwari
export const perov = {
  key: "perovskite-screen-mwr",
  langName: "Marwari (Rajasthani, Devanagari)",
  org: "solar-materials lab, Jodhpur",
  framework: "pydantic-graph nodes (PydanticAI) + DeepSeek",
  model: "deepseek-chat",
  nodeModels: { reviewer_node: "deepseek-reasoner" },
  idStyle: "deepseek",
  nodeStyle: "named",
  timestamps: true,
  toolNames: false,
  month: 11,
  nodes: { sup: "planner_node", res: "mp_query_node", cod: "compute_node", cri: "reviewer_node", fmt: "result_node", wri: "summary_node" },
  sys: "pydantic-graph run. Nodes: planner_node -> mp_query_node (Materials Project API, OPTIMADE) -> compute_node (python) -> reviewer_node -> result_node (structured output ScreeningResult) -> summary_node -> End.",
  tasks: [
    ["म्हनै पेरोव्स्काइट सामग्री री सूची चाइजै, थे मटेरियल्स प्रोजेक्ट सूं बैंड गैप काढ़ दो नी।", "Screen ABX3 halide perovskites (A=Cs/MA/FA, B=Pb/Sn/Ge, X=I/Br/Cl) on Materials Project: band gap 1.1-1.8 eV, e_above_hull < 0.05 eV/atom; ranked table."],
    ["सोमवार नै ग्रांट री रिपोर्ट जावणी है।", "Grant report Monday: top 10 candidates with mp-ids and r2SCAN gaps where present."],
    ["सीसा बिना वाळा ही देखो, टिन अर जर्मेनियम वाळा।", "Lead-free only (Sn, Ge); include double perovskites A2BB'X6."],
    ["थोड़ो सारांश लिख दो लैब मीटिंग सारू।", "Short summary for lab meeting with stability caveats."],
  ],
  nudges: [["कठै तांई पूग्या?", "status?"], ["टिन वाळा पैली करो।", "Sn compounds first."]],
  again: ["एकर फेर देखो।", "query the same thing again."],
  wait: ["थोड़ी ताळ रुको, हाल चाल रियो है।", "still running; wait."],
  route: (t) => ({ tool: "next_node", args: { node: t } }),
  api: {
    tool: "mp_summary_search",
    env: "requests",
    subjects: ["Cs-Pb-I", "Cs-Sn-I", "Cs-Ge-I", "Cs-Pb-Br", "Cs-Sn-Br", "C-H-N-Pb-I", "Cs-Ag-Bi-Br", "Cs-Sn-Cl", "Rb-Sn-I", "Cs-Ge-Br"],
    args: (s) => ({ chemsys: s, band_gap: [1.1, 1.8], energy_above_hull: [0, 0.05], fields: ["material_id", "formula_pretty", "band_gap", "energy_above_hull", "symmetry"], _limit: 50 }),
    respell: (s) => {
      const el = s.split("-");
      return [
        { chemsys: s, band_gap: [1.1, 1.8] },
        { chemsys: [...el].reverse().join("-"), band_gap: [1.1, 1.8] },
        { elements: el.join(","), num_elements: el.length, band_gap_min: 1.1, band_gap_max: 1.8 },
        { chemsys: s, band_gap: [1.1, 1.8], _fields: "material_id,formula_pretty,band_gap" },
        { chemsys: s.toLowerCase(), band_gap: [1.1, 1.8] },
        { chemsys: s, band_gap: [1.10, 1.80], energy_above_hull: [0, 0.05] },
        { formula: `${el[0]}${el[1]}${el[2]}3`, band_gap: [1.1, 1.8] },
        { chemsys: el.sort().join("-"), band_gap: [1.1, 1.8] },
      ];
    },
    rec: (s, i, p) => {
      const r = sub("mp", s, `${p}.${i}`);
      const el = s.split("-");
      return { material_id: `mp-${r.int(1000, 1200000)}`, formula_pretty: `${el[0]}${el[el.length - 2]}${el[el.length - 1]}3`, band_gap: +(1.1 + r.next() * 0.7).toFixed(4), energy_above_hull: +(r.next() * 0.05).toFixed(4), symmetry: { crystal_system: r.pick(["Cubic", "Orthorhombic", "Tetragonal", "Trigonal"]), symbol: r.pick(["Pm-3m", "Pnma", "P4/mbm", "R3m"]) } };
    },
    body: (recs, x) => ({ data: recs, meta: { api_version: "0.57.1", total_doc: x.count ?? recs.length, max_limit: 1000, ...(x.cursor !== undefined ? { next_skip: x.cursor } : {}) } }),
  },
  job: {
    submit: "optimade_async_query",
    status: "optimade_async_status",
    fetch: "optimade_async_result",
    what: "OPTIMADE federated query over 6 providers for elements HAS ALL \"Cs\",\"Sn\" AND nelements<=4",
    newId: (r) => `oq_${r.alnum(12)}`,
    subArgs: () => ({ filter: "elements HAS ALL \"Cs\",\"Sn\" AND nelements<=4", providers: ["mp", "oqmd", "jarvis", "alexandria", "odbx", "mcloud"], page_limit: 100 }),
    stat: (r, id, st, pct) => ({ query: id, status: st === "done" ? "finished" : st === "queued" ? "queued" : "running", providers_done: Math.round(pct * 0.06), providers_total: 6, percent: pct, trace_id: r.hex(16) }),
    result: (r) => `412 structures from 6 providers (mp 61, oqmd 139, jarvis 44, alexandria 150, odbx 6, mcloud 12) -> optimade_${r.hex(6)}.json`,
  },
  py: {
    run: "exec_python",
    write: "write_module",
    file: "screen/tolerance.py",
    stuck: { exc: "KeyError: 'Sn2+'", frames: (k) => [["screen/tolerance.py", 21 + k, "goldschmidt", "rb = SHANNON[b_ion]['VI']"], ["screen/tolerance.py", 47 + k, "<module>", "df['t'] = df.apply(lambda row: goldschmidt(row.A, row.B, row.X), axis=1)"]] },
    cosmetic: ["renamed rb to r_b", "added a docstring with the Goldschmidt formula", "sorted the SHANNON dict keys", "wrapped the lambda in a named function", "added type hints"],
    prog: [
      { exc: "ModuleNotFoundError: No module named 'mp_api'", frames: [["screen/tolerance.py", 2, "<module>", "from mp_api.client import MPRester"]] },
      { exc: "mp_api.client.core.client.MPRestError: REST query returned with error status code 401 on URL https://api.materialsproject.org/materials/summary/?chemsys=Cs-Sn-I", frames: [["screen/tolerance.py", 12, "fetch", "docs = mpr.materials.summary.search(chemsys=cs, fields=FIELDS)"]] },
      { exc: "ValueError: cannot convert float NaN to integer", frames: [["screen/tolerance.py", 55, "<module>", "df['rank'] = df['score'].rank(ascending=False).astype(int)"]] },
    ],
    ok: (r) => `candidates after filters: ${r.int(18, 40)}\nrank  mp-id       formula    gap_eV  t      mu\n1     mp-616378   CsSnI3     1.31    0.89   0.47\n2     mp-1069538  CsGeI3     1.58    0.92   0.44\n... saved out/ranked.csv`,
  },
  schema: {
    tool: "emit_screening_result",
    model: "ScreeningResult",
    kind: "pydantic",
    stuck: { path: "candidates.3.material_id", code: "string_pattern_mismatch", msg: "String should match pattern '^(mp|mvc)-\\d+$'", inputs: ["mp_616378", "MP-616378", "616378", "mp616378", "mp-616378 (CsSnI3)", "materialsproject:616378", "mp–616378"] },
    prog: [
      [
        { path: "candidates.0.band_gap_ev", code: "float_parsing", msg: "Input should be a valid number, unable to parse string as a number", input: "1.31 eV" },
        { path: "candidates.1.functional", code: "literal_error", msg: "Input should be 'PBE', 'PBEsol', 'r2SCAN' or 'HSE06'", input: "GGA" },
      ],
      [{ path: "candidates.5.e_above_hull", code: "less_than", msg: "Input should be less than 0.05", input: 0.071 }],
      [{ path: "query.filters", code: "missing", msg: "Field required", input: "{'chemsys': ['Cs-Sn-I']}" }],
    ],
    payload: (v) => ({ query: { filters: { band_gap: [1.1, 1.8] } }, candidates: [{ material_id: v, formula: "CsSnI3", band_gap_ev: 1.31, functional: "PBE" }] }),
  },
  draft: {
    tool: "write_summary",
    check: "review_summary",
    artifact: "lab-meeting summary",
    crits: [["V1", "PBE gaps presented as experimental"], ["V2", "Sn2+ oxidation instability not mentioned"], ["V3", "no mp-ids in the table"], ["V4", "tolerance factor formula not given"], ["V5", "double perovskites omitted"]],
    stuck: ["V7", "ranking mixes PBE and r2SCAN gaps in one column; must use a single functional or split the columns"],
    rewords: ["added a footnote 'gaps from DFT'", "renamed the column to 'gap (DFT)'", "changed the table font", "added 'approximately' to the gap values", "moved the ranking below the text"],
  },
  rdata: { need: "Cannot compute tolerance factors: ionic radii for the B-site are not in the graph state, only the MP documents. mp_query_node must fetch oxidation states.", have: "MP summary docs already include possible_species with oxidation states; I returned them. compute_node should read possible_species." },
  sleep: "sleep",
  state: "state_snapshot",
  render: "write_csv",
};
