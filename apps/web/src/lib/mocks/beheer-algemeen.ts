/**
 * Port-3000 answers of /beheer/algemeen and GET /api/Meldingen (decision 030): years, status texts, terms
 * versions and notices in memory, checked with the contract's own schemas and deadline rule as on the server.
 */
import {
  beheerAlgemeenRoutes as b,
  deadlineFout,
  DOELGROEP_NAMEN,
  GEBRUIKSVOORWAARDEN,
  gebruiksvoorwaardenTekst,
  jaarDeadlineSchema,
  jaarOpenenSchema,
  jaarSluitenSchema,
  MELDING_SOORT_NAMEN,
  meldingInvoerSchema,
  meldingVerwijderenSchema,
  standaardDeadline,
  statustekstSchema,
  STATUS_TOELICHTING_AFGESLOTEN,
  STATUS_TOELICHTING_OPEN,
  vandaagIso,
  voorwaardenVersieInvoerSchema,
  type BeheerAlgemeen,
  type Doelgroep,
  type Melding,
  type Rapportagejaar,
} from '@kw/contract';
import type { MockRol } from './instellingen';

interface Antwoord {
  status: number;
  data: unknown;
}
const fout = (statusCode: number, message: string): Antwoord => ({ status: statusCode, data: { statusCode, message } });
const ok = (data: unknown): Antwoord => ({ status: 200, data });
const ongeldig = (issues: Array<{ message: string }>) => fout(400, issues[0]?.message ?? 'De verzonden gegevens zijn ongeldig.');
const nl = (iso: string) => iso.slice(0, 10).split('-').reverse().join('-');
const BEDRIJVEN = ['Melkveebedrijf De Vries', 'Maatschap Jansen', 'Demobedrijf'];

interface Staat {
  jaren: Rapportagejaar[];
  teksten: BeheerAlgemeen['statusteksten'];
  voorwaarden: BeheerAlgemeen['voorwaarden'];
  meldingen: Melding[];
  wijzigingen: BeheerAlgemeen['wijzigingen'];
  volgendId: number;
}
let staat: Staat | null = null;

function maakStaat(): Staat {
  const jaar = (j: number, aantal: number, open: number): Rapportagejaar => ({ jaar: j, deadline: standaardDeadline(j), vastgelegd: false, gesloten: false, geslotenOp: null, versie: 0, aantalRecords: aantal, aantalOpen: open });
  return {
    jaren: [jaar(2024, 3, 3), jaar(2023, 2, 1), jaar(2022, 1, 0)],
    teksten: [
      { statusId: 1, omschrijving: 'Open', toelichting: STATUS_TOELICHTING_OPEN, versie: 1 },
      { statusId: 2, omschrijving: 'Afgesloten', toelichting: STATUS_TOELICHTING_AFGESLOTEN, versie: 1 },
    ],
    voorwaarden: [{ versie: GEBRUIKSVOORWAARDEN.versie, tekst: gebruiksvoorwaardenTekst(), ingangsdatum: nl(GEBRUIKSVOORWAARDEN.geldigVanaf), huidig: true, aantalGeaccepteerd: 4 }],
    // none at start: a banner on every mock page would change every other screen's tests; staff add one here
    meldingen: [],
    wijzigingen: [],
    volgendId: 1,
  };
}
const s = () => (staat ??= maakStaat());
/** The terms in force in the mock (the menu model and the profile's accept call use them, as on the server). */
export function mockHuidigeVoorwaarden(): { versie: string; tekst: string } {
  const vandaag = vandaagIso();
  const geldend = s().voorwaarden.filter((v) => v.ingangsdatum <= vandaag).sort((x, y) => (x.ingangsdatum < y.ingangsdatum ? 1 : -1))[0];
  return geldend ? { versie: geldend.versie, tekst: geldend.tekst } : { versie: GEBRUIKSVOORWAARDEN.versie, tekst: gebruiksvoorwaardenTekst() };
}
/** For tests: start again from the demo state. */
export const herstelBeheerAlgemeenMock = () => void (staat = null);

function log(actie: string, omschrijving: string) {
  s().wijzigingen.unshift({ tijdstip: new Date().toISOString(), door: 'Medewerker Servicedesk', tabel: 'beheer', actie, omschrijving });
}

function doelgroepen(rol: MockRol): Doelgroep[] {
  if (rol === 'sb-medewerker') return ['iedereen', 'medewerkers'];
  if (rol === 'volmacht' || rol === 'geautoriseerd') return ['iedereen', 'organisaties'];
  return ['iedereen', 'boeren'];
}

