/**
 * Puts the mails of one mandate step in the outbox, in the step's transaction (decision 018):
 * names of farm and organisation, the receivers with their preference, then the texts of
 * `machtigingMails`. Used by the life-cycle steps and by the expiry job.
 */
import type { DbOfTx } from '../../db/client';
import type { Machtiging } from '../../db/schema';
import { zetInUitbak } from '../mail/mail.service';
import { machtigingMails, type MailStap } from './machtigingen.mail';
import { mailAdressen, relatieOpId } from './machtigingen.repository';

export type MailMachtiging = Pick<Machtiging, 'relatieId' | 'organisatieId' | 'soort' | 'ingangsdatum' | 'einddatum'>;

/** `door`: who took the step, given the names of farm and organisation. */
export async function zetMachtigingMailsInUitbak(
  tx: DbOfTx,
  stap: MailStap,
  m: MailMachtiging,
  reden: string | null,
  door: (namen: { bedrijf: string; organisatie: string }) => string,
): Promise<void> {
  const [bedrijf, organisatie, adressen] = await Promise.all([relatieOpId(tx, m.relatieId), relatieOpId(tx, m.organisatieId), mailAdressen(tx, m.relatieId, m.organisatieId)]);
  await zetInUitbak(
    tx,
    machtigingMails({
      stap,
      door: door({ bedrijf: bedrijf.naam, organisatie: organisatie.naam }),
      bedrijf: { id: bedrijf.id, naam: bedrijf.naam, kvk: bedrijf.kvkNummer },
      organisatie: { naam: organisatie.naam, kvk: organisatie.kvkNummer },
      soort: m.soort,
      ingangsdatum: m.ingangsdatum,
      einddatum: m.einddatum,
      reden,
      adressen,
    }),
  );
}
