/**
 * The Dutch name and menu group of every route of `route-tabel.ts`, kept out of the first chunk
 * (decision 008): only the lazy pages that show a route's name import this (the "nog niet
 * gebouwd" page and the port-3000 debug page).
 */
export interface RouteNaam {
  naam: string;
  groep: string;
}

export const ROUTE_NAMEN: Record<string, RouteNaam> = {
  '/voer/krachtvoer/Index/:klwId': { naam: 'Krachtvoer', groep: 'Voer' },
  '/voer/overig/Index/:klwId': { naam: 'Ruwvoer', groep: 'Voer' },
  '/voer/melkproducten/Index/:klwId': { naam: 'Melk', groep: 'Voer' },
  '/voer/grasland/Index/:klwId': { naam: 'Grasland', groep: 'Voer' },
  '/voer/snijmais/Index/:klwId': { naam: 'Snijmaïs', groep: 'Voer' },
  '/voer/strooisel/Index/:klwId': { naam: 'Strooisel', groep: 'Voer' },
  '/voer/overige/Index/:klwId': { naam: 'Overige voeders', groep: 'Voer' },
  '/bodem/overzicht/Index/:klwId': { naam: 'Bodem en gewas', groep: 'Bodem en percelen' },
  '/bodem/overig/Index/:klwId': { naam: 'Bodem overig', groep: 'Bodem en percelen' },
  '/bodem/analyses/Index/:klwId': { naam: 'Bodem analyses', groep: 'Bodem en percelen' },
  '/bodem/percelenoverzicht/Index/:klwId': { naam: 'Percelenoverzicht', groep: 'Bodem en percelen' },
  '/bodem/percelen/Index/:klwId': { naam: 'Percelen', groep: 'Bodem en percelen' },
  '/bodem/percelen-op-kaart/Index/:klwId': { naam: 'Percelen op kaart', groep: 'Bodem en percelen' },
  '/percelenAkkerbouw/Index/:klwId': { naam: 'Akkerbouw', groep: 'Bodem en percelen' },
  '/akkerbouw/Index/:klwId': { naam: 'Akkerbouw', groep: 'Bodem en percelen' },
  '/bedrijfsgegevens/Index/:klwId': { naam: 'Bedrijfsgegevens', groep: 'Bedrijfsgegevens' },
  '/melklevering/Index/:klwId': { naam: 'Melklevering', groep: 'Bedrijfsgegevens' },
  '/intensieveVeehouderij/Index/:klwId': { naam: 'Intensieve veehouderij', groep: 'Bedrijfsgegevens' },
  '/veestapelIenR/Index/:klwId': { naam: 'Veestapel (I&R)', groep: 'Bedrijfsgegevens' },
  '/Energie/Index/:klwId': { naam: 'Energie', groep: 'Bedrijfsgegevens' },
  '/Koppelingen/Index/:klwId': { naam: 'Koppelingen', groep: 'Bedrijfsgegevens' },
  '/OrganischeMeststromen/Index/:klwId': { naam: 'Organische meststromen', groep: 'Mest en kunstmest' },
  '/OrganischeMestVergistingScheiding/Index/:klwId': { naam: 'Vergisting en scheiding van organische mest', groep: 'Mest en kunstmest' },
  '/OrganischeMestVerbruik/new/Index/:klwId': { naam: 'Organische mest verbruik', groep: 'Mest en kunstmest' },
  '/mestadditief/Index/:klwId': { naam: 'Mestadditief', groep: 'Mest en kunstmest' },
  '/Kunstmest/new/Index/:klwId': { naam: 'Kunstmest', groep: 'Mest en kunstmest' },
  '/KunstmestVerbruik/new/Index/:klwId': { naam: 'Kunstmest verbruik', groep: 'Mest en kunstmest' },
  '/signalering/Index/:klwId': { naam: 'Signaleringen', groep: 'Rapportage' },
  '/KLWResultatenOpties/Index/:klwId': { naam: 'Resultaten (BEX rapportage)', groep: 'Rapportage' },
  '/rapportage/historisch/Index': { naam: 'Historische rapportage', groep: 'Rapportage' },
  '/KengetallenGrafisch/Index/:klwId': { naam: 'Overzicht kengetallen', groep: 'Rapportage' },
  '/Home/new': { naam: 'Start', groep: 'Overig' },
  '/Profiel/Index': { naam: 'Profiel', groep: 'Overig' },
  '/Deelnemers': { naam: 'Deelnemer kiezen', groep: 'Overig' },
  '/Brokers': { naam: 'Brokers', groep: 'Overig' },
  '/sbDashboard': { naam: 'Dashboard servicebureau', groep: 'Overig' },
  '/dataproducten': { naam: 'Dataproducten', groep: 'Overig' },
  '/approved-participations': { naam: 'Goedgekeurde deelnames', groep: 'Beheer' },
  '/unapproved-participations': { naam: 'Niet-goedgekeurde deelnames', groep: 'Beheer' },
  '/revoked-participations': { naam: 'Ingetrokken deelnames', groep: 'Beheer' },
  '/mandates': { naam: 'Machtigingen', groep: 'Beheer' },
  '/manage-participations': { naam: 'Deelnames beheren', groep: 'Beheer' },
  '/manage-purposes': { naam: 'Doelen beheren', groep: 'Beheer' },
  '/beheer/rapportage': { naam: 'Beheer rapportage', groep: 'Beheer' },
  '/beheer/pilot': { naam: 'Beheer pilot', groep: 'Beheer' },
  '/beheer/algemeen': { naam: 'Beheer algemeen', groep: 'Beheer' },
  '/beheer/datakoppelingen': { naam: 'Beheer datakoppelingen', groep: 'Beheer' },
  '/registratie/relatie': { naam: 'Registratie relatie', groep: 'Beheer' },
  '/importberichten-opnieuw-verwerken': { naam: 'Importberichten opnieuw verwerken', groep: 'Beheer' },
};

export const routeNaam = (pad: string): string => ROUTE_NAMEN[pad]?.naam ?? pad;
export const routeGroep = (pad: string): string => ROUTE_NAMEN[pad]?.groep ?? 'Overig';
