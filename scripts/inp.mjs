/* global console, process, window, PerformanceObserver */
// Interaction to Next Paint of typing in the order wizard (target: ≤ 100 ms): the demo dealer types an address
// on the first step and a VIN on the second, key by key, in Chromium at phone width, without and with Lighthouse's
// mobile CPU slowdown (4×). Each key press is an interaction; its latency is the longest Event Timing entry of it
// (input delay, handlers and the next paint: what the browser's trace records as INP). Prints each field's worst
// interaction (the INP of fewer than 50) against the target, the machine's load and the versions. `npm run bench:inp`
// (INP_PORT, default 3444; CHROME_PATH, default Debian’s headless shell or /usr/bin/chromium; INP_ALL=1 prints every
// key press over 16 ms).
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { startDemoServer } from './demo-server.mjs';

const TARGET_MS = 100;
const port = Number(process.env.INP_PORT ?? 3444);
const chromePath =
  process.env.CHROME_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

/** Records interactions from now on: the longest entry of each, by interaction id (one observer per page). */
const record = (page) =>
  page.evaluate(() => {
    if (window.__interactions) return window.__interactions.clear();
    const longest = new Map();
    window.__interactions = longest;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.interactionId)
          longest.set(entry.interactionId, Math.max(longest.get(entry.interactionId) ?? 0, entry.duration));
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: false });
  });

/** The interactions recorded since `record`, then clears them; entries under 16 ms are not reported by the browser. */
const take = async (page) => {
  // entries are delivered after the paint that ends them
  await page.waitForTimeout(500);
  return page.evaluate(() => {
    const values = [...window.__interactions.values()];
    window.__interactions.clear();
    return values;
  });
};

/** A field's INP: with fewer than 50 interactions, the worst one. */
const summary = (label, keys, latencies) => {
  const inp = Math.max(0, ...latencies);
  if (process.env.INP_ALL) console.log(`  ${label}: ${latencies.map(Math.round).join(' ')} ms`);
  const shown = inp < 16 ? '< 16 ms' : `${Math.round(inp)} ms`;
  const over = inp > TARGET_MS;
  const text = `  ${label.padEnd(28)} ${String(keys).padStart(2)} keys, ${String(latencies.length).padStart(2)} over 16 ms  INP ${shown.padStart(7)}  ${over ? `OVER the ${TARGET_MS} ms target` : 'ok'}`;
  return { text, over };
};

const typeInto = async (page, field, text) => {
  await field.click();
  await record(page);
  await page.keyboard.type(text, { delay: 80 });
  return take(page);
};

const run = async (browser, base, slowdown) => {
  // a dealer who has read the changelog: its pop-up does not open over the wizard
  const seen = { name: 'routier.changelogSeen', value: '9999-12-31T00:00:00.000Z' };
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    storageState: { cookies: [], origins: [{ origin: base, localStorage: [seen] }] },
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(`${base}/login`);
  await page.getByLabel(/^Email/).fill('dealer@routier.test');
  await page.getByLabel(/^Password/).fill('routier-demo');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/my-orders/);
  await page.goto(`${base}/my-orders/create`);
  const address = page.getByLabel('Address', { exact: false }).and(page.locator('input:not([readonly])'));
  await address.first().waitFor();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });

  const lines = [];
  const pickup = '100 King St W M5V';
  lines.push(summary('address (pickup), step 1', pickup.length, await typeInto(page, address.nth(0), pickup)));
  await page.getByRole('option', { name: /100 King St W, Toronto, ON M5V/ }).click();
  const dropoff = '1000 Sherbrooke H3A';
  lines.push(summary('address (drop-off), step 1', dropoff.length, await typeInto(page, address.nth(1), dropoff)));
  await page.getByRole('option', { name: /Montréal, QC H3A/ }).click();

  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  for (const [nth, type] of [
    [0, 'Dealership'],
    [1, 'Residential'],
  ]) {
    await page.getByLabel('Address type', { exact: false }).and(page.locator('input')).nth(nth).click();
    await page.getByRole('option', { name: type, exact: true }).click();
  }
  await page.getByLabel('Number of vehicles').fill('1');
  await page.getByRole('button', { name: 'Next' }).click();
  const vin = page.getByTestId('car-0').getByLabel('VIN', { exact: false }).and(page.locator('input'));
  await vin.waitFor();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  const typed = '2HGFC2F58MH210137';
  lines.push(summary('VIN, step 2', typed.length, await typeInto(page, vin, typed)));
  await context.close();
  return lines;
};

const server = await startDemoServer(port);
let failed = false;
const browser = await chromium.launch({
  executablePath: chromePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  const [one, five, fifteen] = loadavg();
  console.log(
    `\nINP of typing in the order wizard, phone width (target ≤ ${TARGET_MS} ms)\n` +
      `  Chromium ${browser.version()}, Node ${process.version}; load average ${one.toFixed(2)} ${five.toFixed(2)} ${fifteen.toFixed(2)}`,
  );
  for (const slowdown of [1, 4]) {
    console.log(slowdown === 1 ? ' this machine’s CPU' : ` CPU slowed ${slowdown}× (Lighthouse’s mobile)`);
    const lines = await run(browser, server.base, slowdown);
    for (const { text } of lines) console.log(text);
    failed ||= lines.some(({ over }) => over);
  }
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await browser.close();
  await server.stop();
}
process.exit(failed ? 1 : 0);
