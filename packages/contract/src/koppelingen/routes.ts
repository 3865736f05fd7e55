/**
 * The paths of the data-link calls (decision 020), zod-free: the input screens and Melklevering import
 * them (the "uit koppeling" marker) without the schemas, which keeps zod and the engine out of their bundles.
 */
import type { BerichtSoort } from './soorten';

/** The inbox path of each message type (POST, JSON; feed deliveries also as text/csv). */
export const inboxPaden: Record<BerichtSoort, string> = {
  melkleveringen: '/api/Koppelingen/Inbox/Melkleveringen',
  voerleveringen: '/api/Koppelingen/Inbox/Voerleveringen',
  analyses: '/api/Koppelingen/Inbox/Analyses',
  diertellingen: '/api/Koppelingen/Inbox/Diertellingen',
  mesttransporten: '/api/Koppelingen/Inbox/Mesttransporten',
  percelen: '/api/Koppelingen/Inbox/Percelen',
};

export const koppelingRoutes = {
  /** OAuth2 client credentials (RFC 6749 §4.4): form or JSON body, answers an access token for the supplier */
  token: { method: 'POST', path: '/api/Koppelingen/Token' },
  /** a supplier asks a farm (by customer number and the farm's KvK) for a link → aangevraagd */
  verzoek: { method: 'POST', path: '/api/Koppelingen/Inbox/Verzoek' },
  /** the plot requests ("Nu ophalen") waiting for the supplier (RVO via ZuivelNL) */
  ophaalverzoeken: { method: 'GET', path: '/api/Koppelingen/Inbox/Ophaalverzoeken' },
  /** the links of the token's record's farm with health, and this year's messages with their changes */
  overzicht: { method: 'GET', path: '/api/Koppelingen/Overzicht' },
  /** per field of the token's record that a link wrote: supplier, date, value (the "uit koppeling" marker) */
  herkomst: { method: 'GET', path: '/api/Koppelingen/Herkomst' },
  /** the suppliers the farmer can choose, with their message types */
  leveranciers: { method: 'GET', path: '/api/Koppelingen/Leveranciers' },
  toevoegen: { method: 'POST', path: '/api/Koppelingen/Toevoegen' },
  accepteren: { method: 'POST', path: '/api/Koppelingen/Accepteren' },
  weigeren: { method: 'POST', path: '/api/Koppelingen/Weigeren' },
  intrekken: { method: 'POST', path: '/api/Koppelingen/Intrekken' },
  /** one message as the supplier sent it (`?relatieId=&berichtId=`) */
  bericht: { method: 'GET', path: '/api/Koppelingen/Bericht' },
  /** ask for the plots now (on-request link): a request row the supplier collects */
  nuOphalen: { method: 'POST', path: '/api/Koppelingen/NuOphalen' },
  /** staff: suppliers with their figures */
  beheerLeveranciers: { method: 'GET', path: '/api/Beheer/Datakoppelingen' },
  /** staff: register a supplier; the client secret is in the answer once */
  aanmelden: { method: 'POST', path: '/api/Beheer/Datakoppelingen/Aanmelden' },
  /** staff: a new client secret (the old one stops working) */
  nieuwGeheim: { method: 'POST', path: '/api/Beheer/Datakoppelingen/NieuwGeheim' },
  /** staff: failed and waiting messages grouped by cause */
  importberichten: { method: 'GET', path: '/api/Beheer/Importberichten' },
  /** staff: reprocess one, a group or a farm; `proefdraai` writes nothing */
  opnieuwVerwerken: { method: 'POST', path: '/api/Beheer/Importberichten/OpnieuwVerwerken' },
  /** staff: close messages without processing, with a reason */
  afhandelen: { method: 'POST', path: '/api/Beheer/Importberichten/Afhandelen' },
} as const;
