/** "Waarom dit getal?" texts of the forfaitary excretion (forfait.ts); operands in `{…}`, see `Uitleg` (decision 022). */
import type { UitlegCatalogus } from '../afleiding';

const jongveeN = '{i:jongveeJonger1Jaar.gemiddeldAantal} × {c:jongvee <1 jaar} + {i:jongveeOuder1Jaar.gemiddeldAantal} × {c:jongvee ≥1 jaar}';

export const forfaitUitleg = {
  excr_forf1: {
    label: 'Stikstofexcretie melkvee, forfaitair',
    formule: `{i:melkkoeien.gemiddeldAantal} × ({c:koe bij 9.500 kg} + {c:per kg melk} × ({melkpkoe} − 9.500) + {c:N per ureumeenheid} × ({i:ureumMgPer100ml} − {c:ureum basis})) + ${jongveeN}`,
  },
  'excr_forf1.biologisch': {
    label: 'Stikstofexcretie melkvee, forfaitair',
    formule: '{i:melkkoeien.gemiddeldAantal} × {c:koe biologisch} + {i:jongveeJonger1Jaar.gemiddeldAantal} × {c:jongvee <1 biologisch} + {i:jongveeOuder1Jaar.gemiddeldAantal} × {c:jongvee ≥1 biologisch}',
  },
  excr_forf2: { label: 'Fosfaatexcretie melkvee, forfaitair', formule: `{i:melkkoeien.gemiddeldAantal} × ({c:koe bij 9.500 kg} + {c:per kg melk} × ({melkpkoe} − 9.500)) + ${jongveeN}` },
} as const satisfies UitlegCatalogus;
