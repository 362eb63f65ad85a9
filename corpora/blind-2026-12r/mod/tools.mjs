/** Tool calls against a kit: each output is rendered when the call runs, with fresh noise and the run's clock. */
import { stable } from './rng.mjs';

const iso = (run) => run.ts();
const rid = (run) => run.r.hex(8);

/** Renders one telemetry reading of an item in the kit's style; `over` pins field values. */
function reading(kit, item, run, over = {}) {
  const r = run.r;
  const vals = {};
  for (const [k, base, amp, dp] of kit.fields) {
    const b = base + ((stable(item + k, 0, 100) - 50) / 50) * amp * 3;
    vals[k] = k in over ? Number(over[k]).toFixed(dp) : r.noise(b, amp, dp);
  }
  const state = over.state ?? kit.states[stable(item, 0, kit.states.length - 1) % 2];
  switch (kit.style) {
    case 'modbus':
      return `${iso(run)} unit=${stable(item, 1, 247)} ${kit.itemKey}=${item} ${Object.entries(vals)
        .map(([k, v]) => `${k}=${v}`)
        .join(' ')} state=${state} q=GOOD rtt_ms=${r.int(8, 90)} txn=${r.int(1000, 65535)}`;
    case 'opcua':
      return JSON.stringify({
        nodeId: `ns=2;s=${item}`,
        serverTimestamp: iso(run),
        values: Object.fromEntries(
          Object.entries(vals).map(([k, v]) => [
            k,
            { v: Number(v), sc: 'Good', src: new Date(run.t - r.int(50, 900)).toISOString() },
          ]),
        ),
        mode: state,
        sub: `sub-${r.int(100, 999)}`,
      });
    case 'mqtt':
      return `topic=${kit.topic}/${item}/state qos=1 retain=false mid=${r.int(1, 65000)} rx=${iso(run)}\n${JSON.stringify({ ...vals, mode: state, seq: r.int(10000, 99999) })}`;
    case 'telematics':
      return `vehicle=${item} fix=${iso(run)} lat=${r.noise(41.72, 0.002, 5)} lon=${r.noise(44.79, 0.002, 5)} ${Object.entries(
        vals,
      )
        .map(([k, v]) => `${k}=${v}`)
        .join(' ')} ign=${state} gsm_csq=${r.int(11, 29)} pkt=${r.int(100000, 999999)}`;
    default:
      return JSON.stringify({
        id: item,
        state,
        ...Object.fromEntries(Object.entries(vals).map(([k, v]) => [k, Number(v)])),
        sampled_at: iso(run),
        node: `sbc-${r.int(1, 4)}`,
        req: rid(run),
      });
  }
}

/** Builds the tool calls a kind can ask for. */
export function tools(kit) {
  const n = kit.names;
  const key = kit.itemKey;
  return {
    read: (item, over, extra = {}) => ({
      name: n.read,
      args: { [key]: item, ...extra },
      out: (run) => reading(kit, item, run, over),
    }),
    readArgs: (args, item, over) => ({ name: n.read, args, out: (run) => reading(kit, item, run, over) }),
    detail: (item, extra = {}) => ({
      name: n.detail,
      args: { [key]: item, ...extra },
      out: (run) => {
        const k = stable(item, 0, 3);
        const lines = kit.detailLines(item, k);
        return `# ${n.detail} ${item} @ ${iso(run)} req=${rid(run)}\n${lines.join('\n')}`;
      },
    }),
    events: (item, since, fresh = 0, base = 0) => ({
      name: n.events,
      args: { [key]: item, since },
      out: (run) => {
        const rows = [];
        for (let i = 0; i < fresh; i++) {
          const t = new Date(run.t - (fresh - i) * run.r.int(4000, 40000)).toISOString();
          rows.push(
            `${t} seq=${base + i + 1} ${kit.eventWord(base + i, item)} src=10.${stable(item, 1, 250)}.${(base + i) % 4}.${stable(item + i, 2, 254)}`,
          );
        }
        return rows.length
          ? `${rows.join('\n')}\n-- next_since=${base + fresh} (${rows.length} events)`
          : `-- no events since ${since} (checked ${iso(run)})`;
      },
    }),
    dump: (item, off, cnt, extra = {}) => ({
      name: n.dump,
      args: { [key]: item, start: off, count: cnt, ...extra },
      out: (run) => {
        const lines = [
          `${kit.dumpHead} ${item} start=0x${off.toString(16).padStart(4, '0')} count=${cnt} t=${iso(run)} crc_ok=true`,
        ];
        for (let a = off; a < off + cnt; a += 8) {
          const words = [];
          for (let j = a; j < Math.min(a + 8, off + cnt); j++)
            words.push(stable(`${item}:${j}`, 0, 65535).toString(16).padStart(4, '0'));
          lines.push(`${a.toString(16).padStart(4, '0')}: ${words.join(' ')}`);
        }
        return lines.join('\n');
      },
    }),
    write: (item, value, fb) => ({
      name: n.write,
      args: { [key]: item, [kit.writeKey]: value },
      out: (run) =>
        `${kit.style === 'opcua' ? 'StatusCode=Good' : 'ACK'} ${n.write} ${item} ${kit.writeKey}=${value} accepted=${iso(run)} cmd=${run.r.hex(6)}${fb ? ` ${fb}` : ''}`,
    }),
    ack: (item, alarm) => ({
      name: n.ack,
      args: { [key]: item, alarm_id: alarm, comment: kit.ackNote },
      out: (run) =>
        JSON.stringify({ ok: true, alarm_id: alarm, acked_by: 'agent', at: iso(run), audit: rid(run) }),
    }),
    start: (item) => ({
      name: n.start,
      args: { [key]: item, ...kit.startArgs },
      out: (run) =>
        JSON.stringify({
          accepted: true,
          job: `${kit.jobPrefix}-${stable(item, 1000, 9999)}`,
          queued_at: iso(run),
        }),
    }),
    poll: (item, phase, pct, extra = {}) => ({
      name: n.poll,
      args: { job: `${kit.jobPrefix}-${stable(item, 1000, 9999)}`, ...extra },
      out: (run) =>
        `job=${kit.jobPrefix}-${stable(item, 1000, 9999)} phase=${phase} progress=${pct}% ${kit.jobDetail(phase, pct)} checked=${iso(run)} hb=${run.r.int(1, 9999)}`,
    }),
    page: (cursor, items, next) => ({
      name: n.page,
      args: cursor ? { cursor, limit: 25 } : { limit: 25 },
      out: (run) =>
        JSON.stringify({
          items: items.map((it, i) => ({
            id: it,
            text: kit.pageRow(it.split('#')[0]),
            raised: new Date(run.t - (i + 1) * 613000).toISOString(),
            prio: 1 + (stable(it, 0, 9) % 3),
            acked: false,
            site: kit.domain.split('-')[0],
            owner: null,
          })),
          next_cursor: next,
          total_est: 80 + stable(String(next), 0, 40),
          served: iso(run),
          req: rid(run),
        }),
    }),
    fail: (args, err) => ({ name: n.fail, args, out: (run) => err(run) }),
    probe: (name, args, out) => ({ name, args, out }),
    wait: (sec, why) => ({
      name: 'wait',
      args: { seconds: sec, reason: why },
      wait: sec * 1000,
      out: () => `slept ${sec}s`,
    }),
  };
}
