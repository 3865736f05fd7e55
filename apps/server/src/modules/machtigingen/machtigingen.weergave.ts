/** Mandate rows as the screens show them: the state as it counts today, Dutch dates, history per mandate. */
import { actueleStatus, type MachtigingGebeurtenis, type MachtigingRegel } from '@kw/contract';
import type { leesGeschiedenis, MachtigingRij } from './machtigingen.repository';

const datumNl = new Intl.DateTimeFormat('nl-NL', { timeZone: 'Europe/Amsterdam', day: '2-digit', month: '2-digit', year: 'numeric' });
const tijdNl = new Intl.DateTimeFormat('nl-NL', { timeZone: 'Europe/Amsterdam', hour: '2-digit', minute: '2-digit', hour12: false });
export const datumTekst = (d: Date) => datumNl.format(d).replace(/\//g, '-');
export const tijdstipTekst = (d: Date) => `${datumTekst(d)} ${tijdNl.format(d)}`;

type GeschiedenisRij = Awaited<ReturnType<typeof leesGeschiedenis>>[number];

function wie(g: GeschiedenisRij): string {
  if (g.naam === null) return 'Systeem';
  if (g.isSBMedewerker) return `${g.naam} (Servicedesk)`;
  return g.organisatie ? `${g.naam} (${g.organisatie})` : g.naam;
}

export function naarRegels(rijen: MachtigingRij[], geschiedenis: GeschiedenisRij[], vandaag: string): MachtigingRegel[] {
  const perMachtiging = new Map<number, MachtigingGebeurtenis[]>();
  for (const g of geschiedenis) {
    const lijst = perMachtiging.get(g.machtigingId) ?? [];
    lijst.push({ tijdstip: tijdstipTekst(g.tijdstip), wie: wie(g), actie: g.actie, vanStatus: g.vanStatus, naarStatus: g.naarStatus, reden: g.reden });
    perMachtiging.set(g.machtigingId, lijst);
  }
  return rijen.map((r) => ({
    ...r,
    status: actueleStatus(r.status, r.einddatum, vandaag),
    statusGewijzigdOp: datumTekst(r.statusGewijzigdOp),
    geschiedenis: perMachtiging.get(r.id) ?? [],
  }));
}
