type LabelParts = { street?: string | null; city?: string | null; province?: string | null; zip_code?: string | null };

/** One line for an address: "100 King St W, Toronto, ON M5H 2N2" (missing parts left out). */
export const formatPlaceLabel = ({ street, city, province, zip_code }: LabelParts): string => {
  const region = [province, zip_code].filter(Boolean).join(' ');
  return [street, city, region].filter(Boolean).join(', ');
};
