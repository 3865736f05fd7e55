/** The error the services throw; the error handler turns it into `{ statusCode, message, errorDetails? }`. */
export interface FoutDetail {
  field: string;
  message: string;
}

export class HttpFout extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errorDetails?: FoutDetail[],
  ) {
    super(message);
    this.name = 'HttpFout';
  }
}

export const MELDINGEN = {
  geenToegang: 'U heeft geen toegang tot deze kringloopwijzer.',
  onbekendeKlw: 'Deze kringloopwijzer bestaat niet.',
  geenKlwGeselecteerd: 'Er is geen kringloopwijzer geselecteerd.',
  nietIngelogd: 'U bent niet (meer) ingelogd. Log opnieuw in.',
  ongeldigeInvoer: 'De verzonden gegevens zijn ongeldig.',
  onverwacht: 'Er is een onverwachte fout opgetreden.',
} as const;
