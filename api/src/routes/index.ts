import type { FastifyPluginAsync } from 'fastify';

import appeals from './appeals';
import auth from './auth';
import campaigns from './campaigns';
import clientErrors from './client-errors';
import communityGroups from './community-groups';
import complaintTypes from './complaint-types';
import complaints from './complaints';
import configurationResources from './configuration';
import configurationAccounts from './configuration/accounts';
import configurationAuditLog from './configuration/audit-log';
import configurationClientErrors from './configuration/client-errors';
import configurationFiles from './configuration/files';
import contactMessages from './contact-messages';
import councilMembers from './council-members';
import disputeTypes from './dispute-types';
import disputes from './disputes';
import documents from './documents';
import donationCauses from './donation-causes';
import donations from './donations';
import donationsReturn from './donations/return';
import emergencies from './emergencies';
import files from './files';
import headlines from './headlines';
import health from './health';
import legislation from './legislation';
import news from './news';
import organization from './organization';
import outbox from './outbox';
import paymentsSandbox from './payments/sandbox';
import paymentsWebhooks from './payments/webhooks';
import petitions from './petitions';
import polls from './polls';
import projects from './projects';
import reference from './reference';
import search from './search';
import staff from './staff';
import support from './support';
import uploads from './uploads';
import users from './users';
import usersProperties from './users/properties';

/** Folder = URL prefix: routes/configuration/files/ serves /api/configuration/files/… */
const ROUTE_FOLDERS: Record<string, FastifyPluginAsync> = {
  auth,
  'client-errors': clientErrors,
  complaints,
  configuration: configurationResources,
  'configuration/accounts': configurationAccounts,
  'configuration/audit-log': configurationAuditLog,
  'configuration/client-errors': configurationClientErrors,
  'configuration/files': configurationFiles,
  'contact-messages': contactMessages,
  'council-members': councilMembers,
  'donation-causes': donationCauses,
  donations,
  'donations/return': donationsReturn,
  emergencies,
  files,
  headlines,
  health,
  news,
  organization,
  outbox,
  'payments/sandbox': paymentsSandbox,
  'payments/webhooks': paymentsWebhooks,
  reference,
  search,
  support,
  users,
  'users/properties': usersProperties,
  campaigns,
  'community-groups': communityGroups,
  documents,
  legislation,
  petitions,
  polls,
  projects,
  appeals,
  'complaint-types': complaintTypes,
  'dispute-types': disputeTypes,
  disputes,
  staff,
  uploads,
};

const routes: FastifyPluginAsync = async (app) => {
  for (const [folder, plugin] of Object.entries(ROUTE_FOLDERS)) {
    await app.register(plugin, { prefix: `/api/${folder}` });
  }
};

export default routes;
