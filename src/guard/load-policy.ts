import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { ConfigError, type ConfigIssue } from '../errors.js';
import type { GuardOptions } from './options.js';
import { guardSchemas, toConfigIssues } from './options-schema.js';
import { readJsoncPolicy } from './policy-jsonc.js';
import type { LocateOption } from './policy-position.js';

/** The formats a policy file may be written in. */
export type PolicyFormat = 'json' | 'yaml';

/** `yaml` for a `.yaml` or `.yml` path, else `json` (which also reads JSON with comments). */
export function policyFormatOf(path: string): PolicyFormat {
  const extension = extname(path).toLowerCase();
  return extension === '.yaml' || extension === '.yml' ? 'yaml' : 'json';
}

// Each issue says where it is: with one issue the source becomes `file:line:column`; with several each
// message ends with its own line and column.
function validate(value: unknown, source: string, locate: LocateOption): GuardOptions {
  const parsed = guardSchemas().policySchema.safeParse(value);
  if (parsed.success) return parsed.data as GuardOptions;
  const issues = toConfigIssues(parsed.error, value);
  const positions = issues.map((issue) => locate(issue.path));
  const only = issues.length === 1 ? positions[0] : undefined;
  if (only) {
    throw new ConfigError('LOOPGUARD_INVALID_OPTIONS', issues, {
      source: `${source}:${only.line}:${only.column}`,
    });
  }
  const placed: ConfigIssue[] = issues.map((issue, index) => {
    const position = positions[index];
    return position
      ? { ...issue, message: `${issue.message} (line ${position.line}, column ${position.column})` }
      : issue;
  });
  throw new ConfigError('LOOPGUARD_INVALID_OPTIONS', placed, { source });
}

/**
 * Parses a policy written as JSON, which may hold `//` and `/* *\/` comments (the serialisable guard
 * options). Malformed text and invalid options are reported at `source:line:column`, options by name.
 * @example parsePolicy('{ "maxRounds": 15, // enough for the nightly run\n "maxCost": 0.5 }', 'policy.json')
 */
export function parsePolicy(text: string, source = 'policy'): GuardOptions {
  const { value, locate } = readJsoncPolicy(text, source);
  return validate(value, source, locate);
}

/**
 * Parses a policy written as YAML, reported as {@link parsePolicy} does. The YAML parser is loaded on the
 * first call, so code that never reads YAML does not load it.
 */
export async function parseYamlPolicy(text: string, source = 'policy'): Promise<GuardOptions> {
  const { readYamlPolicy } = await import('./policy-yaml.js');
  const { value, locate } = readYamlPolicy(text, source);
  return validate(value, source, locate);
}

/**
 * Reads and validates a policy file: YAML for `.yaml`/`.yml`, else JSON with comments. A missing file is a
 * ConfigError naming the path.
 */
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
  return policyFormatOf(path) === 'yaml' ? parseYamlPolicy(text, path) : parsePolicy(text, path);
}
