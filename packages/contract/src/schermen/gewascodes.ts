/**
 * BRP crop codes (gewascodes) a plot can carry, with the land use a code fills in (klw-domain-supplement.md §1).
 *
 * Source: KLW-domeinsupplement §1 "BRP crop codes", which takes code and name from the RVO
 * crop-code list as published in `nmi-agro/fdm` `fdm-data/src/cultivations/catalogues/brp.json`
 * (commit 9bf23bbf) [CERTAIN]. The land use per code is our mapping [ASSUMED — te verifiëren
 * tegen het KLW-invoerscherm "Gewassen" en de rekenregels 2023]: KLW's own table is not public.
 * Codes whose land use is not clear (braak, randen, groenbemesters, 3506 engels raaigras) fill
 * nothing: the farmer picks the land use. This list holds the codes of the supplement, not the
 * whole RVO list (≈ 530 codes); a code outside it can still be typed (te verifiëren: RVO-lijst per jaar).
 */
import type { Grondgebruik } from '@kw/engine';

export interface Gewascode {
  code: number;
  /** name as in the RVO list */
  naam: string;
  /** land use filled in when the code is picked; absent = not clear from the code */
  grondgebruik?: Grondgebruik;
  /** botanical legume (supplement §1, "Vlinderbl.") */
  vlinderbloemig?: boolean;
}

export const GEWASCODES_BRON = 'RVO BRP-gewascodelijst via KLW-domeinsupplement §1 (fdm brp.json); grondgebruik per code aangenomen — te verifiëren';

const g = (code: number, naam: string, grondgebruik?: Grondgebruik, vlinderbloemig = false): Gewascode => ({
  code,
  naam,
  ...(grondgebruik ? { grondgebruik } : {}),
  ...(vlinderbloemig ? { vlinderbloemig } : {}),
});

export const gewascodes: Gewascode[] = [
  g(265, 'Grasland, blijvend', 'blijvendGrasland'),
  g(266, 'Grasland, tijdelijk', 'tijdelijkGrasland'),
  g(331, 'Grasland, natuurlijk, met landbouwactiviteiten', 'blijvendGrasland'),
  g(332, 'Grasland, natuurlijk, hoofdfunctie natuur', 'natuur'),
  g(336, 'Grasland, natuurlijk, natuurbeheertype overwegend landbouw', 'natuur'),
  g(2301, 'Natuurlijk grasland met hoofdfunctie landbouw', 'blijvendGrasland'),
  g(2302, 'Natuurlijk grasland (begraasd), beperkte landbouwactiviteit', 'natuur'),
  g(3718, 'Grasland, natuurlijk', 'blijvendGrasland'),
  g(335, 'Natuurterreinen (incl. heide)', 'natuur'),
  g(3719, 'Heide', 'natuur'),
  g(2303, 'Overige natuurterreinen', 'natuur'),
  g(662, 'Bos (SBL-regeling)', 'natuur'),
  g(259, 'Maïs, snij-', 'mais'),
  g(2032, 'Maïs, energie-', 'mais'),
  g(1935, 'Maïskolvensilage', 'mais'),
  g(316, 'Maïs, korrel-', 'akkerbouw'),
  g(317, 'Maïs, corncob mix', 'akkerbouw'),
  g(814, 'Maïs, suiker-', 'akkerbouw'),
  g(233, 'Tarwe, winter-', 'akkerbouw'),
  g(234, 'Tarwe, zomer-', 'akkerbouw'),
  g(235, 'Gerst, winter-', 'akkerbouw'),
  g(236, 'Gerst, zomer-', 'akkerbouw'),
  g(237, 'Rogge (geen snijrogge)', 'akkerbouw'),
  g(238, 'Haver', 'akkerbouw'),
  g(314, 'Triticale', 'akkerbouw'),
  g(6806, 'Snijrogge', 'akkerbouw'),
  g(7129, 'Rogge, groenvoedergewas', 'akkerbouw'),
  g(2652, 'Granen, overig', 'akkerbouw'),
  g(2014, 'Aardappelen, consumptie', 'akkerbouw'),
  g(2015, 'Aardappelen, poot NAK', 'akkerbouw'),
  g(2016, 'Aardappelen, poot TBM', 'akkerbouw'),
  g(2017, 'Aardappelen, zetmeel', 'akkerbouw'),
  g(256, 'Bieten, suiker-', 'akkerbouw'),
  g(257, 'Bieten, voeder-', 'akkerbouw'),
  g(2651, 'Bieten, voeder- (incl. aardperen)', 'akkerbouw'),
  g(1922, 'Koolzaad, winter', 'akkerbouw'),
  g(1923, 'Koolzaad, zomer', 'akkerbouw'),
  g(262, 'Uien, zaai-', 'akkerbouw'),
  g(2785, 'Winterpeen, productie', 'akkerbouw'),
  g(666, 'Vlas, olie- (lijnzaad)', 'akkerbouw'),
  g(258, 'Luzerne', 'akkerbouw', true),
  g(799, 'Klaver, rode', 'akkerbouw', true),
  g(3524, 'Klaver, witte', 'akkerbouw', true),
  g(308, 'Erwten (droog te oogsten)', 'akkerbouw', true),
  g(244, 'Erwten, groene/gele (groen te oogsten)', 'akkerbouw', true),
  g(311, 'Bonen, veld- (duiven-, paarden-, wierbonen)', 'akkerbouw', true),
  g(853, 'Bonen, tuin- (droog te oogsten)', 'akkerbouw', true),
  g(854, 'Bonen, tuin- (groen te oogsten)', 'akkerbouw', true),
  g(2747, 'Peulen, productie', 'akkerbouw', true),
  g(383, 'Graszaad', 'akkerbouw'),
  g(3506, 'Engels raaigras'),
  g(3512, 'Italiaans raaigras', 'tijdelijkGrasland'),
  g(3513, 'Westerwolds raaigras', 'tijdelijkGrasland'),
  g(1921, 'Graszoden', 'akkerbouw'),
  g(3805, 'Rietzwenkgras, industriegras', 'akkerbouw'),
  g(426, 'Overige groenbemesters, vlinderbloemige', undefined, true),
  g(427, 'Overige groenbemesters, niet-vlinderbloemige'),
  g(6794, 'Groene braak, spontane opkomst'),
  g(2033, 'Onbeteelde grond, tijdelijk'),
  g(2029, 'Braak, natuur-'),
  g(370, 'Rand grenzend aan blijvend grasland'),
  g(372, 'Rand grenzend aan bouwland'),
  g(337, 'Bufferstrook, rand'),
  g(516, 'Miscanthus (olifantsgras)'),
];

const perCode = new Map(gewascodes.map((x) => [x.code, x]));

/** The crop of a code, if the list has it. */
export const gewasVanCode = (code: number | undefined): Gewascode | undefined => (code === undefined ? undefined : perCode.get(code));

/** '259 Maïs, snij-' for a known code, '1234' for another. */
export const gewasLabel = (code: number): string => {
  const x = perCode.get(code);
  return x ? `${x.code} ${x.naam}` : String(code);
};
