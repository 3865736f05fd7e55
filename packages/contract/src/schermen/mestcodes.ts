/**
 * RVO manure codes (mestcodes) as on the vervoersbewijs dierlijke meststoffen (VDM), with a Dutch name.
 *
 * Which codes exist: RVO Tabel 5 "Stikstof- en fosfaatgehalten in dierlijke mest" (2025) as published in
 * `nmi-agro/fdm` `fdm-calculator/src/norms/nl/2025/filling/table-11-mestcodes.ts` (every `p_type_rvo`, 10–134),
 * the same source as the engine's forfaits (KLW-domeinnotities §2.1).
 * Names: KLW-domeinnotities §2.1 (names given there from Tabel 5), mestboete.nl "Nieuwe forfaitaire normen voor
 * mest (2015-2017)" (10 vaste mest rundvee; 33 mestband + nadroog kippen), the engine's compost rule (111),
 * RVO "Vrijgestelde mestsoorten" (116 overige mestsoorten) and KLW-domeinsupplement §8 (130–134 RENURE). A name
 * with `teVerifieren` is our reading of the code (species and kind of manure guessed from its neighbours and its
 * forfait) and must be checked against RVO Tabel 5 of the year: te verifiëren.
 */
import type { CodeItem } from './codelijsten';

const bron = (code: number, naam: string): CodeItem => ({ code, naam });
const aanname = (code: number, naam: string): CodeItem => ({ code, naam, teVerifieren: true });

export const MESTCODES_BRON =
  'RVO Tabel 5 (2025) via nmi-agro/fdm table-11-mestcodes.ts en KLW-domeinnotities §2.1; namen zonder bron gemarkeerd als te verifiëren';

export const mestcodes: CodeItem[] = [
  bron(10, 'Vaste mest rundvee'),
  bron(11, 'Dunne fractie rundvee (na mestscheiding)'),
  bron(12, 'Gier rundvee'),
  bron(13, 'Dikke fractie rundvee (na mestscheiding)'),
  bron(14, 'Drijfmest rundvee'),
  aanname(17, 'Vaste mest vleeskalveren'),
  bron(18, 'Drijfmest witvleeskalveren'),
  bron(19, 'Drijfmest rosévleeskalveren'),
  bron(23, 'Mest kalkoenen'),
  bron(25, 'Vaste mest paarden'),
  aanname(26, 'Vaste mest pony’s'),
  aanname(27, 'Vaste mest ezels'),
  aanname(30, 'Drijfmest pluimvee'),
  aanname(31, 'Vaste mest pluimvee'),
  aanname(32, 'Mest leghennen (mestband)'),
  bron(33, 'Mestband met nadroging kippen'),
  bron(35, 'Strooiselmest kippen'),
  bron(39, 'Mest vleeskuikens'),
  bron(40, 'Vaste mest varkens'),
  bron(41, 'Dunne fractie varkens (gier en filtraat na mestscheiding)'),
  bron(42, 'Gier varkens'),
  bron(43, 'Dikke fractie varkens (na mestscheiding)'),
  bron(46, 'Drijfmest zeugen'),
  bron(50, 'Drijfmest vleesvarkens'),
  bron(56, 'Vaste mest schapen'),
  aanname(60, 'Drijfmest geiten'),
  bron(61, 'Vaste mest geiten'),
  bron(75, 'Vaste mest nertsen'),
  aanname(76, 'Drijfmest nertsen'),
  bron(80, 'Vaste mest eenden'),
  aanname(81, 'Drijfmest eenden'),
  bron(90, 'Vaste mest konijnen'),
  aanname(91, 'Gier konijnen'),
  aanname(92, 'Drijfmest konijnen'),
  aanname(95, 'Mest overige diersoorten (95)'),
  aanname(96, 'Mest overige diersoorten (96)'),
  aanname(97, 'Mest overige diersoorten (97)'),
  aanname(98, 'Mest overige diersoorten (98)'),
  aanname(99, 'Mest overig pluimvee'),
  aanname(100, 'Mestkorrels pluimvee'),
  aanname(101, 'Mestkorrels overig'),
  aanname(102, 'Mengsel vaste mest (102)'),
  aanname(103, 'Mengsel vaste mest (103)'),
  aanname(104, 'Mengsel vaste mest (104)'),
  aanname(105, 'Mengsel vaste mest (105)'),
  aanname(106, 'Mengsel vaste mest (106)'),
  aanname(107, 'Digestaat (covergisting)'),
  aanname(108, 'Mineralenconcentraat'),
  aanname(109, 'Substraat champignonteelt'),
  bron(110, 'Champost'),
  bron(111, 'Compost (GFT- of groencompost)'),
  aanname(112, 'Zeer schone compost'),
  aanname(113, 'Zuiveringsslib'),
  aanname(114, 'Overige organische meststoffen'),
  aanname(115, 'Kunstmest'),
  bron(116, 'Overige mestsoorten'),
  aanname(117, 'Dikke fractie na vergisting'),
  aanname(120, 'Mest overige graasdieren'),
  bron(130, 'RENURE (130)'),
  bron(131, 'RENURE (131)'),
  bron(132, 'RENURE (132)'),
  bron(133, 'RENURE (133)'),
  bron(134, 'RENURE (134)'),
];
