// Case and ticket systems as their APIs answer: ServiceNow SIR, Jira Service Management, TheHive 5, Redmine, GLPI, Zammad, Znuny/OTRS.
import { fmt, addS, J, JP } from "./lib.mjs";

// Every provider: { field, label, choices, update(s, fields, res, r), note(s, text, r) }; res = { ok: true } | { missing: true }
export function servicenow({ tool = "snow_update_record", noteTool = "snow_add_work_note", table = "sn_si_incident" } = {}) {
  let mod = 0;
  return { field: "close_code", label: "Close code", choices: ["Resolved - Contained", "Resolved - False positive", "Resolved - Benign true positive"],
    update(s, fields, res, r) { return { name: tool, args: { table, sys_id: s.sysId, fields }, out: (now) => {
      if (!res.ok) return J({ error: { message: "Operation Failed", detail: "Data Policy Exception: \n The following fields are mandatory: Close code" }, status: "failure" });
      mod = (mod || r.int(4, 9)) + 1;
      return JP({ result: { number: s.ticket, sys_id: s.sysId, state: fields.state || "18", close_code: fields.close_code || "", sys_updated_on: fmt.sql(now), sys_updated_by: "svc_soc_agent", sys_mod_count: String(mod) } });
    } }; },
    note(s, text, r) { return { name: noteTool, args: { table, sys_id: s.sysId, work_notes: text }, out: (now) => {
      mod = (mod || r.int(4, 9)) + 1;
      return J({ result: { number: s.ticket, sys_updated_on: fmt.sql(now), sys_mod_count: String(mod) } });
    } }; },
  };
}

export function jira({ tool = "jsm_transition_issue", noteTool = "jsm_add_comment", cf = "customfield_10091" } = {}) {
  return { field: cf, label: "Root cause category", choices: ["Malware", "Phishing", "Credential compromise", "Misconfiguration", "False positive"],
    update(s, fields, res, r) { return { name: tool, args: { issueIdOrKey: s.ticket, transition: { id: "761" }, fields }, out: (now) => {
      if (!res.ok) return `HTTP/1.1 400 Bad Request\nDate: ${fmt.http(now)}\nX-AREQUESTID: ${r.int(600, 1400)}x${r.int(100000, 999999)}x1\n\n` + J({ errorMessages: [], errors: { [cf]: "Root cause category is required." } });
      return `HTTP/1.1 204 No Content\nDate: ${fmt.http(now)}\nX-AREQUESTID: ${r.int(600, 1400)}x${r.int(100000, 999999)}x1\n`;
    } }; },
    note(s, text, r) { return { name: noteTool, args: { issueIdOrKey: s.ticket, body: text, public: false }, out: (now) => J({ id: String(r.int(180000, 260000)), created: fmt.isoMs(now).replace("Z", "+0000"), jsdPublic: false }) }; },
  };
}

export function thehive({ tool = "thehive_case_update", noteTool = "thehive_add_task_log", pretty = true } = {}) {
  const E = pretty ? JP : J;
  return { field: "resolutionStatus", label: "resolutionStatus", choices: ["TruePositive", "FalsePositive", "Indeterminate", "Duplicated", "Other"],
    update(s, fields, res, r) { return { name: tool, args: { caseId: `~${s.caseRef}${s.caseRef2}`, ...fields }, out: (now) => {
      if (!res.ok) return E({ type: "BadRequest", message: "Missing mandatory field: resolutionStatus (status Resolved requires it)" });
      return E({ _id: `~${s.caseRef}${s.caseRef2}`, _type: "Case", number: s.caseRef, title: s.caseTitle, status: fields.status || "Resolved", resolutionStatus: fields.resolutionStatus, impactStatus: fields.impactStatus || "WithImpact", _updatedAt: fmt.epochMs(now), _updatedBy: "soc-agent@local" });
    } }; },
    note(s, text, r) { return { name: noteTool, args: { taskId: `~${r.int(40000000, 49999999)}`, message: text }, out: (now) => E({ _id: `~${r.int(50000000, 59999999)}`, _type: "Log", message: text.slice(0, 60) + (text.length > 60 ? "…" : ""), date: fmt.epochMs(now) }) }; },
  };
}

export function redmine({ tool = "redmine_issue_update", noteTool = "redmine_issue_note" } = {}) {
  return { field: "custom_field_14", label: "Resolution", choices: ["contained", "eradicated", "false positive", "no action"],
    update(s, fields, res, r) { return { name: tool, args: { id: s.ticketNum, issue: fields }, out: (now) => {
      if (!res.ok) return `422 Unprocessable Entity\nX-Request-Id: ${r.hex(32)}\nX-Runtime: 0.${r.int(40000, 99999)}\n\n` + J({ errors: ["Resolution cannot be blank"] });
      return `204 No Content\nX-Request-Id: ${r.hex(32)}\nX-Runtime: 0.${r.int(40000, 99999)}\n`;
    } }; },
    note(s, text, r) { return { name: noteTool, args: { id: s.ticketNum, notes: text, private_notes: true }, out: () => `204 No Content\nX-Request-Id: ${r.hex(32)}\nX-Runtime: 0.${r.int(30000, 99999)}\n` }; },
  };
}

