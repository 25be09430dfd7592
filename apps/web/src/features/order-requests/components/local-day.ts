/** Today in the browser's time zone (YYYY-MM-DD), and the day before. */
export const localDay = (offsetDays = 0, now = new Date()) => {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offsetDays);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
