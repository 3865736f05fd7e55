/**
 * /sbDashboard (sharing-anchors.md §2): one answer from four aggregate statements. The screen
 * titles of the blockers come from the contract's pre-flight names (indienen.blokkades.ts).
 */
import {
  OORZAAK_NAMEN,
  STATUS_GESLOTEN_VANAF,
  grafiekPeriode,
  plusDagen,
  menuNaam,
  schermTitel,
  standaardJaar,
  vandaagIso,
  type Oorzaak,
  type SbDashboard,
  type SbDashboardVraag,
  type Voortgang,
} from '@kw/contract';
import type { Db } from '../../db/client';
import { HttpFout } from '../../fouten';
import type { BeleidsActor } from '../../plugins/auth';
import { leesIndienDeadline } from './sb-dashboard.deadline';
import { MELDING_ALLEEN_SERVICEDESK, magSbDashboardZien } from './sb-dashboard.policy';
import { leesAlgemeen, leesBlokkades, leesIndieningen, leesMislukteBerichten, leesVoortgang, type BlokkadeRij } from './sb-dashboard.repository';

export const MEESTE_BLOKKADES = 8;

const lijst = (x: number[] | string): number[] => (typeof x === 'string' ? x.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number) : x.map(Number));

function perDag(indieningen: Array<{ dag: string | null; aantal: number }>, van: string, tot: string): SbDashboard['perDag'] {
  const perDatum = new Map(indieningen.flatMap((r) => (r.dag === null ? [] : [[r.dag, r.aantal] as const])));
  // before the period: every submission with an earlier day, or without a known day
  let cumulatief = indieningen.filter((r) => r.dag === null || r.dag < van).reduce((s, r) => s + r.aantal, 0);
  const uit: SbDashboard['perDag'] = [];
  for (let d = van; d <= tot; d = plusDagen(d, 1)) {
    const ingediend = perDatum.get(d) ?? 0;
    cumulatief += ingediend;
    uit.push({ datum: d, ingediend, cumulatief });
  }
  return uit;
}

function blokkades(rijen: BlokkadeRij[]): SbDashboard['blokkades'] {
  const totaal = rijen.find((r) => r.soort === 'totaal')?.aantal ?? 0;
  const zonderUitkomst = rijen.find((r) => r.soort === 'zonder')?.aantal ?? 0;
  const meest = rijen
    .filter((r): r is BlokkadeRij & { soort: 'scherm' | 'signaal'; scherm: string } => (r.soort === 'scherm' || r.soort === 'signaal') && r.scherm !== null)
    .map((r) => ({
      soort: r.soort,
      // a screen as the farmer's own list names it (the menu's name); a signal under its screen's title
      scherm: r.soort === 'scherm' ? menuNaam(r.scherm) : schermTitel(r.scherm),
      melding: r.soort === 'scherm' ? `${menuNaam(r.scherm)} is nog niet ingevuld en opgeslagen.` : (r.bericht ?? ''),
      aantal: r.aantal,
    }));
  return { nietIndienbaar: totaal + zonderUitkomst, zonderUitkomst, meest };
}

export async function haalSbDashboard(db: Db, actor: Pick<BeleidsActor, 'isSBMedewerker'>, vraag: SbDashboardVraag, nu = new Date()): Promise<SbDashboard> {
  if (!magSbDashboardZien(actor)) throw new HttpFout(403, MELDING_ALLEEN_SERVICEDESK);
  const vandaag = vandaagIso(nu);
  // the years come with the queue counts; the default year needs them first
  const eerst = await leesAlgemeen(db, vraag.jaar ?? Number(vandaag.slice(0, 4)) - 1);
  const jaren = lijst(eerst.jaren);
  const jaar = vraag.jaar ?? standaardJaar(vandaag, jaren);
  const algemeen = jaar === Number(vandaag.slice(0, 4)) - 1 || vraag.jaar !== undefined ? eerst : await leesAlgemeen(db, jaar);
  const deadline = await leesIndienDeadline(db, jaar);
  const periode = grafiekPeriode(vandaag, deadline);
  const [voortgangRijen, indieningen, blokkadeRijen, mislukt] = [
    await leesVoortgang(db, jaar, STATUS_GESLOTEN_VANAF),
    await leesIndieningen(db, jaar, STATUS_GESLOTEN_VANAF),
    await leesBlokkades(db, jaar, STATUS_GESLOTEN_VANAF, MEESTE_BLOKKADES),
    await leesMislukteBerichten(db),
  ];
  const voortgang: Voortgang = { ingediend: 0, open: 0, nietGestart: 0 };
  for (const r of voortgangRijen) {
    voortgang.ingediend += r.ingediend;
    voortgang.open += r.open;
    voortgang.nietGestart += r.niet_gestart;
  }
  const importGroepen = mislukt.map((r) => ({ naam: r.oorzaak ? (OORZAAK_NAMEN[r.oorzaak as Oorzaak] ?? r.oorzaak) : 'Onbekende oorzaak', aantal: r.aantal }));
  return {
    jaar,
    jaren,
    deadline,
    vandaag,
    voortgang,
    zonderKringloopwijzer: algemeen.zonder_klw,
    perDag: perDag(indieningen, periode.van, periode.tot),
    perZuivel: voortgangRijen.map((r) => ({ naam: r.zuivel, ingediend: r.ingediend, open: r.open, nietGestart: r.niet_gestart })),
    blokkades: blokkades(blokkadeRijen),
    wachtrijen: [
      { sleutel: 'machtigingen', naam: 'Machtigingsaanvragen', aantal: algemeen.machtigingen, route: '/mandates', toelichting: 'Aangevraagde machtigingen die wachten op de boer (of zijn volmacht).' },
      { sleutel: 'organisaties', naam: 'Registraties van organisaties', aantal: algemeen.organisaties, route: '/registratie/relatie', toelichting: 'Aanmeldingen van organisaties die wachten op goedkeuring door de servicedesk.' },
      { sleutel: 'bedrijfswijzigingen', naam: 'Bedrijfswijzigingen', aantal: algemeen.bedrijfswijzigingen, route: '/registratie/relatie', toelichting: 'Doorgegeven wijzigingen van KvK, BRS of UBN die de servicedesk nog moet verwerken.' },
      { sleutel: 'deelnames', naam: 'Deelnames ter goedkeuring', aantal: algemeen.deelnames, route: '/unapproved-participations', toelichting: 'Verzoeken om gegevens te delen die wachten op de boer.' },
      { sleutel: 'doelen', naam: 'Doelen zonder akkoord licentiegever', aantal: algemeen.doelen, route: '/manage-purposes', toelichting: 'Doelen in concept waarvoor het akkoord van de licentiegever nog ontbreekt.' },
      {
        sleutel: 'importberichten',
        naam: 'Mislukte importberichten',
        aantal: importGroepen.reduce((s, g) => s + g.aantal, 0),
        route: '/importberichten-opnieuw-verwerken',
        toelichting: 'Berichten van leveranciers die niet verwerkt konden worden, per oorzaak.',
        groepen: importGroepen,
      },
    ],
  };
}
