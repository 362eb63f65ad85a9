// Domain kits, part 2: HPC job queues, travel booking, localisation pipeline, ML training ops.
import { clock, epoch, hms, iso, isoSec, logTs, para, rfc1123, rs, slurmTs, ymd } from "./lib.mjs";

// ---------------- HPC / scientific job queues ----------------
const PART = ["gpu-a100", "cpu-long", "cpu-short", "bigmem", "gpu-h100"];
export const hpc = {
  domain: "hpc-job-queues",
  reject: (it, rng, run) => rs(it.id).pick([`sbatch: error: invalid partition specified: ${it.part}-old`, `sbatch: error: QOSMaxGRESPerUser: ${it.nodes * 4} GPUs requested exceeds limit for ${it.part}`, `sbatch: error: Unable to open file jobs/${it.name}.sh`]),
  noun: "jobs",
  flag: { "--noheader": false },
  sys: [
    "You help researchers run simulations on the university Slurm cluster. You can submit, inspect and cancel jobs and read output files on /scratch. Stay within the group's allocation.",
    "Cluster assistant for the computational chemistry group. Tools wrap squeue, sacct, sbatch, scontrol, and file reads on the login node.",
  ],
  tasks: {
    look: ["Go through last night's failed array tasks for the DFT sweep and tell me why each one failed.", "For every job in the MD campaign that finished yesterday, get the wall time and max RSS so we can right-size the requests."],
    search: ["Find the output of the 2025 benchmark run for the Gaussian 16 build, I think it's somewhere under /project.", "Locate the restart files for the protein folding run PF-204 from March."],
    poll: ["Submit relax_batch_07.sh and tell me when it finishes.", "Run the convergence test job and report the final energy when it's done."],
    fix: ["My sbatch script for the VASP runs keeps getting rejected by the submit filter. Fix it.", "The job script for the CP2K sweep fails the site's policy check. Please make it pass."],
    doc: ["Read the cluster's new fair-share policy document and tell me how it affects our group.", "Go through the output log of job 8812231 and summarise what happened."],
    cyc: ["Get job 8823110 running, it's been pending forever.", "The array job 8830004 keeps failing on task 17; sort it out."],
    list: ["List all of our group's jobs from the last 7 days with their states.", "Give me every pending job in the gpu-a100 partition for our account."],
    talk: ["Agree with the scheduler-bot how to split the 400-node-hour allocation between the two projects.", "Negotiate GPU hours for the next sprint with the allocation agent."],
    echo: ["Resubmit all failed tasks of array job 8812000 with 2x memory."],
    long: ["Manage today's campaign: submit the remaining batches, triage failures, collect results into the summary table."],
  },
  mk(rng, n) {
    const out = [];
    for (let i = 0; i < n; i++) out.push({ id: String(rng.int(8800000, 8899999)), name: `${rng.pick(["dft", "md", "relax", "neb", "phonon", "cp2k"])}_${rng.pick(["sweep", "batch", "run", "conv"])}_${rng.int(1, 99)}`, part: rng.pick(PART), state: rng.pick(["COMPLETED", "COMPLETED", "FAILED", "TIMEOUT", "OUT_OF_MEMORY", "CANCELLED"]), el: `${String(rng.int(0, 47)).padStart(2, "0")}:${String(rng.int(0, 59)).padStart(2, "0")}:${String(rng.int(0, 59)).padStart(2, "0")}`, rss: `${rng.int(200, 180000)}M`, nodes: rng.int(1, 16), exit: rng.pick(["0:0", "0:0", "1:0", "0:9", "137:0"]), node: `cn${rng.int(100, 480)}` });
    return out;
  },
  look(it, rng, run) {
    return { name: "sacct", args: { job: it.id, format: "JobID,JobName,Partition,State,Elapsed,MaxRSS,NNodes,ExitCode,NodeList" }, th: `sacct for ${it.id}.`, out: `JobID           JobName  Partition      State    Elapsed     MaxRSS   NNodes ExitCode        NodeList\n------------ ---------- ---------- ---------- ---------- ---------- -------- -------- ---------------\n${it.id.padEnd(12)} ${it.name.slice(0, 10).padStart(10)} ${it.part.padStart(10)} ${it.state.slice(0, 10).padStart(10)} ${it.el.padStart(10)}            ${String(it.nodes).padStart(8)} ${it.exit.padStart(8)} ${it.node.padStart(15)}\n${(it.id + ".batch").padEnd(12)}      batch            ${it.state.slice(0, 10).padStart(10)} ${it.el.padStart(10)} ${it.rss.padStart(10)}        1 ${it.exit.padStart(8)} ${it.node.padStart(15)}\n# sacct (slurm 23.11.${rng.int(1, 9)}) queried ${slurmTs(run.t)} from login${rng.int(1, 3)}` };
  },
  act(it, rng, run) {
    return { name: "sbatch", args: { script: `jobs/${it.name}.sh`, extra: it.state === "OUT_OF_MEMORY" ? ["--mem=2x"] : [] }, th: `Resubmitting ${it.name}.`, out: `Submitted batch job ${rng.int(8900000, 8999999)}` };
  },
  search: {
    name: "find_files",
    refine: [["*g16*", "*bench*2025*", "*gaussian*"], ["*PF*204*", "*pf204*", "*folding*restart*"]],
    arg: (q) => ({ root: "/project/chem", pattern: q, maxdepth: 6 }),
    miss: [
      ["*g16*bench*2025*", "*gaussian*benchmark*", "*G16*bench*.log", "*bench*g16*", "*gaussian16*2025*", "*g16_bench*"],
      ["*PF-204*restart*", "*pf204*.rst", "*PF204*/restart*", "*folding*204*chk*", "*pf_204*restart*", "*PF-204*.cpt"],
    ],
    empty: (q, rng, run) => rng.pick([`find: 0 matches for '${q}' under /project/chem (scanned ${rng.int(180000, 190000)} entries in ${rng.int(3, 40)}.${rng.int(0, 9)}s)`, "", `$ find /project/chem -maxdepth 6 -name '${q}'\n$ echo $?\n0`]),
    hitQs: ["*relax*OUTCAR", "*neb*.xyz", "*phonon*band.yaml", "*md_run*.dcd"],
    hit: (q, rng, run) => { const r = rs(q); return Array.from({ length: r.int(2, 6) }, () => `/project/chem/${r.pick(["alice", "bogdan", "chen", "dara"])}/${r.pick(["2025", "2026"])}/${q.replace(/\*/g, "").replace(/^_/, "")}_${r.int(1, 99)}${q.includes(".") ? "" : ".out"}`).join("\n"); },
  },
  poll: {
    name: "squeue", stuckWord: "PENDING (Priority)",
    start: (rng, run) => { const job = String(rng.int(8900000, 8999999)); return { job, name: "sbatch", args: { script: "jobs/relax_batch_07.sh" }, th: "Submitting.", out: `Submitted batch job ${job}` }; },
    args: (job) => ({ job, format: "%.10i %.9P %.20j %.2t %.10M %.6D %R" }),
    stuck: () => ({ st: "PD", t: "0:00", r: "(Priority)" }),
    prog: (i, n) => (i >= n - 1 ? { st: "CD", t: "done", r: "" } : i === 0 ? { st: "PD", t: "0:00", r: "(Resources)" } : { st: "R", t: `${Math.floor((i * 7) / 60)}:${String((i * 7) % 60).padStart(2, "0")}`, r: "cn2" + String(i).padStart(2, "0") }),
    out: (job, st, rng, run) => st.st === "CD" ? `JOBID PARTITION NAME ST TIME NODES NODELIST(REASON)\n(no jobs)   # ${job} left the queue; sacct: COMPLETED 0:0` : `     JOBID PARTITION                 NAME ST       TIME  NODES NODELIST(REASON)\n${job.padStart(10)}  gpu-a100      relax_batch_07 ${st.st}  ${st.t.padStart(9)}      1 ${st.r}\n# ${slurmTs(run.t)} sched_cycle=${rng.int(100000, 999999)} backfill_depth=${rng.int(50, 500)}`,
  },
  dep: {
    svc: "The Slurm controller",
    errs: [
      () => "sacct: error: slurm_persist_conn_open_without_init: failed to open persistent connection to host:slurmdbd:6819: Connection refused",
      () => "squeue: error: slurm_receive_msg: Socket timed out on send/recv operation",
      (rng) => `sbatch: error: Batch job submission failed: Unable to contact slurm controller (connect failure) [errno ${rng.pick([111, 110])}]`,
      () => "scontrol: error: slurm_load_jobs error: Unable to contact slurm controller (connect failure)",
    ],
    transient: () => "sbatch: error: Slurm temporarily unable to accept job, sleeping and retrying",
  },
  fix: {
    target: "jobs/vasp_relax.sh",
    test: { name: "submit_filter_check", args: { script: "jobs/vasp_relax.sh" } },
    errs: ["--time exceeds partition MaxTime (cpu-short: 04:00:00)", "--account missing (required for all jobs since 2026-09)", "--mem-per-cpu and --mem are mutually exclusive", "module 'vasp/6.3.0' is deprecated; use vasp/6.4.2"],
    edit: (k, a, rng, err) => ({ name: "edit_script", args: { path: "jobs/vasp_relax.sh", line_match: ["#SBATCH --time", "#SBATCH --job-name", "#SBATCH --mem-per-cpu", "module load vasp"][k], replacement: ["#SBATCH --time=03:59:00", "#SBATCH --account=chem-grp", "#SBATCH --mem=64G", "module load vasp/6.4.2"][k] + (a ? ["", " ", "  "][a % 3] : "") }, th: `Fixing: ${err.split(" ")[0]}`, out: "1 line replaced" }),
    fail: (errs, rng, run) => `job_submit/lua: REJECT\n${errs.map((e) => `  - ${e}`).join("\n")}\n(policy rev ${rng.pick(["2026.09", "2026.09b"])}, checked ${hms(run.t)})`,
    pass: (rng, run) => `job_submit/lua: ACCEPT (dry-run, would be queued on cpu-short, est. start ${clock(run.t + 3600000)})`,
  },
  doc: {
    name: "read_file", title: "the fair-share policy", n: 6,
    args: (p) => ({ path: "/shared/docs/fairshare_policy_2026.txt", offset: (p - 1) * 60, lines: 60 }),
    page: (p, rng, run, changed) => `==> /shared/docs/fairshare_policy_2026.txt (lines ${(p - 1) * 60 + 1}-${p * 60}) <==\n${changed ? "# EDITED: GPU half-life reduced to 7 days.\n" : ""}${para(`fs${p}`, ["Fair-share half-life is 14 days.", "Accounts exceeding 150% of their share are deprioritised.", "GPU hours are weighted 8x CPU core hours.", "Backfill applies to jobs under 4 hours.", "Preemptible QOS jobs may be requeued without notice.", "Group allocations reset on 1 January.", "Unused allocation does not roll over.", "Interactive sessions are limited to 8 hours."], 3)}`,
    edit: (p, rng, run) => ({ name: "write_file_section", args: { path: "/shared/docs/fairshare_policy_2026.txt", offset: (p - 1) * 60, text: "# EDITED: GPU half-life reduced to 7 days." }, th: "Adding the committee's amendment.", out: "written" }),
  },
  cyc: [
    (pass, rng, run) => ({ name: "scontrol_show_job", args: { job: "8823110" }, th: "Why is it pending?", out: `JobId=8823110 JobName=md_long_04\n   JobState=PENDING Reason=ReqNodeNotAvail,_Reserved_for_maintenance Dependency=(null)\n   SubmitTime=2026-11-02T08:11:40 EligibleTime=2026-11-02T08:11:40\n   Partition=gpu-a100 NumNodes=2 TimeLimit=2-00:00:00\n   LastSchedEval=${slurmTs(run.t)}` }),
    (pass, rng, run) => ({ name: "scontrol_update", args: { job: "8823110", TimeLimit: ["1-12:00:00", "1-23:00:00", "1-18:00:00", "1-20:00:00"][pass % 4] }, th: "Shortening the time limit so it fits before the reservation.", out: "" }),
    (pass, rng, run) => ({ name: "sprio", args: { job: "8823110" }, th: "Checking priority.", out: `JOBID PARTITION PRIORITY SITE AGE FAIRSHARE JOBSIZE\n8823110 gpu-a100 ${18230 + pass} 0 ${1000 + pass * 3} 15400 1830` }),
  ],
  list: {
    name: "sacct_list",
    args: (cursor, i) => ({ account: "chem-grp", starttime: "now-7days", page: i + 1 }),
    fmt: (rows, next, i, rng, run) => rows.map((r) => `${r.id}|${r.name}|${r.part}|${r.state}|${r.el}`).join("\n") + `\n-- page ${i + 1}${next ? ", more available" : ", end"} --`,
  },
  talk: {
    peer: "allocation-agent",
    a: ["Project A needs at least 260 node-hours for the production runs, so a 50/50 split doesn't work.", "A 50/50 split leaves Project A short; it needs 260 node-hours minimum.", "I can't accept 200/200. Project A's production runs need 260 node-hours.", "As I said, Project A requires 260 node-hours; 200 is not enough.", "Project A still needs 260 node-hours, an even split won't cover it."],
    p: ["Policy is to split allocations evenly between projects: 200/200.", "Allocations are divided equally, 200 node-hours each.", "The default is an even split of 200 and 200.", "Even split, 200 each, is the rule.", "I can only do 200/200 per the allocation policy."],
    conv: [["Default is 200/200.", "Project A needs 260 for production; Project B's runs are exploratory. Could B use preemptible QOS for part of theirs?"], ["Preemptible hours don't count against allocation.", "Then 260 for A and 140 for B, plus B gets the preemptible queue."], ["B's lead agrees.", "Setting the account limits now."]],
    agree: "Limits confirmed in slurmdbd.",
  },
  echo: ["I will resubmit all failed tasks of array job 8812000 with double the memory.", "Next: resubmit the failed array tasks of 8812000 with 2x memory.", "I'm going to resubmit every failed task in array 8812000, doubling the memory request.", "Plan: identify failed tasks of 8812000 and resubmit them with 2x memory.", "I will now resubmit the failed 8812000 tasks with twice the memory."],
  chant: "The job has been submitted to the queue.",
  doneLine: "Everything else in the queue looks normal.",
  repeatAsk: "Resubmit each of these jobs",
};

