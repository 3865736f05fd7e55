/**
 * Sample data for the port-3000 mocks, built with the contract's own helpers so it has the
 * same shapes and rules as the server's answers.
 */
import {
  indicatorWaarschuwingen,
  groepeerPerMaand,
  leegTotaal,
  maakPrng,
  menuItemStatussen,
  menuStructuur,
  overigeMenuItems,
  standaardDeadline,
  statusNaam,
  statusToelichting,
  totaalVanLeveringen,
  valideerMelkLevering,
  vulKlwId,
  type CallContext,
  type Levering,
  type MelkLeveringGegevens,
  type MenuItem,
  type MenuModel,
  type Rol,
  type SchermSignalering,
  type SchermStatus,
  type StartGegevens,
} from '@kw/contract';
import { MOCK_JAREN, isTweedeBedrijf, jaarVanMockKlwId, mockKlwId, type MockInstellingen } from './instellingen';
import { mockVoorwaardenGeaccepteerd } from './profiel';
import { mockHuidigeVoorwaarden } from './beheer-algemeen';

/** Deterministic pseudo-random numbers, so a year always shows the same deliveries. */
const toeval = maakPrng;

const twee = (n: number) => String(n).padStart(2, '0');
const rond = (n: number, d: number) => Math.round(n * 10 ** d) / 10 ** d;

export const MOCK_KOEIEN = 112;

/** A year of factory pickups every 2-3 days, with seasonal fat/protein/urea. */
export function mockLeveringen(jaar: number, ubn = '2468013'): Levering[] {
  const r = toeval(jaar * 7919);
  const lijst: Levering[] = [];
  const dag = new Date(Date.UTC(jaar, 0, 1 + Math.floor(r() * 2)));
  while (dag.getUTCFullYear() === jaar) {
    const interval = r() < 0.55 ? 3 : 2;
    const maand = dag.getUTCMonth();
    const seizoen = Math.cos(((maand - 0.5) / 12) * 2 * Math.PI); // +1 in winter, -1 in summer
    const kgPerDag = MOCK_KOEIEN * (26 + 2.5 * -seizoen + (r() - 0.5) * 2);
    lijst.push({
      leverDatum: `${jaar}-${twee(maand + 1)}-${twee(dag.getUTCDate())}`,
      afleverTijd: `${twee(5 + Math.floor(r() * 13))}:${twee(Math.floor(r() * 60))}`,
      ubn,
      kg: Math.round(kgPerDag * interval),
      vet: rond(4.35 + 0.3 * seizoen + (r() - 0.5) * 0.2, 2),
      eiwit: rond(3.5 + 0.12 * seizoen + (r() - 0.5) * 0.1, 2),
      ureum: Math.round(22 - 4 * seizoen + (r() - 0.5) * 6),
      fosfor: jaar >= 2019 ? Math.round(96 + 4 * seizoen + (r() - 0.5) * 6) : null,
    });
    dag.setUTCDate(dag.getUTCDate() + interval);
  }
  return lijst;
}

export function mockMelkLevering(klwId: number, instellingen: MockInstellingen): MelkLeveringGegevens {
  const jaar = jaarVanMockKlwId(klwId);
  const statusId = mockStatus(klwId, instellingen);
  const automatisch = instellingen.automatisch || isTweedeBedrijf(klwId);
  const leveringen = automatisch ? mockLeveringen(jaar, isTweedeBedrijf(klwId) ? '1357924' : '2468013') : [];
  const totaal = totaalVanLeveringen(leveringen);
  return {
    aantalMelkkoeien: MOCK_KOEIEN,
    datumLaatsteLevering: leveringen.at(-1)?.leverDatum ?? null,
    gebruikHandmatigeMelkRegistratie: false,
    melkGevoerdAanKalveren: jaar > 2021 ? 38_500 : null,
    isAuthorized: instellingen.rol !== 'sb-medewerker',
    kringloopwijzerId: klwId,
    kringloopwijzerJaar: jaar,
    kringloopwijzerStatus: statusId,
    maanden: groepeerPerMaand(leveringen),
    totaal,
    totaalHandmatig: automatisch ? { ...totaal } : { kg: 912_400, vet: 4.41, eiwit: 3.52, ureum: 23, fosfor: jaar >= 2019 ? 96 : null },
    totaalOverigeProductie: { ...leegTotaal(), kg: jaar > 2019 && statusId > 1 ? 4_200 : null },
    totaalZelfZuivel: leegTotaal(),
    versie: 1,
  };
}

/**
 * A record's status: what Indienen or Heropenen set it to (kept with the settings), else the
 * chosen year has the chosen status, earlier years are closed and later ones open.
 */
