/** The staff's view of the outbox: who may read it, and its rows in the contract's shape. */
import { mailStatus, MELDING_UITBAK_ALLEEN_STAF, UITBAK_PER_PAGINA, type UitbakAntwoord, type UitbakVraag } from '@kw/contract';
import type { Db } from '../../db/client';
import { HttpFout } from '../../fouten';
import type { Actor } from '../../plugins/auth';
import { leesUitbak } from './mail.repository';

export async function haalUitbak(db: Db, actor: Actor, vraag: UitbakVraag, smtpIngesteld: boolean): Promise<UitbakAntwoord> {
  // the outbox holds mail about every farm: staff only
  if (!actor.isSBMedewerker) throw new HttpFout(403, MELDING_UITBAK_ALLEEN_STAF);
  const { totaal, rijen } = await leesUitbak(db, { pagina: vraag.pagina, perPagina: UITBAK_PER_PAGINA, aan: vraag.aan || undefined });
  return {
    pagina: vraag.pagina,
    perPagina: UITBAK_PER_PAGINA,
    totaal,
    smtpIngesteld,
    berichten: rijen.map((r) => {
      const verzondenOp = r.verzondenOp?.toISOString() ?? null;
      return {
        id: r.id,
        aangemaaktOp: r.aangemaaktOp.toISOString(),
        aan: r.aan,
        onderwerp: r.onderwerp,
        tekst: r.tekst,
        soort: r.soort,
        status: mailStatus({ verzondenOp, pogingen: r.pogingen, fout: r.fout }),
        verzondenOp,
        pogingen: r.pogingen,
        fout: r.fout,
      };
    }),
  };
}
