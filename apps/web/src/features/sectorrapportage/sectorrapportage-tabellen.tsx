/**
 * The report's tables (decision 029). A suppressed group shows its name and "< 10 bedrijven",
 * never a figure; the server already sends none.
 */
import { Tag } from 'antd';
import { ONDERDRUKT_TEKST, type IndienGroep, type KoppelingAandeel, type KwaliteitRegel, type LaatBedrijf, type VerdelingGroep } from '@kw/contract';
import { TabelOfKaarten, type Kolom } from '../../components/ui/tabel-of-kaarten';
import { formatGetal } from '../../lib/format';

// grey text on white above 7:1, so the tag passes axe at both widths
const Onderdrukt = () => <Tag style={{ color: '#3b463d', background: '#f0f2ef', borderColor: '#c9d1c6' }}>{ONDERDRUKT_TEKST}</Tag>;

const getal = (w: number | null, d = 0) => formatGetal(w, d);
const bedrijvenKolom = <T extends { onderdrukt: boolean }>(aantal: (r: T) => number | null): Kolom<T> => ({
  key: 'bedrijven',
  titel: 'Bedrijven',
  rechts: true,
  render: (r) => (r.onderdrukt ? <Onderdrukt /> : getal(aantal(r))),
});

export function IndienTabel({ groepen, groepTitel, label }: { groepen: IndienGroep[]; groepTitel: string; label: string }) {
  const kolommen: Kolom<IndienGroep>[] = [
    { key: 'naam', titel: groepTitel, render: (g) => g.naam },
    bedrijvenKolom((g) => g.bedrijven),
    { key: 'opTijd', titel: 'Op tijd', rechts: true, render: (g) => getal(g.opTijd) },
    { key: 'teLaat', titel: 'Te laat', rechts: true, render: (g) => getal(g.teLaat) },
    { key: 'onbekend', titel: 'Ingediend, datum onbekend', rechts: true, render: (g) => getal(g.datumOnbekend) },
    { key: 'open', titel: 'Open', rechts: true, render: (g) => getal(g.open) },
    { key: 'nietGestart', titel: 'Niet gestart', rechts: true, render: (g) => getal(g.nietGestart) },
    { key: 'procent', titel: '% op tijd', rechts: true, render: (g) => (g.procentOpTijd === null ? '' : `${getal(g.procentOpTijd, 1)}%`) },
  ];
  return <TabelOfKaarten rijen={groepen} kolommen={kolommen} sleutel={(g) => g.naam} leeg="Geen bedrijven." label={label} />;
}

export function VerdelingTabel({ groepen, sleutel, groepTitel, label }: { groepen: VerdelingGroep[]; sleutel: string; groepTitel: string; label: string }) {
  const waarde = (g: VerdelingGroep, p: 'p10' | 'p50' | 'p90') => getal(g.indicatoren.find((i) => i.sleutel === sleutel)?.[p] ?? null, 1);
  const kolommen: Kolom<VerdelingGroep>[] = [
    { key: 'naam', titel: groepTitel, render: (g) => g.naam },
    bedrijvenKolom((g) => g.bedrijven),
    { key: 'p10', titel: 'P10', rechts: true, render: (g) => waarde(g, 'p10') },
    { key: 'p50', titel: 'P50 (mediaan)', rechts: true, render: (g) => waarde(g, 'p50') },
    { key: 'p90', titel: 'P90', rechts: true, render: (g) => waarde(g, 'p90') },
  ];
  return <TabelOfKaarten rijen={groepen} kolommen={kolommen} sleutel={(g) => g.naam} leeg="Geen ingediende kringloopwijzers met een resultaat." label={label} />;
}

export function KoppelingTabel({ soorten }: { soorten: KoppelingAandeel[] }) {
  const kolommen: Kolom<KoppelingAandeel>[] = [
    { key: 'naam', titel: 'Koppeling', render: (s) => s.naam },
    bedrijvenKolom((s) => s.bedrijven),
    { key: 'procent', titel: '% van de bedrijven', rechts: true, render: (s) => (s.procent === null ? '' : `${getal(s.procent, 1)}%`) },
  ];
  return <TabelOfKaarten rijen={soorten} kolommen={kolommen} sleutel={(s) => s.soort} leeg="Geen koppelingen." label="Gebruik van koppelingen" />;
}

export function KwaliteitTabel({ regels }: { regels: KwaliteitRegel[] }) {
  const kolommen: Kolom<KwaliteitRegel>[] = [
    { key: 'naam', titel: 'Herkomst', render: (k) => k.naam },
    bedrijvenKolom((k) => k.bedrijven),
    { key: 'procent', titel: '% van de bedrijven', rechts: true, render: (k) => (k.procentBedrijven === null ? '' : `${getal(k.procentBedrijven, 1)}%`) },
    { key: 'waarden', titel: 'Waarden', rechts: true, render: (k) => getal(k.waarden) },
    { key: 'gemiddeld', titel: 'Gemiddeld per bedrijf', rechts: true, render: (k) => getal(k.gemiddeldPerBedrijf, 1) },
  ];
  return <TabelOfKaarten rijen={regels} kolommen={kolommen} sleutel={(k) => k.herkomst} leeg="Geen gegevens." label="Datakwaliteit" />;
}

export function LaatTabel({ bedrijven }: { bedrijven: LaatBedrijf[] }) {
  const kolommen: Kolom<LaatBedrijf>[] = [
    { key: 'naam', titel: 'Bedrijf', render: (b) => b.naam },
    { key: 'kvk', titel: 'KvK-nummer', render: (b) => b.kvkNummer ?? '' },
    { key: 'zuivel', titel: 'Zuivelonderneming', render: (b) => b.zuivel },
    { key: 'provincie', titel: 'Provincie', render: (b) => b.provincie },
  ];
  return <TabelOfKaarten rijen={bedrijven} kolommen={kolommen} sleutel={(b) => b.relatieId} leeg="Geen open kringloopwijzers na de deadline." label="Na de deadline nog open" />;
}
