import { LocaleInputSchema, SETTINGS_PATHS, CurrentUserSchema } from '@routier/domain';
import { z } from 'zod';
import type { FeatureRoutes } from '../../app-deps.js';
import { forbidden } from '../../lib/app-error.js';
import { IdParamsSchema } from '../../lib/id-params.js';
import { replies } from '../../lib/response-schemas.js';
import { readUploadedFile } from '../../platform/files/upload.js';
import { currentUser } from '../../plugins/auth.js';
import { canSaveOwnSettings } from './users.policy.js';
import { presentCurrentUser } from './users.presenter.js';
import { replaceProfileImage, saveOwnSettings, updateLocale } from './users.service.js';

const idParams = IdParamsSchema;
/** Profile fields or { password, password_confirmation }; validated by the service per role. */
const settingsBody = z.record(z.string(), z.unknown());
const userReply = replies({ 200: CurrentUserSchema });

export const usersRoutes: FeatureRoutes = (app, deps) => {
  app.get('/users/me', { config: { access: {} }, schema: { response: userReply } }, async (request) =>
    presentCurrentUser(currentUser(request), request.business, request.discounts, deps.storage),
  );

  app.put(
    '/users/locale',
    { config: { access: { verified: false } }, schema: { body: LocaleInputSchema, response: userReply } },
    async (request) => updateLocale(deps, currentUser(request), request.body.locale),
  );

  // Spec §6: a user who is not active cannot submit profile or password forms.
  app.post(
    '/users/profile-image',
    {
      config: { access: { active: true } },
      schema: {
        description: 'multipart/form-data with one image file in the field `profile_image` (20 MB at most).',
        response: userReply,
      },
    },
    async (request) => replaceProfileImage(deps, currentUser(request), await readUploadedFile(request, 'profile_image')),
  );

  // PUT /subdealers/{id} and /dispatchers/{id} also let the member's owner edit him: the sub-accounts feature serves them.
  for (const path of SETTINGS_PATHS.filter((p) => p !== 'subdealers' && p !== 'dispatchers')) {
    app.put(
      `/${path}/:id`,
      { config: { access: { active: true } }, schema: { params: idParams, body: settingsBody, response: userReply } },
      async (request) => {
        const user = currentUser(request);
        if (!canSaveOwnSettings(user, path, request.params.id)) throw forbidden();
        return saveOwnSettings(deps, user, request.body, request.accessTokenId);
      },
    );
  }
};
