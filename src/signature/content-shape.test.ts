import { describe, expect, it } from 'vitest';
import { contentShapeOf, contentText } from './content-shape.js';
import { isMetadata, textParts } from './metadata-churn.js';
import { shapeOf, shapesAlike } from './observation-compare.js';
import { observationShape } from './observation-shape.js';

const result = (text: string) => ({ hash: text, text });

const status = (elapsed: number, footer: string) =>
  `JOB_ID.....: isf-67df1b\nSTATE......: PENDING\nPROGRESS...: 12%\nDETAIL.....: awaiting bill of lading match (carrier AMS not received)\nELAPSED_S..: ${elapsed}\n-- ${footer}`;

describe('content apart from metadata lines', () => {
  it('sets aside a footer naming the host that served the answer, and keeps the rest', () => {
    const text = status(32, 'broker-db-3 1646ms seq=88837 rid=req_0PbDZfmuMb2lme');
    expect(contentText(textParts(text))).toBe(
      'JOB_ID.....: isf-67df1b\nSTATE......: PENDING\nPROGRESS...: 12%\nDETAIL.....: awaiting bill of lading match (carrier AMS not received)\nELAPSED_S..: 32',
    );
  });

  it('compares two answers alike when only their footers and churning values differ', () => {
    const a = result(status(32, 'broker-db-3 1646ms seq=88837 rid=req_0PbDZfmuMb2lme'));
    const b = result(status(65, 'abi-1-1 2026ms seq=88860 rid=req_nUf1Ebpzvv8kDp'));
    expect(shapesAlike(a, b, true)).toBe(true);
    // Another state is another answer, whatever the footer.
    const done = result(
      status(65, 'abi-1-1 2026ms seq=88860 rid=req_nUf1Ebpzvv8kDp').replace('PENDING', 'MATCHED'),
    );
    expect(shapesAlike(a, done, true)).toBe(false);
  });

  it('keeps as content a part that is most of the text, however many ids it carries', () => {
    const hits = (count: number, webenv: string, ids: readonly string[]) =>
      `{"header":{"type":"esearch","version":"0.3"},"esearchresult":{"count":"${count}","webenv":"${webenv}","idlist":[${ids.map((id) => `"${id}"`).join(',')}]}}`;
    const broad = hits(400, 'MCID_63c82335b3ac68d6', ['MZ558881.1', 'OQ753743.2', 'MZ825114.2']);
    const narrow = hits(100, 'MCID_8aa1c4688879d959', [
      'OQ118411.1',
      'OR927185.2',
      'OQ975040.2',
      'PP932545.2',
    ]);
    expect(contentText(textParts(broad))).toBeNull();
    expect(shapesAlike(result(broad), result(narrow), true)).toBe(false);
  });

  it('counts the metadata lines of a whole text as the shapes of its lines alone count them', () => {
    const texts = [
      status(32, 'broker-db-3 1646ms seq=88837 rid=req_0PbDZfmuMb2lme'),
      'took 5 \nms 3ms 4ms\r\n2026-11-01T10:00:00Z 2026-11-01T10:00:01Z\r\nrequest_id=abc trace_id=def',
      'page 3 of the sales export\ndate,region\n2026-11-01,region-4,12.5\n2026-11-02,region-7,3.25',
      `${Array.from({ length: 40 }, (_, index) => `${index}`).join(' ')} 1ms 2ms\nelapsed=4s x-request-id=r-7`,
    ];
    for (const text of texts) {
      const lines = text.split('\n').map((line) => line.replace(/\r$/, ''));
      const metadata = lines.filter((line) => isMetadata(observationShape(line))).length;
      expect(observationShape(text).metadataLines).toBe(metadata);
    }
  });

  it('reads no content apart from a text whose whole shape finds no metadata line', () => {
    const page = result('page 3 of the sales export\ndate,region\n2026-11-01,region-4,12.5\n2026-11-02,x,3');
    shapeOf(page);
    expect(contentShapeOf(page)).toBeNull();
    expect(contentText(textParts(page.text))).toBeNull();
    const footed = result(status(32, 'broker-db-3 1646ms seq=88837 rid=req_0PbDZfmuMb2lme'));
    shapeOf(footed);
    expect(contentShapeOf(footed)).not.toBeNull();
  });
});
