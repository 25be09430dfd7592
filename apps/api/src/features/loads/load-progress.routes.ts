import {
  AdvanceLoadInputSchema,
  DriverLoadSchema,
  LoadPositionInputSchema,
  LoadPositionSchema,
  LoadStepsSchema,
  Role,
} from '@routier/domain';
import type { FeatureRoutes } from '../../app-deps.js';
import { IdParamsSchema } from '../../lib/id-params.js';
import { replies } from '../../lib/response-schemas.js';
import { readMultipartForm } from '../../platform/files/multipart-form.js';
import { currentUser } from '../../plugins/auth.js';
import { completeLoad } from './load-delivery.service.js';
import { advanceLoad, answerLoad, getAssignedLoad, getLoadSteps, shareLoadPosition } from './load-progress.service.js';

const driver = { access: { roles: [Role.Driver], active: true } };
/** the load's driver, or the company (and its dispatchers) holding the job: checked by the policy */
const crew = { access: { roles: [Role.Driver, Role.TransportCompany, Role.Dispatcher], active: true } };

/** A driver runs his load: answers it, walks its steps, shares his position, delivers it. */
export const loadProgressRoutes: FeatureRoutes = (app, deps) => {
  app.get(
    '/loads/assigned/:id',
    {
      config: driver,
      schema: { description: "One of the driver's loads.", params: IdParamsSchema, response: replies({ 200: DriverLoadSchema }) },
    },
    async (request) => getAssignedLoad(deps, currentUser(request), request.params.id),
  );

  for (const answer of ['accept', 'reject'] as const) {
    app.put(
      `/loads/${answer}/:id`,
      {
        config: driver,
        schema: {
          description: `The driver ${answer}s a load assigned to him (11 → ${answer === 'accept' ? 12 : 13}); 409 once answered.`,
          params: IdParamsSchema,
          response: replies({ 200: DriverLoadSchema }),
        },
      },
      async (request) => answerLoad(deps, currentUser(request), request.params.id, answer),
    );
  }

  app.get(
    '/loads/status/:id',
    { config: crew, schema: { params: IdParamsSchema, response: replies({ 200: LoadStepsSchema }) } },
    async (request) => getLoadSteps(deps, currentUser(request), request.params.id),
  );

  app.put(
    '/loads/status/:id',
    {
      config: crew,
      schema: {
        description:
          'Advances the load to its next step from `from`, the step the caller saw as its last one. 409 with the reason: the load moved meanwhile (`load.step_stale`), not accepted, pickup inspection missing, completed, or step 6 (delivered through mark-as-completed).',
        params: IdParamsSchema,
        body: AdvanceLoadInputSchema,
        response: replies({ 200: LoadStepsSchema }),
      },
    },
    async (request) => advanceLoad(deps, currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/loads/position/:id',
    {
      config: driver,
      schema: {
        description: "The driver's position while the load is in transport: each of its cars' last position.",
        params: IdParamsSchema,
        body: LoadPositionInputSchema,
        response: replies({ 200: LoadPositionSchema }),
      },
    },
    async (request) => shareLoadPosition(deps, currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/loads/mark-as-completed/:id',
    {
      config: crew,
      schema: {
        description:
          'multipart/form-data: `files[]` (at least one: the bill of lading; jpeg, png, pdf, doc(x), xls(x), mov, mp4, avi, txt, csv), `delivered_at` (YYYY/MM/DD, default today), `notes`, and when the order charges it `fuel_fee` with `fuel_fee_file`.',
        params: IdParamsSchema,
        response: replies({ 200: DriverLoadSchema }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const form = await readMultipartForm(request, 'files', 11);
      return completeLoad(deps, user, request.params.id, form);
    },
  );
};
