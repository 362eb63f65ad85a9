// Sandbox detonation services as their APIs answer: CAPE, Joe Sandbox, ANY.RUN, Hybrid Analysis, Tria.ge, WildFire (XML).
import { fmt, addS, J, JP } from "./lib.mjs";

const hdr = (r, now, extra = {}) => ["HTTP/1.1 200 OK", `Date: ${fmt.http(now)}`, "Content-Type: application/json",
  `X-Request-Id: ${r.uuid()}`, ...Object.entries(extra).map(([k, v]) => `${k}: ${v}`), "", ""].join("\n");

// st: { status: queued|running|reporting|done|failed, progress, queuePos, score, family, sigs:[..], net:[..], vm }
export function cape({ submitTool = "cape_submit", reportTool = "cape_task", pretty = true, host = "cape.soc.local" } = {}) {
  const E = pretty ? JP : J;
  const map = { queued: "pending", running: "running", reporting: "completed", done: "reported", failed: "failed_analysis" };
  return {
    submit(s, task) { return { name: submitTool, args: { file: `/quarantine/${task.sha256}.bin`, options: "procmemdump=1", timeout: 300, machine: task.vm || "" },
      out: () => E({ error: false, data: { task_ids: [task.id] }, errors: [], url: [`http://${host}/submit/status/${task.id}`] }) }; },
    report(task, st, r) { return { name: reportTool, args: { task_id: task.id }, out: (now) => {
      const data = { id: task.id, category: "file", target: `/opt/CAPEv2/storage/binaries/${task.sha256}`, status: map[st.status], priority: 2, timeout: 300,
        machine: st.status === "queued" ? null : st.vm, added_on: fmt.sql(task.submitted), started_on: st.status === "queued" ? null : fmt.sql(st.started),
        completed_on: st.status === "done" || st.status === "reporting" ? fmt.sql(addS(st.started, 280)) : null, errors: [], sample: { sha256: task.sha256 } };
      if (st.status === "done") Object.assign(data, { malscore: st.score, detections: [{ family: st.family }], signatures: st.sigs.map((n) => ({ name: n, severity: 3 })), network: { domains: st.net.filter((x) => !/^\d/.test(x)) } });
      return hdr(r, now, { Server: "gunicorn" }) + E({ error: false, data });
    } }; },
  };
}

export function joe({ submitTool = "joe_submit", reportTool = "joe_analysis_info" } = {}) {
  const map = { queued: "submitted", running: "running", reporting: "running", done: "finished", failed: "finished" };
  let quota = 0;
  return {
    submit(s, task) { return { name: submitTool, args: { sample: task.name, "systems[]": "w10x64_22h2", "accept-tac": 1, "internet-access": 1 },
      out: () => J({ data: { submission_id: String(task.id) } }) }; },
    report(task, st, r) { return { name: reportTool, args: { webid: String(task.id) }, out: (now) => {
      quota = quota ? quota - 1 : r.int(140, 190);
      const det = st.status === "done" ? "malicious" : "unknown";
      const body = { data: { webid: String(task.id), filename: task.name, sha256: task.sha256, status: map[st.status], time: fmt.isoMs(task.submitted).replace("Z", "+00:00"),
        detection: det, score: st.status === "done" ? st.score * 10 : 0, classification: st.status === "done" ? st.family : "", threatname: st.status === "done" ? st.family : "Unknown",
        runs: [{ detection: det, error: null, system: "w10x64_22h2", score: st.status === "done" ? st.score * 10 : 0, yara: st.status === "done", sigma: st.status === "done" }] } };
      if (st.status === "done") body.data.signatures = st.sigs;
      return hdr(r, now, { "X-RateLimit-Remaining": quota }) + J(body);
    } }; },
  };
}

export function anyrun({ submitTool = "anyrun_analysis_create", reportTool = "anyrun_analysis_get" } = {}) {
  return {
    submit(s, task) { return { name: submitTool, args: { obj_type: "file", file: task.name, env_os: "windows", env_version: "10", env_bitness: 64, opt_timeout: 120 },
      out: () => J({ error: false, data: { taskid: task.uuid } }) }; },
    report(task, st, r) { return { name: reportTool, args: { taskid: task.uuid }, out: (now) => {
      const d = { error: false, data: { status: st.status === "done" ? "done" : st.status === "queued" ? "queued" : "processing",
        analysis: { uuid: task.uuid, creation: fmt.epochMs(task.submitted), permanentUrl: `https://app.any.run/tasks/${task.uuid}`, content: { mainObject: { filename: task.name, hashes: { sha256: task.sha256 } } } } } };
      if (st.status === "queued") d.data.queuePosition = st.queuePos + r.int(-1, 1);
      if (st.status === "running" || st.status === "reporting") d.data.analysis.duration = st.progress;
      if (st.status === "done") d.data.analysis.scores = { verdict: { score: st.score * 10, threatLevel: 2, threatLevelText: "Malicious activity" }, specs: { network: true, injects: true } }, d.data.analysis.tags = [{ tag: st.family.toLowerCase() }], d.data.incidents = st.sigs.map((t) => ({ title: t, threatLevel: 2 }));
      return J(d) + `\n(fetched ${fmt.iso(now)})`;
    } }; },
  };
}

