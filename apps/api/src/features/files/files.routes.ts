import { SignedFileQuerySchema, SignedFileResponseSchema } from '@routier/domain';
import type { FeatureRoutes } from '../../app-deps.js';
import { replies } from '../../lib/response-schemas.js';
import { serveSignedFile } from './files.service.js';

export const filesRoutes: FeatureRoutes = (app, deps) => {
  // Public: the signature is the capability, made only after the caller's authorization check (signed-url.ts).
  app.get(
    '/files/*',
    {
      config: { access: 'public' },
      schema: {
        // a wildcard path has no OpenAPI form; signed URLs come from the API's own answers
        hide: true,
        description: 'A private file through a signed, expiring URL. 403 when expired or the signature is wrong.',
        querystring: SignedFileQuerySchema,
        response: replies({ 200: SignedFileResponseSchema }),
      },
    },
    async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const file = await serveSignedFile(deps, key, request.query.expires, request.query.signature);
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Disposition', file.disposition)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
        .header('Cache-Control', 'private, max-age=300')
        .send(file.bytes);
    },
  );
};
