import { schermVanMenuItem } from './schermen/register';

/**
 * The menu's sections and items (spec §2 "Menu"), with the route each item opens.
 * `:klwId` is replaced by the selected record's id. Shared by the server (GetMenu) and
 * the web app's port-3000 mocks, so both build the same menu.
 */
export interface MenuStructuurItem {
  title: string;
  route: string;
  /** key of the screen whose done/warning state this item shows: Melklevering or a register screen */
  scherm?: string;
  imageClass: string;
}
export interface MenuStructuurSectie {
  title: string;
  imageClass: string;
  items: MenuStructuurItem[];
}

const menuZonderSchermen: MenuStructuurSectie[] = [
  {
    title: 'Bedrijf',
    imageClass: 'bedrijf',
    items: [
      { title: 'Algemeen', route: '/bedrijfsgegevens/Index/:klwId', imageClass: 'algemeen' },
      { title: 'Energie', route: '/Energie/Index/:klwId', imageClass: 'energie' },
      { title: 'Koppelingen', route: '/Koppelingen/Index/:klwId', imageClass: 'koppelingen' },
    ],
  },
  {
    title: 'Dier',
    imageClass: 'dier',
    items: [
      { title: 'Melk-/Jongvee', route: '/veestapelIenR/Index/:klwId', imageClass: 'melkvee' },
      { title: 'Melklevering', route: '/melklevering/Index/:klwId', scherm: 'melklevering', imageClass: 'melklevering' },
      { title: 'Graasdieren', route: '/veestapelIenR/Index/:klwId?diergroep=graasdieren', imageClass: 'graasdieren' },
      { title: 'Staldieren', route: '/intensieveVeehouderij/Index/:klwId', imageClass: 'staldieren' },
    ],
  },
  {
    title: 'Voer',
    imageClass: 'voer',
    items: [
      { title: 'Krachtvoer', route: '/voer/krachtvoer/Index/:klwId', imageClass: 'krachtvoer' },
      { title: 'Ruwvoer', route: '/voer/overig/Index/:klwId', imageClass: 'ruwvoer' },
      { title: 'Melk', route: '/voer/melkproducten/Index/:klwId', imageClass: 'melkproducten' },
      { title: 'Grasland', route: '/voer/grasland/Index/:klwId', imageClass: 'grasland' },
      { title: 'Snijmaïs', route: '/voer/snijmais/Index/:klwId', imageClass: 'snijmais' },
      { title: 'Strooisel', route: '/voer/strooisel/Index/:klwId', imageClass: 'strooisel' },
      { title: 'Overige voeders', route: '/voer/overige/Index/:klwId', imageClass: 'overige' },
    ],
  },
  {
    title: 'Bodem',
    imageClass: 'bodem',
    items: [
      { title: 'Percelen', route: '/bodem/percelen/Index/:klwId', imageClass: 'percelen' },
      { title: 'Bodem analyses', route: '/bodem/analyses/Index/:klwId', imageClass: 'analyses' },
      { title: 'Bodem en gewas', route: '/bodem/overzicht/Index/:klwId', imageClass: 'bodem-gewas' },
      { title: 'Akkerbouw', route: '/akkerbouw/Index/:klwId', imageClass: 'akkerbouw' },
    ],
  },
  {
    title: 'Mest',
    imageClass: 'mest',
    items: [
      { title: 'Organische mest', route: '/OrganischeMeststromen/Index/:klwId', imageClass: 'organische-mest' },
      { title: 'Org. mest verbruik', route: '/OrganischeMestVerbruik/new/Index/:klwId', imageClass: 'mest-verbruik' },
      { title: 'Kunstmest', route: '/Kunstmest/new/Index/:klwId', imageClass: 'kunstmest' },
    ],
  },
  {
    title: 'Rapportage',
    imageClass: 'rapportage',
    items: [
      { title: 'Signaleringen', route: '/signalering/Index/:klwId', imageClass: 'signalering' },
      { title: 'BEX rapportage', route: '/KLWResultatenOpties/Index/:klwId', imageClass: 'bex' },
    ],
  },
];

/** The menu with, per item, the register screen it opens (decision 010: the register decides). */
export const menuStructuur: MenuStructuurSectie[] = menuZonderSchermen.map((sectie) => ({
  ...sectie,
  items: sectie.items.map((item) => {
    const scherm = item.scherm ?? schermVanMenuItem(sectie.title, item.title);
    return scherm ? { ...item, scherm } : item;
  }),
}));

export const vulKlwId = (route: string, klwId: number | string) => route.replace(':klwId', String(klwId));
