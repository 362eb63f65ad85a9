/** GraphQL and agent-to-agent (JSON-RPC tasks) tool surfaces: how calls look and how answers print. */
const J = (o) => JSON.stringify(o);

/** A GraphQL endpoint with cost-based throttling and opaque Relay cursors. */
export function gqlStyle(run, d) {
  const R = run.R;
  let avail = R.int(600, 1000);
  const ext = (cost) => {
    avail = Math.min(1000, avail - cost + R.int(0, 40));
    return { cost: { requestedQueryCost: cost + R.int(0, 6), actualQueryCost: cost, throttleStatus: { maximumAvailable: 1000, currentlyAvailable: avail, restoreRate: 50 } }, traceId: R.hex(16) };
  };
  const T = d.type;
  const q = (s) => ({ name: "graphql", args: s });
  return {
    jobId: () => `gid://${d.host.split('.')[1]}/BulkOperation/${R.int(1e9, 9e9)}`,
    cursor: (p) => R.b64(`arrayconnection:${p * 25 - 1}:${d.salt}`),
    look: (it) => ({ ...q({ query: `query Get${T}($id: ID!) { ${d.field}(id: $id) { id title status updatedAt owner { name } } }`, variables: { id: it.id } }), out: J({ data: { [d.field]: { id: it.id, title: it.label, status: it.status, updatedAt: it.at, owner: { name: it.owner } } }, extensions: ext(R.int(3, 6)) }) }),
    act: (it, v) => ({ ...q({ query: `mutation Set${T}($id: ID!, $input: ${T}Input!) { ${d.field}Update(id: $id, input: $input) { ${d.field} { id status } userErrors { field message } } }`, variables: { id: it.id, input: { status: v } } }), out: J({ data: { [`${d.field}Update`]: { [d.field]: { id: it.id, status: v }, userErrors: [] } }, extensions: ext(10) }) }),
    search: (term, hits) => ({ ...q({ query: `query Find($q: String!, $first: Int) { search(query: $q, first: $first) { edges { node { id title } } } }`, variables: { q: term, first: 10 } }), out: J({ data: { search: { edges: hits.map((h) => ({ node: { id: h.id, title: h.label } })) } }, extensions: ext(R.int(8, 14)) }) }),
    page: (after, nodes, endCursor, hasNext) => ({ ...q({ query: `query List($first: Int!, $after: String) { ${d.field}s(first: $first, after: $after, filter: {status: ${d.openStatus}}) { edges { cursor node { id title } } pageInfo { endCursor hasNextPage } } }`, variables: after ? { first: 25, after } : { first: 25 } }), out: J({ data: { [`${d.field}s`]: { edges: nodes.map((n) => ({ cursor: R.b64(`c:${n.id}`), node: { id: n.id, title: n.label } })), pageInfo: { endCursor, hasNextPage: hasNext } } }, extensions: ext(27) }) }),
    fail: (k, it) => {
      const variants = [{ first: 25 }, { first: 10 }, { first: 5, locale: d.locale }, { first: 25, includeDrafts: false }, { first: 1 }];
      const code = R.pick(["SERVICE_UNAVAILABLE", "SERVICE_UNAVAILABLE", "UPSTREAM_TIMEOUT"]);
      return { ...q({ query: `query Related($id: ID!, $first: Int, $locale: String) { ${d.field}(id: $id) { related(first: $first) { edges { node { id } } } } }`, variables: { id: it.id, ...variants[k % variants.length] } }), out: J({ errors: [{ message: `${d.dep}: upstream connect error or disconnect/reset before headers`, path: [d.field, "related"], extensions: { code, service: d.dep, retryAfterMs: R.int(2, 9) * 500 } }], data: { [d.field]: { related: null } }, extensions: ext(2) }), err: true };
    },
    ok: (_k, it) => ({ ...q({ query: `query Related($id: ID!, $first: Int) { ${d.field}(id: $id) { related(first: $first) { edges { node { id } } } } }`, variables: { id: it.id, first: 25 } }), out: J({ data: { [d.field]: { related: { edges: [{ node: { id: `${d.prefix}${R.int(1000, 9999)}` } }, { node: { id: `${d.prefix}${R.int(1000, 9999)}` } }] } } }, extensions: ext(6) }) }),
    start: (job) => ({ ...q({ query: `mutation { bulkOperationRunQuery(query: "{ ${d.field}s { edges { node { id } } } }") { bulkOperation { id status } userErrors { message } } }` }), out: J({ data: { bulkOperationRunQuery: { bulkOperation: { id: job, status: "CREATED" }, userErrors: [] } }, extensions: ext(10) }) }),
    poll: (job, st, n) => ({ ...q({ query: `query Op($id: ID!) { node(id: $id) { ... on BulkOperation { id status objectCount url errorCode } } }`, variables: { id: job } }), out: J({ data: { node: { id: job, status: st, objectCount: String(n), url: st === "COMPLETED" ? `https://exports.${d.host}/bulk/${R.hex(12)}.jsonl?sig=${R.hex(20)}` : null, errorCode: null } }, extensions: ext(1) }) }),
    edit: (it, val) => ({ ...q({ query: `mutation Slug($id: ID!, $slug: String!) { ${d.field}Update(id: $id, input: {slug: $slug}) { ${d.field} { id slug } userErrors { field message code } } }`, variables: { id: it.id, slug: val } }), out: J({ data: { [`${d.field}Update`]: { [d.field]: { id: it.id, slug: val }, userErrors: [] } }, extensions: ext(10) }) }),
    check: (it, bad) => ({ ...q({ query: `mutation Publish($id: ID!) { ${d.field}Publish(id: $id) { ${d.field} { id status } userErrors { field message code } } }`, variables: { id: it.id } }), out: J({ data: { [`${d.field}Publish`]: bad ? { [d.field]: null, userErrors: [{ field: ["slug"], message: bad, code: "INVALID" }] } : { [d.field]: { id: it.id, status: "PUBLISHED" }, userErrors: [] } }, extensions: ext(10) }), err: !!bad }),
  };
}