export function mockStatus(klwId: number, instellingen: MockInstellingen): number {
  const gezet = instellingen.statussen?.[klwId];
  if (gezet !== undefined) return gezet;
  const jaar = jaarVanMockKlwId(klwId);
  if (jaar === instellingen.jaar) return instellingen.statusId;
  return jaar < instellingen.jaar ? 2 : 1;
}

export const bedrijfsnaam = (klwId: number) => (isTweedeBedrijf(klwId) ? 'Maatschap Jansen-Bakker' : 'Melkveebedrijf De Vries');

export function mockCallContext(klwId: number, instellingen: MockInstellingen): CallContext {
  const jaar = jaarVanMockKlwId(klwId);
  const rol = instellingen.rol;
  const eigen = !isTweedeBedrijf(klwId);
  return {
    gebruikerId: 17,
    deelnemerId: 42,
    proxyId: rol === 'volmacht' ? 7 : null,
    proxyKvk: rol === 'volmacht' ? '87654321' : null,
    kringloopwijzerId: klwId,
    naam: bedrijfsnaam(klwId),
    kringloopwijzerJaar: jaar,
    kringloopwijzerStatusId: mockStatus(klwId, instellingen),
    gebruikerKvKNummer: rol === 'deelnemer' || rol === 'demo' ? '12345678' : null,
    gebruikerIsDeelnemer: (rol === 'deelnemer' || rol === 'demo') && eigen,
    gebruikerIsSBMedewerker: rol === 'sb-medewerker',
    gebruikerIsAuthorized: rol === 'geautoriseerd',
    volmacht: rol === 'volmacht',
    gebruikerIsDemoGebruiker: rol === 'demo',
  };
}

export const gebruikersnaam = (instellingen: MockInstellingen) =>
  ({ deelnemer: 'Jan de Vries', volmacht: 'Petra Volmacht', geautoriseerd: 'Adviseur Bosman', 'sb-medewerker': 'Medewerker Servicebureau', demo: 'Demogebruiker' })[
    instellingen.rol
  ];

function melkStaat(data: MelkLeveringGegevens | undefined) {
  if (!data) return { done: false, warning: false };
  const fouten = valideerMelkLevering(data, data.kringloopwijzerJaar);
  return { done: fouten.length === 0, warning: fouten.length > 0 };
}

/** Menu state of a register screen from its stored status (done, warning, not done). */
const schermStaat = (status: SchermStatus) => ({ done: status === 'klaar', warning: status === 'waarschuwing' });

export function mockMenuItems(
  klwId: number,
  statusId: number,
  melk: MelkLeveringGegevens | undefined,
  schermStatus?: (scherm: string) => SchermStatus,
  signaleringen: readonly SchermSignalering[] = [],
): MenuItem[] {
  let teller = 0;
  // Melklevering is not a register screen: its state comes from the mock's own milk data, for its item and the overviews
  const melkStatus = (): SchermStatus => {
    const m = melkStaat(melk);
    return m.warning ? 'waarschuwing' : m.done ? 'klaar' : 'niet-klaar';
  };
  const staten = schermStatus ? menuItemStatussen((scherm) => (scherm === 'melklevering' ? melkStatus() : schermStatus(scherm)), signaleringen) : undefined;
  return menuStructuur.map((sectie, s) => ({
    title: sectie.title,
    url: null,
    isChild: false,
    warning: false,
    done: false,
    sortOrder: s + 1,
    imageClass: sectie.imageClass,
    textClass: null,
    children: sectie.items.map((item, i) => {
      teller += 1;
      const staat = staten?.[s][i]
        ? schermStaat(staten[s][i])
        : item.scherm === 'melklevering'
          ? melkStaat(melk)
          : statusId > 1
            ? { done: true, warning: false }
            : { done: teller % 3 === 0, warning: teller % 7 === 2 };
      return {
        title: item.title,
        url: vulKlwId(item.route, klwId),
        isChild: true,
        sortOrder: i + 1,
        imageClass: item.imageClass,
        textClass: null,
        children: [],
        ...staat,
      };
    }),
  }));
}

