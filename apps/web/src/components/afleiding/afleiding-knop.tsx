/**
 * The entry points into the trace view for any screen: `AfleidingKnop` ("Waarom dit getal?" next
 * to a figure) and `Getal` (the figure itself as the button). Report screens pass the figure's
 * root node: `dashboard.<indicator>` for a dashboard indicator, the dumpfile variable otherwise
 * (`verl_bodbal1_ha`); the record comes from the URL unless given.
 */
import { lazy, Suspense, useState, type CSSProperties } from 'react';
import { useParams } from 'react-router';
import { klwSleutel, type KlwSleutel } from '../../lib/queries';
import { metEenheid } from './afleiding-opmaak';
import './afleiding.css';

export interface AfleidingKnopProps {
  /** root node id of the figure */
  knoop: string;
  /** the figure's name as shown (for the accessible name and the first breadcrumb) */
  label: string;
  klw?: KlwSleutel;
  /** another record of the same farm than the token's (a year on the history screen): its own trace */
  record?: number;
  /** shown above the trace when the screen shows several records ("Jaar 2018") */
  onderschrift?: string;
  style?: CSSProperties;
}

// The view (drawer, tags, breadcrumbs) loads on the first click: screens with figures stay inside their chunk budget.
const AfleidingVenster = lazy(() => import('./afleiding-venster').then((m) => ({ default: m.AfleidingVenster })));

// The reset and the focus ring are in afleiding.css (class afleiding-knop / afleiding-getal).
const knopStijl: CSSProperties = { color: '#1a5e8a', textDecoration: 'underline', fontSize: 12 };

/**
 * The trace view of one figure at a time, opened from code (a click on a chart element): returns
 * the drawer to render and `openen(knoop, label)`. Nothing loads until the first `openen`.
 */
export function useAfleidingOpener(klw?: KlwSleutel, record?: number, onderschrift?: string) {
  const { klwId } = useParams();
  const [gekozen, setGekozen] = useState<{ knoop: string; label: string } | null>(null);
  const [open, setOpen] = useState(false);
  const venster = gekozen ? (
    <Suspense fallback={null}>
      <AfleidingVenster klw={klw ?? klwSleutel(klwId)} knoop={gekozen.knoop} label={gekozen.label} open={open} onClose={() => setOpen(false)} record={record} onderschrift={onderschrift} />
    </Suspense>
  ) : null;
  return {
    venster,
    openen: (knoop: string, label: string) => {
      setGekozen({ knoop, label });
      setOpen(true);
    },
  };
}

function useVenster(knoop: string, label: string, klw?: KlwSleutel, record?: number, onderschrift?: string) {
  // Mounted only once opened: a screen with many figures renders no drawers until one is asked for.
  const { venster, openen } = useAfleidingOpener(klw, record, onderschrift);
  return { venster, openen: () => openen(knoop, label) };
}

/** A small link-style button "Waarom dit getal?" that opens the trace of one figure. */
export function AfleidingKnop({ knoop, label, klw, record, style }: AfleidingKnopProps) {
  const { venster, openen } = useVenster(knoop, label, klw, record);
  return (
    <>
      <button type="button" onClick={openen} aria-label={`Waarom dit getal? ${label}`} aria-haspopup="dialog" style={{ ...knopStijl, ...style }} className="afleiding-knop" data-testid={`waarom-${knoop}`}>
        Waarom dit getal?
      </button>
      {venster}
    </>
  );
}

/** A figure with its unit that opens its trace when clicked (for tables and report screens). */
export function Getal({ waarde, eenheid, knoop, label, klw, record, onderschrift, tekst }: AfleidingKnopProps & { waarde: number; eenheid?: string; tekst?: string }) {
  const { venster, openen } = useVenster(knoop, label, klw, record, onderschrift);
  const getoond = tekst ?? metEenheid(waarde, eenheid);
  return (
    <>
      <button type="button" onClick={openen} aria-label={`${label}: ${getoond}. Waarom dit getal?`} aria-haspopup="dialog" style={{ ...knopStijl, fontSize: 'inherit', fontVariantNumeric: 'tabular-nums' }} className="afleiding-getal">
        {getoond}
      </button>
      {venster}
    </>
  );
}
