import { describe, expect, it } from 'vitest';
import { OrderStatus, ShippingMethod, TaskStatus, VehicleType } from '../orders/enums.js';
import { CreateLoadsInputSchema, EditLoadInputSchema } from './load-building.schemas.js';
import {
  cancelLoadBlock,
  changeLoadCarsBlock,
  editLoadBlock,
  isLiveLoad,
  jobTakesLoadChanges,
  loadCarsCountBlock,
  maxCarsPerLoad,
  unassignedCarIds,
  vehicleFitsMethod,
  vehicleRequired,
  vehicleTypeForMethod,
} from './load-rules.js';

const assigned = { status: TaskStatus.Assigned, progress: 0 };
const accepted = { status: TaskStatus.Accepted, progress: 2 };
const completed = { status: TaskStatus.Accepted, progress: 6 };
const cancelled = { status: TaskStatus.Cancelled, progress: 1 };
const rejected = { status: TaskStatus.Rejected, progress: 0 };

describe('load rules (spec carrier §4)', () => {
  it('changes loads only while the job runs', () => {
    expect([3, 4, 8].every((s) => jobTakesLoadChanges(s as OrderStatus))).toBe(true);
    for (const s of [OrderStatus.Cancelled, OrderStatus.Completed, OrderStatus.CompletedConfirmed, OrderStatus.Hold])
      expect(jobTakesLoadChanges(s)).toBe(false);
  });

  it('cancels a live load, accepted or not, never a completed one', () => {
    expect(cancelLoadBlock(assigned)).toBeNull();
    expect(cancelLoadBlock(accepted)).toBeNull();
    expect(cancelLoadBlock(completed)).toBe('loadCompleted');
    expect(cancelLoadBlock(cancelled)).toBe('loadCancelled');
    expect(cancelLoadBlock(rejected)).toBe('loadCancelled');
  });

  it('reassigns a load its driver has not accepted; once accepted edits only drive away; never cancelled nor completed', () => {
    expect(editLoadBlock(accepted, ShippingMethod.DriveAway)).toBeNull();
    expect(editLoadBlock(assigned, ShippingMethod.DriveAway)).toBeNull();
    // a load the driver has not accepted is reassigned whatever its method
    expect(editLoadBlock(assigned, ShippingMethod.HaulAway)).toBeNull();
    expect(editLoadBlock({ ...assigned, status: TaskStatus.Rejected }, ShippingMethod.HaulAway)).toBe('loadCancelled');
    expect(editLoadBlock(accepted, ShippingMethod.HaulAway)).toBe('loadNotDriveAway');
    expect(editLoadBlock(accepted, ShippingMethod.Flatbed)).toBe('loadNotDriveAway');
    expect(editLoadBlock(cancelled, ShippingMethod.DriveAway)).toBe('loadCancelled');
    expect(editLoadBlock(completed, ShippingMethod.DriveAway)).toBe('loadCompleted');
  });

  it('adds or removes cars on a live load, never on a cancelled or completed one', () => {
    expect(changeLoadCarsBlock(assigned)).toBeNull();
    expect(changeLoadCarsBlock(accepted)).toBeNull();
    expect(changeLoadCarsBlock(cancelled)).toBe('loadCancelled');
    expect(changeLoadCarsBlock(completed)).toBe('loadCompleted');
  });

  it('carries several cars only by haul away, up to the truck capacity; otherwise one', () => {
    expect(maxCarsPerLoad(ShippingMethod.HaulAway, 8)).toBe(8);
    expect(maxCarsPerLoad(ShippingMethod.Enclosed, 2)).toBe(2);
    expect(maxCarsPerLoad(ShippingMethod.Flatbed, 8)).toBe(1);
    expect(maxCarsPerLoad(ShippingMethod.DriveAway, null)).toBe(1);
    expect(loadCarsCountBlock(ShippingMethod.HaulAway, 3, 3)).toBeNull();
    expect(loadCarsCountBlock(ShippingMethod.HaulAway, 3, 4)).toBe('tooManyCars');
    expect(loadCarsCountBlock(ShippingMethod.Flatbed, 1, 2)).toBe('oneCarOnly');
  });

  it('needs a flatbed truck for flatbed, a haul truck for haul away, no truck for drive away', () => {
    expect(vehicleTypeForMethod(ShippingMethod.Flatbed)).toBe(VehicleType.FlatbedTruck);
    expect(vehicleTypeForMethod(ShippingMethod.HaulAway)).toBe(VehicleType.HaulTruck);
    expect(vehicleTypeForMethod(ShippingMethod.DriveAway)).toBeNull();
    expect(vehicleRequired(ShippingMethod.DriveAway)).toBe(false);
    expect(vehicleRequired(ShippingMethod.Flatbed)).toBe(true);
    expect(vehicleFitsMethod(VehicleType.HaulTruck, ShippingMethod.Flatbed)).toBe(false);
    expect(vehicleFitsMethod(VehicleType.FlatbedTruck, ShippingMethod.Flatbed)).toBe(true);
    expect(vehicleFitsMethod(VehicleType.FlatbedTruck, ShippingMethod.DriveAway)).toBe(true);
  });

  it('lets a car belong to one live load only: rejected and cancelled loads free their cars', () => {
    expect(isLiveLoad(TaskStatus.Assigned)).toBe(true);
    expect(isLiveLoad(TaskStatus.Rejected)).toBe(false);
    const loads = [
      { status: TaskStatus.Accepted, car_ids: [1] },
      { status: TaskStatus.Cancelled, car_ids: [2] },
      { status: TaskStatus.Rejected, car_ids: [3] },
    ];
    expect(unassignedCarIds([1, 2, 3, 4], loads)).toEqual([2, 3, 4]);
  });
});

const place = { address: '1200 Bay St', company: null, city: 'Toronto', province: 'ON', lat: 43.67, lng: -79.39 };
const load = { driver_id: 5, driverName: 'Ann Lee', vehicle_id: 2, from: place, to: place, car_ids: [7], due_date: '2026/12/01' };

describe('load payloads (spec carrier §3)', () => {
  it('accepts the create payload and normalises the due date', () => {
    const parsed = CreateLoadsInputSchema.parse({ loads: [load] });
    expect(parsed.loads[0]).toMatchObject({ due_date: '2026-12-01', vehicle_id: 2, car_ids: [7] });
    expect(CreateLoadsInputSchema.parse({ loads: [{ ...load, vehicle_id: null }] }).loads[0].vehicle_id).toBeNull();
  });

  it('names the fields that are wrong', () => {
    const res = CreateLoadsInputSchema.safeParse({
      loads: [{ ...load, car_ids: [], due_date: '2026/13/01', from: { ...place, lat: 91, city: '' } }],
    });
    expect(res.success).toBe(false);
    const paths = res.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining(['loads.0.car_ids', 'loads.0.due_date', 'loads.0.from.lat', 'loads.0.from.city']),
    );
    expect(CreateLoadsInputSchema.safeParse({ loads: [] }).success).toBe(false);
  });

  it('edits without cars', () => {
    const { car_ids: _, ...edit } = load;
    expect(EditLoadInputSchema.parse(edit)).toMatchObject({ driver_id: 5, due_date: '2026-12-01' });
    expect(EditLoadInputSchema.safeParse({ ...edit, driver_id: 0 }).success).toBe(false);
  });
});
