// Paging and chat-alert services as they answer, including their rate limits: PagerDuty Events v2, Opsgenie, Telegram Bot API,
// Slack incoming webhook, Teams workflow webhook, Twilio SMS.
import { fmt, J, JP } from "./lib.mjs";

// Every provider: page(s, msg, res, r) with msg = { summary, sev, team, dedup }, res = { ok: true } | { retry: seconds }
export function pagerduty({ tool = "pagerduty_enqueue" } = {}) {
  return { tool, page(s, msg, res, r) {
    return { name: tool, args: { routing_key: s.kit.pools.pdKey || "R02E6" + "x".repeat(4), event_action: "trigger", dedup_key: msg.dedup,
      payload: { summary: msg.summary, severity: msg.sev, source: s.host, component: "soc-agent", group: msg.team } }, out: (now) => {
      if (res.ok) return `HTTP/1.1 202 Accepted\nDate: ${fmt.http(now)}\nContent-Type: application/json\n\n` + J({ status: "success", message: "Event processed", dedup_key: msg.dedup });
      return `HTTP/1.1 429 Too Many Requests\nDate: ${fmt.http(now)}\nRetry-After: ${res.retry}\nContent-Type: application/json\n\n` + J({ status: "throttle event", message: "Requests for this service are arriving too quickly.  Please retry later.", errors: ["Too many requests"] });
    } };
  } };
}

export function opsgenie({ tool = "opsgenie_create_alert" } = {}) {
  return { tool, page(s, msg, res, r) {
    return { name: tool, args: { message: msg.summary.slice(0, 130), alias: msg.dedup, priority: msg.sev === "critical" ? "P1" : "P2", responders: [{ name: msg.team, type: "team" }], tags: ["soc", "agent"] }, out: () => {
      const took = `0.${r.int(1, 300)}`;
      if (res.ok) return JP({ result: "Request will be processed", took: +took, requestId: r.uuid() });
      return `status: 429\nX-RateLimit-State: THROTTLED\nX-RateLimit-Reason: ACCOUNT\nX-RateLimit-Period-In-Sec: ${res.retry}\n` + JP({ message: "You are making too many requests! To avoid errors, we recommend you limit requests.", took: 0.0, requestId: r.uuid() });
    } };
  } };
}

export function telegram({ tool = "telegram_send_message", chat = -1001876543210, title = "SOC on-call" } = {}) {
  return { tool, page(s, msg, res, r) {
    return { name: tool, args: { chat_id: chat, text: msg.summary, parse_mode: "HTML", disable_notification: false }, out: (now) => {
      if (res.ok) return J({ ok: true, result: { message_id: r.int(4000, 9000), from: { id: 6123456789, is_bot: true, first_name: "soc_pager_bot" }, chat: { id: chat, title, type: "supergroup" }, date: fmt.epoch(now), text: msg.summary.slice(0, 80) } });
      return J({ ok: false, error_code: 429, description: `Too Many Requests: retry after ${res.retry}`, parameters: { retry_after: res.retry } });
    } };
  } };
}

export function slack({ tool = "slack_webhook_post", channel = "#soc-escalations" } = {}) {
  return { tool, page(s, msg, res, r) {
    return { name: tool, args: { channel, text: `:rotating_light: ${msg.summary}`, username: "soc-agent" }, out: (now) => {
      if (res.ok) return `HTTP/1.1 200 OK\ndate: ${fmt.http(now)}\nx-slack-req-id: ${r.hex(32)}\n\nok`;
      return `HTTP/1.1 429 Too Many Requests\ndate: ${fmt.http(now)}\nretry-after: ${res.retry}\nx-slack-req-id: ${r.hex(32)}\n\nrate_limited`;
    } };
  } };
}

export function teams({ tool = "teams_workflow_post" } = {}) {
  return { tool, page(s, msg, res, r) {
    return { name: tool, args: { type: "message", attachments: [{ contentType: "application/vnd.microsoft.card.adaptive", content: { type: "AdaptiveCard", version: "1.4", body: [{ type: "TextBlock", text: msg.summary, wrap: true, weight: "Bolder" }] } }] }, out: (now) => {
      if (res.ok) return `HTTP/1.1 202 Accepted\nDate: ${fmt.http(now)}\nx-ms-workflow-run-id: 08584${r.int(100000000, 999999999)}${r.int(10000000, 99999999)}CU${r.int(10, 99)}\nx-ms-request-id: ${r.uuid()}\n`;
      return `HTTP/1.1 429 Too Many Requests\nDate: ${fmt.http(now)}\nRetry-After: ${res.retry}\nx-ms-request-id: ${r.uuid()}\n\n` + J({ error: { code: "WorkflowTriggerIsThrottled", message: `The workflow trigger is throttled. Retry after ${res.retry} seconds.` } });
    } };
  } };
}

export function twilio({ tool = "twilio_send_sms", from = "+264811234567" } = {}) {
  return { tool, page(s, msg, res, r) {
    const to = s.kit.pools.oncallPhone || "+264810000000";
    return { name: tool, args: { To: to, From: from, Body: msg.summary.slice(0, 300) }, out: (now) => {
      if (res.ok) return JP({ sid: `SM${r.hex(32)}`, status: "queued", to, from, date_created: fmt.http(now).replace("GMT", "+0000"), num_segments: "2", price: null, error_code: null });
      return `HTTP/1.1 429 Too Many Requests\nRetry-After: ${res.retry}\nTwilio-Request-Id: RQ${r.hex(32)}\n\n` + J({ code: 20429, message: "Too Many Requests", more_info: "https://www.twilio.com/docs/errors/20429", status: 429 });
    } };
  } };
}
