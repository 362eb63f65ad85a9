import { describe, expect, it } from 'vitest';
import { detect, times } from '../../test/helpers/steps.js';
import { repeatedAction } from './repeated-action.js';

describe('repeatedAction', () => {
  it('trips on the third identical call with the same result', () => {
    const turns = times(5, (index) => ({
      tool: 'clean_csv',
      args: { path: `/srv/sales.csv${' '.repeat(index % 3)}` },
      result: '980 rows kept',
    }));
    const { detection, step } = detect(repeatedAction(), turns);
    expect(step).toBe(3);
    expect(detection?.rounds).toEqual([1, 2, 3]);
    expect(detection?.signatures).toEqual(['clean_csv({"path":"/srv/sales.csv"})']);
    expect(detection?.previousResult).toBe('980 rows kept');
  });

  it('trips on a parallel set repeated in another order', () => {
    const a = { tool: 'read', args: { path: 'a' }, result: 'A' };
    const b = { tool: 'read', args: { path: 'b' }, result: 'B' };
    const { step } = detect(repeatedAction(), [{ calls: [a, b] }, { calls: [b, a] }, { calls: [a, b] }]);
    expect(step).toBe(3);
  });

  it('trips when a probe repeats with the same result and nothing new in between', () => {
    const turns = times(3, (index) => [
      { tool: 'edit', args: { change: `attempt ${index}` }, result: 'ok' },
      { tool: 'test', result: 'FAIL: expected 3 got 4' },
    ]).flat();
    expect(detect(repeatedAction(), turns).step).toBe(6);
  });

  it('does not trip when the result changes (polling with progress)', () => {
    const turns = ['10%', '40%', '70%', 'done'].map((result) => ({
      tool: 'status',
      args: { id: 'd-1' },
      result,
    }));
    expect(detect(repeatedAction(), turns).detection).toBeUndefined();
  });

  it('trips on a poll whose answers differ only in generated node names, request ids, times and counters', () => {
    const turns = times(4, (index) => ({
      tool: 'zone_status',
      args: { zone: 'DRP-46' },
      result: `# scada-${index + 2}b 2026-03-15T15:3${index}:23.325Z req=${(620602 + index * 7919).toString(16)}a1b2c3\nid: DRP-46 soil_vwc_pct: 29 valve: OPEN\nelapsed: ${100 + index * 37}ms seq=${4200 + index * 40}`,
    }));
    expect(detect(repeatedAction(), turns).step).toBe(3);
  });

  it('does not trip on a reading that moves one way, whatever churns beside it', () => {
    const turns = times(10, (index) => ({
      tool: 'sensor',
      args: { metric: 'relative_humidity' },
      result: `# cms-${index % 9}a req=${(9000 + index).toString(16)}c318fcc7a3 value: ${61 - index} unit: %RH seq=${100 + index}`,
    }));
    expect(detect(repeatedAction(), turns).detection).toBeUndefined();
  });

  it('trips on the same values under other argument names, answered with the same long content', () => {
    const args = [
      { wtg: 'HRW-T20' },
      { id: 'HRW-T20' },
      { wtg_id: 'HRW-T20', expand: [] },
      { wtg: ' HRW-T20' },
    ];
    const turns = args.map((arg, index) => ({
      tool: 'scada_turbine',
      args: arg,
      result: `WTG......: HRW-T20\nMODEL....: V136-4.2\nSTATE....: RUN\nALARM....: 2081 Pitch deviation\n-- ${['scada-2-1', 'cms-3', 'cms-4', 'scada-2-4'][index]} ${281 + index * 617}ms seq=${385928 + index * 12} rid=${95597553 - index * 3331}`,
    }));
    expect(detect(repeatedAction(), turns).step).toBe(3);
  });

  it('does not take the same values under other names for one request when the answer is an acknowledgement', () => {
    const turns = [
      { tool: 'update_line', args: { id: 5, qty: 3 }, result: 'updated' },
      { tool: 'update_line', args: { id: 3, qty: 5 }, result: 'updated' },
      { tool: 'update_line', args: { line: 5, count: 3 }, result: 'updated' },
    ];
    expect(detect(repeatedAction(), turns).detection).toBeUndefined();
  });

  it('does not trip on distinct arguments with the same answer', () => {
    const turns = times(10, (index) => ({
      tool: 'write_chunk',
      args: { offset: index * 4096 },
      result: 'ok',
    }));
    expect(detect(repeatedAction(), turns).detection).toBeUndefined();
  });

  it('does not trip when something new was learned since the previous occurrence', () => {
    const turns = times(3, (index) => [
      { tool: 'open', args: { path: `file-${index}.ts` }, result: `contents ${index}` },
      { tool: 'ls', result: 'src test' },
    ]).flat();
    expect(detect(repeatedAction(), turns).detection).toBeUndefined();
  });

  it('allows two identical calls under the default and trips earlier with maxRepeats 2', () => {
    const turns = times(2, () => ({ tool: 'ls', result: 'src' }));
    expect(detect(repeatedAction(), turns).detection).toBeUndefined();
    expect(detect(repeatedAction({ maxRepeats: 2 }), turns).step).toBe(2);
  });
});

