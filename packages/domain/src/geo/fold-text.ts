/**
 * Text folded for matching: accents stripped, lower case, punctuation as single spaces
 * ("Montréal-Est" → "montreal est", "St. John's" → "st john s").
 */
export const foldText = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
