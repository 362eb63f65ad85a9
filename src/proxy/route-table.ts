/**
 * What the gateway does with one route: `guarded` (a paid model call: every gate, the shared budgets, metered
 * and settled), `free` (forwarded as it is: the provider does not bill it), or `refused` (anything else, paid
 * or unknown, unless the policy names it for pass-through).
 */
export type RouteKind = 'guarded' | 'free' | 'refused';

/** One row of the route table: a method and a path pattern (`*` one segment, `**` the rest). */
export interface GatewayRoute {
  readonly method: string;
  readonly pattern: string;
  readonly kind: Exclude<RouteKind, 'refused'>;
  /** Why the route is here, for the docs and for a person reading a refusal. */
  readonly why: string;
}

/**
 * Every route the gateway forwards without a policy naming it. Anything else is refused: a paid route the
 * gateway cannot meter (images, audio, embeddings, batches, fine-tuning, realtime, files) would otherwise be
 * billed to the gateway's own upstream key with nothing counted.
 */
export const gatewayRoutes: readonly GatewayRoute[] = Object.freeze([
  { method: 'POST', pattern: '/v1/chat/completions', kind: 'guarded', why: 'OpenAI chat completions' },
  { method: 'POST', pattern: '/v1/responses', kind: 'guarded', why: 'OpenAI Responses' },
  { method: 'POST', pattern: '/v1/messages', kind: 'guarded', why: 'Anthropic messages' },
  { method: 'GET', pattern: '/v1/models', kind: 'free', why: 'model list' },
  { method: 'GET', pattern: '/v1/models/*', kind: 'free', why: 'one model' },
  { method: 'POST', pattern: '/v1/moderations', kind: 'free', why: 'moderation (not billed)' },
  { method: 'POST', pattern: '/v1/messages/count_tokens', kind: 'free', why: 'Anthropic token count' },
  { method: 'POST', pattern: '/v1/responses/input_tokens', kind: 'free', why: 'OpenAI token count' },
  { method: 'GET', pattern: '/v1/responses/*', kind: 'free', why: 'a stored response, read' },
  { method: 'GET', pattern: '/v1/responses/*/input_items', kind: 'free', why: 'a stored response, read' },
  { method: 'GET', pattern: '/v1/chat/completions/*', kind: 'free', why: 'a stored completion, read' },
] satisfies GatewayRoute[]);

/** A compiled path pattern. */
type Matcher = (method: string, path: string) => boolean;

function segmentsMatch(pattern: readonly string[], path: readonly string[]): boolean {
  for (let index = 0; index < pattern.length; index++) {
    const part = pattern[index];
    if (part === '**') return path.length > index;
    if (index >= path.length) return false;
    if (part !== '*' && part !== path[index]) return false;
  }
  return pattern.length === path.length;
}

/** Compiles `"POST /v1/embeddings"`, `"/v1/files/**"` (any method) and the like. */
export function compileRoutePattern(spec: string): Matcher {
  const trimmed = spec.trim();
  const space = trimmed.indexOf(' ');
  const method = space === -1 ? undefined : trimmed.slice(0, space).toUpperCase();
  const pattern = (space === -1 ? trimmed : trimmed.slice(space + 1).trim()).split('/');
  return (requestMethod, path) =>
    (method === undefined || method === requestMethod) && segmentsMatch(pattern, path.split('/'));
}

/** The checked shape of a pass-through entry, for messages that name the policy field. */
export const routePatternShape = /^(?:[A-Za-z]+ +)?\/v1(?:\/(?:[A-Za-z0-9_.:-]+|\*|\*\*))+$/;

/** What the table says of one request. */
export interface RouteDecision {
  readonly kind: RouteKind | 'pass-through';
  readonly route?: GatewayRoute;
}

const compiled = gatewayRoutes.map((route) => ({
  route,
  matches: compileRoutePattern(`${route.method} ${route.pattern}`),
}));

/** The route table's answer for a request, given the policy's pass-through patterns. */
export function decideRoute(
  method: string,
  path: string,
  passThrough: readonly Matcher[] = [],
): RouteDecision {
  for (const entry of compiled)
    if (entry.matches(method, path)) return { kind: entry.route.kind, route: entry.route };
  for (const matches of passThrough) if (matches(method, path)) return { kind: 'pass-through' };
  return { kind: 'refused' };
}
