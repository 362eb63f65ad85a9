// Identity providers as their admin APIs answer: Microsoft Graph (Entra ID), Okta, Keycloak, Google Workspace, PingOne.
// Every provider: revoke(s, r), signins(s, rows, r), disable(s, res, r) with res 'ok' | 'already', mfa(s, r).
import { fmt, J, JP } from "./lib.mjs";

export function entra({ pretty = true, ver = "v1.0", names = {} } = {}) {
  const E = pretty ? JP : J;
  const n = { revoke: "graph_revoke_signin_sessions", signins: "graph_list_signins", disable: "graph_update_user", mfa: "graph_delete_auth_method", ...names };
  const code = { 0: null, 50173: "The provided grant has expired due to it being revoked, a fresh auth token is needed.", 50133: "Session is invalid due to expiration or recent password change.", 50126: "Error validating credentials due to invalid username or password.", 50057: "The user account is disabled." };
  return {
    revoke(s, r) { return { name: n.revoke, args: { userId: s.upn }, out: () => E({ "@odata.context": `https://graph.microsoft.com/${ver}/$metadata#Edm.Boolean`, value: true }) }; },
    signins(s, rows, r, top = 10) { return { name: n.signins, args: { filter: `userPrincipalName eq '${s.upn}'`, top, orderby: "createdDateTime desc" }, out: () => E({
      "@odata.context": `https://graph.microsoft.com/${ver}/$metadata#auditLogs/signIns`, ...(rows.length >= top ? { "@odata.nextLink": `https://graph.microsoft.com/${ver}/auditLogs/signIns?$top=${top}&$skiptoken=${r.b62(40)}` } : {}),
      value: rows.slice(0, top).map((x) => ({ id: x.id, createdDateTime: fmt.iso(x.ts), userPrincipalName: s.upn, appDisplayName: x.app, ipAddress: x.ip, clientAppUsed: "Browser", correlationId: x.corr || (x.corr = r.uuid()),
        conditionalAccessStatus: x.result === "success" ? "success" : "notApplied", isInteractive: x.code !== 50173,
        status: { errorCode: x.code, failureReason: code[x.code] || (x.code ? "Other." : null), additionalDetails: x.code ? null : "MFA requirement satisfied by claim in the token" },
        location: { city: x.city, countryOrRegion: x.country }, deviceDetail: { operatingSystem: x.device.split(" / ")[0], browser: x.device.split(" / ")[1] || "" } })) }) }; },
    disable(s, res, r) { return { name: n.disable, args: { userId: s.upn, body: { accountEnabled: false } }, out: (now) => `HTTP/1.1 204 No Content\nrequest-id: ${r.uuid()}\nclient-request-id: ${r.uuid()}\nx-ms-ags-diagnostic: {"ServerInfo":{"DataCenter":"West Europe","Slice":"E","Ring":"5","ScaleUnit":"00${r.int(1, 9)}"}}\nDate: ${fmt.http(now)}\n` }; },
    mfa(s, r) { return { name: n.mfa, args: { userId: s.upn, method: "microsoftAuthenticator", id: s.mfaId || (s.mfaId = r.uuid()) }, out: (now) => `HTTP/1.1 204 No Content\nrequest-id: ${r.uuid()}\nDate: ${fmt.http(now)}\n` }; },
  };
}