describe('repeatedAction on churn, spellings and status polls', () => {
  const detector = repeatedAction();
  const run = (pid: number) => ({
    tool: 'shell',
    args: { command: 'psql -c "select 1"' },
    result: `[pid ${pid}] exit=2 elapsed=0.${pid % 90}s\npsql: error: connection to server failed: Connection refused`,
  });

  it('trips on the same call whose result churns only in pid and elapsed time (an outage: at the fourth)', () => {
    expect(detect(detector, [run(2731), run(9914), run(4410)]).detection).toBeUndefined();
    expect(detect(detector, [run(2731), run(9914), run(4410), run(1187)]).step).toBe(4);
  });

  it('trips at the third on a call failing the same way for a reason that is no outage', () => {
    const denied = (pid: number) => ({
      tool: 'shell',
      args: { command: 'cat /etc/shadow' },
      result: `[pid ${pid}] exit=1 elapsed=0.${pid % 90}s\ncat: /etc/shadow: Permission denied`,
    });
    expect(detect(detector, [denied(2731), denied(9914), denied(4410)]).step).toBe(3);
  });

  it('trips on one file read through paths spelled in other cases', () => {
    const read = (path: string) => ({
      tool: 'read_file',
      args: { path },
      result: 'export const range = 1;\n',
    });
    expect(detect(detector, [read('src/a/B.ts'), read('src/a/b.ts'), read('SRC/a/B.ts')]).step).toBe(3);
  });

  it('does not trip on a batch over distinct items whose acknowledgements differ only in ids and times', () => {
    const refund = (order: number) => ({
      tool: 'refund',
      args: { order_id: `ORD-${order}` },
      result: `{"refund":{"id":"re_${order}x9","order_id":"ORD-${order}","status":"done"},"took_ms":${order % 400}}`,
    });
    expect(
      detect(detector, [refund(922365), refund(128617), refund(489288), refund(942279)]).detection,
    ).toBeUndefined();
  });

  it('allows a status poll that says running three identical answers, and trips on the fourth', () => {
    const poll = { tool: 'get_query_status', args: { job_id: 'job_6M1' }, result: '{"state":"RUNNING"}' };
    expect(detect(detector, [poll, poll, poll]).detection).toBeUndefined();
    expect(detect(detector, [poll, poll, poll, poll]).step).toBe(4);
  });

  it('does not take a status the call set itself for a poll', () => {
    const update = {
      tool: 'update_ticket',
      args: { id: 'T-4', status: 'pending' },
      result: '{"id":"T-4","status":"pending","changed":false}',
    };
    expect(detect(detector, [update, update, update]).step).toBe(3);
  });

  it('trips on a job polled while it stays at one progress, whatever worker answers and however old its heartbeat', () => {
    const poll = (index: number, progress: number) => ({
      tool: 'job_status',
      args: { job_id: 'job-train' },
      result: JSON.stringify({
        job_id: 'job-train',
        state: 'PENDING',
        progress,
        message: 'Waiting for resources: 0/12 nodes are available.',
        worker: `gpu-${['4ehmo', 'gvll5', 'pa1b9', '7js0u', 'p3nq7'][index]}`,
        heartbeat_age_s: [40, 12, 36, 20, 38][index],
      }),
    });
    const stuck = [0, 1, 2, 3, 4].map((index) => poll(index, 0.39));
    expect(detect(repeatedAction(), stuck).step).toBe(4);
    // Progress that moves is no repeat, however alike the rest.
    const moving = [0, 1, 2, 3, 4].map((index) => poll(index, 0.39 + index * 0.05));
    expect(detect(repeatedAction(), moving).detection).toBeUndefined();
  });

  describe('a search reworded', () => {
    const hits = JSON.stringify({
      total: 3,
      items: [
        { id: 'BK-1102', title: 'Lighthouse keeping, a field guide' },
        { id: 'BK-2290', title: 'Coastal lights of the north' },
        { id: 'BK-3318', title: 'The lamp room' },
      ],
    });
    const words = [
      'lighthouse guide',
      'guide to lighthouses',
      'lighthouse keeping book',
      'keeping a lighthouse',
    ];

    it('trips on the third wording answered with the very same hits', () => {
      const turns = words.map((q) => ({ tool: 'library_search', args: { q, limit: 20 }, result: hits }));
      const { detection, step } = detect(repeatedAction(), turns);
      expect(step).toBe(3);
      expect(detection?.rounds).toEqual([1, 2, 3]);
    });

    it('trips on one search asked for more and more hits, the same three scored anew each time', () => {
      const guides = [
        'EPI SOP 4.3 Heat excursion handling',
        'WHO PQS E003 user notes',
        'EPI SOP 2.1 Alarm limits',
      ];
      const turns = [10, 20, 50, 100, 200].map((limit, call) => ({
        tool: 'guideline_search',
        args: { query: 'cc-12 ksg', max_results: limit },
        result: `${guides.map((guide, at) => `${at + 1}. ${guide}  (score ${(8.88 - at * 1.2 + call * 0.07).toFixed(2)})`).join('\n')}\n-- 3 hits, ${305 + call * 50} ms`,
      }));
      expect(detect(repeatedAction(), turns).step).toBe(3);
      // A bigger limit that brings more hits is news.
      const more = turns.map((turn, call) => ({
        ...turn,
        result: `${turn.result}\n${call + 4}. EPI SOP ${call + 5}.1 Cold box packing (score 5.0${call})`,
      }));
      expect(detect(repeatedAction(), more).detection).toBeUndefined();
    });

    it('reads the search words under their name in other languages (consulta, mots_cles, suchbegriff)', () => {
      for (const key of ['consulta', 'mots_cles', 'suchbegriff']) {
        const turns = words.map((text) => ({
          tool: 'catalogue_lookup',
          args: { [key]: text, limit: 20 },
          result: hits,
        }));
        expect(detect(repeatedAction(), turns).step, key).toBe(3);
      }
    });

    it('reads a search tool’s words under a generic name (testo, text), and no other tool’s', () => {
      const asked = (tool: string) => words.map((text) => ({ tool, args: { testo: text }, result: hits }));
      expect(detect(repeatedAction(), asked('normativa_cerca')).step).toBe(3);
      expect(detect(repeatedAction(), asked('kb_search')).step).toBe(3);
      expect(detect(repeatedAction(), asked('post_message')).detection).toBeUndefined();
    });

    it('trips on a search tool’s rewordings under a generic name whose ranked hits come back reshuffled', () => {
      const notes = [
        '2026-03 flicker on B traced to IGMP querier off',
        'House standard: sACN priority 100',
        '2025-11 SkyPanel low-intensity flicker fixed in 4.5',
        'Camera shutter vs LED PWM table',
      ];
      const ranked = (index: number) =>
        `${[...notes.slice(index), ...notes.slice(0, index)].map((note, at) => `${at + 1}. ${note}`).join('\n')}\n-- 4 notes (${37 + index * 17} ms)`;
      const bulleted = (index: number) =>
        `${[...notes.slice(index), ...notes.slice(0, index)].map((note) => `• ${note}`).join('\n')}\n4 entries (${40 + index * 9} ms)`;
      for (const result of [ranked, bulleted]) {
        const turns = words.map((text, index) => ({
          tool: 'crew_notes_search',
          args: { text },
          result: result(index),
        }));
        expect(detect(repeatedAction(), turns).step).toBe(3);
      }
    });

    it('trips on rewordings with options added, whose answers echo the words and churn in their footer', () => {
      const table =
        '| pn | desc |\n| D28757-4 | WHEEL ASSY MLG |\n| D26644-2 | BRAKE ASSY |\n| D28998-5 | PISTON HSG |';
      const options = [{}, { sort: 'relevance' }, { page_size: 20 }, { exact: false }];
      const turns = words.map((q, index) => ({
        tool: 'ipc_search',
        args: { query: q, ...options[index] },
        result: `${table}\n(3 rows, query=${q.toUpperCase()}, total=3; ${120 + index * 311} ms; trax-app-${index}; ${37224040 + index * 104729})`,
      }));
      expect(detect(repeatedAction(), turns).step).toBe(3);
    });

    it('trips on rewordings answered in a report form, scores behind dot leaders and a footer of metadata lines (a node name among them)', () => {
      const report = (index: number) =>
        [
          `=== PROCEDURE_SEARCH === api-n1-${index % 3} #3344${61 + index * 7} 2026-02-16T11:3${index}:42Z`,
          'TOTAL ......................: 4',
          'HITS[0].DOC ................: PR-2 Transfer between pans',
          `HITS[0].SCORE ..............: 0.${649 - index * 17}`,
          'HITS[0].SNIPPET ............: …general description of the equipment…',
          'HITS[1].DOC ................: PR-5 Harvest',
          `HITS[1].SCORE ..............: 0.${481 + index * 23}`,
          'HITS[1].SNIPPET ............: …alarm classes 1–3 and who acknowledges them…',
          'HITS[2].DOC ................: PR-9 Brine levels',
          `HITS[2].SCORE ..............: 0.${301 + index * 11}`,
          'HITS[2].SNIPPET ............: …Baumé readings per pan, twice a shift…',
          'HITS[3].DOC ................: PR-11 Sluice gates',
          `HITS[3].SCORE ..............: 0.${212 + index * 5}`,
          'HITS[3].SNIPPET ............: …opening order, from the sea inwards…',
          `_meta.request_id: req_j9n4${index}x7i06skczsi`,
          // The node that served it: a generated name, no value incidental by its form alone.
          `_meta.node: api-gw-${(0x98a7a + index * 4099).toString(16)}`,
          `_meta.elapsed_ms: ${342 + index * 180}`,
        ].join('\n');
      const turns = words.map((query, index) => ({
        tool: 'procedure_search',
        args: { query },
        result: report(index),
      }));
      expect(detect(repeatedAction(), turns).step).toBe(3);
      // Another document among the hits is news, whatever the footer says.
      const other = turns.map((turn, index) => ({
        ...turn,
        result: turn.result.replace('PR-5 Harvest', `PR-${5 + index} Harvest`),
      }));
      expect(detect(repeatedAction(), other).detection).toBeUndefined();
    });

    it('trips on rewordings whose long answers list the same hits rotated, and on an answer echoing the words in a link', () => {
      const pages = [
        'vegan-miso-ramen',
        'miso-ramen',
        'miso-butter-ramen',
        'spicy-miso-ramen',
        'tonkotsu-miso',
        'miso-ramen-kit',
      ];
      const rotated = (query: string, index: number) =>
        JSON.stringify(
          {
            query,
            results: [...pages.slice(index), ...pages.slice(0, index)].map((slug, at) => ({
              entryId: `entry${slug.length}x${at}Qa`.slice(0, 4) + slug.replaceAll('-', ''),
              slug,
              status: 'published',
              updatedAt: `2026-10-${10 + slug.length}`,
            })),
            _meta: {
              request_id: `62ad9021-f0db-4db8-a7c1-9773${8100 + index}`,
              trace_id: `c58e7ee4c6d0999e29160b920ee5${7300 + index * 17}`,
              tookMs: 881 + index * 97,
              at: `2026-11-17T19:2${index}:44.014Z`,
            },
          },
          null,
          2,
        );
      const turns = words.map((query, index) => ({
        tool: 'pages_search',
        args: { query },
        result: rotated(query, index),
      }));
      expect(turns[0]?.result.length).toBeGreaterThan(1_024);
      expect(detect(repeatedAction(), turns).step).toBe(3);
      const linked = words.map((q, index) => ({
        tool: 'orders_search',
        args: { q },
        result: `{"data":[{"id":"ORD-118377","total":"265.12"},{"id":"ORD-119288","total":"438.13"}],"meta":{"count":2,"took_ms":${519 + index * 733}},"links":{"self":"https://api.example/v2/orders?q=${encodeURIComponent(q)}"}}`,
      }));
      expect(detect(repeatedAction(), linked).step).toBe(3);
    });

    it('trips on rewordings answered with the same hits, their scores recomputed and the request id new', () => {
      const scored = (index: number) =>
        JSON.stringify({
          request_id: `req-${(7_340_211 + index * 92_821).toString(16)}`,
          results: [
            { url: 'https://example.org/a', title: 'Lighthouse keeping', score: 0.8123 + index * 0.0003 },
            { url: 'https://example.org/b', title: 'Coastal lights', score: 0.7741 - index * 0.0002 },
          ],
        });
      const turns = words.map((q, index) => ({
        tool: 'web_search',
        args: { query: q },
        result: scored(index),
      }));
      expect(detect(repeatedAction(), turns).step).toBe(3);
      // A score is the wording's as much as the hit's: the same hits scored far apart are still the same hits.
      const rescored = words.map((q, index) => ({
        tool: 'web_search',
        args: { query: q },
        result: scored(index * 400),
      }));
      expect(detect(repeatedAction(), rescored).step).toBe(3);
      // Another hit among them is news, however it is scored.
      const otherHit = words.map((q, index) => ({
        tool: 'web_search',
        args: { query: q },
        result: scored(index * 400).replace('example.org/b', `example.org/b${index}`),
      }));
      expect(detect(repeatedAction(), otherHit).detection).toBeUndefined();
    });

    it('trips on rewordings whose long answers (over 1 KB, cut to their head) bring the same passages back', () => {
      const passage = (chunk: string, score: number) => ({
        chunk_id: chunk,
        score,
        text: `Access cards that fail at the door are re-synced at the front desk (${chunk}). `.repeat(3),
      });
      const answer = (q: string, index: number) =>
        JSON.stringify({
          data: {
            query: q,
            passages: ['kb-401#34', 'kb-399#37', 'kb-400#18', 'kb-401#9', 'kb-399#4'].map((chunk, at) =>
              passage(
                chunk,
                Number((0.8713 - at * 0.0611 + ([0, 0.0004, -0.0003, 0.0002][index] ?? 0)).toFixed(4)),
              ),
            ),
          },
          meta: { request_id: `req_${(91_221 + index * 7_919).toString(36)}`, took_ms: 400 + index * 90 },
        });
      expect(answer(words[0] as string, 0).length).toBeGreaterThan(1_024);
      const turns = words.map((q, index) => ({
        tool: 'help_center_search',
        args: { query: q },
        result: answer(q, index),
      }));
      expect(detect(repeatedAction(), turns).step).toBe(3);
    });

    it('trips on rewordings of a vector store answered in markdown with the same passages, scores and totals anew', () => {
      const chunks = ['ARCH-CAT:3:0', 'ARCH-CAT:4:1', 'ENG:4:0', 'GUIDE:12:0'];
      const markdown = (concepts: string, index: number, last = chunks[3]) =>
        [
          `### 4 of ${33 + index * 11} passages for "${concepts}"`,
          `_${42 + index * 31} ms · index heritage · 2025-12-12T08:10:${10 + index}.675Z_`,
          '',
          ...[...chunks.slice(0, 3), last].map(
            (chunk, at) =>
              `${at + 1}. **${chunk}** — *Photo archive catalogue*, p. ${at + 3} · score **${(0.815 - at * 0.04 + index * 0.013).toFixed(3)}**\n   > ${'Photo 1931/KB-14: west face, three-tier roof and gilded pinnacle visible. '.repeat(2)}`,
          ),
        ].join('\n');
      const turns = words.map((concepts, index) => ({
        tool: 'weaviate_near_text',
        args: { concepts, limit: 4 },
        result: markdown(concepts, index),
      }));
      expect(detect(repeatedAction(), turns).step).toBe(3);
      const otherPassage = words.map((concepts, index) => ({
        tool: 'weaviate_near_text',
        args: { concepts, limit: 4 },
        result: markdown(concepts, index, `SURVEY:${index}:1`),
      }));
      expect(detect(repeatedAction(), otherPassage).detection).toBeUndefined();
    });

    it('trips on rewordings of an Elasticsearch index answered with the same hits, its totals and scores anew', () => {
      const hit = (id: string, score: number) => ({
        _index: 'fire-docs-2025.11',
        _id: id,
        _score: score,
        _source: { doc: id.toUpperCase(), body: `Remark on ${id}: the report addresses level 2 only.` },
      });
      const answer = (index: number, last = 'cfd-b_4_7x') =>
        JSON.stringify({
          took: 19 + index * 17,
          timed_out: false,
          hits: {
            total: { value: 19 + index * 16, relation: 'eq' },
            max_score: 15.898 - index * 0.3,
            hits: [hit('exp-r1_2_594ats', 15.898 - index * 0.3), hit(last, 12.1 - index * 0.2)],
          },
        });
      const turns = words.map((q, index) => ({
        tool: 'es_semantic_search',
        args: { q, size: 5 },
        result: answer(index),
      }));
      expect(detect(repeatedAction(), turns).step).toBe(3);
      const otherHit = words.map((q, index) => ({
        tool: 'es_semantic_search',
        args: { q, size: 5 },
        result: answer(index, `cfd-c_${index}_9q`),
      }));
      expect(detect(repeatedAction(), otherHit).detection).toBeUndefined();
    });

    it('trips on one search made again whose long answer (over 1 KB) brings the same passages scored anew', () => {
      // A new passage counts where the kept head reaches (its first kilobyte), as for a search reworded.
      const answer = (index: number, second = '198cb069') =>
        JSON.stringify({
          result: ['4b9e9a44', second, '77aa01f3', 'd1c0a2b7'].map((id, at) => ({
            id,
            score: Number((0.8185 - at * 0.03 - index * 0.0271).toFixed(4)),
            payload: {
              doc: `PNI-${at}`,
              text: `Owners note that the Contractors invoked SCOPIC on notice ${id}. `.repeat(4),
            },
          })),
        });
      expect(answer(0).length).toBeGreaterThan(1_024);
      const again = [0, 1, 2, 3].map((index) => ({
        tool: 'caselaw_vector_search',
        args: { query: 'SCOPIC invoked written notice', top_k: 5 },
        result: answer(index),
      }));
      expect(detect(repeatedAction(), again).step).toBe(3);
      const newPassage = [0, 1, 2, 3].map((index) => ({
        tool: 'caselaw_vector_search',
        args: { query: 'SCOPIC invoked written notice', top_k: 5 },
        result: answer(index, `e${index}f9`),
      }));
      expect(detect(repeatedAction(), newPassage).detection).toBeUndefined();
    });

    it('trips on rewordings answered with the same rows in another order, and not when a row is new', () => {
      const rows = [
        '00951-6309-63,ondansetron 8 mg ODT,restricted',
        '00461-2674-63,ondansetron 4 mg ODT,formulary',
        '00345-4610-16,ondansetron 4 mg tab,non-formulary',
      ];
      const listing = (index: number, last = rows[2]) => {
        const served = [rows[0], rows[1], last].map((_, at, all) => all[(at + index) % 3]);
        return `ndc,name,status\n${served.join('\n')}\n# query=${words[index]} total=3 t=${400 + index * 97}ms`;
      };
      const turns = words.map((q, index) => ({
        tool: 'formulary_search',
        args: { q },
        result: listing(index),
      }));
      expect(detect(repeatedAction(), turns).step).toBe(3);
      const newRow = words.map((q, index) => ({
        tool: 'formulary_search',
        args: { q },
        result: listing(index, `00817-2583-2${index},ondansetron 4 mg tab,restricted`),
      }));
      expect(detect(repeatedAction(), newRow).detection).toBeUndefined();
    });

    it('does not trip when a wording brings other hits, another filter, or only an acknowledgement', () => {
      const other = (index: number) => hits.replace('BK-3318', `BK-33${index}9`);
      const newHits = words.map((q, index) => ({
        tool: 'library_search',
        args: { q },
        result: other(index),
      }));
      expect(detect(repeatedAction(), newHits).detection).toBeUndefined();
      const filters = words.map((q, index) => ({
        tool: 'library_search',
        args: { q, shelf: `S${index}` },
        result: hits,
      }));
      expect(detect(repeatedAction(), filters).detection).toBeUndefined();
      const notes = words.map((text) => ({ tool: 'add_note', args: { text }, result: 'saved' }));
      expect(detect(repeatedAction(), notes).detection).toBeUndefined();
      const statements = ['select 1 as n', 'select 2 - 1 as n', 'select 3 - 2 as n'].map((query) => ({
        tool: 'run_sql',
        args: { query },
        result: `${' n '.repeat(20)}\n${'-'.repeat(40)}\n 1\n(1 row)`,
      }));
      expect(detect(repeatedAction(), statements).detection).toBeUndefined();
    });

    it('does not trip on searches for one id after another, each answered with that id', () => {
      const answer = (id: string) =>
        `HTTP/1.1 200 OK\nx-request-id: ${id}-req\n\n${JSON.stringify({ query: id, total: 1, hits: [{ id, title: 'exact match', score: 0.93 }] })}`;
      const ids = ['4130', '4133', '4136', '4139', '4142'].map((query) => ({
        tool: 'catalog_search',
        args: { query, limit: 10 },
        result: answer(query),
      }));
      expect(detect(repeatedAction(), ids).detection).toBeUndefined();
      // Ids of letters and digits (incidental by their form), asked lower-cased and answered upper-cased.
      const xml = (id: string, request: string) =>
        `<?xml version="1.0"?>\n<results requestId="${request}" generated="2026-12-01T14:18:06.535Z">\n  <query>${id}</query>\n  <total>1</total>\n  <hits><item>${id} exact match</item></hits>\n</results>`;
      const supporters = ['SUP510949', 'SUP510962', 'SUP510975', 'SUP510988'].map((id, index) => ({
        tool: 'supporter_search',
        args: { query: id.toLowerCase(), limit: 10 },
        result: xml(id, `df678b72ba6def8${index}`),
      }));
      expect(detect(repeatedAction(), supporters).detection).toBeUndefined();
      // The same id searched again in other cases is the same search.
      const again = ['kh115', 'KH115', 'Kh115'].map((query) => ({
        tool: 'catalog_search',
        args: { query },
        result: answer('KH115'),
      }));
      expect(detect(repeatedAction(), again).step).toBe(3);
    });
  });
});

