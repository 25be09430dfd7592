import { describe, expect, it } from 'vitest';
import { ChangelogInputSchema } from './changelog.js';
import { shouldShowChangelog } from './changelog-display.js';

const item = { title_en: 'Faster lists', title_fr: 'Listes plus rapides' };

describe('changelog', () => {
  it('needs a title in both languages and one to twenty items', () => {
    expect(ChangelogInputSchema.safeParse({ title_en: 'May', title_fr: 'Mai', items: [item] }).success).toBe(true);
    expect(ChangelogInputSchema.safeParse({ title_en: 'May', title_fr: '', items: [item] }).success).toBe(false);
    expect(ChangelogInputSchema.safeParse({ title_en: 'May', title_fr: 'Mai', items: [] }).success).toBe(false);
    expect(
      ChangelogInputSchema.safeParse({ title_en: 'May', title_fr: 'Mai', items: Array.from({ length: 21 }, () => item) }).success,
    ).toBe(false);
  });

  it('shows the newest entry once per publish time (spec §2)', () => {
    expect(shouldShowChangelog({ is_published_at: '2026-11-20T10:00:00Z' }, null)).toBe(true);
    expect(shouldShowChangelog({ is_published_at: '2026-11-20T10:00:00Z' }, '2026-11-20T10:00:00Z')).toBe(false);
    expect(shouldShowChangelog({ is_published_at: '2026-11-24T10:00:00Z' }, '2026-11-20T10:00:00Z')).toBe(true);
    expect(shouldShowChangelog({ is_published_at: '2026-11-18T10:00:00Z' }, '2026-11-20T10:00:00Z')).toBe(false);
    expect(shouldShowChangelog({ is_published_at: '2026-11-18T10:00:00Z' }, 'garbage')).toBe(true);
    expect(shouldShowChangelog(undefined, null)).toBe(false);
  });
});
