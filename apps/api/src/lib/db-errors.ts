/** Whether a database error (or one it wraps) is a unique-constraint violation (SQLSTATE 23505). */
export const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: unknown } | null;
  return e?.code === '23505' || (e?.cause !== undefined && isUniqueViolation(e.cause));
};
