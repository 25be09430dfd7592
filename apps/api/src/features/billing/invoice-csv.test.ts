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
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('\t=1+1')).toBe(`"'\t'=1+1"`);
    expect(csvField('\r@x')).toBe(`"'\r'@x"`);
    expect(csvField('\tnote')).toBe(`"'\tnote"`);
  });

  it('neutralises a formula after any separator a spreadsheet may split on (French Excel splits on ;)', () => {
    expect(csvField('Acme;=HYPERLINK("http://x")')).toBe(`"Acme;'=HYPERLINK(""http://x"")"`);
    expect(csvField('Acme; =1+1')).toBe(`"Acme; '=1+1"`);
    expect(csvField('Acme,+1')).toBe(`"Acme,'+1"`);
    expect(csvField('Acme\t@SUM(A1)')).toBe(`"Acme\t'@SUM(A1)"`);
    expect(csvField('one\n-2')).toBe(`"one\n'-2"`);
    expect(csvField('=a;=b')).toBe(`"'=a;'=b"`);
    // a semicolon alone is quoted, so a French Excel keeps the cell whole
    expect(csvField('Garage Nord; Laval')).toBe('"Garage Nord; Laval"');
  });

  it('leaves our amounts and ordinary text alone', () => {
    expect(csvField('-12.50')).toBe('-12.50');
    expect(csvField('1200.00')).toBe('1200.00');
    expect(csvField('Jean-Marc Côté - Laval')).toBe('Jean-Marc Côté - Laval');
    expect(csvField(-3)).toBe('-3');
  });
});
