import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { badInput } from '../../lib/app-error.js';
import { perRouteRateLimit } from '../../lib/rate-limit.js';
import { ConsultationBody, ContactBody, DemoFeedbackBody, FormReceipt, SampleReportBody } from './form-schemas.js';
import { startMailWorker } from './mail-queue.js';
import { type Sender, storeConsultation, storeSubmission } from './store-form.js';
import { teamMailText, trimFields } from './team-mail.js';

const THANKS = {
  sample_report: 'Thank you! Your free sample report request is in; we will e-mail you within one business day.',
  consultation: 'Thank you! We received your consultation request and will e-mail you to book a time.',
  contact: 'Thank you for your message. We will reply by e-mail within one business day.',
  demo_feedback: 'Thank you! We will e-mail you to arrange your free demo.',
};

function senderOf(request: FastifyRequest): Sender {
  return { ip: request.ip, userAgent: request.headers['user-agent']?.slice(0, 512) ?? null };
}

/** Required text fields must hold something once trimmed (trimFields drops blank ones). */
function requireFilled(input: Record<string, unknown>, fields: string[]): void {
  for (const field of fields) {
    if (typeof input[field] !== 'string') throw badInput(field, 'is required');
  }
}

/**
 * SiteScout's own public forms (free sample report, Pro Monthly consultation, contact, demo feedback).
 * Each submission is stored with the team mail it owes in one transaction, then mailed to TEAM_EMAIL by
 * a retrying worker, so nothing is lost while SMTP is down. A honeypot field and a per-IP rate limit keep
 * bots out.
 */
export const formsPlugin: FastifyPluginAsyncTypebox = async (app) => {
  const { teamEmail } = app.config.mail;
  const worker = startMailWorker({
    database: app.database,
    mailer: app.mailer,
    retrySeconds: app.config.forms.mailRetrySeconds,
    log: app.log,
  });
  app.addHook('onClose', () => worker.stop());

  // Registered inside this (encapsulated) plugin, so only the form routes are limited.
  await app.register(rateLimit, perRouteRateLimit('submissions', app.counters, 'forms'));
  const limited = { rateLimit: { max: app.config.forms.rateLimitPerHour, timeWindow: '1 hour' } };
  const responses = { 201: FormReceipt };

  /** Bots fill the hidden `website` field: answer as if accepted, store and send nothing. */
  const isBot = (request: FastifyRequest, body: { website?: string | undefined }) => {
    if (!body.website?.trim()) return false;
    request.log.info({ ip: request.ip }, 'form honeypot filled; submission discarded');
    return true;
  };

  app.post(
    '/api/forms/sample-report',
    {
      config: limited,
      schema: { tags: ['forms'], summary: 'Request a free sample report', body: SampleReportBody, response: responses },
    },
    async (request, reply) => {
      if (isBot(request, request.body))
        return reply.status(201).send({ id: randomUUID(), message: THANKS.sample_report });
      const input = trimFields(request.body);
      requireFilled(input, ['name', 'businessType', 'addresses']);
      const { id, mailId } = await storeSubmission(
        app.database,
        {
          kind: 'sample_report',
          name: input.name,
          email: input.email,
          phone: input.phone,
          message: input.message,
          details: { businessType: input.businessType, addresses: input.addresses },
          page: input.page,
        },
        senderOf(request),
        {
          to: teamEmail,
          replyTo: input.email,
          subject: `Free sample report request: ${input.businessType} (${input.name})`,
          text: teamMailText(
            'A free sample report was requested on the SiteScout site.',
            [
              ['Name', input.name],
              ['E-mail', input.email],
              ['Phone', input.phone],
              ['Business type', input.businessType],
              ['Addresses', input.addresses],
              ['Sent from', input.page],
            ],
            input.message,
          ),
        },
      );
      worker.kick([mailId]);
      return reply.status(201).send({ id, message: THANKS.sample_report });
    },
  );

  app.post(
    '/api/forms/consultation',
    {
      config: limited,
      schema: {
        tags: ['forms'],
        summary: 'Request a Pro Monthly consultation (stored as a sales lead)',
        body: ConsultationBody,
        response: responses,
      },
    },
    async (request, reply) => {
      if (isBot(request, request.body))
        return reply.status(201).send({ id: randomUUID(), message: THANKS.consultation });
      const input = trimFields(request.body);
      requireFilled(input, ['name']);
      const { id, mailId } = await storeConsultation(
        app.database,
        { name: input.name, email: input.email, company: input.company, phone: input.phone, message: input.message },
        senderOf(request),
        {
          to: teamEmail,
          replyTo: input.email,
          subject: `Pro Monthly consultation request: ${input.company ?? input.name}`,
          text: teamMailText(
            'A Pro Monthly consultation was requested on the SiteScout site.',
            [
              ['Name', input.name],
              ['E-mail', input.email],
              ['Company', input.company],
              ['Phone', input.phone],
              ['Sent from', input.page],
            ],
            input.message,
          ),
        },
      );
      worker.kick([mailId]);
      return reply.status(201).send({ id, message: THANKS.consultation });
    },
  );

  app.post(
    '/api/forms/contact',
    {
      config: limited,
      schema: {
        tags: ['forms'],
        summary: 'Send a message to the SiteScout team',
        body: ContactBody,
        response: responses,
      },
    },
    async (request, reply) => {
      if (isBot(request, request.body)) return reply.status(201).send({ id: randomUUID(), message: THANKS.contact });
      const input = trimFields(request.body);
      requireFilled(input, ['name', 'message']);
      const { id, mailId } = await storeSubmission(
        app.database,
        {
          kind: 'contact',
          name: input.name,
          email: input.email,
          message: input.message,
          details: input.subject ? { subject: input.subject } : {},
          page: input.page,
        },
        senderOf(request),
        {
          to: teamEmail,
          replyTo: input.email,
          subject: `Contact form: ${input.subject ?? `message from ${input.name}`}`,
          text: teamMailText(
            'A message was sent through the SiteScout contact form.',
            [
              ['Name', input.name],
              ['E-mail', input.email],
              ['Subject', input.subject],
              ['Sent from', input.page],
            ],
            input.message,
          ),
        },
      );
      worker.kick([mailId]);
      return reply.status(201).send({ id, message: THANKS.contact });
    },
  );

  app.post(
    '/api/forms/demo-feedback',
    {
      config: limited,
      schema: { tags: ['forms'], summary: 'Ask for a free demo', body: DemoFeedbackBody, response: responses },
    },
    async (request, reply) => {
      if (isBot(request, request.body))
        return reply.status(201).send({ id: randomUUID(), message: THANKS.demo_feedback });
      const input = trimFields(request.body);
      requireFilled(input, ['name', 'message']);
      const { id, mailId } = await storeSubmission(
        app.database,
        {
          kind: 'demo_feedback',
          name: input.name,
          email: input.email,
          company: input.company,
          message: input.message,
          details: {},
          page: input.page,
        },
        senderOf(request),
        {
          to: teamEmail,
          replyTo: input.email,
          subject: `Free demo request: ${input.company ?? input.name}`,
          text: teamMailText(
            'A free demo was requested on the SiteScout site.',
            [
              ['Name', input.name],
              ['E-mail', input.email],
              ['Company', input.company],
              ['Sent from', input.page],
            ],
            input.message,
          ),
        },
      );
      worker.kick([mailId]);
      return reply.status(201).send({ id, message: THANKS.demo_feedback });
    },
  );
};
