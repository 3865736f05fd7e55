/**
 * 2023: Handreiking BEX 2023 (silage density < 22% DS, housing NH3 correction factors, lactation
 * and dry days — recorded in `bexHandreiking`); rekenregels KLW 2023 (doi 10.18174/643089).
 */
import { aangenomen, c } from './bronnen';
import { parameters2022 } from './2022';
import { BEX_WIJZIGINGEN_2023 } from './bex-handreiking';
import type { RekenParameters } from './types';

export const parameters2023: RekenParameters = {
  ...parameters2022,
  jaar: 2023,
  versie: 'KLW-open 2023 (rekenregels KLW 2023, doi 10.18174/643089; aangenomen waarden gemarkeerd)',
  bexHandreiking: { ...parameters2022.bexHandreiking, versie: 'Handreiking BEX 2023', wijzigingen: [...parameters2022.bexHandreiking.wijzigingen, ...BEX_WIJZIGINGEN_2023] },
  // VEM-2022 (CVB, aangekondigd januari 2023; supplement §5.2). Het jaar waarin BEX overstapte is AANGENOMEN 2023.
  vemStelsel: { naam: 'VEM-2022', bron: aangenomen('VEM-2022 vanaf rapportagejaar 2023 (verantwoordeveehouderij.nl 12-01-2023; supplement §5.2)') },
  vemOnderhoudToeslagLacterend: c(0.15, 'fractie onderhoud', 'Bron: verantwoordeveehouderij.nl 12-01-2023 en Trouw Nutrition 03-01-2023 (supplement §5.2): onderhoud lacterend +15%'),
  vemOnderhoudToeslagDroog: c(0.26, 'fractie onderhoud', 'Bron: verantwoordeveehouderij.nl 12-01-2023 (supplement §5.2): onderhoud droogstaand +26%'),
  vemBewegingToeslagLoopstal: c(0.1, 'fractie onderhoud', 'Bron: verantwoordeveehouderij.nl 12-01-2023 (supplement §5.2): beweging in de ligboxenstal +10% op onderhoud (lacterend)'),
  vemVoederniveauCorrectie: c(0, 'per kg FPCM/dag boven de drempel', 'Bron: Trouw Nutrition 03-01-2023 (supplement §5.2): voederniveaucorrectie vervalt in VEM-2022'),
  vemPerKgFpcm: c(390, 'VEM/kg FPCM', 'Bron: verantwoordeveehouderij.nl 12-01-2023 (supplement §5.2): 390 VEM per kg melk in VEM-2022'),
  vemDrachtPerKoePerJaar: c(((73_500 + 300 * 150) * 365) / 400, 'VEM/koe/jaar', 'AFGELEID (supplement §5.3): VEM-2022 ≈ +300 VEM/d over 150 dagen bovenop 73.500 VEM per dracht × 365/400 (tussenkalftijd 400 d AANGENOMEN — te verifiëren tegen de officiële tabel)'),
  weidetoeslagOnbeperktFractieOnderhoud: c(0.3, 'fractie (onderhoud + beweging) per weidedag', 'Bron: verantwoordeveehouderij.nl 12-01-2023 (supplement §5.2): onbeperkt weiden +30% op onderhoud + beweging'),
  weidetoeslagBeperktFractieOnderhoud: c(0.15, 'fractie (onderhoud + beweging) per weidedag', aangenomen('beperkt weiden de helft van de onbeperkte toeslag (15%) in VEM-2022')),
  lichaamsgewichtPerRas: {
    ...parameters2022.lichaamsgewichtPerRas,
    waarden: { ...parameters2022.lichaamsgewichtPerRas.waarden, 'holstein-friesian': 675 },
    bron: aangenomen('gemiddeld lichaamsgewicht per ras; Holstein 675 kg = referentiekoe VEM-2022 (supplement §5.2)'),
  },
  co2Elektriciteit: c(0.42, 'kg CO2-eq/kWh', aangenomen('emissiefactor grijze stroom 2023 (co2emissiefactoren.nl)')),
  gwpN2o: c(265, 'kg CO2-eq/kg N2O', aangenomen('GWP N2O 265 (IPCC AR5) ook in de rekenregels 2023; AR6 (273) mogelijk — supplement §6')),
  // Overige waarden: ongewijzigd t.o.v. 2022.
};
