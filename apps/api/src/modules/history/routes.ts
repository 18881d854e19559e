import {
  ErrorResponse,
  HistoryDeleteAllResponse,
  HistoryEntry,
  HistoryIdParams,
  HistoryListQuery,
  HistoryListResponse,
  UpdateMarksRequest,
} from '@promptsmith/contract';
import fp from 'fastify-plugin';
import { type FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, notFound } from '../../lib/app-error';
import { requireUser } from '../../plugins/sessions';
import { decodeCursor } from './cursor';
import { createHistoryRepository } from './repository';

const tags = ['history'];
const security = [{ bearer: [] }];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };
const NOT_FOUND = 'History entry not found';

const routes: FastifyPluginCallbackZod = (app, _options, done) => {
  const repository = createHistoryRepository(app.database.db);

  app.get(
    '/api/history',
    {
      schema: {
        tags,
        security,
        summary: 'List your history, newest first',
        description:
          'Keyset pagination: pass the previous page’s nextCursor as cursor (with the same filters); null means no more pages. ' +
          'Filters: q (every word must occur in the prompt, case-insensitive), model (made for this assistant), kind.',
        querystring: HistoryListQuery,
        response: { 200: HistoryListResponse, ...errors },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      const cursor = request.query.cursor === undefined ? null : decodeCursor(request.query.cursor);
      if (request.query.cursor !== undefined && !cursor) throw badRequest('Invalid cursor');
      const { limit, q, model, kind } = request.query;
      return repository.list(user.id, { limit, cursor, q, model, kind });
    },
  );

  app.get(
    '/api/history/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One history entry',
        params: HistoryIdParams,
        response: { 200: HistoryEntry, ...errors },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      const entry = await repository.get(user.id, request.params.id);
      if (!entry) throw notFound(NOT_FOUND);
      return entry;
    },
  );

  app.patch(
    '/api/history/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Mark results Best Response (true), Needs Improvement (false) or unmarked (null)',
        params: HistoryIdParams,
        body: UpdateMarksRequest,
        response: { 200: HistoryEntry, ...errors },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      const entry = await repository.updateMarks(user.id, request.params.id, request.body.marks);
      if (!entry) throw notFound(NOT_FOUND);
      return entry;
    },
  );

  app.delete(
    '/api/history/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete one history entry',
        params: HistoryIdParams,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      if (!(await repository.delete(user.id, request.params.id))) throw notFound(NOT_FOUND);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/history',
    {
      schema: {
        tags,
        security,
        summary: 'Delete your whole history',
        response: { 200: HistoryDeleteAllResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      return { deleted: await repository.deleteAll(user.id) };
    },
  );
  done();
};

/** The signed-in user's past transforms and compares. Owner-only: any other id is a 404. */
export const historyRoutes = fp(routes, {
  name: 'history',
  dependencies: ['database', 'sessions'],
  encapsulate: true,
});