// ---------------- travel booking ----------------
const CITY = [["OSL", "Oslo"], ["LIS", "Lisbon"], ["NRT", "Tokyo"], ["YUL", "Montreal"], ["NBO", "Nairobi"], ["CPH", "Copenhagen"], ["BCN", "Barcelona"], ["SIN", "Singapore"], ["MEX", "Mexico City"], ["DUB", "Dublin"]];
export const travel = {
  domain: "travel-booking",
  reject: (it, rng, run) => rs(it.id).pick([`UNABLE - SEAT ${it.seat} NOT AVAILABLE ON ${it.flight}`, `SSR ${it.meal} NOT SUPPORTED BY CARRIER ${it.flight.slice(0, 2)}`, `RESTRICTED - ${it.id} IS CONTROLLED BY ANOTHER OFFICE`]),
  noun: "travellers",
  flag: { currency: "EUR" },
  sys: [
    "You are a corporate travel booking agent. Use the GDS tools to search, hold and ticket. Follow the travel policy: economy under 6h, premium economy above; hotels within the city cap.",
    "Travel desk assistant. Tools: gds_*, hotel_*, pnr_*. Always confirm fares before ticketing.",
  ],
  tasks: {
    look: ["Check each traveller's PNR for the Lisbon offsite and make sure seats and meals are set.", "For every booking in next week's trips, confirm the ticket is issued and the hotel is guaranteed."],
    search: ["Find a direct flight Oslo–Nairobi on 14 Nov in the morning.", "Find a hotel in Tokyo Marunouchi under ¥28,000/night with a gym, 3-7 Dec."],
    poll: ["Ticket the held PNR and let me know once the ticket number is issued.", "Request the group fare for the Barcelona offsite and tell me when the airline responds."],
    fix: ["The PNR for the Montreal trip fails the pre-ticketing check. Fix it so it can be ticketed.", "Pre-ticketing validation is failing on our Singapore booking. Please sort it."],
    doc: ["Read the fare rules for the Copenhagen fare and tell me the change and refund conditions.", "Go through the updated corporate travel policy and summarise the hotel rules."],
    cyc: ["Book seat 12A for Mr Okafor on the Lisbon flight.", "Get the Dublin hotel booking confirmed for Ms Berg."],
    list: ["List all bookings for the Lisbon offsite with their status.", "Give me every trip booked for December with traveller and cost centre."],
    talk: ["Agree the itinerary for the CEO's Asia trip with her assistant (the exec-assistant agent).", "Work out the offsite travel plan with the events agent."],
    echo: ["Book return flights for the 6 sales reps to the Lisbon offsite, economy, arriving before 10:00 on the 14th."],
    long: ["Handle the whole Lisbon offsite: flights, hotels, seats and meals for everyone, and keep the budget sheet updated."],
  },
  mk(rng, n) {
    const out = [];
    for (let i = 0; i < n; i++) { const [c, city] = rng.pick(CITY); out.push({ id: rng.alnum(6).toUpperCase().replace(/[0O1I]/g, "X"), name: `${rng.pick(["Mr", "Ms", "Dr"])} ${rng.pick(["Okafor", "Berg", "Raman", "Costa", "Tanaka", "Haddad", "Weber", "Byrne", "Sato", "Mensah"])}`, dest: c, city, flight: `${rng.pick(["SK", "TP", "LH", "KL", "AF", "EI", "NH"])}${rng.int(100, 2999)}`, date: `2026-${rng.pick(["11", "12"])}-${String(rng.int(1, 28)).padStart(2, "0")}`, seat: `${rng.int(3, 38)}${rng.pick(["A", "C", "D", "F"])}`, meal: rng.pick(["VGML", "AVML", "NONE", "KSML"]), tkt: rng.chance(0.8) ? `${rng.int(100, 999)}-${rng.int(1000000000, 9999999999)}` : null, fare: rng.int(180, 1900) }); }
    return out;
  },
  look(it, rng, run) {
    return { name: "pnr_retrieve", args: { record_locator: it.id }, th: `Retrieving ${it.id}.`, out: `RP/${rng.pick(["OSLN12100", "LISN28100"])}/   ${rng.alnum(4).toUpperCase()}/${rng.int(10, 99)}AA ${rng.int(10, 28)}NOV/${clock(run.t).replace(":", "")}Z   ${it.id}\n  1.${it.name.split(" ")[1].toUpperCase()}/${it.name.split(" ")[0].toUpperCase()}\n  2  ${it.flight} Y ${it.date.slice(8)}${["NOV", "DEC"][+it.date.slice(5, 7) - 11]} 3 OSL${it.dest} HK1  0705 1010   E0 320\n  3 SSR VGML ${it.meal === "NONE" ? "--" : it.meal}\n  4 SEAT ${it.seat}\n  5 FA ${it.tkt ?? "NOT TICKETED"}\n  6 TK OK${rng.int(10, 28)}NOV/OSLN12100\n>` };
  },
  act(it, rng, run) {
    return { name: "pnr_update", args: { record_locator: it.id, ssr: it.meal === "NONE" ? [] : [{ code: it.meal }], seat: it.seat }, th: `Setting seat/meal on ${it.id}.`, out: `OK - ${it.id} updated. ET PROCESSED ${clock(run.t)} (${rng.int(1, 99)} of 99 changes today)` };
  },
  search: {
    name: "gds_availability",
    refine: [["OSL NBO 14NOV", "OSL NBO 14NOV 1 stop", "OSL NBO 13NOV direct"], ["Tokyo Marunouchi hotel Dec 3-7", "Tokyo Station hotels Dec 3-7 gym", "Marunouchi hotel under 32000 JPY"]],
    arg: (q) => ({ query: q, cabin: "Y" }),
    miss: [
      ["OSL NBO 14NOV direct morning", "Oslo to Nairobi non-stop 14 Nov AM", "OSL-NBO 14/11 0 stops departure before 12:00", "direct OSLNBO 14NOV", "nonstop Oslo Nairobi November 14 morning", "OSL NBO 14NOV nonstop dep 06-12"],
      ["Tokyo Marunouchi hotel under 28000 gym 3-7 Dec", "Marunouchi 4 nights max JPY 28,000 fitness centre", "hotel Tokyo Station area <28k yen gym Dec 3", "Marunouchi business hotel gym 03DEC-07DEC", "TYO Marunouchi rate cap 28000 JPY with gym", "Chiyoda Marunouchi hotels gym under ¥28k"],
    ],
    empty: (q, rng, run) => rng.pick([`NO AVAILABILITY FOR REQUESTED CRITERIA\n>${q.toUpperCase()}\n*TRN ${rng.int(1000, 9999)}*`, JSON.stringify({ offers: [], warnings: [{ code: "NO_RESULTS", detail: "No itineraries match the criteria" }], meta: { searchId: rng.uuid(), responseTimeMs: rng.int(300, 4000) } }), `0 options found (${rng.int(3, 90)} carriers/properties checked at ${hms(run.t)})`]),
    hitQs: ["OSL NBO 14NOV 1 stop", "Tokyo Station hotels Dec 3-7", "LIS OSL 16NOV evening", "BCN hotels near Fira"],
    hit: (q, rng, run) => { const r = rs(q); if (/hotel/i.test(q)) return Array.from({ length: r.int(2, 4) }, (_, i) => `${i + 1}  HTL ${r.pick(["Marunouchi Kanko", "Tokyo Station Garden", "Otemachi Place Inn", "Yaesu Terrace"])}  JPY ${r.int(21000, 34000)}/NT  ${r.pick(["GYM", "GYM POOL", "NO GYM"])}  ${r.pick(["RAC", "CORP", "NEG"])}`).join("\n") + `\n*END* (${rng.int(200, 3000)}ms)`; return Array.from({ length: r.int(3, 5) }, (_, i) => `${i + 1}  ${r.pick(["KL", "LH", "TK", "QR", "SK"])}${r.int(100, 1999)}  ${r.pick(["0640", "0905", "1120", "1715"])}  ${r.pick(["AMS", "FRA", "IST", "DOH"])}  EUR ${r.int(480, 1400)}.00  ${r.pick(["Y", "M", "B"])}`).join("\n") + `\n*END* (${rng.int(200, 3000)}ms)`; },
  },
  poll: {
    name: "ticketing_status", stuckWord: "QUEUED at the consolidator",
    start: (rng, run) => { const job = `TQ${rng.int(100000, 999999)}`; return { job, name: "ticket_issue", args: { record_locator: "KQ7ZTB", fop: "corporate_card" }, th: "Issuing.", out: `Ticketing request ${job} accepted, placed on queue 70C0` }; },
    args: (job) => ({ request: job }),
    stuck: () => ({ s: "QUEUED", q: "70C0", tkt: null }),
    prog: (i, n) => (i >= n - 1 ? { s: "ISSUED", q: "-", tkt: "220-4481920017" } : (i < n / 2 ? { s: "QUEUED", q: "70C0", tkt: null, pos: Math.ceil(n / 2) - i } : { s: `PRICING ${Math.round((100 * (i + 1)) / n)}PCT`, q: "70C0", tkt: null })),
    out: (job, st, rng, run) => `REQ ${job} STATUS ${st.s}${st.pos ? ` POS ${st.pos}` : ""} Q ${st.q} TKT ${st.tkt ?? "--"} LASTCHK ${clock(run.t)}Z SESS ${rng.alnum(8).toUpperCase()}`,
  },
  dep: {
    svc: "The GDS connection",
    errs: [
      (rng) => `GDS ERROR 9999: HOST NOT RESPONDING - SESSION ${rng.alnum(6).toUpperCase()} TERMINATED`,
      () => "UNABLE TO PROCESS - SYSTEM UNAVAILABLE - RETRY LATER",
      (rng) => JSON.stringify({ errors: [{ status: 503, code: 38189, title: "Internal error", detail: "Amadeus host link down" }], correlation: rng.uuid() }),
    ],
    transient: (rng) => `SIMULTANEOUS CHANGES TO PNR - IGNORE AND RETRIEVE (ref ${rng.int(1000, 9999)})`,
  },
  fix: {
    target: "PNR MTQ4LP",
    test: { name: "pnr_preticket_check", args: { record_locator: "MTQ4LP" } },
    errs: ["APIS: passport expiry missing for passenger 1", "SSR DOCS: gender field invalid 'X' for carrier AC", "TK element missing (ticketing time limit)", "FP: form of payment not set"],
    edit: (k, a, rng, err) => ({ name: "pnr_update", args: { record_locator: "MTQ4LP", element: ["DOCS", "DOCS", "TK", "FP"][k], value: ["P/NOR/29814455/NOR/12MAR81/M/04APR31/HALVORSEN/ERIK", "P/NOR/29814455/NOR/12MAR81/M/04APR31/HALVORSEN/ERIK", "TKTL20NOV/1200", "CCVI4111XXXXXXXX1111/1128"][k] + (a ? ["", "/", "/P1"][a % 3] : "") }, th: `Fixing ${err.split(":")[0]}.`, out: `OK ${clock(Date.UTC(2026, 10, 3, 9) + a * 60000)}` }),
    fail: (errs, rng, run) => `PRE-TICKETING CHECK MTQ4LP: ${errs.length} ERROR(S)\n${errs.map((e, i) => `${i + 1}. ${e.toUpperCase()}`).join("\n")}\n>`,
    pass: () => "PRE-TICKETING CHECK MTQ4LP: OK - READY TO TICKET\n>",
  },
  doc: {
    name: "fare_rules", title: "the CPH fare rules", n: 5,
    args: (p) => ({ fare_basis: "YLOWSK2", section: [0, 16, 31, 33, 5, 6][p] }),
    page: (p, rng, run, changed) => `FARE RULE YLOWSK2 CAT ${[0, 16, 31, 33, 5, 6][p]}\n${changed ? "WAIVER APPLIED: CHANGES PERMITTED FREE OF CHARGE. " : ""}${para(`fr${p}`, ["CHANGES PERMITTED FOR A FEE OF EUR 70.", "CANCELLATION: TICKET IS NON-REFUNDABLE. TAXES REFUNDABLE.", "NO-SHOW: EUR 100 PENALTY.", "ADVANCE PURCHASE: 14 DAYS BEFORE DEPARTURE.", "MINIMUM STAY: SATURDAY NIGHT.", "REISSUE MUST BE DONE BEFORE DEPARTURE OF FIRST FLIGHT."], 3)}\n(retrieved ${rfc1123(run.t)})`,
    edit: (p, rng, run) => ({ name: "apply_waiver", args: { fare_basis: "YLOWSK2", waiver_code: "SKWV26NOV" }, th: "Applying the airline's waiver code.", out: "WAIVER SKWV26NOV APPLIED" }),
  },
  cyc: [
    (pass, rng, run) => ({ name: "seatmap", args: { flight: "TP763", date: "2026-11-14", cabin: "Y" }, th: "Seat map.", out: `TP763 14NOV Y: 12A=AVAIL 12C=OCC 12D=AVAIL 14A=AVAIL (map ${rng.alnum(5)})` }),
    (pass, rng, run) => ({ name: "seat_assign", args: { record_locator: "QP3RT9", seat: pass % 2 ? "12a" : "12A", passenger: 1 }, th: "Assigning 12A.", out: `UNABLE - SEAT 12A RESTRICTED (EXIT ROW ELIGIBILITY NOT CONFIRMED) ${clock(run.t)}`, err: true }),
  ],
  list: {
    name: "trip_list",
    args: (cursor, i) => ({ event: "lisbon-offsite-2026", cursor }),
    fmt: (rows, next, i, rng, run) => JSON.stringify({ data: rows.map((r) => ({ pnr: r.id, traveller: r.name, flight: r.flight, status: r.tkt ? "TICKETED" : "HELD" })), paging: { next }, fetched: iso(run.t) }),
  },
  talk: {
    peer: "exec-assistant",
    a: ["The Tokyo leg has to be on the 3rd because the board meeting in Singapore is on the 5th.", "She needs to be in Tokyo on the 3rd so that Singapore on the 5th works.", "Tokyo must be on the 3rd, otherwise she misses the Singapore board meeting on the 5th.", "As before, Tokyo on the 3rd is required for the Singapore meeting on the 5th.", "The 3rd for Tokyo is fixed by the Singapore board meeting on the 5th."],
    p: ["She can't travel on the 3rd, she has the town hall. Please move Tokyo.", "The 3rd is blocked by the town hall. Another date for Tokyo please.", "Tokyo can't be on the 3rd; town hall that day.", "Please find another Tokyo date, the 3rd is the town hall.", "Again, the 3rd doesn't work because of the town hall."],
    conv: [["She can't travel on the 3rd (town hall).", "Then Tokyo on the 2nd evening, one night, and fly TYO-SIN on the 4th. Town hall can be remote from Tokyo?"], ["Yes, she can join the town hall remotely.", "Great. Holding NH flights on the 2nd and SQ on the 4th."], ["Hotel near Tokyo Station, please.", "Held the Marunouchi property within cap."]],
    agree: "Confirmed by the CEO. Please ticket.",
  },
  echo: ["I will book return flights for the six sales reps to Lisbon, economy, arriving before 10:00 on the 14th.", "My task is booking economy return flights to Lisbon for 6 sales reps, arrival before 10:00 on 14 Nov.", "I'll book the six reps' return economy flights to Lisbon, landing before 10:00 on the 14th.", "Next I will arrange return economy flights to Lisbon for the 6 sales reps, arriving by 10:00 on the 14th.", "Booking return flights (economy) for 6 reps to LIS, arrival before 10:00 on the 14th, is what I'll do now."],
  chant: "Your booking is confirmed and the e-ticket has been sent.",
  doneLine: "Itineraries have been emailed to the travellers.",
  repeatAsk: "Re-apply the traveller's seat and meal preferences on each of these bookings",
};

