// Domain kits: roadside-assistance (voice), blood-donor-recall (voice, Portuguese), municipal-budget-sheet (spreadsheet).
import { json, table, kv } from "./fmt.mjs";
import { fixed, reqId, iso, hms, ms } from "./kitbase.mjs";

const clip = (t0, lines) => lines.map(([dt, who, s]) => `[${hms(t0 + dt * 1000)}] ${who}: ${s}`).join("\n");
export const roadside = {
  domain: "roadside-assistance", agent: "voice dispatcher for a motor club (outbound calls to tow partners, SMS to members)", prefer: "anthropic",
  sys: "You are Rita, the dispatch agent for NorthStar Motor Club. You can look up dispatch jobs, search tow partners, place outbound calls (results are call transcripts), assign tows and text members. Keep members informed; never promise an ETA you have not confirmed.",
  tasks: ["Member stranded on I-94 near exit 212, flat tyre and no spare. Get a truck out and keep her posted.", "Job {e} has been sitting unassigned for 25 minutes. Sort it out.", "Find a flatbed for the EV breakdown on {e} and confirm the ETA with the driver.", "Work the unassigned queue for the Twin Cities zone."],
  ents: ["RSA-448210", "RSA-448233", "RSA-448251", "RSA-448297", "RSA-448302", "RSA-448340", "RSA-448366", "RSA-448391"],
  jobs: ["call CA7f3e21", "call CA91b0d4", "tow ETA for RSA-448251"], agents: ["claims_agent", "supervisor_agent"],
  queries: [["flatbed near Maple Grove", "flatbed tow Maple Grove MN", "flat bed truck maple grove", "tow partner flatbed 55369"], ["EV-capable tow within 15 mi", "electric vehicle tow partner nearby", "tow EV wheel-lift 15 miles"], ["lockout service Plymouth", "locksmith partner Plymouth MN", "vehicle lockout plymouth"]],
  title: (e) => { const f = fixed(e); return `${f.pick(["Hennepin Towing", "Gopher State Recovery", "Lakes Area Wrecker", "North Loop Tow", "Twin Rivers Roadside"])} (${f.int(2, 19)}.${f.int(0, 9)} mi)`; },
  rec(e) { const f = fixed(e); return { job: e, member: f.pick(["A. Lindqvist", "M. Osei", "J. Petersen", "K. Nguyen", "D. Haugen"]), vehicle: f.pick(["2019 Subaru Outback", "2022 Tesla Model Y", "2015 Ford F-150", "2020 Honda CR-V"]), issue: f.pick(["flat tyre, no spare", "dead battery", "locked out", "won't start"]), location: f.pick(["I-94 WB near exit 212", "Hwy 55 & Vicksburg Ln", "Cub Foods lot, Maple Grove", "I-494 shoulder mile 19"]) }; },
  get(run, e, rev = 0) { const d = this.rec(e); return { name: "dispatch_get", args: { job_id: e }, out: json({ ...d, status: rev ? "assigned" : "unassigned", partner: rev ? "Hennepin Towing" : null, sla_minutes: 45, created_at: iso(run.now() - 1560000), fetched_at: iso(run.now()), trace: reqId(run) }) }; },
  search(run, q, hits) { return { name: "provider_search", args: { query: q, radius_mi: 20 }, out: json({ query: q, results: hits.map((h, i) => ({ partner_id: "TP-" + (3100 + (fixed(h).int(1, 800))), name: this.title(h), rating: (4 + fixed(h).int(0, 9) / 10).toFixed(1), rank: i + 1 })), took_ms: ms(run), as_of: iso(run.now()) }) }; },
  list(run, page, items, next, total) { return { name: "queue_list", args: next === undefined ? { zone: "TC", page } : { zone: "TC", page }, out: json({ zone: "TC", page, per_page: items.length, total, jobs: items.map((e) => ({ job: e, issue: this.rec(e).issue, waiting_min: fixed(e).int(4, 40) })), next_page: next, generated: iso(run.now()) }) }; },
  poll(run, j, pct, state) { return { name: "call_status", args: { ref: j }, out: `ref=${j} state=${state} progress=${pct}% checked=${iso(run.now())} sip=${state === "ringing" ? "180 Ringing" : state === "completed" ? "200 OK" : "183 Session Progress"} leg=${run.r.hex(6)}` }; },
  act(run, e, val) { return { name: "assign_tow", args: { job_id: e, partner_id: val || "TP-3144" }, out: json({ ok: true, job: e, partner: val || "TP-3144", eta_min: fixed(e).int(18, 50), assigned_at: iso(run.now()), audit: reqId(run) }) }; },
  fail(run, e, n) { const t = run.now(); return { name: "place_call", args: { to: "+1612555" + (fixed(e).int(1000, 9999)), purpose: "confirm dispatch " + e }, err: true, out: `call failed: SIP/2.0 503 Service Unavailable (carrier trunk twilio-us1 overloaded)\nattempted_at=${iso(t)} call_sid=CA${run.r.hex(30)} duration=0s\ntranscript: <none>` }; },
  edit(run, e, i) { const v = ["Say the job number digit by digit.", "Ask the driver to press 1 to accept before reading the address.", "Read the address first, then the job number.", "Slow the TTS rate to 0.9 for the address."][i % 4]; return { name: "ivr_prompt_patch", args: { prompt_id: "partner_offer_v3", change: v }, out: json({ saved: true, prompt_id: "partner_offer_v3", revision: 40 + i, at: iso(run.now()) }) }; },
  check(run, e, res) { const t = run.now(); const lines = [[0.4, "AGENT", `Hi, this is NorthStar dispatch with a tow offer, job ${e.split("-")[1].split("").join(" ")}.`], [4.1, "PARTNER", "Yeah go ahead."], [6.9, "AGENT", "Pickup at I-94 westbound near exit 212, flat tyre, member has no spare."]];
    if (res.ok) lines.push([12.2, "PARTNER", "Okay, press one? ...done. We'll have a truck there in thirty."], [15.0, "SYSTEM", "DTMF 1 received; offer accepted"]);
    else lines.push([11.6, "PARTNER", ["Sorry, what was the job number again?", "Hello? You cut out after the address.", "Which exit did you say?"][res.f % 3]], [14.8, "SYSTEM", ["no DTMF received within 8s; offer timed out", "ASR confidence 0.41 on partner reply; offer not confirmed", "call dropped by far end (BYE)"][res.f % 3]]);
    return { name: "test_call", args: { prompt_id: "partner_offer_v3", to: "sandbox-partner-2" }, err: !res.ok, out: `test call CA${run.r.hex(30)} started ${iso(t)}\n` + clip(t, lines) };
  },
  delegate(run, a, task, rep) { return { name: "ask_agent", args: { agent: a, task }, out: json({ agent: a, reply: rep, latency_ms: ms(run) }) }; },
  report: (i) => ["Coverage for this member is Premier: 100 mi tow included, no out-of-pocket.", "Member is on Basic: 5 mi tow included; beyond that $4.25/mi.", "Supervisor: approve the out-of-zone partner, note the reason in the job."][i % 3],
  send(run, e, text) { return { name: "sms_send", args: { job_id: e, body: text }, out: `queued sms SM${run.r.hex(32)} to member of ${e} at ${iso(run.now())} (segments=2)` }; },
  msg: ["Your tow truck is on the way. ETA ~30 min. Reply STOP to opt out.", "Update: we're still confirming a truck for you. We'll text again shortly."],
  done: "The tow is assigned and the member has been texted the confirmed ETA.",
};