/** An orchestrator talking JSON-RPC to peer agents (tasks/send, tasks/get) plus a local catalogue. */
export function a2aStyle(run, d) {
  const R = run.R;
  let rpc = R.int(1, 400);
  const session = `${d.session}${R.hex(6)}`;
  const env = (result) => J({ jsonrpc: "2.0", id: rpc++, result });
  const st = (state, text) => ({ state, timestamp: run.iso(), ...(text ? { message: { role: "agent", parts: [{ type: "text", text }] } } : {}) });
  const send = (agent, text, taskId) => ({ name: "a2a_send", args: { agent, method: "tasks/send", params: { id: taskId, sessionId: session, message: { role: "user", parts: [{ type: "text", text }] } } } });
  return {
    jobId: () => `task-${R.hex(8)}-${R.hex(4)}`,
    cursor: (p) => R.b64(`{"o":${p * 20},"s":"${d.salt}"}`),
    look: (it) => ({ name: "catalog_get", args: { ref: it.id }, out: J({ ref: it.id, title: it.label, status: it.status, owner: it.owner, updated: it.at, etag: `W/"${R.hex(8)}"` }) }),
    act: (it, v) => {
      const id = `task-${R.hex(8)}`;
      return { ...send(d.agents[1], `${d.verb} ${it.id} (${it.label}) → ${v}`, id), out: env({ id, status: st("submitted"), metadata: { queue: d.agents[1], position: R.int(0, 6) } }) };
    },
    search: (term, hits) => ({ name: "catalog_search", args: { q: term, limit: 10 }, out: J({ q: term, took_ms: R.int(8, 90), hits: hits.map((h) => ({ ref: h.id, title: h.label, score: +(0.9 - hits.indexOf(h) * 0.07).toFixed(2) })) }) }),
    page: (after, nodes, endCursor, hasNext) => ({ name: "catalog_list", args: after ? { status: d.openStatus, page_token: after } : { status: d.openStatus }, out: J({ items: nodes.map((n) => ({ ref: n.id, title: n.label })), next_page_token: hasNext ? endCursor : null, served_by: `cat-${R.int(1, 4)}` }) }),
    fail: (k, it) => {
      const texts = [`${d.verb} ${it.id}`, `${d.verb} ${it.id} — retry`, `Please ${d.verb} ${it.id}, smaller chunk`, `${d.verb} ${it.id} (priority=high)`, `${d.verb} ${it.id} using fallback profile`];
      const id = `task-${R.hex(8)}`;
      return { ...send(d.agents[2], texts[k % texts.length], id), out: J({ jsonrpc: "2.0", id: rpc++, error: { code: -32603, message: "Internal error", data: { upstream: d.dep, grpcStatus: R.pick(["UNAVAILABLE", "UNAVAILABLE", "DEADLINE_EXCEEDED"]), taskId: id } } }), err: true };
    },
    ok: (_k, it) => {
      const id = `task-${R.hex(8)}`;
      return { ...send(d.agents[2], `${d.verb} ${it.id}`, id), out: env({ id, status: st("completed"), artifacts: [{ name: `${it.id}.out`, parts: [{ type: "file", file: { uri: `a2a://${d.agents[2]}/${id}/0`, mimeType: d.mime } }] }] }) };
    },
    start: (job) => ({ ...send(d.agents[1], `${d.bigJob}`, job), out: env({ id: job, status: st("submitted") }) }),
    poll: (job, state, n) => ({ name: "a2a_get", args: { agent: d.agents[1], method: "tasks/get", params: { id: job, historyLength: 0 } }, out: env({ id: job, status: st(state, state === "working" ? `${n}/${d.jobSize} ${d.unit}` : state === "completed" ? "done" : null), ...(state === "completed" ? { artifacts: [{ name: "result", parts: [{ type: "data", data: { items: d.jobSize } }] }] } : {}) }) }),
    edit: (it, val) => ({ name: "catalog_patch", args: { ref: it.id, patch: { [d.editField]: val } }, out: J({ ref: it.id, [d.editField]: val, etag: `W/"${R.hex(8)}"` }) }),
    check: (it, bad) => {
      const id = `task-${R.hex(8)}`;
      return { ...send(d.agents[2], `QC ${it.id}`, id), out: env({ id, status: st(bad ? "failed" : "completed", bad ? `QC: ${bad}` : "QC passed") }), err: !!bad };
    },
    handoff: (to, text, reply, state = "completed") => {
      const id = `task-${R.hex(8)}`;
      return { ...send(to, text, id), out: env({ id, status: st(state, reply) }) };
    },
  };
}
