import type { AdminChangelog, ChangelogEntry, ChangelogInput } from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { UserRow } from '../../db/schema/index.js';
import { notFound } from '../../lib/app-error.js';
import { presentAdminEntry, presentEntry } from './changelog.presenter.js';
import * as repo from './changelog.repository.js';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** the pop-up shows the newest; a few more let it page back */
const PUBLISHED_SHOWN = 10;

/** GET /changelogs: the newest published entries, in the reader's language. */
export const listChangelogs = async (
  deps: Deps,
  user: UserRow,
  query: { type: string; lang?: 'en' | 'fr' },
): Promise<{ data: ChangelogEntry[] }> => {
  const lang = query.lang ?? (user.locale === 'fr' ? 'fr' : 'en');
  const type = query.type;
  return { data: (await repo.findPublished(deps.db, type, PUBLISHED_SHOWN)).map((row) => presentEntry(row, lang)) };
};

export const listAdminChangelogs = async (deps: Deps): Promise<{ data: AdminChangelog[] }> => ({
  data: (await repo.findAll(deps.db)).map(presentAdminEntry),
});

const columns = (input: ChangelogInput) => ({ titleEn: input.title_en, titleFr: input.title_fr, items: input.items });

export const createChangelog = async (deps: Deps, input: ChangelogInput): Promise<AdminChangelog> =>
  presentAdminEntry(await repo.insertChangelog(deps.db, { ...columns(input), createdAt: deps.clock() }));

export const editChangelog = async (deps: Deps, id: number, input: ChangelogInput): Promise<AdminChangelog> => {
  const row = await repo.updateChangelog(deps.db, id, columns(input));
  if (!row) throw notFound();
  return presentAdminEntry(row);
};

/** Publishing (again) stamps the entry with the current time, so every reader's pop-up opens once more. */
export const publishChangelog = async (deps: Deps, id: number): Promise<AdminChangelog> => {
  const row = await repo.updateChangelog(deps.db, id, { publishedAt: deps.clock() });
  if (!row) throw notFound();
  return presentAdminEntry(row);
};

export const removeChangelog = async (deps: Deps, id: number) => {
  if (!(await repo.deleteChangelog(deps.db, id))) throw notFound();
  return { message: 'deleted' };
};

/** Entries written and published at once (demo data). */
export const addPublishedChangelogs = async (deps: Pick<AppDeps, 'db'>, entries: (ChangelogInput & { publishedAt: Date })[]) => {
  for (const e of entries)
    await repo.insertChangelog(deps.db, { ...columns(e), publishedAt: e.publishedAt, createdAt: e.publishedAt });
};