export const donor = {
  domain: "blood-donor-recall", agent: "outbound voice agent of a Brazilian blood centre (hemocentro) booking donors; results in Portuguese", prefer: null,
  sys: "You are the outbound recall agent for Hemocentro Vale do Paraíba. Tools return Portuguese text. Call eligible O-negative and A-negative donors, book collection slots and send WhatsApp confirmations. Respect the 90-day rule for men and 120-day rule for women.",
  tasks: ["Estoque de O- está crítico. Book at least six O-negative donors for this week.", "Call back donor {e}; she asked to reschedule.", "Confirm tomorrow's 08:00 slots by WhatsApp.", "Clean up the recall list: who is eligible again this month?"],
  ents: ["DOA-0019284", "DOA-0022107", "DOA-0030551", "DOA-0031876", "DOA-0040012", "DOA-0041399", "DOA-0052270", "DOA-0057718"],
  jobs: ["ligação LG-88120", "ligação LG-88147", "lote de WhatsApp WB-3021"], agents: ["triagem_clinica", "coordenacao"],
  queries: [["doadores O- aptos São José dos Campos", "O negativo aptos SJC", "doador O neg apto sao jose", "tipo O- elegíveis SJC"], ["doadores A- última doação > 120 dias", "A negativo aptas 120 dias", "A- elegiveis ultima doacao"], ["doadores de plaquetas por aférese", "aférese plaquetas cadastrados", "plaquetas aferese doador"]],
  title: (e) => { const f = fixed(e); return `${f.pick(["Ana Beatriz S.", "João Pedro M.", "Mariana C.", "Rafael T.", "Luciana A.", "Carlos E."])} — ${f.pick(["O-", "O-", "A-", "B-"])}`; },
  rec(e) { const f = fixed(e); return { Doador: e, Nome: this.title(e).split(" — ")[0], Tipo: this.title(e).split(" — ")[1], "Última doação": `2026-${String(f.int(1, 8)).padStart(2, "0")}-${String(f.int(1, 28)).padStart(2, "0")}`, Telefone: `(12) 9${f.int(8000, 9999)}-${f.int(1000, 9999)}`, Situação: f.pick(["apto", "apto", "apto", "inapto temporário"]) }; },
  get(run, e, rev = 0) { return { name: "doador_get", args: { id: e }, out: kv({ ...this.rec(e), Agendamento: rev ? "2026-12-09 08:00 (Posto Centro)" : "nenhum", "Consultado em": iso(run.now()), Protocolo: reqId(run) }) }; },
  search(run, q, hits) { return { name: "buscar_doadores", args: { consulta: q }, out: `${hits.length} doador(es) encontrado(s) para "${q}" — ${iso(run.now())}\n` + table(["ID", "NOME/TIPO", "SITUAÇÃO"], hits.map((h) => [h, this.title(h), this.rec(h).Situação])) }; },
  list(run, page, items, next, total) { return { name: "agenda_listar", args: { data: "2026-12-09", pagina: page }, out: `Agenda 2026-12-09 — página ${page} (total ${total})\n` + table(["HORA", "DOADOR", "STATUS"], items.map((e, i) => [`${String(7 + i).padStart(2, "0")}:${fixed(e).pick(["00", "20", "40"])}`, e, fixed(e).pick(["confirmado", "pendente"])])) + `\n${next ? "próxima: pagina=" + next : "fim da lista"}` }; },
  poll(run, j, pct, state) { const st = { queued: "na fila", ringing: "chamando", in_progress: "em andamento", completed: "concluída" }[state] || state; return { name: "ligacao_status", args: { ref: j }, out: `${j}: ${st} (${pct}%) — atualizado ${iso(run.now())}` }; },
  act(run, e, val) { return { name: "agendar_coleta", args: { doador: e, horario: val || "2026-12-09T08:00", posto: "Centro" }, out: `Agendamento confirmado: ${e} em ${val || "2026-12-09T08:00"} (Posto Centro). Protocolo AG-${run.r.int(100000, 999999)} às ${iso(run.now())}.` }; },
  fail(run, e, n) { return { name: "ligar_doador", args: { doador: e }, err: true, out: `Falha na ligação: SIP 480 Temporarily Unavailable — operadora não completou a chamada.\nTentativa registrada em ${iso(run.now())} (LG-${run.r.int(80000, 99999)})\nTranscrição: <vazia>` }; },
  edit(run, e, i) { const v = ["Apresentar o hemocentro antes de dizer o nome do doador.", "Perguntar primeiro se pode falar agora.", "Citar o estoque crítico de O- logo no início.", "Oferecer dois horários em vez de um."][i % 4]; return { name: "roteiro_editar", args: { roteiro: "recall_Oneg", alteracao: v }, out: `Roteiro recall_Oneg salvo (versão ${12 + i}) em ${iso(run.now())}.` }; },
  check(run, e, res) { const t = run.now(); const lines = [[0.5, "AGENTE", "Olá, aqui é do Hemocentro Vale do Paraíba. Posso falar com a senhora Mariana?"], [3.9, "DOADORA", "É ela."], [6.2, "AGENTE", "Nosso estoque de O negativo está crítico. A senhora poderia doar nesta semana?"]];
    if (res.ok) lines.push([10.4, "DOADORA", "Posso sim, quarta de manhã."], [13.0, "SISTEMA", "horário 2026-12-09 08:00 reservado"]);
    else lines.push([10.1, "DOADORA", ["Quem está falando mesmo? Isso é golpe?", "Não entendi, pode repetir?", "Agora não posso, tchau."][res.f % 3]], [12.5, "SISTEMA", ["chamada encerrada pelo destino; objetivo não atingido", "ASR: baixa confiança; objetivo não atingido", "chamada encerrada em 12s; objetivo não atingido"][res.f % 3]]);
    return { name: "ligacao_teste", args: { roteiro: "recall_Oneg", numero: "sandbox-03" }, err: !res.ok, out: `Ligação de teste iniciada ${iso(t)}\n` + clip(t, lines) };
  },
  delegate(run, a, task, rep) { return { name: "ask_agent", args: { agent: a, pedido: task }, out: `[${a}] ${rep}` }; },
  report: (i) => ["Doador apto: intervalo de 90 dias cumprido, sem impedimentos registrados.", "Inapta até 2026-12-20: tatuagem recente registrada na triagem.", "Coordenação: priorizar O- e liberar horário extra às 07:40."][i % 3],
  send(run, e, text) { return { name: "whatsapp_enviar", args: { doador: e, mensagem: text }, out: `Mensagem enviada para ${e} (wamid.${run.r.b62(20)}) — status: entregue ${iso(run.now())}` }; },
  msg: ["Olá! Seu agendamento de doação é quarta, 09/12, às 08:00 no Posto Centro. Obrigado!", "Lembrete: traga documento com foto e venha alimentado."],
  done: "Os agendamentos foram feitos e os doadores receberam a confirmação por WhatsApp.",
};

