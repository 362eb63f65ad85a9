import { type Browser, chromium } from 'playwright-core';

/** Where CI (`.ci/run`) and this machine install Debian's Chromium. */
export const CHROMIUM_PATH = process.env.LOOPGUARD_CHROMIUM ?? '/usr/bin/chromium';

/** Flags for a headless Chromium that runs as root in CI and reaches nothing but the page under test. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Starts headless Chromium through playwright-core (no browser download: the system's Chromium). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}
