import { z } from 'zod';

/** Spec §3 "Menu item". */
export type MenuItem = {
  title: string;
  url: string | null;
  isChild: boolean;
  warning: boolean;
  done: boolean;
  sortOrder: number;
  imageClass: string | null;
  textClass: string | null;
  children: MenuItem[];
};
export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    title: z.string(),
    url: z.string().nullable(),
    isChild: z.boolean(),
    warning: z.boolean(),
    done: z.boolean(),
    sortOrder: z.number().int(),
    imageClass: z.string().nullable(),
    textClass: z.string().nullable(),
    children: z.array(menuItemSchema),
  }),
);

/** An entry of the year drop-down (spec §3: text, value, selected, disabled). */
export const jaarLijstItemSchema = z.object({
  text: z.string(),
  value: z.string(),
  selected: z.boolean(),
  disabled: z.boolean(),
});

export const jaarMetIdSchema = z.object({ jaar: z.number().int(), kringloopwijzerId: z.number().int(), statusId: z.number().int() });

/** Spec §3 "Menu model". */
export const menuModelSchema = z.object({
  bedrijfsnaam: z.string(),
  bedrijfsnaamKort: z.string(),
  deelnemerBedrijfsnaam: z.string(),
  deelnemerId: z.number().int().nullable(),
  deelnemerKvkNummer: z.string().nullable(),
  gebruikersnaam: z.string(),
  geselecteerdeKlw: z.string().nullable(),
  heeftImportMachtiging: z.boolean(),
  heeftOverigeMachtiging: z.boolean(),
  heeftVolmacht: z.boolean(),
  heeftSignalering: z.boolean(),
  /** the number of signals of the selected record (the menu's Signaleringen item shows it); null without a record */
  aantalSignaleringen: z.number().int().nullable(),
  isAdviseur: z.boolean(),
  isGeautoriseerd: z.boolean(),
  isCompleet: z.boolean(),
  heeftBex: z.boolean(),
  dashboardBeschikbaar: z.boolean(),
  bedrijfswijzigingenBeschikbaar: z.boolean(),
  isDemoGebruiker: z.boolean(),
  isSBMedewerker: z.boolean(),
  heeftVorigeJaren: z.boolean(),
  oudeMachtigingMenuItemsZichtbaar: z.boolean(),
  klwId: z.number().int().nullable(),
  kringloopwijzerId: z.number().int().nullable(),
  jaar: z.number().int().nullable(),
  jaarLijst: z.array(jaarLijstItemSchema),
  jaren: z.array(jaarMetIdSchema),
  statusId: z.number().int().nullable(),
  statusOmschrijving: z.string().nullable(),
  statusToelichting: z.string().nullable(),
  /** the submission deadline of the selected record's year (ISO date; /beheer/algemeen, decision 030) */
  indienDeadline: z.string().nullable().optional(),
  /** the current terms of use as text (spec §3 "terms and conditions"), their version, and whether this user accepted that version */
  algemeneVoorwaarden: z.string().nullable(),
  voorwaardenVersie: z.string(),
  voorwaardenGeaccepteerd: z.boolean(),
  menuItems: z.array(menuItemSchema),
  /** the items outside the farm-year for this user's roles (decision 017): Profiel, Deelnemer kiezen, staff screens */
  overigeItems: z.array(menuItemSchema).default([]),
});
export type MenuModel = z.infer<typeof menuModelSchema>;

/** POST /api/Menu/GetMenu body: which record the menu is for (optional; default the session's). */
export const getMenuRequestSchema = z.object({ kringloopwijzerId: z.number().int().positive().optional() }).strict();
export type GetMenuRequest = z.infer<typeof getMenuRequestSchema>;