// ---------------- localisation / translation pipeline ----------------
const LOC = ["de-DE", "fr-FR", "ja-JP", "pt-BR", "es-MX", "ko-KR", "it-IT", "pl-PL", "tr-TR", "nl-NL"];
export const l10n = {
  domain: "localisation-pipeline",
  reject: (it, rng, run) => rs(it.id + it.loc).pick([`rejected: ${it.id}/${it.loc} locked by reviewer ${it.rev ?? "qa-bot"}`, `rejected: ${it.id}/${it.loc} target exceeds max length (${it.src.length + 12} > ${it.src.length + 4})`, `rejected: ${it.id}/${it.loc} ICU plural forms missing for '${it.loc.slice(0, 2)}' (one, few, many)`]),
  noun: "strings",
  flag: { include_context: false },
  sys: [
    "You run the localisation pipeline for a mobile app: translation memory, machine translation, QA checks and pushes to the string repository. Never overwrite strings a human reviewer has locked.",
    "L10n ops assistant. Tools: tm_lookup, segment_get, segment_update, qa_run, tms_job_*, glossary_search.",
  ],
  tasks: {
    look: ["Check the strings flagged by reviewers in the checkout flow and fix the ones that are still untranslated.", "Go through the new onboarding strings and make sure each locale has an approved translation."],
    search: ["Find the approved glossary term for 'wishlist' in Japanese.", "Is there a TM match for the legal disclaimer 'Prices include VAT where applicable' in Polish?"],
    poll: ["Send the release 8.4 strings to the vendor's MT+PE job and tell me when it's delivered.", "Kick off the pseudo-localisation build and report when it's done."],
    fix: ["The German strings for the payment screen fail QA. Fix them until QA passes.", "QA is failing on the new pt-BR release notes. Fix the issues."],
    doc: ["Read the style guide for Japanese and tell me how we handle honorifics in push notifications.", "Go through the vendor's delivery notes for batch 31 and summarise open queries."],
    cyc: ["Push the fr-FR strings for release 8.4 to the repository.", "Get the ko-KR translations for the settings screen merged."],
    list: ["List all untranslated strings for release 8.4 across locales.", "Export every string changed since 8.3 with its key and status."],
    talk: ["Resolve the terminology question about 'account' vs 'profile' with the reviewer agent for de-DE.", "Agree with the vendor's PM agent on the delivery date for batch 32."],
    echo: ["Translate the 40 new checkout strings into all 10 locales using the TM first and MT for the rest."],
    long: ["Release 8.4 localisation: fill from TM, MT the rest, run QA per locale, fix issues and push."],
  },
  mk(rng, n) {
    const out = [];
    for (let i = 0; i < n; i++) { const loc = rng.pick(LOC); out.push({ id: `${rng.pick(["checkout", "onboarding", "settings", "profile", "search", "cart"])}.${rng.pick(["title", "cta", "error", "hint", "body", "label"])}_${rng.int(1, 80)}`, loc, src: rng.pick(["Add to wishlist", "Your order is on its way", "Try again later", "Sign in to continue", "Prices include VAT where applicable", "Free returns within 30 days", "Enter a valid postcode", "Save changes?"]), st: rng.pick(["translated", "approved", "untranslated", "fuzzy", "locked"]), tm: rng.int(0, 100), rev: rng.pick(["mkowalska", "tsato", "jlefevre", "asilva", null]) }); }
    return out;
  },
  look(it, rng, run) {
    return { name: "segment_get", args: { key: it.id, locale: it.loc }, th: `Looking at ${it.id} (${it.loc}).`, out: JSON.stringify({ key: it.id, locale: it.loc, source: it.src, target: it.st === "untranslated" ? null : `[${it.loc}] ${it.src}`, status: it.st, tm_best: it.tm, reviewer: it.rev, rev: `${rng.hex(7)}`, fetched: epoch(run.t) }) };
  },
  act(it, rng, run) {
    return { name: "segment_update", args: { key: it.id, locale: it.loc, target: `[${it.loc}] ${it.src}`, status: "translated", origin: it.tm >= 85 ? "tm" : "mt" }, th: `Filling ${it.id} for ${it.loc}.`, out: it.st === "locked" ? `skipped: ${it.id}/${it.loc} locked by reviewer ${it.rev ?? "qa-bot"}` : `updated ${it.id}/${it.loc} (rev ${rng.hex(7)})` };
  },
  search: {
    name: "glossary_search",
    refine: [["wish", "saved items", "お気に入り"], ["VAT", "prices include", "tax included"]],
    arg: (q) => ({ term: q, locale: q.includes("VAT") ? "pl-PL" : "ja-JP" }),
    miss: [
      ["wishlist", "wish list", "Wishlist", "wish-list", "saved items list", "favourites list"],
      ["Prices include VAT where applicable", "prices include VAT", "VAT included where applicable", "price incl. VAT", "Prices include value added tax where applicable", "incl VAT where applicable"],
    ],
    empty: (q, rng, run) => rng.pick([`Glossary: no entry for "${q}" (ja-JP, 2,411 terms, updated ${ymd(run.t - 86400000 * 3)})`, JSON.stringify({ matches: [], fuzzy: [], took_ms: rng.int(5, 90) }), `TM lookup returned 0 segments ≥ 70% for '${q}'. [${rng.hex(8)}]`]),
    hitQs: ["checkout", "shipping address", "order history", "promo code", "gift card"],
    hit: (q, rng, run) => { const r = rs(q); return JSON.stringify({ matches: [{ source: q, target: r.pick(["購入手続き", "配送先住所", "注文履歴", "プロモーションコード", "ギフトカード"]), status: "approved", domain: r.pick(["ui", "legal", "marketing"]) }], took_ms: rng.int(5, 90) }); },
  },
  poll: {
    name: "tms_job_status", stuckWord: "waiting for vendor acceptance",
    start: (rng, run) => { const job = `J-${rng.int(40000, 49999)}`; return { job, name: "tms_job_create", args: { release: "8.4", workflow: "MT+PE", locales: ["de-DE", "fr-FR", "ja-JP"] }, th: "Creating the vendor job.", out: `job ${job} created, 1,284 words x 3 locales` }; },
    args: (job) => ({ job_id: job }),
    stuck: () => ({ st: "PENDING_ACCEPTANCE", w: 0 }),
    prog: (i, n) => (i >= n - 1 ? { st: "DELIVERED", w: 3852 } : { st: i === 0 ? "ACCEPTED" : "IN_PROGRESS", w: Math.round((3852 * i) / n) }),
    out: (job, st, rng, run) => `${job}\tstatus=${st.st}\twords_done=${st.w}/3852\teta=${st.st === "DELIVERED" ? "-" : ymd(run.t + 86400000)}\tpolled=${isoSec(run.t)}\tapi_quota=${rng.int(200, 999)}`,
  },
  dep: {
    svc: "The TMS API",
    errs: [
      (rng) => `TMS API error 502: Bad Gateway (cf-ray ${rng.hex(16)}-FRA)`,
      (rng) => `<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>`,
      (rng, run) => `tms-client: request failed (502) after ${rng.int(1, 3)} attempts at ${hms(run.t)}; upstream tms-core unavailable`,
    ],
    transient: (rng) => `TMS API error 429: quota exceeded, retry in ${rng.int(2, 30)}s`,
  },
  fix: {
    target: "payment screen (de-DE)",
    test: { name: "qa_run", args: { scope: "payment.*", locale: "de-DE", checks: "all" } },
    errs: ["payment.cta_3: placeholder {amount} missing in target", "payment.error_7: length 58 exceeds max 40", "payment.hint_2: term 'Kreditkarte' should be 'Karte' (glossary)", "payment.body_1: double space"],
    edit: (k, a, rng, err) => ({ name: "segment_update", args: { key: err.split(":")[0], locale: "de-DE", target: ["{amount} jetzt bezahlen", "Zahlung fehlgeschlagen. Erneut versuchen?", "Karte hinzufügen", "Deine Zahlung ist sicher."][k] + (a ? ["", " ", "."][a % 3] : "") }, th: `Fixing ${err.split(":")[0]}.`, out: `updated ${err.split(":")[0]}/de-DE` }),
    fail: (errs, rng, run) => `QA de-DE payment.*: ${errs.length} issue(s)\n${errs.map((e) => `  ✖ ${e}`).join("\n")}\nrun ${rng.hex(6)} · ${rng.int(40, 44)} segments checked`,
    pass: (rng) => `QA de-DE payment.*: 0 issues ✔ (run ${rng.hex(6)})`,
  },
  doc: {
    name: "doc_read", title: "the Japanese style guide", n: 6,
    args: (p) => ({ doc: "styleguide_ja-JP.md", chunk: p }),
    page: (p, rng, run, changed) => `styleguide_ja-JP.md [chunk ${p}/6]\n${changed ? "UPDATE: push notifications now use です/ます without honorific prefixes. " : ""}${para(`ja${p}`, ["Use です/ます form in UI text.", "Avoid katakana for terms that have a common kanji equivalent.", "Push notifications must be under 40 full-width characters.", "Do not use honorific 様 in push notifications.", "Full-width punctuation is required.", "Numbers are half-width.", "Brand names stay in Latin script.", "Use 「」for UI element names."], 3)}`,
    edit: (p, rng, run) => ({ name: "doc_edit", args: { doc: "styleguide_ja-JP.md", chunk: p, prepend: "UPDATE: push notifications now use です/ます without honorific prefixes." }, th: "Adding the agreed rule.", out: "saved" }),
  },
  cyc: [
    (pass, rng, run) => ({ name: "repo_push", args: { locale: "fr-FR", release: "8.4", message: ["fr-FR strings 8.4", "fr-FR 8.4 strings", "push fr-FR for 8.4"][pass % 3] }, th: "Pushing.", out: `rejected: pre-receive hook: 3 keys fail ICU syntax (checkout.body_12, checkout.error_4, cart.hint_9) [hook ${rng.hex(6)}]`, err: true }),
    (pass, rng, run) => ({ name: "tm_pretranslate", args: { locale: "fr-FR", keys: ["checkout.body_12", "checkout.error_4", "cart.hint_9"], overwrite: true }, th: "Re-filling those keys from TM.", out: `pretranslated 3 keys from TM (100% matches) job ${rng.int(1000, 9999)}` }),
  ],
  list: {
    name: "strings_list",
    args: (cursor, i) => ({ release: "8.4", status: "untranslated", page: i + 1, limit: 5 }),
    fmt: (rows, next, i, rng, run) => `key,locale,source\n${rows.map((r) => `${r.id},${r.loc},"${r.src}"`).join("\n")}\n${next ? `# page ${i + 1}, next=${i + 2}` : `# page ${i + 1} (last)`}`,
  },
  talk: {
    peer: "de-reviewer",
    a: ["The glossary says 'Konto' for 'account', so I'll keep 'Konto' in these strings.", "I'm following the glossary, which maps 'account' to 'Konto'.", "Per the approved glossary, 'account' is 'Konto'; I'll leave it.", "As the glossary specifies 'Konto', I'm keeping that.", "I'll stick with 'Konto' because that's the glossary entry for 'account'."],
    p: ["In this screen it's really the user's profile, please use 'Profil'.", "'Profil' fits better here, it's the profile page.", "Please change to 'Profil' on this screen.", "This is a profile context; 'Profil' is right.", "Still think it should be 'Profil' here."],
    conv: [["Use 'Profil' here?", "Glossary has 'Konto' for account. Is the source string about the profile page rather than the account?"], ["Yes, the English source is wrong; it should say 'profile'.", "Then I'll file a source-string bug and use 'Profil' with a context note."], ["Please also add a glossary note.", "Added a note: 'account (settings) = Konto; profile page = Profil'."]],
    agree: "Perfect, approving the batch.",
  },
  echo: ["I will translate the 40 new checkout strings into all 10 locales, TM first, MT for the remainder.", "Task: localise 40 checkout strings into 10 locales using TM and then MT.", "I'll now fill the 40 new checkout strings in all ten locales from TM, then MT for what's left.", "Next: TM pre-translation for the 40 checkout strings across 10 locales, MT for gaps.", "I'm going to translate all 40 new checkout strings into the 10 locales (TM first, then MT)."],
  chant: "All strings have been translated and pushed.",
  doneLine: "Locked strings were left untouched.",
  repeatAsk: "Fill each of these keys from TM (or MT if there's no good match)",
};

