import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type AdminChangelog, type ChangelogEntry } from '@routier/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

const ENTRY = {
  title_en: 'November release',
  title_fr: 'Version de novembre',
  items: [
    {
      title_en: 'Coupons page',
      title_fr: 'Page des coupons',
      description_en: 'See your coupons.',
      description_fr: 'Consultez vos coupons.',
    },
  ],
};

describe('the changelog', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<TestApp['loginAs']>>;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.loginAs(Role.Admin);
  });
  afterAll(() => t.close());

  const readAs = async (headers: Record<string, string>) =>
    ((await t.app.inject({ url: '/api/changelogs?type=web', headers })).json() as { data: ChangelogEntry[] }).data;

  it('shows readers only published entries, newest first, in their language', async () => {
    const dealer = await t.loginAs(Role.Dealer);
    const driver = await t.loginAs(Role.Driver, { locale: 'fr' });
    const created = (
      await t.app.inject({ method: 'POST', url: '/api/admin/changelogs', payload: ENTRY, headers: admin.headers })
    ).json() as AdminChangelog;
    expect(created.is_published_at).toBeNull();
    expect(await readAs(dealer.headers)).toEqual([]);

    const published = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/changelogs/${created.id}/publish`,
      headers: admin.headers,
    });
    expect(published.statusCode).toBe(200);
    const [en] = await readAs(dealer.headers);
    expect(en).toMatchObject({ title: 'November release', items: [{ title: 'Coupons page', description: 'See your coupons.' }] });
    expect(en.is_published_at).toBe(t.deps.clock().toISOString());
    const [fr] = await readAs(driver.headers);
    expect(fr.title).toBe('Version de novembre');
    const [asked] = (
      (await t.app.inject({ url: '/api/changelogs?type=web&lang=en', headers: driver.headers })).json() as {
        data: ChangelogEntry[];
      }
    ).data;
    expect(asked.title).toBe('November release');
  });

  it('lets only admins write entries, and refuses bad input without writing', async () => {
    const dealer = await t.loginAs(Role.Dealer);
    const before = ((await t.app.inject({ url: '/api/admin/changelogs', headers: admin.headers })).json() as { data: unknown[] })
      .data;
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/changelogs', payload: ENTRY, headers: dealer.headers })).statusCode,
    ).toBe(403);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/changelogs',
      payload: { ...ENTRY, title_fr: ' ', items: [] },
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['items', 'title_fr']);
    const after = ((await t.app.inject({ url: '/api/admin/changelogs', headers: admin.headers })).json() as { data: unknown[] })
      .data;
    expect(after).toHaveLength(before.length);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/admin/changelogs/99999/publish', headers: admin.headers })).statusCode,
    ).toBe(404);
  });

  it('edits and deletes an entry', async () => {
    const created = (
      await t.app.inject({ method: 'POST', url: '/api/admin/changelogs', payload: ENTRY, headers: admin.headers })
    ).json() as AdminChangelog;
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/changelogs/${created.id}`,
      payload: { ...ENTRY, title_en: 'December release' },
      headers: admin.headers,
    });
    expect(edited.json().title_en).toBe('December release');
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/changelogs/${created.id}`, headers: admin.headers })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/changelogs/${created.id}`, headers: admin.headers })).statusCode,
    ).toBe(404);
  });
});
