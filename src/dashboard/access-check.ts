import { isLoopbackAddress, isLoopbackHost } from '../utils/loopback.js';
import { DashboardError } from './dashboard-error.js';

/** The cookie the page's later requests carry the access token in, once it was given as `?token=`. */
export const TOKEN_COOKIE = 'loopguard_dashboard_token';

export { isLoopbackAddress, isLoopbackHost };

async function digest(text: string): Promise<Uint8Array> {
  return new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

/**
 * Compares the SHA-256 of both in constant time (every byte visited, no early exit), so the answer's timing
 * says nothing about how much of a guess was right, nor about the token's length.
 */
async function sameToken(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  let difference = 0;
  for (let index = 0; index < a.length; index++) difference |= (a[index] as number) ^ (b[index] as number);
  return difference === 0;
}

/** The token a request presents: `Authorization: Bearer`, the cookie, or `?token=` (in that order). */
export function presentedToken(request: Request, url: URL): string | undefined {
  const authorization = request.headers.get('authorization');
  const bearer = authorization?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  if (bearer) return bearer;
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === TOKEN_COOKIE) return decodeURIComponent(value.join('='));
  }
  return url.searchParams.get('token') ?? undefined;
}

/**
 * Lets a request through or throws a {@link DashboardError}. A client on loopback that asked for a loopback
 * host needs nothing: both are checked because a request relayed by a reverse proxy on the same machine comes
 * from loopback too, and a page of another site that rebinds its name to 127.0.0.1 asks for its own host.
 * Anyone else needs the access token; without one configured, the dashboard answers loopback only.
 */
export async function checkAccess(
  request: Request,
  url: URL,
  remoteAddress: string | undefined,
  accessToken: string | undefined,
): Promise<void> {
  if (isLoopbackAddress(remoteAddress) && isLoopbackHost(request.headers.get('host') ?? url.host)) return;
  if (accessToken === undefined)
    throw new DashboardError(
      'LOOPGUARD_DASHBOARD_FORBIDDEN',
      'the dashboard answers loopback clients only; set an access token to open it to others',
    );
  const given = presentedToken(request, url);
  if (given === undefined)
    throw new DashboardError(
      'LOOPGUARD_DASHBOARD_UNAUTHORIZED',
      'this dashboard needs its access token: open it once with ?token=TOKEN, or send Authorization: Bearer TOKEN',
    );
  if (!(await sameToken(given, accessToken)))
    throw new DashboardError('LOOPGUARD_DASHBOARD_UNAUTHORIZED', 'the access token is not the right one');
}
