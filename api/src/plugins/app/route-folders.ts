import path from 'node:path';

import autoload from '@fastify/autoload';
import type { FastifyPluginAsync } from 'fastify';

/**
 * Every route plugin, found by its folder: the folder is the URL prefix, so
 * routes/configuration/files/index.ts serves /api/configuration/files/…. A folder's other files
 * are the index's helpers; only the index is a plugin.
 */
const routeFolders: FastifyPluginAsync = async (app) => {
  await app.register(autoload, { dir: path.resolve(import.meta.dirname, '../../routes'), options: { prefix: '/api' } });
};

export default routeFolders;
