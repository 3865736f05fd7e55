/** "Waarom dit getal?" texts of milk production and the herd counts (melkproductie.ts); operands in `{…}`, see `Uitleg` (decision 022). */
import type { UitlegCatalogus } from '../afleiding';

export const melkUitleg = {
  melkprod: { label: 'Melkproductie', formule: 'geleverd aan de zuivel: {i:geleverd.kg} + zelf verwerkt: {i:zelfZuivel.kg} + {i:gevoerdAanKalverenKg} + {i:overigeProductieKg}' },
  bkg_prod_fpcm: {
    label: 'Meetmelk (FPCM)',
    formule: '{melkprod} × ({c:basis} + {c:factor vet} × vetgehalte {t:vet} + {c:factor eiwit} × eiwitgehalte {t:eiwit}); vet en eiwit gewogen naar kg melk',
  },
  melkpkoe: { label: 'Melk per koe', formule: '{melkprod} / {nkoe}' },
  fpcmpkoe: { label: 'Meetmelk per koe', formule: '{bkg_prod_fpcm} / {nkoe}' },
  melkperha: { label: 'Melk per ha', formule: '{melkprod} / {opp_totaal}' },
  nkoe: { label: 'Aantal melkkoeien', formule: 'gemiddeld aantal melkkoeien over het jaar (diercategorie 100): {i:gemiddeldAantal}' },
  nkalf: { label: 'Aantal jongvee jonger dan 1 jaar', formule: 'gemiddeld aantal jongvee jonger dan 1 jaar (diercategorie 101): {i:gemiddeldAantal}' },
  npink: { label: 'Aantal jongvee van 1 jaar en ouder', formule: 'gemiddeld aantal jongvee van 1 jaar en ouder (diercategorie 102): {i:gemiddeldAantal}' },
  jaartal: { label: 'Jaar', formule: 'het jaar van de kringloopwijzer: {i:jaar}' },
} as const satisfies UitlegCatalogus;
