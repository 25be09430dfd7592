/**
 * The API's layers, lowest first (docs/architecture.md describes them; `npm run check:layers` enforces them).
 * A file belongs to a unit: a feature `features/<name>`, a top-level folder (`platform`, `lib`, ...), a
 * top-level file (`app.ts`), or a unit named in UNIT_FILES. A unit may import units of its own layer or of
 * lower layers, never of a higher one; the features' imports form no cycle.
 */
export const LAYERS: readonly { name: string; units: readonly string[] }[] = [
  { name: 'foundation', units: ['lib', 'config', 'db'] },
  { name: 'platform', units: ['platform', 'app-deps.ts'] },
  { name: 'http', units: ['plugins'] },
  { name: 'records', units: ['user-records', 'guest-records', 'inspection-records', 'fuel-fee-claim-records', 'audit-records'] },
  { name: 'orders-core', units: ['features/orders'] },
  { name: 'features', units: ['features/*'] },
  { name: 'order-views', units: ['features/order-views'] },
  { name: 'flows', units: ['features/guests', 'features/vehicles-catalogue', 'features/auto-dispatch-wizard'] },
  { name: 'demo', units: ['seed', 'features/demo'] },
  { name: 'app', units: ['app.ts', 'app-events.ts', 'app-jobs.ts', 'runtime.ts', 'server.ts'] },
  { name: 'tooling', units: ['test', 'ops', 'lint', 'layers.ts'] },
];

/**
 * Units made of named files rather than a folder: the records (users, guests, inspections, fuel-fee claims)
 * that features below or beside their own read and write through; their folders' other files sit with the
 * features.
 */
export const UNIT_FILES: Readonly<Record<string, readonly string[]>> = {
  'user-records': [
    'features/users/user-records.service.ts',
    'features/users/users.repository.ts',
    'features/users/users.presenter.ts',
  ],
  'guest-records': ['features/guests/guest-records.service.ts', 'features/guests/guests.repository.ts'],
  'inspection-records': ['features/inspections/inspection-records.service.ts', 'features/inspections/inspections.repository.ts'],
  'audit-records': [
    'features/audit/audit-records.service.ts',
    'features/audit/audit.repository.ts',
    'features/audit/audit.presenter.ts',
  ],
  'fuel-fee-claim-records': [
    'features/fuel-fee-claims/fuel-fee-claim-records.service.ts',
    'features/fuel-fee-claims/fuel-fee-claims.repository.ts',
  ],
};

/**
 * Imports the check tolerates, each closing a cycle between two features that still call each other
 * (docs/architecture.md, "Known exceptions"). The list only shrinks: an entry whose import is gone fails the
 * check, so it is removed with the import.
 */
export const ALLOWED_IMPORTS: readonly { from: string; to: string; why: string }[] = [];
