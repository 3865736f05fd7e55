/** The policy table as the markdown of docs/beleid.md (written by `npm run beleid:docs`, checked by a test). */
import { RELATIES, type BeleidsRegel } from './beleidstabel';

const BEREIK: Record<BeleidsRegel['bereik'], string> = {
  'record-open': 'open jaar',
  'record-gesloten': 'afgesloten jaar',
  bedrijf: 'bedrijf',
  account: 'eigen account',
  beheer: 'beheer',
};

export function beleidMarkdown(tabel: BeleidsRegel[]): string {
  const kop = `| aanroep | wat | bereik | ${RELATIES.join(' | ')} |`;
  const streep = `|---|---|---|${RELATIES.map(() => ':-:').join('|')}|`;
  const regels = tabel.map((r) => `| \`${r.methode} ${r.pad}\` | ${r.wat} | ${BEREIK[r.bereik]} | ${RELATIES.map((rel) => (r.toegestaan.includes(rel) ? 'ja' : '—')).join(' | ')} |`);
  return [
    '# Beleidstabel: wie mag welke aanroep doen',
    '',
    'Geschreven door `npm run beleid:docs` uit `apps/server/src/beleid/beleidstabel.ts`; `apps/server/test/beleid-wandeling.test.ts`',
    'loopt elke aanroep × elke relatie na op PGlite en PostgreSQL (0 afwijkingen) en faalt als een aanroep hier ontbreekt.',
    '"ja": toegestaan (2xx); "—": 403.',
    '',
    'Relaties tot het bedrijf: **eigen** (deelnemer van het bedrijf), **volmacht**, **beheren**, **inzien** (gebruiker van een',
    'organisatie met die actieve machtiging), **servicedesk** (medewerker die het bedrijf met een reden opende, 60 minuten),',
    '**medewerker** (zonder reden), **vreemd** (deelnemer van een ander bedrijf), **ingetrokken** en **verlopen** (organisatie',
    'waarvan de machtiging is ingetrokken of verlopen). Een jaar met status > 1 is voor iedereen alleen lezen.',
    '',
    kop,
    streep,
    ...regels,
    '',
  ].join('\n');
}
