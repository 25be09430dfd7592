import { z } from 'zod';
import {
  DispatcherInviteInputSchema,
  Role,
  SUB_ACCOUNT_ROLES,
  SubAccountsQuerySchema,
  SubDealerInviteInputSchema,
  SubDealerUpdateInputSchema,
  type CurrentUser,
  type SubAccount,
  type SubAccountKind,
  SubAccountSchema,
  CurrentUserSchema,
} from '@routier/domain';
import type { FastifyRequest } from 'fastify';
import type { FeatureRoutes } from '../../app-deps.js';
import type { UserRow } from '../../db/schema/index.js';
import { forbidden } from '../../lib/app-error.js';
import { IdParamsSchema } from '../../lib/id-params.js';
import { requestUrl } from '../../lib/paging.js';
import { pagedSchema, replies } from '../../lib/response-schemas.js';
import { currentUser } from '../../plugins/auth.js';
import { canSaveOwnSettings } from '../users/users.policy.js';
import { saveOwnSettings } from '../users/users.service.js';
import {
  inviteSubAccount,
  listSubAccounts,
  removeSubAccount,
  restoreSubAccount,
  setDispatcherProvinces,
  setSubAccountActive,
  setSubDealerTitle,
  updateSubDealer,
} from './sub-accounts.service.js';

/** Spec: /my-account/sub-accounts needs approval; a dealer manages his sub-dealers, a transport company its dispatchers. */
const ownerOf = (kind: SubAccountKind) => ({ access: { roles: [SUB_ACCOUNT_ROLES[kind].owner], active: true } }) as const;
const rowReply = replies({ 200: SubAccountSchema });
const one = { params: IdParamsSchema, response: rowReply };
/** PUT /subdealers/{id} and /dispatchers/{id}: the member's own settings, or the owner's edit of the member. */
const settingsBody = z.record(z.string(), z.unknown());
const ownOrMemberReply = replies({ 200: z.union([SubAccountSchema, CurrentUserSchema]) });

/** Dealer sub-accounts and dispatchers (spec §7 "Dealer sub-accounts", "Team"). */
export const subAccountsRoutes: FeatureRoutes = (app, deps) => {
  const list = (kind: SubAccountKind, path: string) =>
    app.get(
      path,
      {
        config: ownerOf(kind),
        schema: { querystring: SubAccountsQuerySchema, response: replies({ 200: pagedSchema(SubAccountSchema) }) },
      },
      async (request) =>
        listSubAccounts(deps, currentUser(request), kind, request.query, requestUrl(deps.env.appUrl, request.url)),
    );
  list('subdealers', '/dealers/view-subdealers');
  list('dispatchers', '/transport-companies/view-dispatchers');

  app.post(
    '/subdealers',
    {
      config: ownerOf('subdealers'),
      schema: {
        description:
          'Invites a sub-dealer with his title: an email with a password-set link. Refused (409 account.business_details_required) until the business details are filled.',
        body: SubDealerInviteInputSchema,
        response: replies({ 201: SubAccountSchema }),
      },
    },
    async (request, reply) => {
      reply.code(201);
      return inviteSubAccount(deps, currentUser(request), request.business, { kind: 'subdealers', input: request.body });
    },
  );
  app.post(
    '/dispatchers',
    {
      config: ownerOf('dispatchers'),
      schema: {
        description:
          'Invites a dispatcher with his provinces: an email with a password-set link. Refused (409 account.business_details_required) until the business details are filled.',
        body: DispatcherInviteInputSchema,
        response: replies({ 201: SubAccountSchema }),
      },
    },
    async (request, reply) => {
      reply.code(201);
      return inviteSubAccount(deps, currentUser(request), request.business, { kind: 'dispatchers', input: request.body });
    },
  );

  /** The member saves his own settings (users feature); his owner edits him (title, provinces). */
  const ownOrMember =
    (kind: SubAccountKind, edit: (caller: UserRow, id: number, body: unknown) => Promise<SubAccount>) =>
    async (
      request: FastifyRequest<{ Params: { id: number }; Body: Record<string, unknown> }>,
    ): Promise<SubAccount | CurrentUser> => {
      const user = currentUser(request);
      // the owner's own id on his members' path is the settings path of another role
      if (user.role === SUB_ACCOUNT_ROLES[kind].owner && request.params.id !== user.id)
        return edit(user, request.params.id, request.body);
      if (!canSaveOwnSettings(user, kind, request.params.id)) throw forbidden();
      return saveOwnSettings(deps, user, request.body, request.accessTokenId);
    };
  app.put(
    '/subdealers/:id',
    {
      config: { access: { roles: [Role.Dealer, Role.SubDealer], active: true } },
      schema: {
        description:
          "The dealer sets his sub-dealer's title ({ title }); a sub-dealer saves his own settings (profile fields, or password and password_confirmation).",
        params: IdParamsSchema,
        body: settingsBody,
        response: ownOrMemberReply,
      },
    },
    ownOrMember('subdealers', (caller, id, body) => setSubDealerTitle(deps, caller, id, body)),
  );
  app.put(
    '/dispatchers/:id',
    {
      config: { access: { roles: [Role.TransportCompany, Role.Dispatcher], active: true } },
      schema: {
        description:
          "The transport company sets its dispatcher's provinces ({ provinces }); a dispatcher saves his own settings (profile fields with address, lat, lng, or password and password_confirmation).",
        params: IdParamsSchema,
        body: settingsBody,
        response: ownOrMemberReply,
      },
    },
    ownOrMember('dispatchers', (caller, id, body) => setDispatcherProvinces(deps, caller, id, body)),
  );

  app.put(
    '/dealers/update-subdealer/:id',
    {
      config: ownerOf('subdealers'),
      schema: {
        description: "The dealer corrects a sub-dealer's title and, when sent, his first and last name and phone.",
        params: IdParamsSchema,
        body: SubDealerUpdateInputSchema,
        response: rowReply,
      },
    },
    async (request) => updateSubDealer(deps, currentUser(request), request.params.id, request.body),
  );

  for (const kind of ['subdealers', 'dispatchers'] as const) {
    const config = ownerOf(kind);
    app.delete(`/${kind}/:id`, { config, schema: one }, async (request) =>
      removeSubAccount(deps, currentUser(request), kind, request.params.id),
    );
    app.put(`/${kind}/restore/:id`, { config, schema: one }, async (request) =>
      restoreSubAccount(deps, currentUser(request), kind, request.params.id),
    );
    // Not in the spec (it names PUT /users/activate|deactivate/{id}, the drivers' calls): the same for sub-accounts.
    for (const action of ['activate', 'deactivate'] as const) {
      app.put(
        `/${kind}/${action}/:id`,
        { config, schema: { ...one, description: `${action} a sub-account (a deactivated one cannot sign in).` } },
        async (request) => setSubAccountActive(deps, currentUser(request), kind, request.params.id, action === 'activate'),
      );
    }
  }
};