// ---------------- ML training ops ----------------
export const mlops = {
  domain: "ml-training-ops",
  reject: (it, rng, run) => rs(it.id).pick([`403: run ${it.id} belongs to project vision-seg, tagging not allowed`, `409: run ${it.id} is still ${it.st}; tags are frozen until it finishes`, `400: tag 'candidate' requires val/mAP >= 0.5 (run ${it.id} has ${it.best})`]),
  noun: "runs",
  flag: { include_system_metrics: false },
  sys: [
    "You are an MLOps assistant for the vision team. You can launch and monitor training runs, read metrics, manage checkpoints and evaluations. Don't delete checkpoints tagged 'keep'.",
    "Training ops agent. Tools: runs_get, runs_launch, metrics_query, ckpt_*, eval_*, cluster_*.",
  ],
  tasks: {
    look: ["Review the sweep runs from last night and tell me which configs diverged.", "For each run in the ablation study, get the best val mAP and the step it occurred at."],
    search: ["Find the checkpoint from the run that used cosine schedule with warmup 2k, batch 1024, around early October.", "Is there any run that trained the ViT-B on the new crops dataset? Find it."],
    poll: ["Launch the fine-tune with config ft_det_v7.yaml and let me know the final val mAP.", "Kick off the eval suite on checkpoint ckpt-88000 and report the numbers when done."],
    fix: ["The training config for det_v8 fails schema validation. Fix it.", "Our launch config keeps failing the preflight check. Please correct it."],
    doc: ["Read the model card draft for det_v7 and tell me what's missing.", "Go through the postmortem for the October loss spike and summarise the root cause."],
    cyc: ["Get the run det_v8_lr3e-4 going again; it keeps getting preempted.", "Resume run seg_b2 from its last checkpoint."],
    list: ["List all runs in project vision-det from the last two weeks with their status.", "Give me all checkpoints older than 30 days that are not tagged 'keep'."],
    talk: ["Decide with the data-team agent whether to retrain on the relabelled set now or wait for the next batch.", "Agree the GPU reservation for next week's sweep with the cluster-scheduler agent."],
    echo: ["Run the standard eval suite on the last 5 checkpoints of det_v7 and tabulate mAP50 and mAP50-95."],
    long: ["Own today's training: launch the sweep, monitor, prune bad runs, evaluate the good ones and write up the results."],
  },
  mk(rng, n) {
    const out = [];
    for (let i = 0; i < n; i++) { const lr = rng.pick(["1e-4", "3e-4", "5e-4", "1e-3"]); out.push({ id: `${rng.pick(["det", "seg", "cls", "vit"])}_v${rng.int(5, 9)}_${rng.alnum(5).toLowerCase()}`, lr, bs: rng.pick([256, 512, 1024]), st: rng.pick(["finished", "finished", "crashed", "running", "diverged"]), best: (rng.int(300, 620) / 1000).toFixed(3), step: rng.int(10, 120) * 1000, gpu: rng.pick([8, 16, 32]), loss: (rng.int(80, 400) / 100).toFixed(2) }); }
    return out;
  },
  look(it, rng, run) {
    return { name: "runs_get", args: { run_id: it.id, keys: ["val/mAP", "train/loss"] }, th: `Getting ${it.id}.`, out: JSON.stringify({ run_id: it.id, state: it.st, config: { lr: it.lr, batch_size: it.bs, gpus: it.gpu }, summary: { "val/mAP_best": +it.best, "val/mAP_best_step": it.step, "train/loss_last": +it.loss }, heartbeat_at: iso(run.t - rng.int(1000, 100000)), _api: { latency_ms: rng.int(30, 700), request_id: rng.hex(24) } }) };
  },
  act(it, rng, run) {
    return { name: "runs_tag", args: { run_id: it.id, tags: +it.best > 0.5 ? ["candidate"] : ["discard"] }, th: `Tagging ${it.id}.`, out: `tagged ${it.id}: ${+it.best > 0.5 ? "candidate" : "discard"} (${iso(run.t)})` };
  },
  search: {
    name: "runs_search",
    refine: [["config.schedule=cosine", "config.schedule=cosine AND config.batch_size=1024", "config.warmup=2000"], ["dataset=crops_v2", "arch=vit_b16", "dataset=crops*"]],
    arg: (q) => ({ filter: q, project: "vision-det" }),
    miss: [
      ["config.schedule=cosine AND config.warmup=2000 AND config.batch_size=1024 AND created>=2026-10-01", "schedule:cosine warmup:2000 bs:1024 october", "config.lr_schedule == 'cosine' && config.warmup_steps == 2000 && config.bs == 1024", "cosine warmup 2k batch 1024", "config.scheduler=cosine config.warmup=2k config.batch=1024", "scheduler=cosine warmup_steps=2000 global_batch=1024 created:2026-10"],
      ["dataset=crops_v2 AND arch=vit_b16", "vit-b crops v2", "config.data.name == 'crops_v2' and config.model == 'vit_b_16'", "ViT-B/16 new crops dataset", "arch:vit_b dataset:crops*", "model=vit_b16 data=crops-2026"],
    ],
    empty: (q, rng, run) => rng.pick([JSON.stringify({ runs: [], total: 0, query_ms: rng.int(20, 900) }), `0 runs matched filter in project vision-det (searched ${rng.int(4100, 4200)} runs)`, `No runs found. Filter: ${q}\n(request ${rng.hex(12)})`]),
    hitQs: ["state=finished AND val/mAP>0.55", "tags=candidate", "config.lr=3e-4", "created>=2026-11-01"],
    hit: (q, rng, run) => { const r = rs(q); return JSON.stringify({ runs: Array.from({ length: r.int(2, 5) }, () => ({ id: `det_v${r.int(5, 9)}_${r.alnum(5).toLowerCase()}`, state: "finished", "val/mAP": +(r.int(500, 620) / 1000).toFixed(3) })), query_ms: rng.int(20, 900) }); },
  },
  poll: {
    name: "runs_status", stuckWord: "QUEUED waiting for 8x H100",
    start: (rng, run) => { const job = `det_v7_ft_${rng.alnum(5).toLowerCase()}`; return { job, name: "runs_launch", args: { config: "configs/ft_det_v7.yaml", gpus: 8, priority: "normal" }, th: "Launching.", out: `launched ${job} (queue: h100-pool)` }; },
    args: (job) => ({ run_id: job }),
    stuck: () => ({ st: "QUEUED", step: 0, map: null }),
    prog: (i, n) => (i >= n - 1 ? { st: "FINISHED", step: 20000, map: 0.571 } : { st: "RUNNING", step: Math.round((20000 * (i + 1)) / n), map: +(0.31 + (0.25 * i) / n).toFixed(3) }),
    out: (job, st, rng, run) => `run ${job}\n  state:      ${st.st}\n  step:       ${st.step}/20000\n  val/mAP:    ${st.map ?? "n/a"}\n  throughput: ${st.st === "RUNNING" ? rng.int(2900, 3200) + " img/s" : "-"}\n  gpu_util:   ${st.st === "RUNNING" ? rng.int(88, 99) + "%" : "-"}\n  polled:     ${iso(run.t)}`,
  },
  dep: {
    svc: "The experiment tracker",
    errs: [
      (rng) => `wandb: ERROR Error communicating with backend: HTTP 502 (request_id ${rng.hex(20)})`,
      (rng) => "tracker API unavailable: upstream connect error (503) — metadata store unreachable",
      (rng, run) => JSON.stringify({ error: { code: 503, message: "metadata store (postgres) not reachable", retryable: true, ts: iso(run.t) } }),
    ],
    transient: (rng) => `HTTP 429 rate limited; retry_after=${rng.int(1, 12)}s`,
  },
  fix: {
    target: "configs/det_v8.yaml",
    test: { name: "config_validate", args: { path: "configs/det_v8.yaml" } },
    errs: ["optimizer.lr: expected float, got string '3e-4 '", "data.train.shards: path gs://vision-data/crops_v3/* matches 0 files", "model.backbone.pretrained: checkpoint 'vitb_in22k_v2' not found in registry", "trainer.precision: 'bf32' not one of [fp32, bf16, fp16]"],
    edit: (k, a, rng, err) => ({ name: "yaml_set", args: { path: "configs/det_v8.yaml", key: err.split(":")[0], value: [3e-4, "gs://vision-data/crops_v3/train-*.tfrecord", "vitb_in22k", "bf16"][k] + (a ? ["", "", " "][a % 3] : "") }, th: `Setting ${err.split(":")[0]}.`, out: `set ${err.split(":")[0]}` }),
    fail: (errs, rng, run) => `✗ configs/det_v8.yaml invalid (${errs.length} error${errs.length > 1 ? "s" : ""})\n${errs.map((e) => `  • ${e}`).join("\n")}\nvalidator ${rng.pick(["0.14.2", "0.14.3"])} · ${rng.int(100, 900)}ms`,
    pass: (rng) => `✓ configs/det_v8.yaml valid · ${rng.int(100, 900)}ms`,
  },
  doc: {
    name: "read_doc", title: "the det_v7 model card draft", n: 5,
    args: (p) => ({ doc: "modelcards/det_v7.md", section: p }),
    page: (p, rng, run, changed) => `## det_v7 model card — section ${p}/5\n${changed ? "Evaluation on night-time subset added: mAP 0.49. " : ""}${para(`mc${p}`, ["Intended use: shelf product detection in retail stores.", "Training data: 1.2M images from 340 stores.", "Evaluation: mAP50-95 0.571 on the internal test split.", "Known limitations: low light and reflective packaging.", "Not evaluated on night-time footage.", "License: internal use only.", "Carbon footprint not reported."], 3)}\n<!-- rendered ${iso(run.t)} -->`,
    edit: (p, rng, run) => ({ name: "write_doc", args: { doc: "modelcards/det_v7.md", section: p, append: "Evaluation on night-time subset added: mAP 0.49." }, th: "Adding the night-time eval result.", out: "ok" }),
  },
  cyc: [
    (pass, rng, run) => ({ name: "runs_resume", args: { run_id: "det_v8_lr3e-4", from: "latest", pool: ["spot-h100", "spot-h100", "spot-a100"][pass % 3] }, th: "Resuming from latest.", out: `resumed det_v8_lr3e-4 from ckpt-${42000} on ${["spot-h100", "spot-h100", "spot-a100"][pass % 3]} (alloc ${rng.alnum(6)})` }),
    (pass, rng, run) => ({ name: "runs_status", args: { run_id: "det_v8_lr3e-4" }, th: "Checking it's running.", out: `state: PREEMPTED at step 42000 (node ${rng.pick(["gpu-spot-17", "gpu-spot-04", "gpu-spot-22"])} reclaimed ${rng.int(30, 400)}s ago)` }),
  ],
  list: {
    name: "runs_list",
    args: (cursor, i) => ({ project: "vision-det", since: "14d", cursor }),
    fmt: (rows, next, i, rng, run) => `${rows.map((r) => `${r.id}\t${r.st}\tbest=${r.best}`).join("\n")}\n${next ? `next_cursor: ${next}` : "next_cursor: null"}`,
  },
  talk: {
    peer: "data-team",
    a: ["We should retrain now on the relabelled set; the label noise is hurting recall.", "Retraining immediately on the relabelled data is the better option because of the noisy labels.", "I'd retrain now with the relabelled set; the current labels are too noisy.", "My recommendation stands: retrain now on the relabelled set.", "Retrain now; the label noise is the main problem."],
    p: ["The next batch lands in 10 days with another 80k images. Better to wait.", "Waiting for the next batch makes more sense, it's only 10 days.", "We'd rather wait for the next 80k images.", "Please wait for the next batch; retraining twice is wasteful.", "Still think waiting 10 days is better."],
    conv: [["Next batch in 10 days, 80k images.", "Retraining now costs ~600 GPU-h. Can we run a short fine-tune on the relabelled set now and a full retrain with the new batch?"], ["Short fine-tune is fine if it's under 100 GPU-h.", "A 3-epoch fine-tune from det_v7 is ~70 GPU-h. Launching that."], ["And the full retrain?", "Scheduled for the day after the batch lands."]],
    agree: "Agreed. We'll ping when the batch is in.",
  },
  echo: ["I will run the standard eval suite on the last 5 checkpoints of det_v7 and tabulate mAP50 and mAP50-95.", "Plan: evaluate the last five det_v7 checkpoints with the standard suite, then tabulate mAP50 / mAP50-95.", "I'll now evaluate det_v7's last 5 checkpoints and build a table of mAP50 and mAP50-95.", "Next I'm going to run the eval suite on the 5 most recent det_v7 checkpoints and report mAP50 and mAP50-95.", "My task is to evaluate the last 5 det_v7 checkpoints and tabulate mAP50 and mAP50-95."],
  chant: "The training run has been launched successfully.",
  doneLine: "Results are logged in the tracker.",
  repeatAsk: "Tag each of these runs as candidate or discard based on val mAP",
};