export function glpi({ tool = "glpi_ticket_update", noteTool = "glpi_followup_add" } = {}) {
  return { field: "solutiontypes_id", label: "Solution type", choices: ["1 - Contención", "2 - Erradicación", "3 - Falso positivo"],
    update(s, fields, res, r) { return { name: tool, args: { id: s.ticketNum, input: fields }, out: () => {
      if (!res.ok) return J(["ERROR_GLPI_UPDATE", "Campo obligatorio no rellenado: Tipo de solución (solutiontypes_id)"]);
      return J([{ [String(s.ticketNum)]: true, message: "" }]);
    } }; },
    note(s, text, r) { return { name: noteTool, args: { itemtype: "Ticket", items_id: s.ticketNum, content: text, is_private: 1 }, out: () => J({ id: r.int(90000, 140000), message: `Elemento agregado con éxito: ${s.ticketNum}` }) }; },
  };
}

export function zammad({ tool = "zammad_ticket_update", noteTool = "zammad_article_create" } = {}) {
  return { field: "incident_resolution", label: "Incident resolution", choices: ["contained", "remediated", "false_positive", "escalated"],
    update(s, fields, res, r) { return { name: tool, args: { id: s.ticketNum, ...fields }, out: (now) => {
      if (!res.ok) return J({ error: "Missing required value for field 'incident_resolution'!", error_human: "Missing required value for field 'incident_resolution'!" });
      return JP({ id: s.ticketNum, number: s.ticket, state_id: 4, group_id: 3, priority_id: 3, incident_resolution: fields.incident_resolution, updated_at: fmt.isoMs(now), updated_by_id: 17, article_count: r.int(4, 12) });
    } }; },
    note(s, text, r) { return { name: noteTool, args: { ticket_id: s.ticketNum, body: text, internal: true, type: "note" }, out: (now) => J({ id: r.int(30000, 60000), ticket_id: s.ticketNum, internal: true, created_at: fmt.isoMs(now) }) }; },
  };
}

export function znuny({ tool = "otrs_ticket_update", noteTool = "otrs_article_add" } = {}) {
  return { field: "DynamicField_IncidentResolution", label: "IncidentResolution", choices: ["Contained", "Eradicated", "FalsePositive"],
    update(s, fields, res, r) { return { name: tool, args: { TicketID: String(s.ticketNum), Ticket: fields }, out: () => {
      if (!res.ok) return J({ Error: { ErrorCode: "TicketUpdate.MissingParameter", ErrorMessage: "TicketUpdate: DynamicField->IncidentResolution parameter is missing or not valid!" } });
      return J({ TicketID: String(s.ticketNum), TicketNumber: s.ticket, ArticleID: String(r.int(900000, 990000)) });
    } }; },
    note(s, text, r) { return { name: noteTool, args: { TicketID: String(s.ticketNum), Article: { Subject: "SOC note", Body: text, IsVisibleForCustomer: 0 } }, out: () => J({ TicketID: String(s.ticketNum), TicketNumber: s.ticket, ArticleID: String(r.int(900000, 990000)) }) }; },
  };
}

// How a close request looks for each provider, with or without the mandatory field.
export function closeFields(tkt, withField, note, r, variant = 0) {
  const base = {
    close_code: { state: "3", close_notes: note },
    customfield_10091: { resolution: { name: "Done" }, comment: note },
    resolutionStatus: { status: "Resolved", summary: note, impactStatus: "WithImpact" },
    custom_field_14: { status_id: 5, notes: note },
    solutiontypes_id: { status: 5, solution: note },
    incident_resolution: { state: "closed", article: { body: note, internal: true } },
    DynamicField_IncidentResolution: { State: "closed successful", Article: { Subject: "closed", Body: note } },
  }[tkt.field];
  const f = { ...base };
  if (variant % 3 === 1) f.priority = tkt.field === "custom_field_14" ? 3 : "3";
  if (variant % 3 === 2) f.tags = ["soc-agent", "auto-closed"];
  if (withField) f[tkt.field] = tkt.field === "customfield_10091" ? { value: withField } : tkt.field === "custom_field_14" ? undefined : withField;
  if (withField && tkt.field === "custom_field_14") { f.custom_fields = [{ id: 14, value: withField }]; delete f.custom_field_14; }
  return f;
}
