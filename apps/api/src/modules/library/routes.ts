import {
  EXPORT_FORMAT,
  ErrorResponse,
  LibraryExport,
  LibraryImportErrorResponse,
  LibraryImportRequest,
  LibraryImportResponse,
  UserTemplate,
  UserTemplateIdParams,
  UserTemplateInput,
  UserTemplateListResponse,
} from '@promptsmith/contract';
import fp from 'fastify-plugin';
import { type FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { requireUser } from '../../plugins/sessions';
import { checkImport } from './import-check';
import { exportMarkdown } from './markdown';
import { createLibraryRepository } from './repository';

const security = [{ bearer: [] }];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };
const NOT_FOUND = 'Template not found';
/** An export of a long history is bigger than the 1 MiB every other route accepts. */
const IMPORT_BODY_LIMIT = 20 * 1024 * 1024;

const day = (date: Date) => date.toISOString().slice(0, 10);

const routes: FastifyPluginCallbackZod = (app, _options, done) => {
  const repository = createLibraryRepository(app.database.db);

  app.get(
    '/api/templates/mine',
    {
      schema: {
        tags: ['templates'],
        security,
        summary: 'Your own templates, newest first',
        response: { 200: UserTemplateListResponse, 401: ErrorResponse },
      },
    },
    async (request) => ({ items: await repository.listTemplates(requireUser(request).user.id) }),
  );

  app.post(
    '/api/templates/mine',
    {
      schema: {
        tags: ['templates'],
        security,
        summary: 'Save a prompt as a personal template',
        body: UserTemplateInput,
        response: { 201: UserTemplate, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      return reply.status(201).send(await repository.createTemplate(user.id, request.body, app.now()));
    },
  );

  app.put(
    '/api/templates/mine/:id',
    {
      schema: {
        tags: ['templates'],
        security,
        summary: 'Edit one of your templates',
        params: UserTemplateIdParams,
        body: UserTemplateInput,
        response: { 200: UserTemplate, ...errors },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      const template = await repository.updateTemplate(user.id, request.params.id, request.body, app.now());
      if (!template) throw notFound(NOT_FOUND);
      return template;
    },
  );

  app.delete(
    '/api/templates/mine/:id',
    {
      schema: {
        tags: ['templates'],
        security,
        summary: 'Delete one of your templates',
        params: UserTemplateIdParams,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      if (!(await repository.deleteTemplate(user.id, request.params.id))) throw notFound(NOT_FOUND);
      return reply.status(204).send(null);
    },
  );

  async function exportOf(userId: string): Promise<LibraryExport> {
    const now = app.now();
    return {
      format: EXPORT_FORMAT,
      version: 1,
      exportedAt: now.toISOString(),
      ...(await repository.exportAll(userId)),
    };
  }

  app.get(
    '/api/library/export',
    {
      schema: {
        tags: ['library'],
        security,
        summary: 'Your whole history (with versions) and your templates, as JSON',
        description: 'The file POST /api/library/import reads back.',
        response: { 200: LibraryExport, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      const data = await exportOf(requireUser(request).user.id);
      void reply.header(
        'content-disposition',
        `attachment; filename="promptsmith-export-${day(app.now())}.json"`,
      );
      return data;
    },
  );

  app.get(
    '/api/library/export/markdown',
    {
      schema: {
        tags: ['library'],
        security,
        summary: 'The same export as a readable Markdown document',
        response: { 200: z.string(), 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      const data = await exportOf(requireUser(request).user.id);
      return reply
        .type('text/markdown; charset=utf-8')
        .header('content-disposition', `attachment; filename="promptsmith-export-${day(app.now())}.md"`)
        .send(exportMarkdown(data));
    },
  );

  app.post(
    '/api/library/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags: ['library'],
        security,
        summary: 'Import an export file: all or nothing, duplicates skipped',
        description:
          'Every entry is checked first; if any is bad the reply is 422 naming each one and nothing ' +
          'is imported. Entries already here (same prompt, assistants and time; same template title ' +
          'and text) are skipped.',
        body: LibraryImportRequest,
        response: { 200: LibraryImportResponse, 422: LibraryImportErrorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      const checked = checkImport(request.body);
      if (checked.errors.length > 0) {
        const n = checked.errors.length;
        return reply.status(422).send({
          message: `Nothing was imported: ${n} ${n === 1 ? 'entry is' : 'entries are'} not valid.`,
          code: 'VALIDATION_FAILED',
          errors: checked.errors,
        });
      }
      return repository.importAll(user.id, checked.history, checked.templates, app.now());
    },
  );
  done();
};

/** Personal templates, and export/import of everything a user owns. Owner-only. */
export const libraryRoutes = fp(routes, {
  name: 'library',
  dependencies: ['clock', 'database', 'sessions'],
  encapsulate: true,
});
