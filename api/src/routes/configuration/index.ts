import type { FastifyPluginAsync } from 'fastify';

import { CONFIG_RESOURCES, type ConfigResourceName } from '@portal/shared/contracts';

import { bindResource } from '../../configuration/bind-resource';
import { CONFIG_BINDINGS } from '../../configuration/resource-tables';
import { resourceRoutes } from '../../configuration/routes';
import { singleRoutes } from '../../configuration/single';

/**
 * /api/configuration/{name}/ for every resource of the contract, from its binding. The other
 * folders under configuration/ (accounts, audit-log, client-errors, files) are not resources: a
 * resource of one of those names would fail at start-up on the duplicate route.
 */
const configurationResources: FastifyPluginAsync = async (app) => {
  for (const name of Object.keys(CONFIG_RESOURCES) as ConfigResourceName[]) {
    const bound = bindResource(name, CONFIG_BINDINGS);
    await app.register(bound.resource.single ? singleRoutes(bound) : resourceRoutes(bound), { prefix: `/${name}` });
  }
};

export default configurationResources;
