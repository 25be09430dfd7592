import { LocaleInputSchema, SETTINGS_PATHS } from '@routier/domain';
import { z } from 'zod';
import type { FeatureRoutes } from '../../app-deps.js';
import { forbidden } from '../../lib/app-error.js';
import { readUploadedFile } from '../../platform/files/upload.js';
import { currentUser, requireUser } from '../../plugins/auth.js';
import { canSaveOwnSettings } from './users.policy.js';
import { presentCurrentUser } from './users.presenter.js';
import { replaceProfileImage, saveOwnSettings, updateLocale } from './users.service.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });
/** Profile fields or { password, password_confirmation }; validated by the service per role. */
const settingsBody = z.record(z.string(), z.unknown());

export const usersRoutes: FeatureRoutes = (app, deps) => {
  app.get('/users/me', { preHandler: requireUser() }, async (request) =>
    presentCurrentUser(currentUser(request), request.business, request.discounts, deps.storage),
  );

  app.put(
    '/users/locale',
    { schema: { body: LocaleInputSchema }, preHandler: requireUser({ verified: false }) },
    async (request) => updateLocale(deps, currentUser(request), request.body.locale),
  );

  app.post('/users/profile-image', { preHandler: requireUser({ active: true }) }, async (request) =>
    replaceProfileImage(deps, currentUser(request), await readUploadedFile(request, 'profile_image')),
  );

  for (const path of SETTINGS_PATHS) {
    app.put(
      `/${path}/:id`,
      { schema: { params: idParams, body: settingsBody }, preHandler: requireUser({ active: true }) },
      async (request) => {
        const user = currentUser(request);
        if (!canSaveOwnSettings(user, path, request.params.id)) throw forbidden();
        return saveOwnSettings(deps, user, request.body, request.accessTokenId);
      },
    );
  }
};