export function mockMenu(
  klwId: number,
  instellingen: MockInstellingen,
  melk: MelkLeveringGegevens | undefined,
  schermStatus?: (scherm: string) => SchermStatus,
  signaleringen: readonly SchermSignalering[] = [],
): MenuModel {
  const jaar = jaarVanMockKlwId(klwId);
  const statusId = mockStatus(klwId, instellingen);
  const tweede = isTweedeBedrijf(klwId);
  return {
    bedrijfsnaam: bedrijfsnaam(klwId),
    bedrijfsnaamKort: tweede ? 'Jansen-Bakker' : 'De Vries',
    deelnemerBedrijfsnaam: bedrijfsnaam(klwId),
    deelnemerId: tweede ? 43 : 42,
    deelnemerKvkNummer: tweede ? '23456789' : '12345678',
    gebruikersnaam: gebruikersnaam(instellingen),
    geselecteerdeKlw: `${bedrijfsnaam(klwId)} ${jaar}`,
    heeftImportMachtiging: true,
    heeftOverigeMachtiging: false,
    heeftVolmacht: instellingen.rol === 'volmacht',
    heeftSignalering: true,
    // the mocks keep no record-wide signal list (the screens compute their own)
    aantalSignaleringen: null,
    isAdviseur: instellingen.rol === 'geautoriseerd',
    isGeautoriseerd: instellingen.rol === 'geautoriseerd',
    isCompleet: false,
    heeftBex: true,
    dashboardBeschikbaar: instellingen.rol === 'sb-medewerker',
    bedrijfswijzigingenBeschikbaar: false,
    isDemoGebruiker: instellingen.rol === 'demo',
    isSBMedewerker: instellingen.rol === 'sb-medewerker',
    heeftVorigeJaren: jaar > MOCK_JAREN[0],
    oudeMachtigingMenuItemsZichtbaar: false,
    klwId,
    kringloopwijzerId: klwId,
    jaar,
    jaarLijst: [...MOCK_JAREN].reverse().map((j) => ({ text: String(j), value: String(j), selected: j === jaar, disabled: false })),
    jaren: [...MOCK_JAREN].reverse().map((j) => ({ jaar: j, kringloopwijzerId: mockKlwId(j, tweede), statusId: mockStatus(mockKlwId(j, tweede), instellingen) })),
    statusId,
    statusOmschrijving: statusNaam(statusId),
    statusToelichting: statusToelichting(statusId),
    indienDeadline: standaardDeadline(jaar),
    algemeneVoorwaarden: mockHuidigeVoorwaarden().tekst,
    voorwaardenVersie: mockHuidigeVoorwaarden().versie,
    voorwaardenGeaccepteerd: mockVoorwaardenGeaccepteerd(),
    menuItems: mockMenuItems(klwId, statusId, melk, schermStatus, signaleringen),
    overigeItems: overigeMenuItems(MOCK_CATALOGUS_ROLLEN[instellingen.rol], { oudeMachtigingMenuItemsZichtbaar: instellingen.rol === 'sb-medewerker' }),
  };
}

/** The route catalogue's roles of each debug-screen role (decision 017), for the items outside the farm-year. */
const MOCK_CATALOGUS_ROLLEN: Record<MockInstellingen['rol'], Rol[]> = {
  deelnemer: ['deelnemer'],
  volmacht: ['organisatie', 'volmacht'],
  geautoriseerd: ['organisatie', 'beheren'],
  'sb-medewerker': ['medewerker'],
  demo: ['deelnemer', 'demo'],
};

export function mockStartGegevens(klwId: number, instellingen: MockInstellingen, menu: MenuModel, signaleringen: readonly SchermSignalering[] = []): StartGegevens {
  const items = menu.menuItems.flatMap((m) => m.children);
  const adviseur = instellingen.rol !== 'deelnemer' && instellingen.rol !== 'demo';
  const jaren = (tweede: boolean) => [...MOCK_JAREN].reverse().map((j) => ({ jaar: j, kringloopwijzerId: mockKlwId(j, tweede), statusId: mockStatus(mockKlwId(j, tweede), instellingen) }));
  return {
    gebruikersnaam: gebruikersnaam(instellingen),
    bedrijf: { relatieId: isTweedeBedrijf(klwId) ? 43 : 42, naam: bedrijfsnaam(klwId), kvkNummer: isTweedeBedrijf(klwId) ? '23456789' : '12345678', ubns: [isTweedeBedrijf(klwId) ? '1357924' : '2468013'] },
    jaar: menu.jaar,
    kringloopwijzerId: klwId,
    statusId: menu.statusId,
    statusOmschrijving: menu.statusOmschrijving,
    voortgang: { klaar: items.filter((i) => i.done).length, totaal: items.length, waarschuwingen: items.filter((i) => i.warning).length },
    indicatorWaarschuwingen: indicatorWaarschuwingen(signaleringen),
    bedrijven: adviseur
      ? [
          { relatieId: 42, naam: 'Melkveebedrijf De Vries', jaren: jaren(false) },
          { relatieId: 43, naam: 'Maatschap Jansen-Bakker', jaren: jaren(true) },
        ]
      : [],
  };
}
