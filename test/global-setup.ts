import { buildDist } from '../scripts/build-dist.js';

/** Builds dist/ once (`npm run build`: the bundle users get) so CLI tests run the real `loopguard` bin. */
export default async function setup(): Promise<void> {
  await buildDist();
}