export function mockBeheerAlgemeen(methode: string, pad: string, body: unknown, zoek: URLSearchParams, rol: MockRol): Antwoord | undefined {
  const sleutel = `${methode} ${pad}`;
  if (sleutel === `GET ${b.actueleMeldingen.path}`) {
    const nu = Date.now();
    const groepen = doelgroepen(rol);
    return ok({ meldingen: s().meldingen.filter((m) => Date.parse(m.van) <= nu && Date.parse(m.tot) > nu && groepen.includes(m.doelgroep)) });
  }
  if (!pad.startsWith('/api/Beheer/Algemeen')) return undefined;
  if (rol !== 'sb-medewerker') return fout(403, 'Alleen medewerkers kunnen de algemene instellingen beheren.');
  const st = s();
  const vandaag = vandaagIso();

  if (sleutel === `GET ${b.overzicht.path}`) {
    const huidig = mockHuidigeVoorwaarden().versie;
    return ok({
      jaren: [...st.jaren].sort((x, y) => y.jaar - x.jaar),
      teOpenen: { van: 2000, tot: new Date().getFullYear() + 1 },
      statusteksten: st.teksten,
      voorwaarden: st.voorwaarden.map((v) => ({ ...v, huidig: v.versie === huidig })),
      meldingen: st.meldingen,
      wijzigingen: st.wijzigingen.slice(0, 25),
    } satisfies BeheerAlgemeen);
  }
  if (sleutel === `POST ${b.jaarOpenen.path}`) {
    const v = jaarOpenenSchema.safeParse(body);
    if (!v.success) return ongeldig(v.error.issues);
    const deadline = v.data.deadline ?? standaardDeadline(v.data.jaar);
    const f = deadlineFout(v.data.jaar, deadline);
    if (f) return fout(400, f);
    const bestaand = st.jaren.find((j) => j.jaar === v.data.jaar);
    if (bestaand?.gesloten) return fout(409, `Het jaar ${v.data.jaar} is gesloten; er worden geen kringloopwijzers meer voor aangemaakt.`);
    const aangemaakt = BEDRIJVEN.length - (bestaand?.aantalRecords ?? 0);
    const jaar: Rapportagejaar = { jaar: v.data.jaar, deadline: bestaand?.vastgelegd ? bestaand.deadline : deadline, vastgelegd: true, gesloten: false, geslotenOp: null, versie: (bestaand?.versie ?? 0) + 1, aantalRecords: BEDRIJVEN.length, aantalOpen: (bestaand?.aantalOpen ?? 0) + aangemaakt };
    st.jaren = [...st.jaren.filter((j) => j.jaar !== jaar.jaar), jaar];
    const melding = `Het jaar ${jaar.jaar} is geopend met deadline ${nl(jaar.deadline)}; ${aangemaakt} kringloopwijzer(s) aangemaakt.`;
    log('jaar openen', melding);
    return ok({ jaar, aangemaakt, melding });
  }
  if (sleutel === `POST ${b.jaarDeadline.path}`) {
    const v = jaarDeadlineSchema.safeParse(body);
    if (!v.success) return ongeldig(v.error.issues);
    const f = deadlineFout(v.data.jaar, v.data.deadline);
    if (f) return fout(400, f);
    const j = st.jaren.find((x) => x.jaar === v.data.jaar);
    if (!j) return fout(404, `Het jaar ${v.data.jaar} is niet geopend: er zijn geen kringloopwijzers voor ${v.data.jaar}.`);
    if (j.versie !== v.data.versie) return fout(409, `Het jaar ${j.jaar} is intussen door een ander gewijzigd. Laad de pagina opnieuw en probeer het nog eens.`);
    if (j.gesloten) return fout(409, `Het jaar ${j.jaar} is gesloten; de deadline wijzigt niet meer.`);
    const melding = `De deadline van ${j.jaar} is nu ${nl(v.data.deadline)} (was ${nl(j.deadline)}).`;
    Object.assign(j, { deadline: v.data.deadline, vastgelegd: true, versie: j.versie + 1 });
    log('deadline wijzigen', melding);
    return ok({ jaar: j, melding });
  }
  if (sleutel === `GET ${b.sluitVoorbeeld.path}`) {
    const j = st.jaren.find((x) => x.jaar === Number(zoek.get('jaar')));
    if (!j) return fout(404, 'Dit jaar is niet geopend.');
    if (j.gesloten) return fout(409, `Het jaar ${j.jaar} is al gesloten; er is niets gewijzigd.`);
    return ok({
      jaar: j.jaar,
      versie: j.versie,
      perStatus: [
        ...(j.aantalOpen > 0 ? [{ statusId: 1, naam: 'Open', aantal: j.aantalOpen }] : []),
        ...(j.aantalRecords > j.aantalOpen ? [{ statusId: 2, naam: 'Afgesloten', aantal: j.aantalRecords - j.aantalOpen }] : []),
      ],
      aantalTeSluiten: j.aantalOpen,
      teSluiten: BEDRIJVEN.slice(0, j.aantalOpen).map((naam, i) => ({ relatieId: i + 1, bedrijfsnaam: naam, kvkNummer: `1234567${i}` })),
    });
  }
  if (sleutel === `POST ${b.jaarSluiten.path}`) {
    const v = jaarSluitenSchema.safeParse(body);
    if (!v.success) return ongeldig(v.error.issues);
    const j = st.jaren.find((x) => x.jaar === v.data.jaar);
    if (!j) return fout(404, 'Dit jaar is niet geopend.');
    if (j.gesloten) return fout(409, `Het jaar ${j.jaar} is al gesloten; er is niets gewijzigd.`);
    if (j.versie !== v.data.versie) return fout(409, `Het jaar ${j.jaar} is intussen door een ander gewijzigd. Laad de pagina opnieuw en probeer het nog eens.`);
    if (j.aantalOpen !== v.data.aantalTeSluiten) return fout(409, `Sinds het voorbeeld is het aantal open kringloopwijzers van ${j.jaar} veranderd. Bekijk het voorbeeld opnieuw; er is niets gewijzigd.`);
    const melding = `Het jaar ${j.jaar} is gesloten; ${j.aantalOpen} open kringloopwijzer(s) zijn afgesloten.`;
    Object.assign(j, { gesloten: true, geslotenOp: new Date().toISOString(), aantalOpen: 0, versie: j.versie + 1 });
    log('jaar sluiten', melding);
    return ok({ jaar: j, melding });
  }
  if (sleutel === `POST ${b.statustekst.path}`) {
    const v = statustekstSchema.safeParse(body);
    if (!v.success) return ongeldig(v.error.issues);
    const t = st.teksten.find((x) => x.statusId === v.data.statusId)!;
    if (t.versie !== v.data.versie) return fout(409, 'De tekst van deze status is intussen door een ander gewijzigd. Laad de pagina opnieuw en probeer het nog eens.');
    Object.assign(t, { omschrijving: v.data.omschrijving, toelichting: v.data.toelichting, versie: t.versie + 1 });
    log('statustekst wijzigen', `De tekst van status ${t.statusId} is opgeslagen ("${t.omschrijving}").`);
    return ok(t);
  }
  if (sleutel === `POST ${b.voorwaarden.path}`) {
    const v = voorwaardenVersieInvoerSchema.safeParse(body);
    if (!v.success) return ongeldig(v.error.issues);
    if (v.data.ingangsdatum < vandaag) return fout(400, 'De ingangsdatum mag niet in het verleden liggen.');
    if (st.voorwaarden.some((x) => x.versie === v.data.versie)) return fout(409, `Versie ${v.data.versie} van de gebruiksvoorwaarden bestaat al; kies een nieuw versielabel.`);
    st.voorwaarden.unshift({ versie: v.data.versie, tekst: v.data.tekst, ingangsdatum: v.data.ingangsdatum, huidig: false, aantalGeaccepteerd: 0 });
    const melding = `Versie ${v.data.versie} van de gebruiksvoorwaarden geldt vanaf ${nl(v.data.ingangsdatum)}; iedereen accepteert die bij de volgende keer inloggen.`;
    log('voorwaarden toevoegen', melding);
    return ok({ melding });
  }
  if (sleutel === `POST ${b.meldingOpslaan.path}`) {
    const v = meldingInvoerSchema.safeParse(body);
    if (!v.success) return ongeldig(v.error.issues);
    const velden = { soort: v.data.soort, tekst: v.data.tekst, van: new Date(v.data.van).toISOString(), tot: new Date(v.data.tot).toISOString(), doelgroep: v.data.doelgroep };
    const beschrijf = (m: Melding) => `${MELDING_SOORT_NAMEN[m.soort]} voor ${DOELGROEP_NAMEN[m.doelgroep].toLowerCase()}, ${nl(m.van)} tot ${nl(m.tot)}`;
    if (v.data.id === undefined) {
      if (Date.parse(velden.tot) <= Date.now()) return fout(400, 'Het einde van de melding ligt in het verleden.');
      const m: Melding = { id: st.volgendId++, versie: 1, ...velden };
      st.meldingen.unshift(m);
      const bericht = `Melding toegevoegd: ${beschrijf(m)}.`;
      log('melding toevoegen', bericht);
      return ok({ melding: m, bericht });
    }
    const m = st.meldingen.find((x) => x.id === v.data.id);
    if (!m) return fout(404, 'Deze melding bestaat niet (meer).');
    if (m.versie !== v.data.versie) return fout(409, 'Deze melding is intussen door een ander gewijzigd. Laad de pagina opnieuw en probeer het nog eens.');
    Object.assign(m, velden, { versie: m.versie + 1 });
    const bericht = `Melding gewijzigd: ${beschrijf(m)}.`;
    log('melding wijzigen', bericht);
    return ok({ melding: m, bericht });
  }
  if (sleutel === `POST ${b.meldingVerwijderen.path}`) {
    const v = meldingVerwijderenSchema.safeParse(body);
    if (!v.success) return ongeldig(v.error.issues);
    const m = st.meldingen.find((x) => x.id === v.data.id);
    if (!m) return fout(404, 'Deze melding bestaat niet (meer).');
    if (m.versie !== v.data.versie) return fout(409, 'Deze melding is intussen door een ander gewijzigd. Laad de pagina opnieuw en probeer het nog eens.');
    st.meldingen = st.meldingen.filter((x) => x !== m);
    const melding = `Melding verwijderd: ${MELDING_SOORT_NAMEN[m.soort]}.`;
    log('melding verwijderen', melding);
    return ok({ melding });
  }
  return undefined;
}
