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

  it("reads the last Action / Action Input pair of LangChain's and CrewAI's ReAct agents", () => {
    expect(
      textAction('Thought: open the unit.\nAction: telematics_unit\nAction Input: {"unit_id": "KH105"}'),
    ).toEqual({ name: 'telematics_unit', arguments: { unit_id: 'KH105' } });
    // A plain-text input, up to the observation the framework appended.
    expect(
      textAction(
        'Thought: I should search.\nAction: Search\nAction Input: weather in SF\nObservation: sunny',
      ),
    ).toEqual({ name: 'Search', arguments: { input: 'weather in SF' } });
    // The tool name in backticks, the input in a fence; the last pair of two.
    expect(
      textAction(
        'Action: list\nAction Input: {}\nObservation: a.txt\nThought: read it\nAction: `read_file`\nAction Input: ```json\n{"path": "a.txt"}\n```',
      ),
    ).toEqual({ name: 'read_file', arguments: { path: 'a.txt' } });
  });

  it("reads the ReAct paper's and environment agents' one-line Action", () => {
    expect(textAction('Thought: find the mug.\nAction: go to cabinet 9')).toEqual({
      name: 'action',
      arguments: { input: 'go to cabinet 9' },
    });
    expect(textAction('Thought 1: look it up.\nAction: Search[Apple Remote]')).toEqual({
      name: 'Search',
      arguments: { input: 'Apple Remote' },
    });
    // The last of several, and nothing from a pair whose input is missing.
    expect(textAction('Action: open drawer 1\nObservation: empty\nAction: open drawer 2')).toEqual({
      name: 'action',
      arguments: { input: 'open drawer 2' },
    });
  });

  it('finds no action in a final answer or in prose that mentions an action', () => {
    expect(textAction('Thought: I now know the final answer\nFinal Answer: 42')).toBeUndefined();
    expect(textAction('The Action plan is ready.\nNext I will act.')).toBeUndefined();
  });

  it('finds no action in prose or an empty block', () => {
    expect(textAction('The port is 8080. I am done.')).toBeUndefined();
    expect(textAction('```\n\n```')).toBeUndefined();
  });
});
