/**
 * The upload side of bench/uploads.ts, in its own process so that the timed requests never wait for this
 * one's event loop: BENCH_LOOPS loops each post ten PNGs of BENCH_SIDE×BENCH_SIDE px (one colour) in one
 * request to an order's release-form files, until stdin closes; then prints the answers' statuses as JSON.
 */
import sharp from 'sharp';

const base = process.env.BENCH_BASE!;
const token = process.env.BENCH_TOKEN!;
const orderId = Number(process.env.BENCH_ORDER);
const side = Number(process.env.BENCH_SIDE);
const loops = Number(process.env.BENCH_LOOPS ?? 4);

const png = await sharp({ create: { width: side, height: side, channels: 3, background: '#e8e4da' } })
  .png({ compressionLevel: 9 })
  .toBuffer();
const statuses: Record<string, number> = {};
let stopped = false;
process.stdin.on('end', () => {
  stopped = true;
});
process.stdin.resume();

const loop = async () => {
  while (!stopped) {
    const body = new FormData();
    for (let i = 0; i < 10; i++) body.append('files[]', new Blob([png], { type: 'image/png' }), `photo-${i}.png`);
    try {
      const res = await fetch(`${base}/api/release-form/${orderId}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, cookie: 'XSRF-TOKEN=bench', 'x-xsrf-token': 'bench' },
        body,
      });
      await res.arrayBuffer();
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    } catch {
      // the server may answer (422) and close before the whole body is sent
      statuses.closed = (statuses.closed ?? 0) + 1;
    }
  }
};
process.stdout.write(`ready ${png.length}\n`);
await Promise.all(Array.from({ length: loops }, loop));
process.stdout.write(`${JSON.stringify(statuses)}\n`);