const cell = (e) => e.split("!")[1];
export const budget = {
  domain: "municipal-budget-sheet", agent: "planner/executor/critic team editing a town's FY2027 budget workbook cell by cell", prefer: null, roles: true,
  sys: "You are a team (planner, executor, critic) preparing the Town of Ashbury FY2027 operating budget in a shared spreadsheet. The executor reads and writes cells one at a time; the critic reviews; the planner decides. Do not overwrite protected ranges.",
  tasks: ["Roll the FY2026 adopted figures into the FY2027 request columns and apply the 3.5% COLA to salary lines.", "Fix the #REF! errors on the Summary tab.", "The selectboard asked for the public works total again — what is it now?", "Check every department subtotal against the Summary tab."],
  ents: ["PublicWorks!F14", "PublicWorks!F22", "Police!F9", "Police!F31", "Library!F7", "Parks!F12", "Summary!C18", "Summary!C21"],
  jobs: ["recalc of workbook Ashbury_FY27.xlsx", "export to PDF (board packet)", "sync to finance portal"], agents: ["critic", "planner"],
  queries: [["overtime", "Overtime", "overtime wages", "OT"], ["fuel", "diesel and gasoline", "Fuel - vehicles"], ["health insurance", "Health Ins", "employee health"]],
  title: (e) => { const f = fixed(e); return `${e} "${f.pick(["Salaries - regular", "Overtime", "Fuel - vehicles", "Health insurance", "Road salt", "Books & media"])}"`; },
  rec(e) { const f = fixed(e); return { value: f.int(12000, 940000), formula: f.chance(0.5) ? `=E${cell(e).slice(1)}*1.035` : null }; },
  get(run, e, rev = 0) { const d = this.rec(e); const v = rev ? Math.round(d.value * 1.035) : d.value; return { name: "sheet_read_range", args: { range: e }, out: json({ range: e, values: [[v]], formulas: [[d.formula]], format: "#,##0", lastModified: iso(run.now() - 60000 * (rev ? 1 : 600)), etag: run.r.hex(12) }) }; },
  search(run, q, hits) { return { name: "sheet_find", args: { text: q, matchCase: false }, out: json({ query: q, matches: hits.map((h) => ({ cell: h, text: this.title(h).split('"')[1] })), searchedAt: iso(run.now()) }) }; },
  list(run, page, items, next, total) { return { name: "sheet_rows", args: { sheet: "Detail", offset: (page - 1) * items.length, limit: items.length }, out: table(["row", "account", "FY26", "FY27"], items.map((e, i) => [(page - 1) * items.length + i + 2, "01-" + fixed(e).int(4100, 4999), this.rec(e).value, this.rec(e).value])) + `\n-- rows ${(page - 1) * items.length + 1}-${(page - 1) * items.length + items.length} of ${total}${next ? "; nextOffset=" + ((next - 1) * items.length) : ""}` }; },
  poll(run, j, pct, state) { return { name: "workbook_job_status", args: { job: j }, out: json({ job: j, state, percent: pct, dirtyCells: state === "done" ? 0 : Math.max(0, 4200 - pct * 42), checkedAt: iso(run.now()) }) }; },
  act(run, e, val) { const v = val ?? Math.round(this.rec(e).value * 1.035); return { name: "sheet_write_cell", args: { cell: e, value: v }, out: json({ updated: e, value: v, updatedAt: iso(run.now()), revision: run.r.int(900, 1400) }) }; },
  fail(run, e, n) { return { name: "sheet_write_cell", args: { cell: e, value: "=SUM(PublicWorks!F2:F40)" }, err: true, out: json({ error: { code: 423, status: "LOCKED", message: `Range ${e} is locked for editing by treasurer@ashbury.gov (session since ${iso(run.now() - 2400000)})` } }) }; },
  edit(run, e, i) { const f = ["=SUM(PublicWorks!F2:F40)", "=SUM(PublicWorks!$F$2:$F$40)", "=SUMIFS(PublicWorks!F:F,PublicWorks!A:A,\"<>\")", "=PublicWorks!F41"][i % 4]; return { name: "sheet_write_cell", args: { cell: e, formula: f }, out: json({ updated: e, formula: f, updatedAt: iso(run.now()) }) }; },
  check(run, e, res) { return { name: "sheet_read_range", args: { range: e, valueRender: "FORMATTED" }, err: !res.ok, out: json(res.ok ? { range: e, values: [["4,118,220"]], errors: [] } : { range: e, values: [["#REF!"]], errors: [{ cell: e, type: ["#REF!", "#REF!", "#VALUE!"][res.f % 3], detail: ["reference to deleted sheet 'PW_old'", "reference to deleted sheet 'PW_old'", "text in numeric range F17"][res.f % 3] }], readAt: iso(run.now()) }) }; },
  delegate(run, a, task, rep) { return { name: "ask_role", args: { role: a, message: task }, out: json({ from: a, message: rep }) }; },
  report: (i) => ["Critic: the COLA should apply to regular salaries only, not overtime rows.", "Critic: Summary!C18 still references the old tab; fix before the board packet.", "Planner: approved, proceed to the Police tab."][i % 3],
  send(run, e, text) { return { name: "comment_add", args: { cell: e, text }, out: json({ commentId: "c_" + run.r.hex(10), cell: e, createdAt: iso(run.now()) }) }; },
  msg: ["Updated for FY27 with 3.5% COLA per memo of 11/14.", "Please confirm: overtime held flat per chief's request."],
  done: "FY27 request columns are filled, the Summary tab has no errors, and the totals tie out.",
};
