import { z } from 'zod';
import { policySchema } from '../../guard/options.js';
import { routePatternShape } from '../route-table.js';

const usd = z
  .number({ error: 'must be a positive number of US dollars' })
  .positive({ error: 'must be a positive number of US dollars' });

const environmentName = z
  .string({ error: 'must name an environment variable' })
  .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, { error: 'must name an environment variable (letters, digits, _)' });

const sha256 = z
  .string({ error: 'must be a SHA-256 digest in hex (64 digits, optionally after "sha256:")' })
  .regex(/^(sha256:)?[0-9a-fA-F]{64}$/, {
    error: 'must be a SHA-256 digest in hex (64 digits, optionally after "sha256:")',
  });

const name = z
  .string({ error: 'must be a non-empty string' })
  .min(1, { error: 'must be a non-empty string' });

/** Guard options an agent or task type overrides: the policy file's options, without the run's own names. */
export const overrideSchema = policySchema.omit({
  runId: true,
  taskId: true,
  agentName: true,
  taskType: true,
});

const budgetsSchema = z.strictObject({
  perRun: usd.optional(),
  perTask: usd.optional(),
  perAgentPerDay: usd.optional(),
  perClientKeyPerDay: usd.optional(),
  globalPerDay: usd.optional(),
});

// Secrets never sit in the file: a token or key is given by the environment variable holding it, or by its
// SHA-256 digest (`printf %s "$KEY" | sha256sum`).
const tokenSchema = z
  .strictObject({ env: environmentName.optional(), hash: sha256.optional() })
  .refine((token) => (token.env === undefined) !== (token.hash === undefined), {
    error: 'must give exactly one of `env` (the variable holding the token) or `hash` (its SHA-256)',
  });

const clientKeySchema = z
  .strictObject({
    keyEnv: environmentName.optional(),
    keyHash: sha256.optional(),
    agent: name,
    budgetPerDay: usd.optional(),
  })
  .refine((key) => (key.keyEnv === undefined) !== (key.keyHash === undefined), {
    error: 'must give exactly one of `keyEnv` (the variable holding the key) or `keyHash` (its SHA-256)',
  });

const accessSchema = z.strictObject({
  token: tokenSchema.optional(),
  clientKeys: z.array(clientKeySchema, { error: 'must be a list of client keys' }).optional(),
});

const transcriptsSchema = z.strictObject({
  path: name.optional(),
  agents: z.array(name, { error: 'must be a list of agent names' }).optional(),
  taskTypes: z.array(name, { error: 'must be a list of task types' }).optional(),
  maxRunBytes: z
    .number({ error: 'must be a whole number of bytes of at least 1024' })
    .int({ error: 'must be a whole number of bytes of at least 1024' })
    .min(1_024, { error: 'must be a whole number of bytes of at least 1024' })
    .optional(),
  maxContentChars: z
    .number({ error: 'must be a whole number of at least 64' })
    .int({ error: 'must be a whole number of at least 64' })
    .min(64, { error: 'must be a whole number of at least 64' })
    .optional(),
});

/**
 * A gateway policy file: a plain guard policy (its options are every run's defaults) plus per-agent and
 * per-task-type overrides, shared budgets in USD, and who may call.
 */
export const gatewayPolicySchema = policySchema.extend({
  agents: z.record(name, overrideSchema, { error: 'must map agent names to guard options' }).optional(),
  taskTypes: z.record(name, overrideSchema, { error: 'must map task types to guard options' }).optional(),
  budgets: budgetsSchema.optional(),
  access: accessSchema.optional(),
  transcripts: transcriptsSchema.optional(),
  passThrough: z
    .array(
      z
        .string({ error: 'must be a route such as "POST /v1/embeddings" or "/v1/files/**"' })
        .regex(routePatternShape, {
          error: 'must be a route such as "POST /v1/embeddings" or "/v1/files/**"',
        }),
      { error: 'must be a list of routes' },
    )
    .optional(),
});

/** A validated gateway policy file. */
export type GatewayPolicyConfig = z.infer<typeof gatewayPolicySchema>;
