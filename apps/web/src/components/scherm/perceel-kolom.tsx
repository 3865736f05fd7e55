/**
 * Plot references in a register table (decision 014, plot interface): a soil analysis names its plot by `perceelId`,
 * picked from the record's plots (screen Percelen) and shown by the plot's name; and the derived
 * phosphate class per analysis row (engine `fosfaatklasseVoorJaar`: P-AL + P-CaCl2 from 2021, P-AL or Pw up to 2020).
 */
import { Form, Select } from 'antd';
import type { Perceel } from '@kw/engine';
import { fosfaatklasseVoorJaar, type AfgeleideKolom, type VeldDefinitie } from '@kw/contract';
import type { MestForfait } from '@kw/contract/mest-forfait';
import { formatGetal } from '../../lib/format';
import { useQuery } from '@tanstack/react-query';
import { haalSchermGegevens, schermSleutels } from './scherm-api';
import { metVernieuwing } from '../../lib/api-client';
import { veldRegels } from './veld-invoer';
import { useToken, type KlwSleutel } from '../../lib/queries';

type PerceelKort = Pick<Perceel, 'id' | 'naam' | 'nummer' | 'grondgebruik'>;

/** The record's plots (GET /api/Percelen/GetPercelenGegevens); empty while loading, when none are saved, or not needed. */
export function usePercelen(klw: KlwSleutel, nodig: boolean): PerceelKort[] {
  const token = useToken(klw);
  // Only a table with a plot column asks (the same cache entry as the Percelen screen itself).
  const q = useQuery({ queryKey: schermSleutels.gegevens('percelen', klw), queryFn: () => metVernieuwing(() => haalSchermGegevens('Percelen')), enabled: nodig && token.isSuccess });
  if (!nodig) return [];
  return ((q.data?.gegevens as { percelen?: { percelen?: PerceelKort[] } } | undefined)?.percelen?.percelen ?? []).filter((p) => typeof p.id === 'string');
}

export const perceelNaam = (p: PerceelKort) => p.naam || (p.nummer ? `Perceel ${p.nummer}` : `Perceel ${p.id}`);

interface KeuzeProps {
  veld: VeldDefinitie;
  naam: (string | number)[];
  label: string;
  alleenLezen: boolean;
  percelen: PerceelKort[];
}

/** Read-only: the plot's name; an id without a plot says so in words. */
function PerceelTekst({ id, value, percelen, label }: { id?: string; value?: string; percelen: PerceelKort[]; label: string }) {
  const p = percelen.find((x) => x.id === value);
  const tekst = value === undefined || value === '' ? '–' : p ? perceelNaam(p) : 'onbekend perceel';
  return (
    <span id={id} tabIndex={-1} aria-label={`${label}: ${tekst}`}>
      {tekst}
    </span>
  );
}

export function PerceelKeuze({ veld, naam, label, alleenLezen, percelen }: KeuzeProps) {
  return (
    <Form.Item name={naam} rules={alleenLezen ? [] : veldRegels({ ...veld, soort: 'tekst' }, label)} validateFirst style={{ marginBottom: 0 }}>
      {alleenLezen ? (
        <PerceelTekst percelen={percelen} label={label} />
      ) : (
        <Select
          aria-label={label}
          allowClear={!veld.verplicht}
          placeholder={percelen.length ? 'Kies een perceel' : 'Eerst percelen invullen'}
          notFoundContent="Geen percelen: vul ze in op het scherm Percelen."
          options={percelen.map((p) => ({ value: p.id, label: perceelNaam(p) }))}
          // A stored id without a plot (deleted, or plots not entered yet) is said in words, never shown as a bare key.
          labelRender={({ label, value }) => label ?? (value ? 'Onbekend perceel: kies opnieuw' : '')}
          style={{ width: '100%', minWidth: 160 }}
        />
      )}
    </Form.Item>
  );
}

const KLASSE: Record<string, string> = { arm: 'Arm', laag: 'Laag', neutraal: 'Neutraal', ruim: 'Ruim', hoog: 'Hoog' };

/** The phosphate class of one analysis row as words, e.g. 'Neutraal (grasland)'. */
export function fosfaatklasseTekst(jaar: number, rij: Record<string, unknown> | undefined, percelen: PerceelKort[]): string {
  const perceel = percelen.find((p) => p.id === rij?.perceelId);
  // Grassland table for grassland plots; arable for the rest. Without a plot: grassland, said so.
  const grasland = perceel ? perceel.grondgebruik === 'blijvendGrasland' || perceel.grondgebruik === 'tijdelijkGrasland' : true;
  const getal = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) ? x : undefined);
  const uit = fosfaatklasseVoorJaar(jaar, { pAlMgP2o5Per100g: getal(rij?.pAlMgP2o5Per100g), pCaCl2MgPPerKg: getal(rij?.pCaCl2MgPPerKg), pwMgP2o5PerL: getal(rij?.pwMgP2o5PerL) }, grasland);
  // Up to 2020 the class came from P-AL (grassland) or Pw (arable land) alone: the text names the number used.
  if (uit.klasse) return `${KLASSE[uit.klasse]} (${grasland ? 'grasland' : 'bouwland'}, ${uit.indicator}${perceel ? '' : ', geen perceel gekozen'})`;
  return `Vul ${uit.nodig} in`;
}

/** The forfait table, loaded on first use (its own chunk: the year parameters stay out of the register chunk). */
export function useMestForfait(nodig: boolean): MestForfait | undefined {
  const q = useQuery({ queryKey: ['mestForfait'], queryFn: () => import('@kw/contract/mest-forfait').then((m) => ({ f: m.mestForfait })), enabled: nodig, staleTime: Infinity });
  return q.data?.f;
}

/** The RVO forfait of a manure row's mestcode for the year, e.g. '4,00 kg N · 1,50 kg P2O5 per ton'. */
export function mestForfaitTekst(mestForfait: MestForfait | undefined, jaar: number, rij: Record<string, unknown> | undefined): string {
  const code = rij?.mestcode;
  if (typeof code !== 'number' || !Number.isInteger(code)) return 'Vul de mestcode in';
  if (!mestForfait) return 'Forfait laden…';
  const f = mestForfait(jaar, code);
  if (!f) return 'Geen forfait voor dit jaar';
  const tekst = `${formatGetal(f.nKgPerTon, 2)} kg N · ${formatGetal(f.p2o5KgPerTon, 2)} kg P2O5 per ton`;
  return f.bekend ? tekst : `Onbekende mestcode: gerekend als rundveedrijfmest (${tekst})`;
}

/** The text of a derived cell. */
export function afgeleideTekst(kolom: AfgeleideKolom, jaar: number, rij: Record<string, unknown> | undefined, bron: { percelen: PerceelKort[]; mestForfait?: MestForfait }): string {
  return kolom.soort === 'mestforfait' ? mestForfaitTekst(bron.mestForfait, jaar, rij) : fosfaatklasseTekst(jaar, rij, bron.percelen);
}
