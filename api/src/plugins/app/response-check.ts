import { appendFileSync } from 'node:fs';

import fp from 'fastify-plugin';

import { documentPath, openApiContract, type OpenApiContract, type OpenApiDocument } from '../../lib/openapi-contract';

/**
 * With `file` (RESPONSE_CHECK_FILE, tests only), every answer of a documented route is checked
 * against the API's own OpenAPI document (lib/openapi-contract.ts); one outside it is logged as an
 * error and appended to the file as a JSON line, which the browser suite's teardown requires empty.
 */
export default fp<{ file: string | null }>(
  async (app, { file }) => {
    if (!file) return;
    let contract: OpenApiContract | undefined;
    app.addHook('onSend', async (request, reply, payload) => {
      const route = request.routeOptions;
      // Answers given before routing (unknown paths), HEAD (GET's answer without a body) and
      // the routes the document leaves out on purpose (its own pages).
      if (!route.url || request.method === 'HEAD' || route.schema?.hide) return payload;
      contract ??= openApiContract(app.swagger() as OpenApiDocument);
      const body = typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : payload == null ? '' : undefined;
      const path = documentPath(route.url);
      const problems = contract.check(request.method, path, { statusCode: reply.statusCode, headers: reply.getHeaders(), body });
      if (problems.length > 0) {
        const violation = { method: request.method, route: path, url: request.url, status: reply.statusCode, problems };
        request.log.error({ violation }, 'answer outside the OpenAPI document');
        appendFileSync(file, `${JSON.stringify(violation)}\n`);
      }
      return payload;
    });
  },
  { name: 'response-check', dependencies: ['swagger'] },
);
