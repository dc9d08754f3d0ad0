/**
 * Lighthouse's mobile profile on a Playwright page, through CDP: the CPU 4× slower, 150 ms round trip, 1.6 Mbit/s
 * down and 750 kbit/s up (what Lighthouse simulates). Every phone bench in bench/web sets it up here.
 */
import type { BrowserContext, CDPSession, Page } from 'playwright-core';

export const lighthouseMobile = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
} as const;

/** Throttles `page` (its CPU and its network, or only the CPU) and returns the CDP session that does it. */
export const throttleAsPhone = async (
  context: BrowserContext,
  page: Page,
  { network = true }: { network?: boolean } = {},
): Promise<CDPSession> => {
  const cdp = await context.newCDPSession(page);
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: lighthouseMobile.latencyMs,
      downloadThroughput: lighthouseMobile.downloadBytesPerSecond,
      uploadThroughput: lighthouseMobile.uploadBytesPerSecond,
    });
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: lighthouseMobile.cpuSlowdown });
  return cdp;
};

/** Back to the machine's own speed (a set-up step the figure must not include). */
export const unthrottle = async (cdp: CDPSession): Promise<void> => {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
};
