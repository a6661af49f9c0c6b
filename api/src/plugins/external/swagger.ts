import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Community services portal API',
          version: '0.1.0',
          description:
            'Errors are `{"detail": "…", "errors": {"field": ["…"]}}`. Unsafe methods need the ' +
            '`XSRF-TOKEN` cookie (from `GET /api/auth/csrf/`) echoed in `X-XSRF-TOKEN`.',
        },
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
      transform: jsonSchemaTransform,
    });
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
