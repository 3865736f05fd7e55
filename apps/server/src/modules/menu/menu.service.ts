/** The menu model (spec §3) for a record: farm, flags, year list and the menu items with done/warning states. */
import { menuItemStatussen, menuStructuur, overigeMenuItems, SCHERMEN_IN_MENU, type Rol, statusNaam, vulKlwId, type MenuItem, type MenuModel, type SchermSignalering, type SchermStatus } from '@kw/contract';
import type { Db } from '../../db/client';
import type { Kringloopwijzer, Relatie } from '../../db/schema';
import type { SessieContext } from '../../plugins/auth';
import { isGesloten, rolVoorBedrijf } from '../kringloopwijzer/kringloopwijzer.policy';
import { STATUS_AFGESLOTEN, STATUS_OPEN } from '../kringloopwijzer/kringloopwijzer.status';
import { kringloopwijzersVanRelatie, laadZichtbareKlw, vindRelatie, type KlwMetRelatie } from '../kringloopwijzer/kringloopwijzer.service';
import { machtigingBronnenVanBedrijf } from '../toegang/toegang.service';
import { actueleUitkomst } from '../uitkomst/uitkomst.service';
import { deadlineVan, huidigeVoorwaarden, statustekstVan } from '../beheer-algemeen/beheer-algemeen.service';


export type SchermStatussen = Partial<Record<string, SchermStatus>>;

/** The stored status of every screen of the menu (Melklevering included), from the record's outcome (decision 010). */
export async function schermStatussen(db: Db, record: Pick<KlwMetRelatie, 'id' | 'jaar' | 'relatieId'>): Promise<SchermStatussen> {
  return (await statusEnSignalen(db, record)).statussen;
}

/** The screens' states and the signals of the record's stored outcome (one read; the start page). */
export async function statusEnSignalen(db: Db, record: Pick<KlwMetRelatie, 'id' | 'jaar' | 'relatieId'>) {
  const uitkomst = await actueleUitkomst(db, record);
  const status = uitkomst?.schermstatus ?? {};
  const statussen: SchermStatussen = Object.fromEntries(SCHERMEN_IN_MENU.map((scherm) => [scherm, status[scherm] ?? 'niet-klaar']));
  return { statussen, signaleringen: uitkomst?.signaleringen ?? [], aantalSignaleringen: uitkomst?.signaleringen.length ?? 0 };
}

/** The menu items; an item on one route of a screen spread over several routes shows that route's state (decision 010). */
export function bouwMenuItems(klwId: number | null, statussen: SchermStatussen, signaleringen: readonly SchermSignalering[] = []): MenuItem[] {
  const staten = menuItemStatussen((scherm) => statussen[scherm], signaleringen);
  return menuStructuur.map((sectie, i) => {
    const children: MenuItem[] = sectie.items.map((item, j) => {
      const status = staten[i][j];
      const done = status === 'klaar';
      const warning = status === 'waarschuwing';
      return {
        title: item.title,
        url: klwId === null ? null : vulKlwId(item.route, klwId),
        isChild: true,
        warning,
        done,
        sortOrder: (j + 1) * 10,
        imageClass: item.imageClass,
        textClass: warning ? 'menu-warning' : done ? 'menu-done' : null,
        children: [],
      };
    });
    const metStatus = children.filter((_, j) => staten[i][j] !== undefined);
    const done = metStatus.length > 0 && metStatus.every((c) => c.done);
    const warning = children.some((c) => c.warning);
    return {
      title: sectie.title,
      url: null,
      isChild: false,
      warning,
      done,
      sortOrder: (i + 1) * 10,
      imageClass: sectie.imageClass,
      textClass: warning ? 'menu-warning' : done ? 'menu-done' : null,
      children,
    };
  });
}

/** The catalogue's roles of the user, for the farm in view (spec §3 menu model; decision 017). */
function rollenVan(actor: SessieContext['gebruiker'], rol: ReturnType<typeof rolVoorBedrijf> | null): Rol[] {
  const rollen: Rol[] = [];
  if (actor.isDeelnemer) rollen.push('deelnemer');
  if (actor.isDemoGebruiker) rollen.push('demo');
  if (actor.organisatieId !== null) rollen.push('organisatie');
  if (actor.isSBMedewerker) rollen.push('medewerker');
  if (rol?.volmacht) rollen.push('volmacht');
  else if (rol?.geautoriseerd) rollen.push('beheren');
  else if (rol?.inzien) rollen.push('inzien');
  return rollen;
}

