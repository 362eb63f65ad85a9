import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gatewayPeerTable } from '../bench/gateway-peer-table.js';

// Issue 35: one source of figures. The gateway page's peer table is generated from the files the bench writes
// (bench/figures/*.json); a hand edit of either side fails here until `npx tsx bench/gateway-peer-table.ts --write`.
describe('the peer table in docs/gateway.md', () => {
  it('is the table the bench figures files make', () => {
    const page = readFileSync(new URL('../docs/gateway.md', import.meta.url), 'utf8');
    const table = gatewayPeerTable().join('\n');
    expect(table).toContain('LiteLLM');
    expect(page).toContain(table);
  });
});
