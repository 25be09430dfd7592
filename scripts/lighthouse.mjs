/* global console, process, fetch, localStorage */
// Lighthouse (performance and accessibility, desktop and mobile) for the sign-in page and, signed in as
// the demo dealer, My orders. Starts the built app on LIGHTHOUSE_PORT (default 3443) with a fresh
// database, prints the scores and exits 1 when one is under its threshold. Needs Chromium
// (CHROME_PATH, default /usr/bin/chromium). LIGHTHOUSE_REPORTS=<folder> keeps the JSON reports. Not part of
// `npm test`: it takes a couple of minutes.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { startDemoServer } from './demo-server.mjs';

const port = Number(process.env.LIGHTHOUSE_PORT ?? 3443);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const THRESHOLDS = { desktop: { performance: 95, accessibility: 100 }, mobile: { performance: 90, accessibility: 100 } };
const PAGES = [
  { path: '/login', signedIn: false },
  { path: '/my-orders', signedIn: true },
];

const server = await startDemoServer(port);
const { base } = server;

/** The session the web app keeps after signing in (lib/storage.ts): token and user in localStorage. */
const signInAsDealer = async () => {
  const csrf = await fetch(`${base}/api/auth/csrf-cookie`);
  const cookie = csrf.headers
    .getSetCookie()
    .find((c) => c.startsWith('XSRF-TOKEN='))
    .split(';')[0];
  const res = await fetch(`${base}/api/auth/web-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-xsrf-token': decodeURIComponent(cookie.split('=')[1]) },
    body: JSON.stringify({ email: 'dealer@routier.test', password: 'routier-demo' }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.json();
};

/** Lighthouse's own failures to record a load (NO_NAVSTART and the like): the page is measured again. */
const ATTEMPTS = 3;

const audit = async (chrome, browser, page, formFactor, session, attempt = 1) => {
  const tab = await browser.newPage();
  await tab.goto(`${base}/favicon.svg`);
  await tab.evaluate((entries) => {
    localStorage.clear();
    for (const [key, value] of entries) localStorage.setItem(key, value);
  }, session);
  const result = await lighthouse(
    `${base}${page.path}`,
    {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // Keep the signed-in session set above.
      disableStorageReset: true,
    },
    formFactor === 'desktop' ? desktopConfig : undefined,
    tab,
  );
  await tab.close();
  if (process.env.LIGHTHOUSE_REPORTS) {
    mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
    const name = `${page.path.replace(/\W+/g, '') || 'home'}-${formFactor}.json`;
    writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, name), result.report);
  }
  const { categories, audits, finalDisplayedUrl, runtimeError } = result.lhr;
  if (runtimeError) {
    if (attempt < ATTEMPTS) {
      console.log(`  ${page.path} ${formFactor}: Lighthouse failed to record the load (${runtimeError.code}), measuring again`);
      return audit(chrome, browser, page, formFactor, session, attempt + 1);
    }
    throw new Error(
      `${page.path} ${formFactor}: Lighthouse failed ${ATTEMPTS} times: ${runtimeError.code} ${runtimeError.message}`,
    );
  }
  if (!finalDisplayedUrl.endsWith(page.path)) throw new Error(`${page.path} ended on ${finalDisplayedUrl}`);
  const failing = Object.values(audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id);
  return {
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    metrics: ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']
      .map(
        (id) =>
          `${id
            .split('-')
            .map((w) => w[0])
            .join('')
            .toUpperCase()} ${audits[id].displayValue}`,
      )
      .join(', '),
    failing,
  };
};

let failed = false;
let chrome;
try {
  const auth = await signInAsDealer();
  const signedIn = [
    ['routier.token', auth.token],
    ['routier.user', JSON.stringify(auth.user)],
    ['routier.lang', 'en'],
  ];
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  console.log(`\nLighthouse ${base} (thresholds: desktop performance ≥ 95, mobile ≥ 90, accessibility 100)`);
  for (const page of PAGES) {
    for (const formFactor of ['desktop', 'mobile']) {
      const scores = await audit(chrome, browser, page, formFactor, page.signedIn ? signedIn : [['routier.lang', 'en']]);
      const threshold = THRESHOLDS[formFactor];
      const ok = scores.performance >= threshold.performance && scores.accessibility >= threshold.accessibility;
      failed ||= !ok;
      console.log(
        `  ${page.path.padEnd(11)} ${formFactor.padEnd(8)} performance ${String(scores.performance).padStart(3)}  accessibility ${String(scores.accessibility).padStart(3)}  (${scores.metrics})${ok ? '' : `  UNDER THRESHOLD; failing audits: ${scores.failing.join(', ') || 'none'}`}`,
      );
    }
  }
  await browser.disconnect();
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await chrome?.kill();
  await server.stop();
}
process.exit(failed ? 1 : 0);
