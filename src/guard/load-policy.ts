import { readFile } from 'node:fs/promises';
import { ConfigError } from '../errors.js';
import { parseJson } from '../utils/parse-json.js';
import { type GuardOptions, policySchema, toConfigIssues } from './options.js';

/**
 * Parses policy JSON (the serialisable guard options). Malformed JSON is reported with `file:line:column`,
 * an unknown or invalid option by its name.
 */
export function parsePolicy(text: string, source = 'policy'): GuardOptions {
  const json = parseJson(text);
  if (!json.ok) {
    throw new ConfigError(
      'LOOPGUARD_INVALID_OPTIONS',
      [{ path: '', message: `invalid JSON: ${json.message}` }],
      {
        source: `${source}:${json.line}:${json.column}`,
      },
    );
  }
  const value = json.value;
  const parsed = policySchema.safeParse(value);
  if (!parsed.success) {
    throw new ConfigError('LOOPGUARD_INVALID_OPTIONS', toConfigIssues(parsed.error, value), { source });
  }
  return parsed.data as GuardOptions;
}

/** Reads and validates a policy file. A missing file is a ConfigError naming the path. */
export async function loadPolicy(path: string): Promise<GuardOptions> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'file not found' : (error as Error).message;
    throw new ConfigError('LOOPGUARD_INVALID_OPTIONS', [{ path: '', message: reason }], {
      source: path,
      cause: error,
    });
  }
  return parsePolicy(text, path);
}
