// A guard round whose tool result is a distinct CSV page each time (`read_page {"page":N}`), timed for two or more
// builds in one process: `node bench/distinct-pages-ab.mjs DIR_A DIR_B` (each a checkout with `dist/` built;
// NOLOOP=1 turns loop detection off for the floor). Conversations alternate between the builds in pairs, so that
// the load a shared machine puts on one build's rounds falls on the other's too: on a noisy box, runs in separate
// processes differ more between themselves than two builds do. Prints p50, p90 and p99 of a round per build.
const dirs = process.argv.slice(2);
if (dirs.length === 0) throw new Error('usage: node bench/distinct-pages-ab.mjs DIR [DIR...]');
const builds = await Promise.all(dirs.map((dir) => import(`${dir}/dist/index.js`)));

/** Page `page` of a sales export: a header and rows of one kilobyte, every page's rows its own. */
function page(page) {
  let text = `page ${page} of the sales export\ndate,region,amount,currency\n`;
  for (let row = 0; text.length < 1024; row++)
    text += `2026-11-${String((row % 28) + 1).padStart(2, '0')},region-${(page * 7 + row) % 53},${(page * 31 + row * 17) % 9973}.${row % 100},EUR\n`;
  return text.slice(0, 1024);
}

const options = { maxRounds: null, maxDurationMs: null, callTimeoutMs: null, maxTokens: null };
if (process.env.NOLOOP) options.loop = false;
const times = builds.map(() => []);
for (let conversation = 0; conversation < 400; conversation++) {
  const which = (conversation >> 1) % builds.length;
  const guard = builds[which].createGuard(options);
  for (let number = 1; number <= 50; number++) {
    const started = process.hrtime.bigint();
    const call = { id: `call_${number}`, name: 'read_page', arguments: `{"page":${number}}` };
    guard
      .beforeCall({ model: 'gpt-4o-mini' })
      .end({ usage: { promptTokens: 1000, completionTokens: 50 }, toolCalls: [call] });
    guard.recordToolResult({ toolCallId: call.id, result: page(number) });
    times[which].push(Number(process.hrtime.bigint() - started) / 1000);
  }
  guard.complete();
}
const at = (sorted, share) => (sorted[Math.floor(sorted.length * share)] ?? 0).toFixed(1);
for (const [index, rounds] of times.entries()) {
  rounds.sort((a, b) => a - b);
  const name = dirs[index]?.split('/').pop() ?? '';
  console.log(
    name,
    process.env.NOLOOP ? 'noloop' : 'loop',
    'p50',
    at(rounds, 0.5),
    'p90',
    at(rounds, 0.9),
    'p99',
    at(rounds, 0.99),
  );
}
