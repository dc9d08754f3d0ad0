import { chromium, type Browser } from 'playwright-core';

/** The flags every headless run of Debian's Chromium takes here (browser tests, bench/web). */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium, headless; never a downloaded browser. Shared with bench/web. */
export const launchChromium = (extraArgs: string[] = []): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [...chromiumFlags, ...extraArgs],
  });
