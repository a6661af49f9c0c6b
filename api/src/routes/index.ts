import type { FastifyPluginAsync } from 'fastify';
import auth from './auth';
import clientErrors from './client-errors';
import complaints from './complaints';
import configurationNews from './configuration/news';
import donations from './donations';
import health from './health';
import news from './news';
import outbox from './outbox';
import reference from './reference';
import users from './users';
import usersProperties from './users/properties';

/** Folder = URL prefix: routes/configuration/news/ serves /api/configuration/news/… */
const ROUTE_FOLDERS: Record<string, FastifyPluginAsync> = {
  auth,
  'client-errors': clientErrors,
  complaints,
  'configuration/news': configurationNews,
  donations,
  health,
  news,
  outbox,
  reference,
  users,
  'users/properties': usersProperties,
};

const routes: FastifyPluginAsync = async (app) => {
  for (const [folder, plugin] of Object.entries(ROUTE_FOLDERS)) {
    await app.register(plugin, { prefix: `/api/${folder}` });
  }
};

export default routes;
