import { describe, expect, it } from 'vitest';
import { textAction } from './text-action.js';

describe('textAction', () => {
  it('reads the last fenced block of a mini-swe-agent or SWE-agent turn, the thought left out', () => {
    expect(textAction('THOUGHT: run it again.\n\n```bash\ncd /testbed && python reproduce.py\n```')).toEqual({
      name: 'bash',
      arguments: { code: 'cd /testbed && python reproduce.py' },
    });
    expect(textAction('DISCUSSION\nFirst look.\n```\nopen src/core.py 40\n```\n')).toEqual({
      name: 'code',
      arguments: { code: 'open src/core.py 40' },
    });
    expect(textAction('Two blocks:\n```python\nprint(1)\n```\nthen\n```sh\nls\n```')?.arguments).toEqual({
      code: 'ls',
    });
  });

  it('reads a prompt-based function call with its parameters', () => {
    expect(
      textAction(
        'Let me check.\n<function=execute_bash>\n<parameter=command>curl -sS localhost:8080</parameter>\n</function>',
      ),
    ).toEqual({ name: 'execute_bash', arguments: { command: 'curl -sS localhost:8080' } });
  });

  it('finds no action in prose or an empty block', () => {
    expect(textAction('The port is 8080. I am done.')).toBeUndefined();
    expect(textAction('```\n\n```')).toBeUndefined();
  });
});
