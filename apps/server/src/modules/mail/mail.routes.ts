/**
 * The outbox for staff (GET /api/Beheer/Uitbak) and, when KLW_SMTP_URL is set, the sender that
 * delivers it: started with the app, nudged after responses that put mail in the outbox,
 * stopped when the app closes.
 */
import type { FastifyInstance } from 'fastify';
import { mailAanroepen } from '@kw/contract';
import { registreer } from '../../aanroepen/registreer';
import type { MailInstellingen } from '../../config';
import type { Database } from '../../db/client';
import { sessieVan, vereisToken } from '../../plugins/auth';
import { haalUitbak } from './mail.uitbak';
import { uitbakGewijzigd } from './mail.service';
import { startMailVerzender, type MailVerzender } from './mail.verzender';

declare module 'fastify' {
  interface FastifyInstance {
    /** the SMTP sender, or null without KLW_SMTP_URL (messages stay in the outbox) */
    mailVerzender: MailVerzender | null;
  }
}

export function registreerMailRoutes(app: FastifyInstance, opties: { database: Database; mail?: MailInstellingen; mailIntervalMs?: number }) {
  const { database, mail } = opties;
  const smtpIngesteld = Boolean(mail?.smtpUrl);
  registreer(app, mailAanroepen.uitbak, { preValidation: vereisToken(database.db), config: { bearer: true } }, async (request) =>
    haalUitbak(database.db, sessieVan(request).gebruiker, request.query, smtpIngesteld),
  );

  const verzender = mail?.smtpUrl ? startMailVerzender({ database, smtpUrl: mail.smtpUrl, afzender: mail.afzender, log: app.log, intervalMs: opties.mailIntervalMs }) : null;
  app.decorate('mailVerzender', verzender);
  if (!verzender) return;
  let gezien = uitbakGewijzigd();
  app.addHook('onResponse', async () => {
    const nu = uitbakGewijzigd();
    if (nu === gezien) return;
    gezien = nu;
    verzender.por();
  });
  app.addHook('onClose', async () => verzender.stop());
}
