import {
  ErrorResponse,
  TestimonialListQuery,
  TestimonialListResponse,
  TestimonialSubmitRequest,
  TestimonialSubmitResponse,
} from '@promptsmith/contract';
import fp from 'fastify-plugin';
import { type FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/sessions';
import { createTestimonialService } from './service';

const tags = ['testimonials'];

const routes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = createTestimonialService({
    db: app.database.db,
    counters: app.counters,
    mail: app.mail,
    now: app.now,
    recipient: app.config.testimonialRecipient,
    log: app.log,
  });

  app.post(
    '/api/testimonials/submit',
    {
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Submit a testimonial for review',
        description:
          'Author, email and role come from the session; author/email/role/date/recipient in the body are ignored. ' +
          'The testimonial is stored as pending and mailed to TESTIMONIAL_RECIPIENT. At most 5 per user per UTC day.',
        body: TestimonialSubmitRequest,
        response: {
          201: TestimonialSubmitResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          429: ErrorResponse,
        },
      },
      // Before body validation: a visitor learns to sign in, not what the body lacks.
      preValidation: async (request) => {
        requireUser(request);
      },
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      const { content, rating } = request.body;
      const result = await service.submit(user, { content, rating });
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/api/testimonials',
    {
      schema: {
        tags,
        summary: 'Approved testimonials, newest first',
        querystring: TestimonialListQuery,
        response: { 200: TestimonialListResponse, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      // Public and identical for everyone; a moderator's approval shows on the next load.
      void reply.header('cache-control', 'no-cache');
      return service.listApproved(request.query.limit);
    },
  );
  done();
};

/** Submitting (signed in) and the public list of approved testimonials. */
export const testimonialRoutes = fp(routes, {
  name: 'testimonials',
  dependencies: ['config', 'clock', 'database', 'counters', 'sessions', 'mail'],
  encapsulate: true,
});
