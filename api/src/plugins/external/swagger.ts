import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

import { completeDocument, describeRoute } from '../../lib/openapi-document';

export const DOCS_PREFIX = '/api/docs';

/**
 * The OpenAPI document at DOCS_PREFIX/json (and /yaml), and with `ui` Swagger UI at DOCS_PREFIX.
 * The UI is for development: served by the API, it runs on the portal's own origin, where the
 * session token lives, so production serves the document alone (API_DOCS_UI, off by default).
 */
export default fp<{ ui: boolean }>(
  async (app, { ui }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Community services portal API',
          version: '0.1.0',
          description:
            'Errors are `{"detail": "…", "errors": {"field": ["…"]}}`. Unsafe methods need the ' +
            '`XSRF-TOKEN` cookie (from `GET /api/auth/csrf/`) echoed in `X-XSRF-TOKEN`. Text fields of ' +
            'request bodies (names, titles, addresses, descriptions) are trimmed of surrounding white space before they are checked (passwords never); rules ' +
            'across fields are in the description of the body. A method a path lacks answers 405 with `Allow`. ' +
            "Words the API writes (`detail`, field messages, mails) are in the request's language: the best match of " +
            '`Accept-Language` among the languages the portal speaks (`en`, `es`), else the language the account chose ' +
            "(its profile's `language`), else the first of them; such answers name it in `Content-Language`, with " +
            "`Vary: Accept-Language`. A mail is in its recipient's chosen language when they have one.",
        },
        // The portal's own origin: the shell serves the API under /api.
        servers: [{ url: '/', description: "The portal's origin" }],
        components: {
          securitySchemes: {
            tokenAuth: {
              type: 'apiKey',
              in: 'header',
              name: 'Authorization',
              description: '`Token <key>`, the key from login or register.',
            },
            xsrf: {
              type: 'apiKey',
              in: 'header',
              name: 'X-XSRF-TOKEN',
              description: 'The value of the `XSRF-TOKEN` cookie.',
            },
          },
        },
      },
      // A route that declares no security needs none: the document says so (`security: []`).
      transform: (route) => {
        const transformed = jsonSchemaTransform(route);
        return { ...transformed, schema: { security: [], ...describeRoute(route, transformed.schema) } };
      },
      transformObject: (documents) =>
        'openapiObject' in documents
          ? completeDocument(documents.openapiObject, { maxParamLength: app.initialConfig.maxParamLength ?? 100 })
          : documents.swaggerObject,
    });
    if (!ui) {
      await app.register(
        async (docs) => {
          docs.get('/json', { schema: { hide: true } }, async () => app.swagger());
          docs.get('/yaml', { schema: { hide: true } }, async (_request, reply) =>
            reply.type('application/x-yaml').send(app.swagger({ yaml: true })),
          );
        },
        { prefix: DOCS_PREFIX },
      );
      return;
    }
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      // Its own policy (hashes for its inline scripts), made as strict as the rest of the API allows.
      staticCSP: true,
      transformStaticCSP: (policy) =>
        policy
          .replace("base-uri 'self'", "base-uri 'none'")
          .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
          .replace(/ ?upgrade-insecure-requests;?/, ''),
    });
  },
  { name: 'swagger' },
);
