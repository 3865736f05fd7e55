/**
 * The stored signals of a record (decision 010) made into the Signalering screen's rows
 * (decision 012): the screen's title and route, the field's label, the value and the range
 * that was expected. Pure: the service reads the record around it.
 */
import {
  formulierDefinitie,
  leesVeld,
  melkLeveringRegels,
  plekVanVeld,
  schermPlekUitCatalogus,
  vulKlwId,
  type MelkBron,
  type SchermSignalering,
  type SignaleringRegel,
  type VeldDefinitie,
} from '@kw/contract';
import { parametersVoorJaar, type RekenParameters } from '@kw/engine';
import { bereikVanSignaal } from './signalering.bereik';

export interface SignaleringBron {
  klwId: number;
  jaar: number;
  signaleringen: SchermSignalering[];
  /** the stored document of each saved screen */
  documenten: Record<string, Record<string, unknown>>;
  /** the saved Melklevering data (manual part), undefined when never saved */
  melk: MelkBron['invoer'];
}

/** The value at a dotted path of a document ('krachtvoer.producten.0.vemPerKgDs'). */
function waardeOp(doc: unknown, pad: string): unknown {
  return pad.split('.').reduce<unknown>((o, deel) => (o !== null && typeof o === 'object' ? (o as Record<string, unknown>)[deel] : undefined), doc);
}

const alsGetal = (w: unknown) => (typeof w === 'number' && Number.isFinite(w) ? w : null);

/** The field (or, failing that, the table or card) a path points at in a screen's form of that year. */
function veldVan(scherm: string, jaar: number, pad: string): { label: string; veld: VeldDefinitie | null } | null {
  const def = formulierDefinitie(scherm, jaar);
  if (!def) return null;
  const delen = pad.split('.');
  for (const c of def.categorieen) {
    const cDelen = c.pad.split('.');
    if (!cDelen.every((d, i) => delen[i] === d)) continue;
    const rest = delen.slice(cDelen.length);
    if (c.soort === 'tabel') {
      const v = /^\d+$/.test(rest[0] ?? '') ? c.kolommen.find((k) => k.sleutel === rest.slice(1).join('.')) : undefined;
      if (v) return { label: `${c.naam}, regel ${Number(rest[0]) + 1}: ${v.label}`, veld: v };
    } else {
      const v = c.velden.find((k) => k.sleutel === rest.join('.'));
      if (v) return { label: v.label, veld: v };
    }
  }
  const groep = def.categorieen.find((c) => pad === c.pad || pad.startsWith(`${c.pad}.`) || c.pad.startsWith(`${pad}.`));
  return groep ? { label: groep.naam, veld: null } : null;
}

function parameters(jaar: number): RekenParameters | null {
  try {
    return parametersVoorJaar(jaar);
  } catch {
    return null; // a year without parameters: no ranges, the signal still shows
  }
}

export function signaleringRegels(bron: SignaleringBron): SignaleringRegel[] {
  const p = parameters(bron.jaar);
  return bron.signaleringen.map((s) => {
    const isMelk = s.scherm === 'melklevering';
    // the route of the field's own view (decision 010: a screen spread over several routes); Melklevering's from the route catalogue
    const scherm = plekVanVeld(s.scherm, s.veldPad) ?? schermPlekUitCatalogus(s.scherm);
    const basis = {
      code: s.code,
      ernst: s.ernst,
      bericht: s.bericht,
      scherm: s.scherm,
      schermTitel: scherm?.titel ?? s.scherm,
      route: scherm ? vulKlwId(scherm.route, bron.klwId) : null,
      veldPad: s.veldPad,
    };
    if (isMelk) {
      const regel = melkLeveringRegels(bron.jaar).find((r) => r.veld === s.veldPad);
      const invoerWaarde = regel && bron.melk ? leesVeld(bron.melk, regel.veld) : null;
      const bereik = bereikVanSignaal(s.code, p);
      return {
        ...basis,
        veldLabel: regel?.label ?? null,
        waarde: s.waarde ?? invoerWaarde,
        eenheid: bereik?.eenheid ?? regel?.eenheid ?? null,
        verwachtMin: bereik ? bereik.min : (regel?.min ?? null),
        verwachtMax: bereik ? bereik.max : (regel?.max ?? null),
      };
    }
    const veld = veldVan(s.scherm, bron.jaar, s.veldPad);
    const bereik = bereikVanSignaal(s.code, p);
    // An engine signal names its own value and range; a validation error is about the field as entered.
    const invoerWaarde = alsGetal(waardeOp(bron.documenten[s.scherm], s.veldPad));
    return {
      ...basis,
      veldLabel: veld?.label ?? null,
      waarde: s.waarde ?? (bereik ? null : invoerWaarde),
      eenheid: bereik?.eenheid ?? veld?.veld?.eenheid ?? null,
      verwachtMin: bereik ? bereik.min : (veld?.veld?.min ?? null),
      verwachtMax: bereik ? bereik.max : (veld?.veld?.max ?? null),
    };
  });
}
