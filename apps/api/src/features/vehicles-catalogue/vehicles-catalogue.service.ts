import { Msg, type VinDecoded, type VinsDecoded } from '@routier/domain';
import { fieldError } from '../../lib/app-error.js';
import { catalogueFor, type VinDecoder } from '../../platform/vin/index.js';

type Deps = { vin: VinDecoder; clock: () => Date };

/** GET /cars/models: years, then a year's makes, then a make's models in that year. */
export const getCatalogue = (deps: Pick<Deps, 'clock'>, query: { year?: number; make?: string }) =>
  catalogueFor(query, deps.clock());

/** POST /vin: make, model, year and type of a VIN, or 422 `invalidVIN` on `vin` when it cannot be decoded. */
export const decodeVin = async (deps: Deps, vin: string): Promise<VinDecoded> => {
  const decoded = await deps.vin.decode(vin);
  if (!decoded) throw fieldError('vin', Msg.invalidVIN);
  return decoded;
};

/** POST /vins: each VIN decoded, or null for those that cannot be. */
export const decodeVins = async (deps: Deps, vins: string[]): Promise<VinsDecoded> => ({
  data: await Promise.all(vins.map(async (vin) => ({ vin: vin.toUpperCase(), decoded: await deps.vin.decode(vin) }))),
});
