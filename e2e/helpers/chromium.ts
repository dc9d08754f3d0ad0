import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium, headless; never a downloaded browser. Shared with bench/web. */
export const launchChromium = (extraArgs: string[] = []): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