export async function bouwMenu(db: Db, sessie: SessieContext, gevraagdId: number | undefined): Promise<MenuModel> {
  const actor = sessie.gebruiker;
  const klwId = gevraagdId ?? sessie.klwId;
  const record = klwId === null ? null : await laadZichtbareKlw(db, actor, klwId);
  const relatie: Relatie | null = record?.relatie ?? (actor.relatieId !== null ? ((await vindRelatie(db, actor.relatieId)) ?? null) : null);
  const jaren: Kringloopwijzer[] = relatie ? await kringloopwijzersVanRelatie(db, relatie.id) : [];
  const { statussen, signaleringen, aantalSignaleringen } = record ? await statusEnSignalen(db, record) : { statussen: {}, signaleringen: [], aantalSignaleringen: null };
  const menuItems = bouwMenuItems(record?.id ?? null, statussen, signaleringen);
  const rol = relatie ? rolVoorBedrijf(actor, relatie.id) : null;
  const bronnen = relatie ? await machtigingBronnenVanBedrijf(db, relatie.id) : { organisatieSoorten: [], automatischeLeveringen: false };
  const metStatus = Object.values(statussen);
  // staff keep the state texts, the terms and the deadlines on /beheer/algemeen (decision 030)
  const [voorwaarden, tekst, deadline] = await Promise.all([huidigeVoorwaarden(db), record ? statustekstVan(db, record.statusId) : undefined, record ? deadlineVan(db, record.jaar) : null]);

  return {
    bedrijfsnaam: relatie?.naam ?? '',
    bedrijfsnaamKort: relatie?.naamKort ?? '',
    deelnemerBedrijfsnaam: relatie?.naam ?? '',
    deelnemerId: relatie?.id ?? null,
    deelnemerKvkNummer: relatie?.kvkNummer ?? null,
    gebruikersnaam: actor.naam,
    geselecteerdeKlw: record ? `Kringloopwijzer ${record.jaar}` : null,
    // Spec §3/§6 menu flags: import authorization = a supplier or dairy holds a mandate for the farm, or its
    // automatic milk deliveries arrive; other authorization = an adviser, accountant or other
    // organisation holds one. Both describe the farm, so whoever sees it sees the same flags.
    heeftImportMachtiging: bronnen.automatischeLeveringen || bronnen.organisatieSoorten.some((s) => s === 'leverancier' || s === 'zuivelonderneming'),
    heeftOverigeMachtiging: bronnen.organisatieSoorten.some((s) => s === 'adviesbureau' || s === 'accountant' || s === 'overig'),
    heeftVolmacht: rol?.volmacht ?? false,
    heeftSignalering: record !== null,
    aantalSignaleringen,
    // a user of an organisation (adviser, accountant, dairy) or acting for this farm under its mandate
    isAdviseur: actor.isAdviseur || actor.organisatieId !== null || (rol?.adviseur ?? false),
    isGeautoriseerd: rol?.geautoriseerd ?? false,
    isCompleet: metStatus.length > 0 && metStatus.every((s) => s === 'klaar'),
    heeftBex: record !== null,
    dashboardBeschikbaar: actor.isSBMedewerker,
    // who may report a company change (Profiel, sharing-anchors.md §2): the farm's participant or its volmacht holder
    bedrijfswijzigingenBeschikbaar: rol ? rol.isDeelnemer || rol.volmacht : false,
    isDemoGebruiker: actor.isDemoGebruiker,
    isSBMedewerker: actor.isSBMedewerker,
    heeftVorigeJaren: record ? jaren.some((j) => j.jaar < record.jaar) : jaren.length > 0,
    oudeMachtigingMenuItemsZichtbaar: actor.isSBMedewerker,
    klwId: record?.id ?? null,
    kringloopwijzerId: record?.id ?? null,
    jaar: record?.jaar ?? null,
    jaarLijst: jaren.map((j) => ({ text: String(j.jaar), value: String(j.id), selected: j.id === record?.id, disabled: false })),
    jaren: jaren.map((j) => ({ jaar: j.jaar, kringloopwijzerId: j.id, statusId: j.statusId })),
    statusId: record?.statusId ?? null,
    // One name and one explanation per state everywhere (spec §4; decision 030), as staff set them
    // on /beheer/algemeen (decision 030), whatever older data stored with the record.
    statusOmschrijving: record ? (tekst?.omschrijving ?? statusNaam(record.statusId)) : null,
    statusToelichting: record ? (tekst?.toelichting ?? (isGesloten(record) ? STATUS_AFGESLOTEN : STATUS_OPEN).statusToelichting) : null,
    indienDeadline: deadline,
    // the terms of use in force (the latest version staff added that took effect, else the contract's)
    // and whether this user accepted that version: the web blocks until they do
    algemeneVoorwaarden: voorwaarden.tekst,
    voorwaardenVersie: voorwaarden.versie,
    voorwaardenGeaccepteerd: actor.voorwaardenVersie === voorwaarden.versie,
    menuItems,
    overigeItems: overigeMenuItems(rollenVan(actor, rol), { oudeMachtigingMenuItemsZichtbaar: actor.isSBMedewerker }),
  };
}
