/**
 * The Dutch refusals every call can give, written once (decision 036): the server throws them, the call
 * catalogue lists them, the port-3000 mode answers them.
 */
import type { Weigering } from './aanroep';

export const MELDINGEN = {
  geenToegang: 'U heeft geen toegang tot deze kringloopwijzer.',
  onbekendeKlw: 'Deze kringloopwijzer bestaat niet.',
  geenKlwGeselecteerd: 'Er is geen kringloopwijzer geselecteerd.',
  nietIngelogd: 'U bent niet (meer) ingelogd. Log opnieuw in.',
  ongeldigeInvoer: 'De verzonden gegevens zijn ongeldig.',
  onverwacht: 'Er is een onverwachte fout opgetreden.',
} as const;

export const GEEN_SESSIE: Weigering = { status: 401, melding: MELDINGEN.nietIngelogd };
export const ONGELDIG: Weigering = { status: 400, melding: MELDINGEN.ongeldigeInvoer };
