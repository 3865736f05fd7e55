/**
 * Port-3000 answers of the data-sharing calls (decision 027): the catalogue, purposes and
 * participations in memory, with the contract's own rules (`bezwarenTegenActiveren`,
 * `volgendeDeelnameStatus`, the schemas) as on the server. The consumer API and its token are the
 * server's only (a mock has no consumer).
 */
import {
  aanvraagInvoerSchema,
  bezwarenTegenActiveren,
  bulkInvoerSchema,
  dataproducten,
  dataproductVan,
  DEELNAME_LIJSTEN,
  deelnameStapSchema,
  doelInvoerSchema,
  doelStapSchema,
  gegevensdelingRoutes as g,
  namensInvoerSchema,
  vandaagIso,
  VERVERSING_TEKST,
  volgendeDeelnameStatus,
  type DataproductSleutel,
  type DeelnameLijst,
  type DeelnameRegel,
  type DoelRegel,
} from '@kw/contract';

interface Antwoord {
  status: number;
  data: unknown;
}
const fout = (statusCode: number, message: string): Antwoord => ({ status: statusCode, data: { statusCode, message } });
const ok = (data: unknown): Antwoord => ({ status: 200, data });
const ongeldig = (issues: Array<{ message: string }>) => fout(400, issues[0]?.message ?? 'De verzonden gegevens zijn ongeldig.');

