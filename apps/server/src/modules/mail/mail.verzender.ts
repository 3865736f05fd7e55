/**
 * Delivery of the outbox by SMTP (decision 018), only when KLW_SMTP_URL is set. A round picks
 * unsent rows (`for update skip locked`), sends each, and records the result: verzonden_op, or
 * a Dutch reason in `fout`; `pogingen` counts every try (at most MAIL_MAX_POGINGEN). It runs on a
 * timer and when nudged after a response whose transaction put mail in the outbox.
 *
 * PostgreSQL: the round is one transaction, so the row locks keep another server from sending
 * the same message. PGlite has one connection per process (a transaction would stall every
 * request while the SMTP server answers) and one process per data directory, so there the
 * rows are worked without a transaction; the `bezig` guard keeps rounds from overlapping.
 */
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database, DbOfTx } from '../../db/client';
import { smtpZonderWachtwoord } from '../../config';
import { kiesTeVersturen, markeerMislukt, markeerVerzonden, type UitbakRij } from './mail.repository';

/** Every 5 seconds. ASSUMED (te verifiëren): a mandate mail may wait that long; the nudge makes it faster. */
export const MAIL_INTERVAL_MS = 5000;
/** Messages per round; the rest follow in the next round. */
const PER_RONDE = 20;

export interface MailVerzender {
  /** One round now (tests; the timer calls it too). Resolves with what happened. */
  ronde(): Promise<{ verzonden: number; mislukt: number }>;
  /** Ask for a round soon (after a commit that put mail in the outbox). */
  por(): void;
  stop(): Promise<void>;
}

/**
 * A Dutch reason without secrets: nodemailer's message may echo the server's answer or the
 * account name, so only its error code and the SMTP reply code are used.
 */
export function foutReden(err: unknown): string {
  const e = (err ?? {}) as { code?: unknown; responseCode?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  const antwoord = typeof e.responseCode === 'number' ? e.responseCode : undefined;
  if (code === 'EAUTH') return 'De mailserver weigerde de aanmelding (gebruikersnaam of wachtwoord van de mailserver onjuist).';
  if (code === 'EENVELOPE' || (antwoord !== undefined && antwoord >= 500 && code !== 'ECONNECTION'))
    return `De mailserver weigerde het bericht${antwoord !== undefined ? ` (SMTP-code ${antwoord})` : ''}.`;
  if (antwoord !== undefined && antwoord >= 400) return `De mailserver kon het bericht nu niet aannemen (SMTP-code ${antwoord}); het wordt opnieuw geprobeerd.`;
  if (code === 'ETIMEDOUT') return 'De mailserver antwoordde niet op tijd.';
  if (code === 'EDNS') return 'De naam van de mailserver is niet gevonden.';
  if (code === 'ECONNECTION' || code === 'ESOCKET') return 'De mailserver is niet bereikbaar.';
  if (code === 'ETLS') return 'De beveiligde verbinding met de mailserver is mislukt.';
  return 'Het versturen is mislukt door een onbekende fout.';
}

export function maakTransport(smtpUrl: string): Transporter {
  // short time-outs: a dead mail server must not hold a round (and its row locks) for minutes
  return nodemailer.createTransport(smtpUrl, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as never);
}

export function startMailVerzender(opties: {
  database: Database;
  smtpUrl: string;
  afzender: string;
  log: FastifyBaseLogger;
  /** 0: no timer (tests call ronde()) */
  intervalMs?: number;
}): MailVerzender {
  const { database, afzender, log } = opties;
  const transport = maakTransport(opties.smtpUrl);
  let bezig: Promise<{ verzonden: number; mislukt: number }> | null = null;
  let nogEens = false;
  let gestopt = false;

  async function verstuur(db: DbOfTx, rij: UitbakRij): Promise<boolean> {
    try {
      await transport.sendMail({ from: afzender, to: rij.aan, subject: rij.onderwerp, text: rij.tekst });
      await markeerVerzonden(db, rij.id);
      return true;
    } catch (err) {
      const reden = foutReden(err);
      await markeerMislukt(db, rij.id, reden);
      log.warn({ actie: 'mail-versturen', resultaat: 'mislukt', mailId: rij.id, poging: rij.pogingen + 1, reden }, 'e-mail niet verstuurd');
      return false;
    }
  }

  async function werk(db: DbOfTx) {
    const rijen = await kiesTeVersturen(db, PER_RONDE);
    let verzonden = 0;
    for (const rij of rijen) if (await verstuur(db, rij)) verzonden++;
    return { verzonden, mislukt: rijen.length - verzonden };
  }

  async function eenRonde() {
    const uitkomst = database.soort === 'postgres' ? await database.db.transaction((tx) => werk(tx)) : await werk(database.db);
    if (uitkomst.verzonden > 0) log.info({ actie: 'mail-versturen', ...uitkomst }, 'e-mail verstuurd');
    return uitkomst;
  }

  function ronde(): Promise<{ verzonden: number; mislukt: number }> {
    if (gestopt) return Promise.resolve({ verzonden: 0, mislukt: 0 });
    if (bezig) {
      // a nudge during a round: one more round after it, for what was committed meanwhile
      nogEens = true;
      return bezig;
    }
    bezig = eenRonde()
      .catch((err: unknown) => {
        log.error({ err }, 'versturen van e-mail mislukt');
        return { verzonden: 0, mislukt: 0 };
      })
      .finally(() => {
        bezig = null;
        if (nogEens && !gestopt) {
          nogEens = false;
          void ronde();
        }
      });
    return bezig;
  }

  const intervalMs = opties.intervalMs ?? MAIL_INTERVAL_MS;
  const timer = intervalMs > 0 ? setInterval(() => void ronde(), intervalMs) : undefined;
  timer?.unref();
  log.info({ smtp: smtpZonderWachtwoord(opties.smtpUrl) }, 'e-mail wordt verstuurd via SMTP');

  return {
    ronde,
    por: () => void ronde(),
    async stop() {
      gestopt = true;
      if (timer) clearInterval(timer);
      await bezig?.catch(() => {});
      transport.close();
    },
  };
}
