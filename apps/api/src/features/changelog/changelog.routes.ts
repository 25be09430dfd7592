import {
  AdminChangelogListSchema,
  AdminChangelogSchema,
  ChangelogInputSchema,
  ChangelogListSchema,
  ChangelogQuerySchema,
  Role,
} from '@routier/domain';
import type { FeatureRoutes } from '../../app-deps.js';
import { IdParamsSchema } from '../../lib/id-params.js';
import { MessageResponseSchema, replies } from '../../lib/response-schemas.js';
import { currentUser, type Access } from '../../plugins/auth.js';
import {
  createChangelog,
  editChangelog,
  listAdminChangelogs,
  listChangelogs,
  publishChangelog,
  removeChangelog,
} from './changelog.service.js';

/** Admins publish entries; entries are no one's rows. */
const adminOnly: Access = { roles: [Role.Admin], active: true, rows: 'any' };

export const changelogRoutes: FeatureRoutes = (app, deps) => {
  // Spec: the floating changelog button is for every signed-in user.
  app.get(
    '/changelogs',
    {
      config: { access: {} },
      schema: {
        querystring: ChangelogQuerySchema,
        response: replies({ 200: ChangelogListSchema }),
      },
    },
    async (request) => listChangelogs(deps, currentUser(request), request.query),
  );

  app.get(
    '/admin/changelogs',
    { config: { access: adminOnly }, schema: { response: replies({ 200: AdminChangelogListSchema }) } },
    async () => listAdminChangelogs(deps),
  );
  app.post(
    '/admin/changelogs',
    { config: { access: adminOnly }, schema: { body: ChangelogInputSchema, response: replies({ 200: AdminChangelogSchema }) } },
    async (request) => createChangelog(deps, request.body),
  );
  app.put(
    '/admin/changelogs/:id',
    {
      config: { access: adminOnly },
      schema: { params: IdParamsSchema, body: ChangelogInputSchema, response: replies({ 200: AdminChangelogSchema }) },
    },
    async (request) => editChangelog(deps, request.params.id, request.body),
  );
  app.put(
    '/admin/changelogs/:id/publish',
    { config: { access: adminOnly }, schema: { params: IdParamsSchema, response: replies({ 200: AdminChangelogSchema }) } },
    async (request) => publishChangelog(deps, request.params.id),
  );
  app.delete(
    '/admin/changelogs/:id',
    { config: { access: adminOnly }, schema: { params: IdParamsSchema, response: replies({ 200: MessageResponseSchema }) } },
    async (request) => removeChangelog(deps, request.params.id),
  );
};