export function hybrid({ submitTool = "ha_submit_file", reportTool = "ha_report_state", envId = 160 } = {}) {
  const map = { queued: "IN_QUEUE", running: "IN_PROGRESS", reporting: "IN_PROGRESS", done: "SUCCESS", failed: "ERROR" };
  let used = 0;
  return {
    submit(s, task) { return { name: submitTool, args: { file: task.name, environment_id: envId },
      out: () => JP({ job_id: task.hexid, submission_id: task.hexid2, environment_id: envId, sha256: task.sha256 }) }; },
    report(task, st, r) { return { name: reportTool, args: { id: `${task.hexid}` }, out: (now) => {
      used = used ? used + 1 : r.int(20, 80);
      const body = { state: map[st.status], error_type: null, error_origin: null, error: null, related_reports: [] };
      if (st.status === "done") Object.assign(body, { verdict: "malicious", threat_score: Math.min(100, st.score * 10), vx_family: st.family, signatures_count: st.sigs.length, domains: st.net.filter((x) => !/^\d/.test(x)), hosts: st.net.filter((x) => /^\d/.test(x)) });
      return hdr(r, now, { "api-limits": J({ limits: { minute: 5, hour: 200 }, used: { minute: 1, hour: used }, limit_reached: false }) }) + JP(body);
    } }; },
  };
}

export function triage({ submitTool = "triage_submit", reportTool = "triage_sample" } = {}) {
  const map = { queued: "pending", running: "running", reporting: "processing", done: "reported", failed: "failed" };
  return {
    submit(s, task) { return { name: submitTool, args: { kind: "file", filename: task.name, interactive: false },
      out: () => JP({ id: task.tid, status: "pending", kind: "file", filename: task.name, private: true, submitted: fmt.isoMs(task.submitted).replace(".000", "") }) }; },
    report(task, st, r) { return { name: reportTool, args: { sample_id: task.tid }, out: (now) => {
      const tasks = [{ id: "behavioral1", status: st.status === "done" ? "reported" : st.status === "queued" ? "pending" : "running", target: task.name, tags: st.status === "done" ? [`family:${st.family.toLowerCase().replace(/\s+/g, "")}`] : [] },
        { id: "static1", status: "reported", target: task.name }];
      const body = { id: task.tid, status: map[st.status], kind: "file", filename: task.name, private: true, tasks, submitted: fmt.iso(task.submitted) };
      if (st.status === "done") Object.assign(body, { completed: fmt.iso(addS(now, -r.int(20, 200))), analysis: { score: st.score, family: [st.family.toLowerCase()], tags: st.sigs.slice(0, 3) } });
      return hdr(r, now, { "X-Triage-Trace": r.hex(16) }) + JP(body);
    } }; },
  };
}

export function wildfire({ submitTool = "wildfire_upload", reportTool = "wildfire_verdict" } = {}) {
  return {
    submit(s, task) { return { name: submitTool, args: { file: task.name },
      out: () => `<?xml version="1.0" encoding="UTF-8"?>\n<wildfire>\n  <upload-file-info>\n    <url></url>\n    <filetype>PE32 executable</filetype>\n    <filename>${task.name}</filename>\n    <sha256>${task.sha256}</sha256>\n    <md5>${task.md5}</md5>\n    <size>${task.size}</size>\n  </upload-file-info>\n</wildfire>` }; },
    report(task, st, r) { return { name: reportTool, args: { hash: task.sha256 }, out: (now) => {
      const v = st.status === "done" ? 1 : -100;
      const hdrs = `HTTP/1.1 200 OK\nDate: ${fmt.http(now)}\nContent-Type: application/xml\nX-Envoy-Upstream-Service-Time: ${r.int(40, 900)}\n\n`;
      return hdrs + `<?xml version="1.0" encoding="UTF-8"?>\n<wildfire>\n  <get-verdict-info>\n    <sha256>${task.sha256}</sha256>\n    <verdict>${v}</verdict>\n    <md5>${task.md5}</md5>\n  </get-verdict-info>\n</wildfire>` +
        (st.status === "done" ? `\n<!-- report: malware family ${st.family}; behaviours: ${st.sigs.join("; ")} -->` : "");
    } }; },
  };
}

export function mkTask(s, r, t) {
  return { id: r.int(18000, 96000), uuid: r.uuid(), hexid: r.hex(24), hexid2: r.hex(24), tid: `${fmt.date(t).slice(2).replace(/-/g, "")}-${r.b36(10)}`,
    sha256: s.sha256, md5: s.md5, name: s.file, size: r.int(90000, 2400000), submitted: t, vm: r.pick(["win10-x64-03", "win10-x64-07", "w11-22h2-02", "win7-x64-01"]) };
}
