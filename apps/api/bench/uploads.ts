/**
 * Upload benchmark (decision 041): does one user's image upload stall everyone else's files?
 * Starts the server (demo data, PGlite in a fresh folder) and, while upload loops run, times one static
 * file (an avatar under /uploads, and the web app's largest script when apps/web/dist is built) and one
 * download (a 1 MB PDF through its signed /api/files URL), one request after the other, printing p50 and
 * p99 of each phase:
 *   - idle         no uploads: the baseline
 *   - bombs        BENCH_UPLOADERS loops each posting ten 6300×6300 PNGs of about 115 kB in one request
 *                  (39.7 megapixels each: over the per-image budget, refused from their headers)
 *   - in budget    the same loops with ten 4900×4900 PNGs (24 megapixels each, just under the budget),
 *                  with the per-user budget of the minute lifted so that every one is decoded
 * Target: static files and downloads under 200 ms p99 in every phase.
 * BENCH_SECONDS (default 15) per phase, BENCH_UPLOADERS (default 4) concurrent upload loops.
 * The server runs as `npm start` runs it (UV_THREADPOOL_SIZE from the environment, else 8).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { loadEnv } from '../src/config/env.js';
import { createRuntime } from '../src/runtime.js';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 3901);
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const uploaders = Number(process.env.BENCH_UPLOADERS ?? 4);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'routier-bench-uploads-'));
const TARGET_P99_MS = 200;
const serverEnv = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  NODE_ENV: 'development',
  DEMO_DATA: 'true',
  AUTH_RATE_LIMIT: '1000',
  // the in-budget phase measures decoding at its worst: no user is held back by the budget of the minute
  UPLOAD_PIXELS_PER_MINUTE: '100000000000',
  UV_THREADPOOL_SIZE: process.env.UV_THREADPOOL_SIZE ?? '8',
};

// The demo data first, in this process: PGlite admits one process at a time.
const runtime = await createRuntime(loadEnv(serverEnv));
await runtime.close();

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: apiRoot,
  env: serverEnv,
  stdio: ['ignore', 'ignore', 'inherit'],
});

const waitForServer = async () => {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
};

const csrf = { cookie: 'XSRF-TOKEN=bench', 'x-xsrf-token': 'bench' };

const signIn = async (email: string): Promise<string> => {
  const res = await fetch(`${base}/api/auth/web-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...csrf },
    body: JSON.stringify({ email, password: 'routier-demo', from: 'web' }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
};

const form = (field: string, files: { name: string; bytes: Buffer; type: string }[]) => {
  const body = new FormData();
  for (const f of files) body.append(field, new Blob([f.bytes], { type: f.type }), f.name);
  return body;
};

const post = (token: string, url: string, body: FormData) =>
  fetch(`${base}${url}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, ...csrf }, body });

/** A draft of the demo dealer at the contacts step or later, whose release-form files can be added. */
const editableDraft = async (token: string): Promise<number> => {
  const res = await fetch(`${base}/api/orders/all/4`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...csrf },
    body: JSON.stringify({}),
  });
  const { data } = (await res.json()) as { data: { id: number; current_step: number | null; is_rejected: boolean }[] };
  const draft = data.find((o) => (o.current_step ?? 0) >= 4 && !o.is_rejected) ?? data.find((o) => !o.is_rejected);
  if (!draft) throw new Error('no demo draft');
  return draft.id;
};

const solidPng = (side: number) =>
  sharp({ create: { width: side, height: side, channels: 3, background: '#e8e4da' } })
    .png({ compressionLevel: 9 })
    .toBuffer();

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;

type Probe = { label: string; url: string };
type PhaseResult = { phase: string; probes: Record<string, number[]>; uploads: Record<string, number> };
type Load = { token: string; orderId: number; side: number };

