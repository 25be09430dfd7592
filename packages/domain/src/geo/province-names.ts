import type { Province } from '../common/provinces.js';
import type { Country } from './place-types.js';
import { foldText } from './fold-text.js';

/** Canadian provinces and territories by their English and French names (folded). */
const CA_NAMES: Record<string, Province> = {
  alberta: 'AB',
  'british columbia': 'BC',
  'colombie britannique': 'BC',
  manitoba: 'MB',
  'new brunswick': 'NB',
  'nouveau brunswick': 'NB',
  'newfoundland and labrador': 'NL',
  newfoundland: 'NL',
  'terre neuve et labrador': 'NL',
  'nova scotia': 'NS',
  'nouvelle ecosse': 'NS',
  'northwest territories': 'NT',
  'northwest territory': 'NT',
  'territoires du nord ouest': 'NT',
  nunavut: 'NU',
  'nunavut territory': 'NU',
  ontario: 'ON',
  'prince edward island': 'PE',
  'ile du prince edouard': 'PE',
  quebec: 'QC',
  saskatchewan: 'SK',
  yukon: 'YT',
  'yukon territory': 'YT',
};

export const US_STATES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  PR: 'Puerto Rico',
  GU: 'Guam',
  VI: 'U.S. Virgin Islands',
  AS: 'American Samoa',
  MP: 'Northern Mariana Islands',
};

const CA_CODES = new Set<string>(Object.values(CA_NAMES));
const US_NAMES: Record<string, string> = Object.fromEntries(
  Object.entries(US_STATES).map(([code, name]) => [foldText(name), code]),
);

/**
 * A province or state, given as a code ("ON", "ny") or a name ("Ontario", "Québec", "New York"),
 * → its 2-letter code; null when unknown. With a country, only that country's codes match.
 */
export const normaliseProvince = (input: string | null | undefined, country?: Country): string | null => {
  if (!input) return null;
  const folded = foldText(input);
  const code = folded.toUpperCase();
  if (country !== 'US' && (CA_CODES.has(code) || CA_NAMES[folded])) return CA_NAMES[folded] ?? code;
  if (country !== 'CA' && (US_STATES[code] || US_NAMES[folded])) return US_NAMES[folded] ?? code;
  return null;
};

/** The country of a province or state code. */
export const countryOfProvince = (code: string): Country | null => (CA_CODES.has(code) ? 'CA' : US_STATES[code] ? 'US' : null);

const FSA_FIRST_LETTER: Record<string, Province> = {
  A: 'NL',
  B: 'NS',
  C: 'PE',
  E: 'NB',
  G: 'QC',
  H: 'QC',
  J: 'QC',
  K: 'ON',
  L: 'ON',
  M: 'ON',
  N: 'ON',
  P: 'ON',
  R: 'MB',
  S: 'SK',
  T: 'AB',
  V: 'BC',
  Y: 'YT',
};
/** Nunavut's FSAs; the other X codes are the Northwest Territories. */
const NUNAVUT_FSAS = new Set(['X0A', 'X0B', 'X0C']);

/** Province of a Canadian postal code or FSA ("M5V", "x0a 0h0"); null when it is not one. */
export const provinceOfPostalCode = (postal: string): Province | null => {
  const fsa = postal.trim().slice(0, 3).toUpperCase();
  if (!/^[A-Z]\d[A-Z]$/.test(fsa)) return null;
  if (fsa[0] === 'X') return NUNAVUT_FSAS.has(fsa) ? 'NU' : 'NT';
  return FSA_FIRST_LETTER[fsa[0]] ?? null;
};
