/**
 * /beheer/algemeen (decision 030), what other modules use: the status texts and the terms of use
 * the menu model carries, the deadline of a year, an acceptance of the terms, the notices of now.
 * The staff's screen: its overview here, its changes in ./beheer-algemeen.jaren and ./beheer-algemeen.instellingen.
 */
import { GEBRUIKSVOORWAARDEN, gebruiksvoorwaardenTekst, laatsteTeOpenenJaar, EERSTE_JAAR, standaardDeadline, STATUS_GESLOTEN_VANAF, vandaagIso, type BeheerAlgemeen, type Melding, type Rapportagejaar } from '@kw/contract';
import type { Db, DbOfTx } from '../../db/client';
import type { RapportagejaarRij, Systeemmelding } from '../../db/schema';
import type { Actor } from '../../plugins/auth';
import { aantallenPerJaar } from '../kringloopwijzer/kringloopwijzer.service';
import { doelgroepenVan, vereisMedewerker } from './beheer-algemeen.policy';
import { aantalAcceptaties, geldendeVoorwaarden, leesMeldingen, leesRapportagejaar, leesRapportagejaren, leesStatusteksten, leesVoorwaarden, meldingenNu, recenteWijzigingen } from './beheer-algemeen.repository';

export { legAcceptatieVast } from './beheer-algemeen.repository';

/** The menu model's name and explanation of a state (1 open, 2 closed), as staff set them. */
export async function statustekstVan(db: DbOfTx, statusId: number): Promise<{ omschrijving: string; toelichting: string } | undefined> {
  const teksten = await leesStatusteksten(db);
  const sleutel = statusId >= STATUS_GESLOTEN_VANAF ? 2 : 1;
  return teksten.find((t) => t.statusId === sleutel);
}

/** The terms of use in force today: the latest version that took effect, else the contract's. */
export async function huidigeVoorwaarden(db: DbOfTx): Promise<{ versie: string; tekst: string; ingangsdatum: string | null }> {
  const r = await geldendeVoorwaarden(db, vandaagIso());
  return r ?? { versie: GEBRUIKSVOORWAARDEN.versie, tekst: gebruiksvoorwaardenTekst(), ingangsdatum: null };
}

/** The submission deadline of a year (ISO): set by staff, else 15 May of the next year. */
export async function deadlineVan(db: DbOfTx, jaar: number): Promise<string> {
  return (await leesRapportagejaar(db, jaar))?.deadline ?? standaardDeadline(jaar);
}

export const meldingUit = (m: Systeemmelding): Melding => ({ id: m.id, soort: m.soort, tekst: m.tekst, van: m.van.toISOString(), tot: m.tot.toISOString(), doelgroep: m.doelgroep, versie: m.versie });

/** The notices running now for the caller's audiences (GET /api/Meldingen, every logged-in user). */
export async function actueleMeldingen(db: Db, actor: Actor) {
  return { meldingen: (await meldingenNu(db, doelgroepenVan(actor), new Date())).map(meldingUit) };
}

export function jaarUit(jaar: number, rij: RapportagejaarRij | undefined, aantallen: { aantal: number; open: number } | undefined): Rapportagejaar {
  return {
    jaar,
    deadline: rij?.deadline ?? standaardDeadline(jaar),
    vastgelegd: rij !== undefined && rij.versie > 0,
    gesloten: rij?.geslotenOp != null,
    geslotenOp: rij?.geslotenOp?.toISOString() ?? null,
    versie: rij?.versie ?? 0,
    aantalRecords: aantallen?.aantal ?? 0,
    aantalOpen: aantallen?.open ?? 0,
  };
}

/** Every year: those staff opened and those that have records, newest first. */
export async function alleJaren(db: DbOfTx): Promise<Rapportagejaar[]> {
  const [rijen, aantallen] = await Promise.all([leesRapportagejaren(db), aantallenPerJaar(db)]);
  const jaren = [...new Set([...rijen.map((r) => r.jaar), ...aantallen.map((a) => a.jaar)])].sort((a, b) => b - a);
  return jaren.map((j) => jaarUit(j, rijen.find((r) => r.jaar === j), aantallen.find((a) => a.jaar === j)));
}

export async function overzicht(db: Db, actor: Actor): Promise<BeheerAlgemeen> {
  vereisMedewerker(actor);
  const [jaren, teksten, versies, huidig, meldingen, wijzigingen] = await Promise.all([alleJaren(db), leesStatusteksten(db), leesVoorwaarden(db), huidigeVoorwaarden(db), leesMeldingen(db), recenteWijzigingen(db, 25)]);
  const contractVersie = versies.some((v) => v.versie === GEBRUIKSVOORWAARDEN.versie)
    ? []
    : [{ versie: GEBRUIKSVOORWAARDEN.versie, tekst: gebruiksvoorwaardenTekst(), ingangsdatum: GEBRUIKSVOORWAARDEN.geldigVanaf.split('-').reverse().join('-'), aantalGeaccepteerd: await aantalAcceptaties(db, GEBRUIKSVOORWAARDEN.versie) }];
  return {
    jaren,
    teOpenen: { van: EERSTE_JAAR, tot: laatsteTeOpenenJaar() },
    statusteksten: teksten.map((t) => ({ statusId: t.statusId, omschrijving: t.omschrijving, toelichting: t.toelichting, versie: t.versie })),
    voorwaarden: [...versies, ...contractVersie].map((v) => ({ ...v, huidig: v.versie === huidig.versie })),
    meldingen: meldingen.map(meldingUit),
    wijzigingen: wijzigingen.map((w) => ({
      tijdstip: w.tijdstip.toISOString(),
      door: w.door,
      tabel: w.tabel,
      actie: w.actie,
      omschrijving: (w.na as { omschrijving?: string } | null)?.omschrijving ?? (w.voor as { omschrijving?: string } | null)?.omschrijving ?? w.actie,
    })),
  };
}
