import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { SEARCH_CANDIDATES_MAX, searchPageSchema, searchQuerySchema, searchResultSchema } from '@portal/shared/contracts';

import { searchPortal, searchWordsFor } from '../../db/search';
import { msg } from '../../i18n';
import { badRequest } from '../../lib/errors';
import { pagedListRoute } from '../../lib/paged-list-route';
import { SECURITY } from '../../lib/responses';

// Open to everyone, answering what the caller may see: anonymous visitors find only what the public
// routes show (information pages, support chat groups, emergency contacts); a session adds the rest.
const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  pagedListRoute(app, {
    tags: ['search'],
    summary: 'Full-text search over the published content the caller may see, best match first',
    description:
      '`q` is read as a web search (`"a phrase"`, `or`, `-word`); operators of PostgreSQL queries are plain text. ' +
      'A title match ranks above a match elsewhere. Title and snippet are plain text with the matched words as ' +
      '`title_matches` / `snippet_matches` ranges; `path` is the portal page of the result. A query of only left-out words ' +
      `is refused on \`q\`. Of each kind of result the newest ${SEARCH_CANDIDATES_MAX} matches are ranked; \`more_than_count\` ` +
      "says a kind had more. A client runs a few searches at once; past its share or the instance's a search waits " +
      "briefly for a slot (429 when too many of the client's wait, 503 when none comes free in time).",
    security: [{}, ...SECURITY.token],
    query: searchQuerySchema,
    item: searchResultSchema,
    response: searchPageSchema,
    limited: true,
    page: async (query, request) => {
      const page = await app.searchWork(request, () =>
        searchPortal(app.db, query, { signedIn: request.user !== null, now: new Date(), words: searchWordsFor(request.reading()) }),
      );
      // The contract refuses `-word` alone; this is the database's own reading (stop words included).
      if (!page) throw badRequest({ q: [msg('search.onlyExcluded')] });
      return page;
    },
  });
};

export default searchRoutes;