/** Times the probes one after the other for `seconds` while the upload loops (another process) run. */
const phase = async (name: string, probes: Probe[], load: Load | null): Promise<PhaseResult> => {
  const loops = load
    ? spawn(process.execPath, ['--import', 'tsx', 'bench/upload-loops.ts'], {
        cwd: apiRoot,
        env: {
          ...process.env,
          BENCH_BASE: base,
          BENCH_TOKEN: load.token,
          BENCH_ORDER: String(load.orderId),
          BENCH_SIDE: String(load.side),
          BENCH_LOOPS: String(uploaders),
        },
        stdio: ['pipe', 'pipe', 'inherit'],
      })
    : null;
  let output = '';
  loops?.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  if (loops) while (!output.includes('\n')) await new Promise((r) => setTimeout(r, 100));
  const samples: Record<string, number[]> = Object.fromEntries(probes.map((p) => [p.label, []]));
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    // at most 8 rounds a second: signed downloads are limited to 600 a minute per address
    const round = performance.now();
    for (const probe of probes) {
      const started = performance.now();
      const res = await fetch(probe.url);
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${probe.label}: ${res.status}`);
      samples[probe.label].push(performance.now() - started);
    }
    const wait = 125 - (performance.now() - round);
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  }
  let uploads: Record<string, number> = {};
  if (loops) {
    const exited = new Promise((r) => loops.once('exit', r));
    loops.stdin!.end();
    await exited;
    uploads = JSON.parse(output.trim().split('\n').at(-1)!) as Record<string, number>;
  }
  return { phase: name, probes: samples, uploads };
};

try {
  await waitForServer();
  const token = await signIn('dealer@routier.test');
  const orderId = await editableDraft(token);

  // the static file: an avatar under /uploads
  const avatar = await post(
    token,
    '/api/users/profile-image',
    form('profile_image', [{ name: 'me.png', bytes: await solidPng(800), type: 'image/png' }]),
  );
  const avatarUrl = new URL(((await avatar.json()) as { profile_image: { path_url: string } }).profile_image.path_url);
  // the download: a 1 MB PDF through its signed URL
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1024 * 1024, 0x20), Buffer.from('\n%%EOF\n')]);
  const release = await post(
    token,
    `/api/release-form/${orderId}`,
    form('files[]', [{ name: 'release.pdf', bytes: pdf, type: 'application/pdf' }]),
  );
  if (!release.ok) throw new Error(`release file: ${release.status} ${await release.text()}`);
  const pdfUrl = new URL(
    ((await release.json()) as { release_form_files: { path_url: string; mime_type: string }[] }).release_form_files.find(
      (f) => f.mime_type === 'application/pdf',
    )!.path_url,
  );
  const probes: Probe[] = [
    { label: 'static /uploads avatar', url: `${base}${avatarUrl.pathname}` },
    { label: 'download /api/files PDF', url: `${base}${pdfUrl.pathname}${pdfUrl.search}` },
  ];
  try {
    const assets = path.join(webDist, 'assets');
    const script = readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .sort((a, b) => statSync(path.join(assets, b)).size - statSync(path.join(assets, a)).size)[0];
    if (script) probes.unshift({ label: 'static web script', url: `${base}/assets/${script}` });
  } catch {
    // the web app is not built: the avatar stands for static files
  }

  console.log(
    `\nUpload benchmark: ${seconds} s a phase, ${uploaders} upload loops of 10 PNGs a request, UV_THREADPOOL_SIZE=${serverEnv.UV_THREADPOOL_SIZE}\n`,
  );
  const results: PhaseResult[] = [];
  results.push(await phase('idle', probes, null));
  results.push(await phase('bombs', probes, { token, orderId, side: 6300 }));
  results.push(await phase('in budget', probes, { token, orderId, side: 4900 }));

  let failed = false;
  console.log(
    `${'phase'.padEnd(10)} ${'probe'.padEnd(26)} ${'n'.padStart(6)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}  uploads`,
  );
  for (const r of results) {
    for (const [label, values] of Object.entries(r.probes)) {
      const sorted = [...values].sort((a, b) => a - b);
      const p99 = percentile(sorted, 99);
      if (p99 > TARGET_P99_MS) failed = true;
      const uploads = Object.entries(r.uploads)
        .map(([status, n]) => `${n}×${status}`)
        .join(' ');
      console.log(
        `${r.phase.padEnd(10)} ${label.padEnd(26)} ${String(sorted.length).padStart(6)} ${percentile(sorted, 50).toFixed(1).padStart(8)} ${p99
          .toFixed(1)
          .padStart(8)}${p99 > TARGET_P99_MS ? ' ✗' : '  '} ${uploads || '-'}`,
      );
    }
  }
  console.log(`\ntarget: p99 under ${TARGET_P99_MS} ms for every probe in every phase: ${failed ? 'MISSED' : 'met'}`);
  if (failed) process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
