type LabelParts = { street?: string | null; city?: string | null; province?: string | null; zip_code?: string | null };

/** One line for an address: "100 King St W, Toronto, ON M5H 2N2" (missing parts left out). */
export const formatPlaceLabel = ({ street, city, province, zip_code }: LabelParts): string => {
  const region = [province, zip_code].filter(Boolean).join(' ');
  return [street, city, region].filter(Boolean).join(', ');
};

type AddressParts = { address?: string | null; city?: string | null; province?: string | null; zip_code?: string | null };

const squash = (text: string) => text.toLocaleLowerCase().replace(/\s/g, '');
const mentions = (text: string, part: string | null | undefined) => !part || squash(text).includes(squash(part));
/** A province code is a word of its own ("ON" is in "Toronto" but is not named by it). */
const namesProvince = (text: string, province: string) =>
  text.split(/[\s,]+/).some((word) => word.toLocaleUpperCase() === province.toLocaleUpperCase());

/**
 * A printed address as two lines, the street and "City, ON M5H 2N2". A street that already names its city
 * (some geocoded labels do) keeps its own words, with only the parts it lacks added to it.
 */
export const addressLines = ({ address, city, province, zip_code }: AddressParts): string[] => {
  const street = address?.trim() ?? '';
  if (street && city && mentions(street, city)) {
    if (province && !namesProvince(street, province)) return [`${street}, ${[province, zip_code].filter(Boolean).join(' ')}`];
    return [zip_code && !mentions(street, zip_code) ? `${street} ${zip_code}` : street];
  }
  const locality = formatPlaceLabel({ city, province, zip_code });
  return [street, locality].filter(Boolean);
};

/** The printed address on one line. */
export const fullAddress = (parts: AddressParts): string => addressLines(parts).join(', ');

/** A franchise location's address on one line, each part after a comma: "100 King St W, Toronto, ON, M5H 2N2". */
export const franchiseLocationLine = ({ address, city, province, zip_code }: AddressParts): string =>
  [address, city, province, zip_code].filter(Boolean).join(', ');
