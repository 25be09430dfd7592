import type { CarCatalogue } from '@routier/domain';
import { CATALOGUE } from './catalogue-data.js';

/** Oldest model year the catalogue lists; older cars are typed in by hand. */
export const CATALOGUE_FIRST_YEAR = 1981;

const offered = (year: number, from: number, to: number | null) => year >= from && (to === null || year <= to);
const byName = (a: string, b: string) => a.localeCompare(b, 'en');

/**
 * GET /cars/models: the years (newest first, up to next year), the makes offering a model in a year, and
 * that make's models in that year.
 */
export const catalogueFor = (query: { year?: number; make?: string }, now: Date = new Date()): CarCatalogue => {
  const last = now.getUTCFullYear() + 1;
  const years = Array.from({ length: last - CATALOGUE_FIRST_YEAR + 1 }, (_, i) => last - i);
  const { year, make } = query;
  if (year === undefined) return { years, makes: [], models: [] };
  const makes = Object.entries(CATALOGUE)
    .filter(([, models]) => models.some(([, from, to]) => offered(year, from, to)))
    .map(([name]) => name)
    .sort(byName);
  const key = make === undefined ? undefined : makes.find((m) => m.toLowerCase() === make.trim().toLowerCase());
  const models = key
    ? CATALOGUE[key]
        .filter(([, from, to]) => offered(year, from, to))
        .map(([name]) => name)
        .sort(byName)
    : [];
  return { years, makes, models };
};
