import sharp from 'sharp';
import { isDeliveredOnTime, LoadProgress, type Damage } from '@routier/domain';
import type { AppDeps } from '../app-deps.js';
import type { Tx } from '../db/client.js';
import { storeInspection } from '../features/inspections/inspections.service.js';
import { addLoadDelivery } from '../features/loads/load-progress.service.js';

type SeedLoad = { id: number; orderId: number; progress: number; driverUserId: number; dueDate: string | null };

const HOUR = 3_600_000;

/** A photo-like picture (a car-coloured gradient) and a scribbled signature, drawn once per seed. */
const images = async () => {
  const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#4a6fa5' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="320" height="240"><rect x="40" y="90" width="240" height="80" rx="30" fill="#d9dde3"/><circle cx="95" cy="175" r="24" fill="#222"/><circle cx="225" cy="175" r="24" fill="#222"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
  const signature = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#ffffff' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="300" height="100"><path d="M20 70 C 60 10, 90 90, 130 40 S 200 80, 280 30" stroke="#1a1b1e" stroke-width="4" fill="none"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
  return { photo, signature };
};

let drawn: Awaited<ReturnType<typeof images>> | null = null;

/** Damage found at pickup on some cars, and (on one car in three) a new mark at delivery: the customer sees it change. */
const pickupDamage = (car: number): Damage[] => (car % 2 === 0 ? [{ panel: 'hood', kind: 'scratch' }] : []);
const deliveryDamage = (car: number): Damage[] =>
  car % 3 === 0 ? [...pickupDamage(car), { panel: 'left_front_door', kind: 'dent' }] : pickupDamage(car);

/**
 * The records of a demo load that got past its inspections: pickup inspections once inspected (step 4 on),
 * delivery inspections and the delivery itself once completed.
 */
export const seedLoadRecords = async (
  deps: Pick<AppDeps, 'privateFiles'>,
  tx: Tx,
  load: SeedLoad,
  carIds: number[],
  startedAt: Date,
) => {
  if (load.progress < LoadProgress.InspectionCompleted) return;
  drawn ??= await images();
  const { photo, signature } = drawn;
  for (const [c, carId] of carIds.entries()) {
    const base = { loadId: load.id, carId, orderId: load.orderId, inspectedByUserId: load.driverUserId };
    await storeInspection(
      { db: tx, privateFiles: deps.privateFiles },
      {
        ...base,
        kind: 'pickup',
        odometer: 18_400 + c * 7_315,
        notes: c === 0 ? 'Keys and owner’s manual in the glovebox.' : '',
        damages: pickupDamage(c),
        createdAt: new Date(startedAt.getTime() + 2 * HOUR),
        photos: [{ fileName: 'pickup-front.png', bytes: photo }],
        signature: { fileName: 'signature.png', bytes: signature },
      },
    );
    if (load.progress < LoadProgress.OrderCompleted) continue;
    await storeInspection(
      { db: tx, privateFiles: deps.privateFiles },
      {
        ...base,
        kind: 'delivery',
        odometer: 18_400 + c * 7_315 + 545,
        notes: '',
        damages: deliveryDamage(c),
        createdAt: new Date(startedAt.getTime() + 30 * HOUR),
        photos: [{ fileName: 'delivery-front.png', bytes: photo }],
        signature: { fileName: 'signature.png', bytes: signature },
      },
    );
  }
  if (load.progress < LoadProgress.OrderCompleted) return;
  const deliveredAt = new Date(startedAt.getTime() + 30 * HOUR).toISOString().slice(0, 10);
  await addLoadDelivery(
    { db: tx },
    {
      loadId: load.id,
      deliveredAt,
      notes: null,
      fuelFeeCents: 0,
      deliveredOnTime: isDeliveredOnTime(load.dueDate, deliveredAt),
      createdAt: new Date(startedAt.getTime() + 30 * HOUR),
    },
  );
};