const AFNEMER = { id: 90, naam: 'Stichting Duurzame Zuivelketen', kvk: '68000001' };
const BEDRIJVEN: Record<string, { relatieId: number; naam: string; ubns: string[] }> = {
  '12345678': { relatieId: 1, naam: 'Melkveebedrijf De Vries', ubns: ['1234567'] },
  '23456789': { relatieId: 2, naam: 'Maatschap Jansen', ubns: ['2345678'] },
};
const nu = () => new Date().toLocaleString('nl-NL', { timeZone: 'Europe/Amsterdam', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }).replace(/\//g, '-').replace(',', '');
const plusDagen = (d: number) => vandaagIso(new Date(Date.now() + d * 86_400_000));

interface Staat {
  doelen: DoelRegel[];
  deelnames: DeelnameRegel[];
}
let staat: Staat | null = null;

function maakStaat(): Staat {
  const premie: DoelRegel = {
    id: 1,
    versie: 1,
    afnemer: AFNEMER,
    naam: 'Duurzaamheidspremie melkveehouderij',
    boerTekst: 'Wij gebruiken de kengetallen van uw Kringloopwijzer en of u hebt ingediend om uw duurzaamheidspremie te berekenen. Wij bewaren ze vijf jaar.',
    producten: ['kengetallen', 'indienstatus'],
    grondslag: 'Toestemming van de melkveehouder',
    bewaartermijn: '5 jaar na het premiejaar',
    begindatum: plusDagen(-300),
    einddatum: plusDagen(730),
    status: 'actief',
    licentiegeverAkkoordOp: new Date(Date.now() - 290 * 86_400_000).toISOString(),
    bezwaren: [],
    deelnames: { aangevraagd: 1, goedgekeurd: 1, overig: 0 },
  };
  const onderzoek: DoelRegel = { ...premie, id: 2, naam: 'Onderzoek graslandbeheer', boerTekst: '', producten: ['invoer-bodem'], grondslag: '', bewaartermijn: '', begindatum: null, einddatum: null, status: 'concept', licentiegeverAkkoordOp: null, deelnames: { aangevraagd: 0, goedgekeurd: 0, overig: 0 } };
  const deelname = (id: number, kvk: string, status: DeelnameRegel['status']): DeelnameRegel => ({
    id,
    relatieId: BEDRIJVEN[kvk].relatieId,
    versie: 1,
    bedrijf: { naam: BEDRIJVEN[kvk].naam, kvk, ubns: BEDRIJVEN[kvk].ubns },
    doel: { id: premie.id, naam: premie.naam, boerTekst: premie.boerTekst, einddatum: premie.einddatum },
    afnemer: AFNEMER.naam,
    producten: premie.producten,
    ubnBeperking: [],
    status,
    statusBron: null,
    aangevraagdOp: nu(),
    beslistOp: status === 'aangevraagd' ? null : nu(),
    reden: null,
    laatstGeleverdOp: null,
    geschiedenis: [{ tijdstip: nu(), wie: 'Sanne de Groot', actie: 'Aangevraagd', reden: null }],
  });
  return { doelen: [premie, { ...onderzoek, bezwaren: bezwarenTegenActiveren(onderzoek, vandaagIso()) }], deelnames: [deelname(1, '12345678', 'aangevraagd'), deelname(2, '23456789', 'goedgekeurd')] };
}

const ALLE = [g.dataproducten, g.doelen, g.doelOpslaan, g.doelActiveren, g.doelSluiten, g.doelLicentiegever, g.deelnames, g.deelnameAanvragen, g.deelnameNamens, g.deelnamesBulk, g.goedkeuren, g.afwijzen, g.intrekken, g.opnieuwVersturen, g.ubnBeperking, g.voorbeeld, g.afnemerGeheim, g.afnemerToken];

export function mockGegevensdeling(methode: string, pad: string, body: unknown, zoek: URLSearchParams, c: { isMedewerker: boolean }): Antwoord | null {
  const is = (r: { method: string; path: string }) => methode === r.method && pad === r.path;
  if (!ALLE.some(is)) return null;
  staat ??= maakStaat();
  const s = staat;
  const herbereken = (d: DoelRegel): DoelRegel => ({ ...d, bezwaren: d.status === 'concept' ? bezwarenTegenActiveren(d, vandaagIso()) : [] });

  if (is(g.dataproducten))
    return ok({
      producten: dataproducten.map((p) => ({
        ...p,
        verversing: VERVERSING_TEKST[p.verversing],
        doelen: s.doelen.filter((d) => d.status === 'actief' && d.producten.includes(p.sleutel)).map((d) => ({ id: d.id, naam: d.naam, afnemer: d.afnemer.naam })),
        deelnemendeBedrijven: new Set(s.deelnames.filter((d) => d.status === 'goedgekeurd' && d.producten.includes(p.sleutel)).map((d) => d.relatieId)).size,
      })),
    });
  if (is(g.doelen)) return ok({ doelen: s.doelen });
  if (is(g.doelOpslaan)) {
    const v = doelInvoerSchema.safeParse(body);
    if (!v.success) return ongeldig(v.error.issues);
    const bestaand = v.data.id ? s.doelen.find((d) => d.id === v.data.id) : undefined;
    if (v.data.id && !bestaand) return fout(404, 'Dit doel bestaat niet.');
    if (bestaand && bestaand.versie !== v.data.versie) return fout(409, 'Dit doel is intussen door iemand anders gewijzigd. Laad de doelen opnieuw en probeer het nog eens.');
    if (bestaand && bestaand.status !== 'concept') return fout(409, 'Alleen een doel in concept kan worden gewijzigd. Sluit dit doel en leg een nieuw vast.');
    const { id: _i, versie: _v, afnemerKvk: _a, ...velden } = v.data;
    const doel = herbereken({ ...(bestaand ?? { id: Math.max(0, ...s.doelen.map((d) => d.id)) + 1, versie: 0, afnemer: AFNEMER, status: 'concept', licentiegeverAkkoordOp: null, bezwaren: [], deelnames: { aangevraagd: 0, goedgekeurd: 0, overig: 0 } }), ...velden, versie: (bestaand?.versie ?? 0) + 1 });
    s.doelen = [...s.doelen.filter((d) => d.id !== doel.id), doel].sort((a, b) => a.id - b.id);
    return ok({ doel });
  }
  if (is(g.doelActiveren) || is(g.doelSluiten) || is(g.doelLicentiegever)) {
    const v = doelStapSchema.safeParse(body);
    if (!v.success) return ongeldig(v.error.issues);
    const d = s.doelen.find((x) => x.id === v.data.id);
    if (!d) return fout(404, 'Dit doel bestaat niet.');
    if (d.versie !== v.data.versie) return fout(409, 'Dit doel is intussen door iemand anders gewijzigd. Laad de doelen opnieuw en probeer het nog eens.');
    let nieuw: DoelRegel;
    if (is(g.doelLicentiegever)) {
      if (!c.isMedewerker) return fout(403, 'Alleen de servicedesk kan dit doen.');
      nieuw = { ...d, licentiegeverAkkoordOp: new Date().toISOString() };
    } else if (is(g.doelActiveren)) {
      const bezwaren = bezwarenTegenActiveren(d, vandaagIso());
      if (bezwaren.length) return fout(400, `Dit doel kan nog niet actief worden: ${bezwaren.join(' ')}`);
      nieuw = { ...d, status: 'actief' };
    } else {
      if (d.status === 'gesloten') return fout(409, 'Dit doel is al gesloten.');
      nieuw = { ...d, status: 'gesloten' };
    }
    const doel = herbereken({ ...nieuw, versie: d.versie + 1 });
    s.doelen = s.doelen.map((x) => (x.id === d.id ? doel : x));
    return ok({ doel });
  }
  if (is(g.deelnames)) {
    const lijst = zoek.get('lijst') as DeelnameLijst | null;
    if (!lijst || !(lijst in DEELNAME_LIJSTEN)) return fout(400, 'Kies de lijst: niet-goedgekeurd, goedgekeurd of ingetrokken.');
    const deelnames = s.deelnames.filter((d) => (DEELNAME_LIJSTEN[lijst] as readonly string[]).includes(d.status));
    const perDoel = [...new Set(deelnames.map((d) => d.doel.id))].map((id) => ({ doelId: id, naam: deelnames.find((d) => d.doel.id === id)!.doel.naam, aantal: deelnames.filter((d) => d.doel.id === id).length }));
    return ok({ deelnames, perDoel });
  }
  if (is(g.voorbeeld)) {
    const d = s.deelnames.find((x) => x.id === Number(zoek.get('deelnameId')));
    if (!d) return fout(404, 'Deze deelname bestaat niet.');
    return ok({
      jaar: 2024,
      producten: d.producten.map((p: DataproductSleutel) => ({
        sleutel: p,
        naam: dataproductVan(p).naam,
        // the mock has no engine: the dictionary with the example farm's six indicators where they apply
        waarden: dataproductVan(p).velden.slice(0, 12).map((v, i) => ({ label: v.label, eenheid: v.eenheid, groep: v.groep, waarde: v.soort === 'getal' ? [123, 61.2, 11.4, 1087, 72.5, 68.1][i % 6] : null })),
      })),
    });
  }
  if (is(g.goedkeuren) || is(g.afwijzen) || is(g.intrekken)) {
    const v = deelnameStapSchema.safeParse(body);
    if (!v.success) return ongeldig(v.error.issues);
    const d = s.deelnames.find((x) => x.id === v.data.deelnameId && x.relatieId === v.data.relatieId);
    if (!d) return fout(404, 'Deze deelname bestaat niet.');
    if (d.versie !== v.data.versie) return fout(409, 'Deze deelname is intussen door iemand anders gewijzigd. Laad de lijst opnieuw en probeer het nog eens.');
    const actie = is(g.goedkeuren) ? 'goedkeuren' : is(g.afwijzen) ? 'afwijzen' : 'intrekken';
    if (actie !== 'goedkeuren' && !v.data.reden) return fout(400, 'Geef een reden; de afnemer krijgt die te zien.');
    const volgende = volgendeDeelnameStatus(d.status, actie);
    if ('fout' in volgende) return fout(409, volgende.fout);
    const nieuw: DeelnameRegel = { ...d, status: volgende.status, versie: d.versie + 1, beslistOp: nu(), reden: v.data.reden ?? null, geschiedenis: [...d.geschiedenis, { tijdstip: nu(), wie: 'U', actie: volgende.status[0].toUpperCase() + volgende.status.slice(1), reden: v.data.reden ?? null }] };
    s.deelnames = s.deelnames.map((x) => (x.id === d.id ? nieuw : x));
    return ok({ deelname: nieuw });
  }
  if (is(g.deelnameAanvragen) || is(g.deelnameNamens)) {
    const v = (is(g.deelnameNamens) ? namensInvoerSchema : aanvraagInvoerSchema).safeParse(body);
    if (!v.success) return ongeldig(v.error.issues);
    const bedrijf = BEDRIJVEN[v.data.kvkNummer];
    const doel = s.doelen.find((d) => d.id === v.data.doelId);
    if (!bedrijf) return fout(404, `Er is geen bedrijf met KvK-nummer ${v.data.kvkNummer}.`);
    if (!doel || doel.status !== 'actief') return fout(409, 'Dit doel is niet actief; er kunnen geen deelnames voor worden aangevraagd.');
    if (s.deelnames.some((d) => d.relatieId === bedrijf.relatieId && d.doel.id === doel.id && (d.status === 'aangevraagd' || d.status === 'goedgekeurd'))) return fout(409, `${bedrijf.naam} is al gevraagd voor dit doel of neemt al deel.`);
    const nieuw: DeelnameRegel = { ...s.deelnames[0], id: Math.max(...s.deelnames.map((d) => d.id)) + 1, relatieId: bedrijf.relatieId, versie: 1, bedrijf: { naam: bedrijf.naam, kvk: v.data.kvkNummer, ubns: bedrijf.ubns }, doel: { id: doel.id, naam: doel.naam, boerTekst: doel.boerTekst, einddatum: doel.einddatum }, producten: doel.producten, ubnBeperking: v.data.ubnBeperking, status: 'aangevraagd', beslistOp: null, reden: null, geschiedenis: [{ tijdstip: nu(), wie: 'U', actie: 'Aangevraagd', reden: null }] };
    s.deelnames.push(nieuw);
    return ok({ deelname: nieuw });
  }
  if (is(g.deelnamesBulk)) {
    const v = bulkInvoerSchema.safeParse(body);
    if (!v.success) return ongeldig(v.error.issues);
    const regels = v.data.csv.split(/\r?\n/).map((r, i) => ({ regel: i + 1, kvk: r.split(/[;,\t]/)[0].trim() })).filter((r) => r.kvk);
    return ok({ aangemaakt: [], geweigerd: regels.map((r) => ({ ...r, reden: BEDRIJVEN[r.kvk] ? 'In de voorbeeldmodus worden geen deelnames gemaakt.' : /^\d{8}$/.test(r.kvk) ? `Er is geen bedrijf met KvK-nummer ${r.kvk}.` : 'Een KvK-nummer heeft precies 8 cijfers.' })) });
  }
  if (is(g.opnieuwVersturen) || is(g.ubnBeperking)) {
    const d = s.deelnames.find((x) => x.id === (body as { deelnameId?: number } | null)?.deelnameId);
    return d ? ok({ deelname: d }) : fout(404, 'Deze deelname bestaat niet.');
  }
  if (is(g.afnemerGeheim)) return c.isMedewerker ? ok({ clientId: 'voorbeeld-client', clientSecret: 'voorbeeld-geheim-alleen-in-de-voorbeeldmodus', melding: 'Bewaar het geheim nu: het wordt niet meer getoond.' }) : fout(403, 'Alleen de servicedesk kan dit doen.');
  return fout(404, 'De afnemers-API werkt alleen op de server (npm start).');
}