describe('repeatedAction across a person turning the work elsewhere', () => {
  const allocation = {
    tool: 'curl',
    args: { args: "-s 'localhost:9200/_cat/allocation?v'" },
    result:
      'shards disk.indices disk.used node\n   41       18.2gb    120gb os-data-1\n   40       17.9gb    118gb os-data-2',
  };
  const person = (text: string) => ({ text, speaker: 'user', source: 'message' as const });

  it('counts no read made before a new instruction that names another item with one made after it', () => {
    const turns = [
      allocation,
      person('Wait, leave that for now: jostoju-log-2026.11 matters more, look at it first.'),
      {
        tool: 'curl',
        args: { args: "-s 'localhost:9200/_cat/shards/jostoju-log-2026.11?v'" },
        result: 'jostoju-log-2026.11 0 p UNASSIGNED',
      },
      allocation,
      allocation,
    ];
    expect(detect(repeatedAction(), turns).detection).toBeUndefined();
  });

  it('still counts across a nudge about the item read, and across one that names no item', () => {
    const polled = {
      tool: 'order_status',
      args: { id: 'ORD-2231' },
      result: '{"id":"ORD-2231","state":"held"}',
    };
    expect(detect(repeatedAction(), [polled, person('Any news on ORD-2231?'), polled, polled]).step).toBe(4);
    expect(detect(repeatedAction(), [polled, person('Any news yet?'), polled, polled]).step).toBe(4);
    expect(
      detect(repeatedAction(), [polled, person('It is 14:30 on 2026-12-07, any news?'), polled, polled]).step,
    ).toBe(4);
  });
});
