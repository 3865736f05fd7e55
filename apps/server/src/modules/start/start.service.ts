/** Start page data: the selected farm and year, progress of the screens, and the farms the user may open. */
import { indicatorWaarschuwingen, SCHERMEN_IN_MENU, statusNaam, type StartGegevens } from '@kw/contract';
import type { Db } from '../../db/client';
import type { SessieContext } from '../../plugins/auth';
import { laadKlwVanToken, vindRelatie, zichtbareBedrijven } from '../kringloopwijzer/kringloopwijzer.service';
import { statusEnSignalen } from '../menu/menu.service';

/** Screens with a done/warning state in the menu (a screen behind two items counts once). */
const SCHERMEN_MET_STATUS = SCHERMEN_IN_MENU.length;

export async function haalStartGegevens(db: Db, sessie: SessieContext): Promise<StartGegevens> {
  const actor = sessie.gebruiker;
  const record = sessie.klwId === null ? null : await laadKlwVanToken(db, actor, sessie.klwId);
  const relatie = record?.relatie ?? (actor.relatieId !== null ? ((await vindRelatie(db, actor.relatieId)) ?? null) : null);
  const uitkomst = record ? await statusEnSignalen(db, record) : undefined;
  const statussen = Object.values(uitkomst?.statussen ?? {});
  const bedrijven = await zichtbareBedrijven(db, actor);
  return {
    gebruikersnaam: actor.naam,
    bedrijf: relatie ? { relatieId: relatie.id, naam: relatie.naam, kvkNummer: relatie.kvkNummer, ubns: relatie.ubns } : null,
    jaar: record?.jaar ?? null,
    kringloopwijzerId: record?.id ?? null,
    statusId: record?.statusId ?? null,
    // One name per state everywhere (spec §4), whatever older data stored as its description.
    statusOmschrijving: record ? statusNaam(record.statusId) : null,
    voortgang: {
      klaar: statussen.filter((s) => s === 'klaar').length,
      totaal: SCHERMEN_MET_STATUS,
      waarschuwingen: statussen.filter((s) => s === 'waarschuwing').length,
    },
    indicatorWaarschuwingen: indicatorWaarschuwingen(uitkomst?.signaleringen ?? []),
    bedrijven: bedrijven.map(({ relatie: r, jaren }) => ({
      relatieId: r.id,
      naam: r.naam,
      jaren: jaren.map((j) => ({ jaar: j.jaar, kringloopwijzerId: j.id, statusId: j.statusId })),
    })),
  };
}