export function okta({ names = {}, org = "example.okta.com" } = {}) {
  const n = { revoke: "okta_clear_user_sessions", signins: "okta_system_log", disable: "okta_suspend_user", mfa: "okta_reset_factors", ...names };
  return {
    revoke(s, r) { return { name: n.revoke, args: { userId: s.oktaId, oauthTokens: true }, out: (now) => `HTTP/1.1 204 No Content\nDate: ${fmt.http(now)}\nX-Okta-Request-Id: ${r.b62(27)}\nX-Rate-Limit-Remaining: ${r.int(40, 99)}\n` }; },
    signins(s, rows, r) { return { name: n.signins, args: { filter: `actor.alternateId eq "${s.upn}"`, since: fmt.iso(rows.length ? rows[rows.length - 1].ts : s.t0), limit: 20 }, out: () => `X-Rate-Limit-Remaining: ${(s.oktaRl = (s.oktaRl || r.int(60, 119)) - r.int(1, 3))}\n` + rows.map((x) => J({
      uuid: x.id, published: fmt.isoMs(x.ts), eventType: x.result === "success" ? "user.session.start" : "user.authentication.sso", severity: "INFO",
      displayMessage: x.result === "success" ? "User login to Okta" : "User single sign on to app", actor: { alternateId: s.upn, type: "User" },
      outcome: { result: x.result === "success" ? "SUCCESS" : "FAILURE", reason: x.result === "success" ? null : (x.reason || "INVALID_SESSION") },
      client: { ipAddress: x.ip, geographicalContext: { city: x.city, country: x.country }, userAgent: { rawUserAgent: x.ua } }, target: [{ displayName: x.app }] })).join("\n") || "[]" }; },
    disable(s, res, r) { return { name: n.disable, args: { userId: s.oktaId }, out: (now) => res === "ok"
      ? `HTTP/1.1 200 OK\nDate: ${fmt.http(now)}\nX-Okta-Request-Id: ${r.b62(27)}\n\n{}`
      : `HTTP/1.1 400 Bad Request\nDate: ${fmt.http(now)}\nX-Okta-Request-Id: ${r.b62(27)}\n\n` + J({ errorCode: "E0000001", errorSummary: "Api validation failed: suspend", errorLink: "E0000001", errorId: `oae${r.b62(19)}`, errorCauses: [{ errorSummary: "Cannot suspend a user that is not active" }] }) }; },
    mfa(s, r) { return { name: n.mfa, args: { userId: s.oktaId }, out: (now) => `HTTP/1.1 200 OK\nDate: ${fmt.http(now)}\nX-Okta-Request-Id: ${r.b62(27)}\n\n{}` }; },
  };
}

export function keycloak({ realm = "corp", pretty = false, names = {} } = {}) {
  const E = pretty ? JP : J;
  const n = { revoke: "kc_user_logout", signins: "kc_realm_events", disable: "kc_user_update", mfa: "kc_delete_credential", ...names };
  return {
    revoke(s, r) { return { name: n.revoke, args: { realm, userId: s.kcId }, out: () => "HTTP 204 No Content" }; },
    signins(s, rows, r) { return { name: n.signins, args: { realm, user: s.kcId, type: ["LOGIN", "LOGIN_ERROR", "REFRESH_TOKEN", "REFRESH_TOKEN_ERROR"], max: 25 }, out: () => E(rows.map((x) => ({
      time: fmt.epochMs(x.ts), type: x.result === "success" ? x.kcType || "LOGIN" : "REFRESH_TOKEN_ERROR", realmId: realm, clientId: x.app, userId: s.kcId,
      ...(x.result === "success" ? { sessionId: x.sess || (x.sess = r.uuid()) } : { error: x.reason || "invalid_token" }), ipAddress: x.ip,
      details: { auth_method: "openid-connect", username: s.user, ...(x.result === "success" ? { code_id: x.sess } : { reason: "Session not active" }) } }))) }; },
    disable(s, res, r) { return { name: n.disable, args: { realm, userId: s.kcId, representation: { enabled: false } }, out: () => "HTTP 204 No Content" }; },
    mfa(s, r) { return { name: n.mfa, args: { realm, userId: s.kcId, credentialId: s.otpId || (s.otpId = r.uuid()) }, out: () => "HTTP 204 No Content" }; },
  };
}

