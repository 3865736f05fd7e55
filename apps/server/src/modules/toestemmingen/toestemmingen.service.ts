/**
 * The farmer's consent ledger (decision 033; sharing-anchors.md §6 items 1, 7, 11): one list of
 * every grant that lets data leave or enter the farm, read through the owners' services — this
 * module owns no table. Ending a grant calls the owner's own step (one write path per table,
 * decision 026); the receipt is drawn from the same row the list shows.
 */
import {
  deelnameStapSchema,
  koppelingStapSchema,
  machtigingStapSchema,
  MELDING_BEDRIJF_ONBEKEND,
  MELDING_TOESTEMMING_ONBEKEND,
  MELDING_TOESTEMMING_ONGELDIG,
  MELDING_TOESTEMMING_VERSIE,
  vandaagIso,
  type GrootboekAntwoord,
  type GrootboekVraag,
  type ToestemmingIntrekken,
  type ToestemmingRegel,
} from '@kw/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { HttpFout } from '../../fouten';
import type { Actor } from '../../plugins/auth';
import { vindRelatie } from '../kringloopwijzer/kringloopwijzer.service';
import { machtigingenVoorGrootboek, trekIn as trekMachtigingIn } from '../machtigingen/machtigingen.service';
import { koppelingenVoorGrootboek, trekKoppelingIn } from '../koppelingen/koppelingen.toestemmingen';
import { deelnamesVoorGrootboek, deelnameStap } from '../gegevensdeling/gegevensdeling.toestemmingen';
import { pilotsVoorGrootboek, verlaatPilotVanBedrijf } from '../pilot/pilot.bedrijf';
import { laatsteGebruikPerMachtiging, schrijfLezingen } from '../toegang/toegang.service';
import { magGrootboekLezen, magToestemmingIntrekken, MELDING_GEEN_GROOTBOEK, MELDING_NIET_INTREKKEN } from './toestemmingen.policy';
import { deelnameRegel, koppelingRegel, machtigingRegel, pilotRegel } from './toestemmingen.regels';

/** The farm, 404 before 403 (an outsider learns only that a farm exists, as everywhere, decision 019). */
async function bedrijfVoorLezen(db: Db, actor: Actor, relatieId: number) {
  const bedrijf = await vindRelatie(db, relatieId);
  if (!bedrijf || bedrijf.soort !== 'bedrijf') throw new HttpFout(404, MELDING_BEDRIJF_ONBEKEND);
  if (!magGrootboekLezen(actor, relatieId)) throw new HttpFout(403, MELDING_GEEN_GROOTBOEK);
  return bedrijf;
}

/** Every grant of the farm, in force first, then by kind and start (newest first). */
async function alleRegels(db: Db, actor: Actor, relatieId: number): Promise<ToestemmingRegel[]> {
  const vandaag = vandaagIso();
  const mag = magToestemmingIntrekken(actor, relatieId);
  // one after the other: two of the reads first mark expiries in a transaction of their own, and
  // PGlite has one connection (a read running beside a transaction would run inside it)
  const machtigingen = await machtigingenVoorGrootboek(db, relatieId);
  const gebruik = await laatsteGebruikPerMachtiging(db, relatieId);
  const koppelingen = await koppelingenVoorGrootboek(db, relatieId);
  const deelnames = await deelnamesVoorGrootboek(db, relatieId);
  const pilots = await pilotsVoorGrootboek(db, relatieId);
  const regels = [
    ...machtigingen.map((m) => machtigingRegel(m, gebruik.get(m.id), vandaag, mag)),
    ...koppelingen.map((k) => koppelingRegel(k, vandaag, mag)),
    ...deelnames.map((d) => deelnameRegel(d, vandaag, mag)),
    ...pilots.map((p) => pilotRegel(p, vandaag, mag)),
  ];
  const volgorde = ['organisatiemachtiging', 'koppeling', 'deelname', 'pilot'];
  return regels.sort((a, b) => Number(b.lopend) - Number(a.lopend) || volgorde.indexOf(a.soort) - volgorde.indexOf(b.soort) || (b.ingang ?? '').localeCompare(a.ingang ?? '') || b.id - a.id);
}

