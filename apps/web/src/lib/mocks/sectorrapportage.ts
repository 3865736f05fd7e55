/**
 * /beheer/rapportage on port 3000 (decision 029): 60 made-up farms (the same on every run) turned
 * into the report by the contract's own builder, so the mock shows the server's groups and its
 * rule of ten. Staff only, like the server; the files are made by the real app only.
 */
import { BERICHT_SOORTEN, maakPrng, maakSectorrapport, sectorrapportageRoutes, standaardDeadline, sectorrapportVraagSchema, type SectorBedrijf } from '@kw/contract';
import type { MockInstellingen } from './instellingen';
import { MOCK_ALLEEN_SERVER } from './rapportage';

interface Antwoord {
  status: number;
  data: unknown;
}

const ZUIVELS = ['Melkfabriek De Eendracht', 'Zuivelcoöperatie Noord', 'Kaasmakerij Het Gein'];
const POSTCODES = ['8401', '9201', '7901', '7461', '6711', '3411', '2771', '5461', '8711'];
const GROND = ['zand', 'klei', 'veen', 'loss'];

export function mockSectorBedrijven(jaar: number): SectorBedrijf[] {
  const kans = maakPrng(jaar * 31 + 7);
  return Array.from({ length: 60 }, (_, i) => {
    const status = kans() < 0.1 ? 'niet-gestart' : kans() < 0.8 ? 'ingediend' : 'open';
    const metResultaat = status !== 'niet-gestart' && kans() < 0.95;
    const ha = 30 + Math.round(kans() * 60);
    const grond = GROND[Math.min(3, Math.floor(kans() ** 1.6 * 4))];
    const dag = Math.floor(kans() * 120);
    return {
      relatieId: 9000 + i,
      naam: `Proefbedrijf ${i + 1}`,
      kvkNummer: String(70000000 + i),
      postcode: `${POSTCODES[i % POSTCODES.length]} AB`,
      provincie: null,
      zuivel: kans() < 0.9 ? ZUIVELS[Math.floor(kans() ** 2 * ZUIVELS.length)] : null,
      status,
      ingediendOp: status === 'ingediend' ? new Date(Date.UTC(jaar + 1, 1, 1 + dag, 10)).toISOString() : null,
      dashboard: metResultaat
        ? {
            stikstofbodemoverschotKgNPerHa: 80 + kans() * 160,
            ammoniakKgNh3PerHa: 40 + kans() * 60,
            ammoniakKgNh3PerGve: 20 + kans() * 20,
            broeikasgassenGCo2EqPerKgFpcm: 1000 + kans() * 500,
            blijvendGraslandProcent: 30 + kans() * 70,
            eiwitVanEigenLandProcent: 50 + kans() * 35,
          }
        : null,
      perGrondsoort: metResultaat ? { [grond]: ha } : null,
      totaalHa: metResultaat ? ha : null,
      melkKg: metResultaat ? ha * (9000 + kans() * 16000) : null,
      standaarden: metResultaat ? Math.floor(kans() * 4) : null,
      uitKoppeling: metResultaat ? Math.floor(kans() * 30) : 0,
      handmatig: metResultaat && kans() < 0.3 ? 1 : 0,
      koppelingSoorten: BERICHT_SOORTEN.filter(() => kans() < 0.6),
    };
  });
}

/** The answer for these calls, or null when the call is not one of them. */
export function mockSectorrapportage(methode: string, pad: string, zoek: URLSearchParams, inst: MockInstellingen): Antwoord | null {
  if (methode !== 'GET' || (pad !== sectorrapportageRoutes.rapport.path && pad !== sectorrapportageRoutes.export.path)) return null;
  if (inst.rol !== 'sb-medewerker') return { status: 403, data: { statusCode: 403, message: 'De sectorrapportage is er alleen voor medewerkers van de servicedesk.' } };
  if (pad === sectorrapportageRoutes.export.path) return { status: 404, data: { statusCode: 404, message: MOCK_ALLEEN_SERVER } };
  const vraag = sectorrapportVraagSchema.safeParse(Object.fromEntries(zoek));
  if (!vraag.success) return { status: 400, data: { statusCode: 400, message: vraag.error.issues[0]?.message ?? 'De verzonden gegevens zijn ongeldig.' } };
  const jaar = vraag.data.jaar ?? new Date().getFullYear() - 1;
  return { status: 200, data: maakSectorrapport(jaar, standaardDeadline(jaar), mockSectorBedrijven(jaar), new Date()) };
}