export function gworkspace({ names = {}, customer = "C03az79cb" } = {}) {
  const n = { revoke: "gws_user_sign_out", signins: "gws_reports_login_activity", disable: "gws_user_update", mfa: "gws_turn_off_2sv", ...names };
  return {
    revoke(s, r) { return { name: n.revoke, args: { userKey: s.upn }, out: () => "" }; },
    signins(s, rows, r) { return { name: n.signins, args: { userKey: s.upn, applicationName: "login", maxResults: 20 }, out: () => JP({ kind: "admin#reports#activities", etag: `"${r.b62(27)}"`,
      items: rows.map((x) => ({ kind: "admin#reports#activity", id: { time: fmt.isoMs(x.ts), uniqueQualifier: x.uq || (x.uq = String(r.int(1e17, 9e17))), applicationName: "login", customerId: customer },
        actor: { email: s.upn, profileId: s.gid || (s.gid = String(r.int(1e20, 9e20))) }, ipAddress: x.ip,
        events: [{ type: x.result === "success" ? "login" : "account_warning", name: x.result === "success" ? "login_success" : (x.reason || "login_failure"), parameters: [{ name: "login_type", value: "google_password" }] }] })) }) }; },
    disable(s, res, r) { return { name: n.disable, args: { userKey: s.upn, body: { suspended: true } }, out: (now) => JP({ kind: "admin#directory#user", id: s.gid || (s.gid = String(r.int(1e20, 9e20))), primaryEmail: s.upn, suspended: true, suspensionReason: "ADMIN", lastLoginTime: fmt.isoMs(s.lastLogin || s.t0), etag: `"${r.b62(27)}"` }) }; },
    mfa(s, r) { return { name: n.mfa, args: { userKey: s.upn }, out: () => "" }; },
  };
}

export function pingone({ env = "abf3c7d2-7f1e-4e2a-9a61-2c1f0e5b8d44", names = {} } = {}) {
  const n = { revoke: "pingone_revoke_sessions", signins: "pingone_audit_activities", disable: "pingone_user_enabled", mfa: "pingone_delete_mfa_device", ...names };
  return {
    revoke(s, r) { return { name: n.revoke, args: { environmentId: env, userId: s.pingId }, out: (now) => `204 No Content (correlation-id: ${r.uuid()})` }; },
    signins(s, rows, r) { return { name: n.signins, args: { environmentId: env, filter: `resources.id eq "${s.pingId}" and (action.type eq "USER.ACCESS_ALLOWED" or action.type eq "USER.ACCESS_DENIED")`, limit: 20 }, out: () => `correlation-id: ${r.uuid()}\n` + J({
      _links: { self: { href: `https://api.pingone.eu/v1/environments/${env}/activities` } }, _embedded: { activities: rows.map((x) => ({ id: x.id, recordedAt: fmt.isoMs(x.ts), createdAt: fmt.isoMs(x.ts),
        action: { type: x.result === "success" ? "USER.ACCESS_ALLOWED" : "USER.ACCESS_DENIED", description: x.result === "success" ? "User Access Allowed" : "User Access Denied" },
        result: { status: x.result === "success" ? "SUCCESS" : "FAILED", description: x.result === "success" ? `Passed role access control for ${x.app}` : (x.reason || "Session token revoked") },
        actors: { client: { name: x.app, type: "CLIENT" }, user: { name: s.upn, type: "USER" } }, source: { ipAddress: x.ip, geo: `${x.city}, ${x.country}` } })) }, count: rows.length, size: rows.length }) }; },
    disable(s, res, r) { return { name: n.disable, args: { environmentId: env, userId: s.pingId, enabled: false }, out: (now) => J({ _links: {}, enabled: false, ...(res === "already" ? { updatedAt: fmt.isoMs(s.disabledAt || now) } : { updatedAt: fmt.isoMs((s.disabledAt = now)) }) }) }; },
    mfa(s, r) { return { name: n.mfa, args: { environmentId: env, userId: s.pingId, deviceId: s.devId || (s.devId = r.uuid()) }, out: (now) => `204 No Content (correlation-id: ${r.uuid()})` }; },
  };
}