export async function grootboek(db: Db, actor: Actor, vraag: GrootboekVraag): Promise<GrootboekAntwoord> {
  const bedrijf = await bedrijfVoorLezen(db, actor, vraag.relatieId);
  const regels = await alleRegels(db, actor, vraag.relatieId);
  // a read by anyone but the farm's own participant is in its access log (decision 019)
  await schrijfLezingen(db, { gebruikerId: actor.id, bedrijven: [{ relatieId: vraag.relatieId, klwId: null }], wat: 'Toestemmingen', actie: 'bekeken' });
  return {
    relatieId: bedrijf.id,
    bedrijf: { naam: bedrijf.naam, kvk: bedrijf.kvkNummer },
    vandaag: vandaagIso(),
    weergave: vraag.weergave,
    magIntrekken: magToestemmingIntrekken(actor, vraag.relatieId),
    regels: vraag.weergave === 'alle' ? regels : regels.filter((r) => r.lopend),
  };
}

/** One grant of the farm (any state), for its receipt. */
export async function eenToestemming(db: Db, actor: Actor, relatieId: number, soort: ToestemmingRegel['soort'], id: number) {
  const bedrijf = await bedrijfVoorLezen(db, actor, relatieId);
  const regel = (await alleRegels(db, actor, relatieId)).find((r) => r.soort === soort && r.id === id);
  if (!regel) throw new HttpFout(404, MELDING_TOESTEMMING_ONBEKEND);
  return { bedrijf: { naam: bedrijf.naam, kvk: bedrijf.kvkNummer }, regel };
}

/** The owner's own input rules, as a Dutch 400 (nothing is changed). */
function volgens<S extends z.ZodType>(schema: S, waarde: unknown): z.infer<S> {
  const r = schema.safeParse(waarde);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  const veld = String(issue?.path[0] ?? '');
  const melding = veld === 'versie' ? MELDING_TOESTEMMING_VERSIE : (issue?.message ?? MELDING_TOESTEMMING_ONGELDIG);
  throw new HttpFout(400, melding, [{ field: veld === 'machtigingId' || veld === 'koppelingId' || veld === 'deelnameId' || veld === 'pilotId' ? 'id' : veld, message: melding }]);
}

const MELDING_KLAAR: Record<ToestemmingRegel['soort'], string> = {
  organisatiemachtiging: 'De machtiging is ingetrokken. De organisatie heeft vanaf nu geen toegang meer via deze machtiging.',
  koppeling: 'De koppeling is ingetrokken. Berichten van deze leverancier worden niet meer verwerkt.',
  deelname: 'De deelname is ingetrokken. De afnemer krijgt vanaf nu niets meer en leest uw reden.',
  pilot: 'U hebt de pilot verlaten. Uw eigen uitkomst verandert niet.',
};

/** Ends one grant through its owner: revoke a mandate or link, revoke a participation (reason), leave a pilot. */
export async function trekToestemmingIn(db: Db, actor: Actor, v: ToestemmingIntrekken): Promise<{ melding: string }> {
  const bedrijf = await vindRelatie(db, v.relatieId);
  if (!bedrijf || bedrijf.soort !== 'bedrijf') throw new HttpFout(404, MELDING_BEDRIJF_ONBEKEND);
  if (!magToestemmingIntrekken(actor, v.relatieId)) throw new HttpFout(403, MELDING_NIET_INTREKKEN);
  switch (v.soort) {
    case 'organisatiemachtiging':
      await trekMachtigingIn(db, actor, volgens(machtigingStapSchema, { relatieId: v.relatieId, machtigingId: v.id, versie: v.versie, ...(v.reden ? { reden: v.reden } : {}) }));
      break;
    case 'koppeling':
      await trekKoppelingIn(db, actor, volgens(koppelingStapSchema, { relatieId: v.relatieId, koppelingId: v.id, versie: v.versie }));
      break;
    case 'deelname':
      // the owner asks the reason (the consumer reads it, decision 027)
      await deelnameStap(db, actor, volgens(deelnameStapSchema, { relatieId: v.relatieId, deelnameId: v.id, versie: v.versie, ...(v.reden ? { reden: v.reden } : {}) }), 'intrekken');
      break;
    case 'pilot':
      await verlaatPilotVanBedrijf(db, actor, v.relatieId, v.id);
      break;
  }
  return { melding: MELDING_KLAAR[v.soort] };
}
