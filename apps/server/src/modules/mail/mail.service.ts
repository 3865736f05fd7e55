/**
 * Outgoing e-mail (decision 018). Every message goes into the outbox table `mail_uitgaand` in
 * the caller's transaction, so a mandate change and its mails are stored together or not at
 * all; delivery by SMTP (KLW_SMTP_URL) happens afterwards from the outbox.
 * Texts are Dutch and never hold a secret (no password, token or link with a token).
 */
import type { DbOfTx } from '../../db/client';
import { mailUitgaand } from '../../db/schema';

export interface MailBericht {
  aan: string;
  onderwerp: string;
  tekst: string;
  /** the farm the message is about, if any */
  relatieId?: number | null;
  /** what kind of message, e.g. 'machtiging' */
  soort: string;
}

let uitbakTeller = 0;
/**
 * How many times mail was put in the outbox in this process. The sender's response hook
 * compares it after each response (the transaction has committed by then) and nudges a round,
 * so a mail leaves within moments instead of at the next timer tick.
 */
export const uitbakGewijzigd = () => uitbakTeller;

/** Addresses that can never receive mail: empty, or in the reserved .invalid domain (accounts without an e-mail address). */
const isBezorgbaar = (aan: string) => aan.trim() !== '' && !/\.invalid$/i.test(aan.trim());

/** Puts messages in the outbox (same transaction as the change they report). */
export async function zetInUitbak(db: DbOfTx, berichten: MailBericht[]): Promise<void> {
  const metAdres = berichten.filter((b) => isBezorgbaar(b.aan));
  if (metAdres.length === 0) return;
  await db.insert(mailUitgaand).values(metAdres.map((b) => ({ aan: b.aan.trim().toLowerCase(), onderwerp: b.onderwerp, tekst: b.tekst, relatieId: b.relatieId ?? null, soort: b.soort })));
  uitbakTeller++;
}
