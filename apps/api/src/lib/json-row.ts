import { getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm';

/**
 * Turns a row fetched as JSON (`row_to_json(t)`, keys are column names) into the Drizzle row shape,
 * using each column's own decoder. Far cheaper than mapping dozens of columns one by one.
 */
export const rowFromJson = <T extends Table>(
  table: T,
  json: Record<string, unknown> | string | null,
): InferSelectModel<T> | null => {
  if (json === null) return null;
  const source = typeof json === 'string' ? (JSON.parse(json) as Record<string, unknown>) : json;
  const out: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = source[column.name];
    out[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return out as InferSelectModel<T>;
};
