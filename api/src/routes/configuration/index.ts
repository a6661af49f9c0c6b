import type { FastifyPluginAsync } from 'fastify';
import { CONFIG_RESOURCES, type ConfigResourceName } from '@portal/shared/contracts';
import { bindResource } from '../../configuration/binding';
import { CONFIG_BINDINGS } from '../../configuration/bindings';
import { resourceRoutes } from '../../configuration/routes';

/** /api/configuration/{name}/ for every resource of the contract, from its binding. */
const configurationResources: FastifyPluginAsync = async (app) => {
  for (const name of Object.keys(CONFIG_RESOURCES) as ConfigResourceName[]) {
    await app.register(resourceRoutes(bindResource(name, CONFIG_BINDINGS)), { prefix: `/${name}` });
  }
};

export default configurationResources;
