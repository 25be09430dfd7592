import type { Country } from './place-types.js';

export type PostalCode = {
  /** "M5H 2N2", "M5H", "10001", "10001-1234", or a ZIP prefix such as "100" */
  code: string;
  /** the part the gazetteer knows: the FSA ("M5H") or the 5-digit ZIP; the prefix itself when partial */
  key: string;
  country: Country;
  partial: boolean;
};

const CA_FULL = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z])\s?(\d[ABCEGHJ-NPRSTV-Z]\d)$/i;
const CA_FSA = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]$/i;
const US_ZIP = /^(\d{5})(?:-(\d{4}))?$/;
const US_ZIP_PREFIX = /^\d{3,4}$/;

/** Reads a postal code written alone ("m5h2n2", "M5V", "10001", "100"); null when the text is not one. */
export const parsePostalCode = (text: string): PostalCode | null => {
  const s = text.trim();
  const full = CA_FULL.exec(s);
  if (full) {
    const fsa = full[1].toUpperCase();
    return { code: `${fsa} ${full[2].toUpperCase()}`, key: fsa, country: 'CA', partial: false };
  }
  if (CA_FSA.test(s)) return { code: s.toUpperCase(), key: s.toUpperCase(), country: 'CA', partial: false };
  const zip = US_ZIP.exec(s);
  if (zip) return { code: s, key: zip[1], country: 'US', partial: false };
  if (US_ZIP_PREFIX.test(s)) return { code: s, key: s, country: 'US', partial: true };
  return null;
};

/** A postal code at the end of a text ("Toronto, ON M5H 2N2"): the code and what comes before it. */
export const splitTrailingPostalCode = (text: string): { rest: string; postal: PostalCode } | null => {
  const m = /(?:^|\s)([A-Za-z]\d[A-Za-z]\s?\d[A-Za-z]\d|[A-Za-z]\d[A-Za-z]|\d{5}(?:-\d{4})?)$/.exec(text.trim());
  if (!m) return null;
  const postal = parsePostalCode(m[1]);
  if (!postal) return null;
  return { rest: text.trim().slice(0, m.index).trim(), postal };
};
