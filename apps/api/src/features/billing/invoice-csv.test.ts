import { describe, expect, it } from 'vitest';
import { csvField } from './invoice-csv.js';

describe('CSV fields', () => {
  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvField('Maple Motors')).toBe('Maple Motors');
    expect(csvField('Garage Côté, Inc.')).toBe('"Garage Côté, Inc."');
    expect(csvField('The "Best" Cars')).toBe('"The ""Best"" Cars"');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField(null)).toBe('');
    expect(csvField(true)).toBe('true');
  });

  it('keeps a spreadsheet from running a name as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+1 555')).toBe("'+1 555");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
  });
});
