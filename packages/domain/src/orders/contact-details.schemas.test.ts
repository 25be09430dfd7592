import { describe, expect, it } from 'vitest';
import { ContactSearchSchema, NewContactDetailsSchema } from './contact-details.schemas.js';

const end = { name: 'Ana Lopez', email: 'Ana@Example.com', phone: '(416) 555-0199', notes: 'Gate code 42' };

describe('contact details (customer-side §5)', () => {
  it('accepts both ends and a yes/no release form; phone in ###-###-####, email lower-cased', () => {
    const parsed = NewContactDetailsSchema.parse({ pickup: end, destination: end, release_form: 'no' });
    expect(parsed.pickup.phone).toBe('416-555-0199');
    expect(parsed.pickup.email).toBe('ana@example.com');
  });

  it('requires name, email and phone at both ends and an answer to the release form', () => {
    const result = NewContactDetailsSchema.safeParse({ pickup: { ...end, name: ' ' }, destination: { ...end, email: 'x' } });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    expect(issues).toEqual(
      expect.arrayContaining(['pickup.name:isRequired', 'destination.email:invalidEmail', 'release_form:isRequired']),
    );
  });

  it('rejects a phone that is not a North-American number', () => {
    const result = NewContactDetailsSchema.safeParse({ pickup: { ...end, phone: '12' }, destination: end, release_form: 'yes' });
    expect(result.error!.issues[0].message).toBe('invalidPhone');
  });

  it('searches contacts only with a keyword longer than 2 characters', () => {
    expect(ContactSearchSchema.safeParse({ keyword: 'an' }).success).toBe(false);
    expect(ContactSearchSchema.safeParse({ keyword: 'ana' }).success).toBe(true);
  });
});
