/** Runs the plausibility checks of the catalogue over one calculated farm-year. */
import type { BedrijfsjaarInvoer } from '../invoer/bedrijfsjaar.schema';
import type { RekenParameters } from '../parameters/types';
import type { Berekening } from '../berekening';
import { signaleringCatalogus, type Signalering, type SignaleringCode } from './catalogus';
import { nl } from './formaat';
import { normOverschrijdingen } from './normen';
import { plausibiliteit } from './plausibiliteit';

export function signaleringen(invoer: BedrijfsjaarInvoer, p: RekenParameters, b: Berekening): Signalering[] {
  const uit: Signalering[] = [];
  const g = p.grenzen.waarden;
  const meld = (code: SignaleringCode, pad: string, melding: string, waarde?: number) =>
    uit.push({ code, ernst: signaleringCatalogus[code].ernst, melding, pad, waarde });
  const buiten = (x: number, min: number, max: number) => x < min || x > max;

  const m = invoer.melklevering.geleverd;
  if (m.kg > 0) {
    if (buiten(m.vetProcent, g.vetMin, g.vetMax))
      meld('VET_BUITEN_BEREIK', 'melklevering.geleverd.vetProcent', `Het vetgehalte van ${nl(m.vetProcent, 2)}% ligt buiten ${nl(g.vetMin, 1)}–${nl(g.vetMax, 1)}%. Controleer de melklevering.`, m.vetProcent);
    if (buiten(m.eiwitProcent, g.eiwitMin, g.eiwitMax))
      meld('EIWIT_BUITEN_BEREIK', 'melklevering.geleverd.eiwitProcent', `Het eiwitgehalte van ${nl(m.eiwitProcent, 2)}% ligt buiten ${nl(g.eiwitMin, 1)}–${nl(g.eiwitMax, 1)}%. Controleer de melklevering.`, m.eiwitProcent);
    if (m.ureumMgPer100ml !== undefined && buiten(m.ureumMgPer100ml, g.ureumMin, g.ureumMax))
      meld('UREUM_BUITEN_BEREIK', 'melklevering.geleverd.ureumMgPer100ml', `Het ureumgehalte van ${nl(m.ureumMgPer100ml)} mg/100 ml ligt buiten ${nl(g.ureumMin)}–${nl(g.ureumMax)} mg/100 ml.`, m.ureumMgPer100ml);
  }
  const nKoe = invoer.veestapel.melkkoeien.gemiddeldAantal;
  if (nKoe > 0 && buiten(b.forfait.melkPerKoeKg, g.melkPerKoeMin, g.melkPerKoeMax))
    meld('MELK_PER_KOE_BUITEN_BEREIK', 'veestapel.melkkoeien.gemiddeldAantal', `De melkproductie van ${nl(b.forfait.melkPerKoeKg)} kg per koe ligt buiten ${nl(g.melkPerKoeMin)}–${nl(g.melkPerKoeMax)} kg. Controleer het aantal melkkoeien en de melklevering.`, b.forfait.melkPerKoeKg);

  const r = b.rantsoen;
  if (r.kgDs > 0) {
    if (buiten(r.reGPerKgDs, g.rantsReMin, g.rantsReMax))
      meld('RANTSOEN_RE_BUITEN_BEREIK', 'ruwvoer.producten', `Het rantsoen bevat ${nl(r.reGPerKgDs)} g ruw eiwit per kg DS (verwacht ${nl(g.rantsReMin)}–${nl(g.rantsReMax)} g per kg DS). Controleer de voergehalten.`, r.reGPerKgDs);
    if (buiten(r.vemPerKgDs, g.rantsVemMin, g.rantsVemMax))
      meld('RANTSOEN_VEM_BUITEN_BEREIK', 'ruwvoer.producten', `Het rantsoen bevat ${nl(r.vemPerKgDs)} VEM per kg DS (verwacht ${nl(g.rantsVemMin)}–${nl(g.rantsVemMax)} VEM per kg DS).`, r.vemPerKgDs);
    if (buiten(r.pGPerKgDs, g.rantsPMin, g.rantsPMax))
      meld('RANTSOEN_P_BUITEN_BEREIK', 'ruwvoer.producten', `Het rantsoen bevat ${nl(r.pGPerKgDs, 2)} g fosfor per kg DS (verwacht ${nl(g.rantsPMin, 1)}–${nl(g.rantsPMax, 1)} g per kg DS).`, r.pGPerKgDs);
  }

  const o = b.gewas;
  if (b.oppervlakten.graslandHa > 0) {
    if (buiten(o.graslandKgDsPerHa, 0, g.opbGrasMax))
      meld('OPBRENGST_GRAS_ONMOGELIJK', 'percelen.percelen', `De teruggerekende grasopbrengst van ${nl(o.graslandKgDsPerHa)} kg DS/ha is niet mogelijk (maximaal ${nl(g.opbGrasMax)} kg DS/ha). Controleer voorraden, aankopen en de oppervlakte grasland.`, o.graslandKgDsPerHa);
    else if (buiten(o.graslandKgDsPerHa, g.opbGrasAdviesMin, g.opbGrasAdviesMax))
      meld('OPBRENGST_GRAS_AFWIJKEND', 'percelen.percelen', `De teruggerekende grasopbrengst van ${nl(o.graslandKgDsPerHa)} kg DS/ha ligt buiten ${nl(g.opbGrasAdviesMin)}–${nl(g.opbGrasAdviesMax)} kg DS/ha.`, o.graslandKgDsPerHa);
  }
  if (b.oppervlakten.snijmaisHa > 0) {
    if (buiten(o.snijmaisKgDsPerHa, 0, g.opbMaisMax))
      meld('OPBRENGST_MAIS_ONMOGELIJK', 'percelen.percelen', `De snijmaïsopbrengst van ${nl(o.snijmaisKgDsPerHa)} kg DS/ha is niet mogelijk (maximaal ${nl(g.opbMaisMax)} kg DS/ha).`, o.snijmaisKgDsPerHa);
    else if (buiten(o.snijmaisKgDsPerHa, g.opbMaisAdviesMin, g.opbMaisAdviesMax))
      meld('OPBRENGST_MAIS_AFWIJKEND', 'percelen.percelen', `De snijmaïsopbrengst van ${nl(o.snijmaisKgDsPerHa)} kg DS/ha ligt buiten ${nl(g.opbMaisAdviesMin)}–${nl(g.opbMaisAdviesMax)} kg DS/ha.`, o.snijmaisKgDsPerHa);
  }

  for (const v of b.voerposten) {
    if (v.verbruikBerekendKgDs < -1e-9)
      meld('NEGATIEF_VOERVERBRUIK', `${v.pad}.eindvoorraad${v.groep === 'graskuil' || v.groep === 'hooi' || v.groep === 'snijmais' || v.groep === 'overigRuwvoer' ? 'KgDs' : 'Kg'}`, `Het verbruik van "${v.naam}" is negatief (${nl(v.verbruikBerekendKgDs)} kg DS): beginvoorraad + aanvoer − eindvoorraad mag niet onder 0 komen. Er is met 0 gerekend.`, v.verbruikBerekendKgDs);
  }
  const bw = invoer.beweiding.melkkoeien;
  const jv = invoer.beweiding.jongvee;
  const weidt = bw.dagenBeperkt + bw.dagenOnbeperkt + bw.dagenZomerstalvoedering + jv.weidedagenJonger1Jaar + jv.weidedagenOuder1Jaar > 0;
  const gras = b.versGras;
  if (gras.vemBerekend < 0 && weidt)
    meld('NEGATIEVE_VERSGRASOPNAME', 'beweiding.melkkoeien', `Er wordt geweid, maar het voeraanbod is ${nl(-gras.vemBerekend / 1000)} kVEM hoger dan de behoefte: de vers-grasopname zou negatief zijn. Controleer voorraden en aantallen dieren.`, gras.vemBerekend);
  else if (gras.vemBerekend < -0.05 * b.vemBehoefte.totaal)
    meld('VOERAANBOD_BOVEN_BEHOEFTE', 'krachtvoer.producten', `Het voeraanbod is ${nl(-gras.vemBerekend / 1000)} kVEM hoger dan de berekende behoefte.`, gras.vemBerekend);
  if (gras.kgDs > 0 && !weidt)
    meld('VERS_GRAS_ZONDER_BEWEIDING', 'beweiding.melkkoeien', `Er is ${nl(gras.kgDs)} kg DS vers gras als sluitpost berekend, maar er zijn geen weide- of zomerstaldagen ingevuld.`, gras.kgDs);
  if (bw.dagenBeperkt + bw.dagenOnbeperkt + bw.dagenZomerstalvoedering > 366)
    meld('TE_VEEL_WEIDEDAGEN', 'beweiding.melkkoeien', `Beperkt weiden, onbeperkt weiden en zomerstalvoedering zijn samen ${nl(bw.dagenBeperkt + bw.dagenOnbeperkt + bw.dagenZomerstalvoedering)} dagen; dat is meer dan een jaar.`);

  if (b.excretie.excretieMelkveeNKg < 0 || b.excretie.excretieMelkveePKg < 0)
    meld('NEGATIEVE_EXCRETIE', 'veestapel.melkkoeien.gemiddeldAantal', `De berekende excretie van het melkvee is negatief (${nl(b.excretie.excretieMelkveeNKg)} kg N). Controleer het voerverbruik en de dieraantallen.`, b.excretie.excretieMelkveeNKg);
  if (b.ammoniak.mest.aanwendingNKg < -1e-6)
    meld('NEGATIEVE_MESTAANWENDING', 'organischeMest.eindvoorraad', `De berekende mestaanwending is negatief (${nl(b.ammoniak.mest.aanwendingNKg)} kg N): er is meer mest afgevoerd of opgeslagen dan er was.`, b.ammoniak.mest.aanwendingNKg);
  const om = invoer.organischeMest;
  for (const [groep, lijst] of [['aanvoer', om.aanvoer], ['afvoer', om.afvoer], ['beginvoorraad', om.beginvoorraad], ['eindvoorraad', om.eindvoorraad]] as const) {
    lijst.forEach((m2, i) => {
      if (!(m2.mestcode in p.mestForfaitNKgPerTon.waarden) && (m2.kgNPerTon === undefined || m2.kgP2o5PerTon === undefined))
        meld('ONBEKENDE_MESTCODE', `organischeMest.${groep}.${i}.mestcode`, `Voor mestcode ${m2.mestcode} is geen forfait bekend; vul de gehalten in. Er is gerekend met rundveedrijfmest.`, m2.mestcode);
    });
  }
  invoer.kunstmest.producten.forEach((k, i) => {
    if (k.beginvoorraadKg + k.aanvoerKg - k.eindvoorraadKg < 0)
      meld('NEGATIEF_KUNSTMESTVERBRUIK', `kunstmest.producten.${i}.eindvoorraadKg`, `Het verbruik van "${k.naam}" is negatief: de eindvoorraad is groter dan beginvoorraad plus aanvoer.`);
  });
  if (b.melk.fpcmKg <= 0) meld('GEEN_MELKPRODUCTIE', 'melklevering.geleverd.kg', 'Er is geen melkproductie ingevuld; de broeikasgassen per kg meetmelk zijn op 0 gezet.');
  if (invoer.bodem.analyses.length === 0) meld('GEEN_BODEMANALYSES', 'bodem.analyses', 'Er zijn geen bodemanalyses ingevuld.');
  // Only when the farm has plots: before the plots are entered every reference is still open.
  const perceelIds = new Set(invoer.percelen.percelen.map((x) => x.id));
  if (perceelIds.size > 0)
    invoer.bodem.analyses.forEach((x, i) => {
      if (x.perceelId !== undefined && !perceelIds.has(x.perceelId))
        meld('ANALYSE_ZONDER_PERCEEL', `bodem.analyses.${i}.perceelId`, `Bodemanalyse ${i + 1} verwijst naar een perceel dat niet bij de percelen staat; kies het perceel opnieuw.`);
    });
  invoer.mestadditief.additieven.forEach((x, i) =>
    meld('MESTADDITIEF_ZONDER_EFFECT', `mestadditief.additieven.${i}.naam`, `"${x.naam}" is vastgelegd. De rekenregels geven voor dit additief geen effect, dus het telt niet mee in de berekening; een bewezen ammoniakreductie vult u in bij Veestapel.`),
  );
  const fracties = [11, 13, 41, 43];
  const mest = invoer.organischeMest;
  const fractieProduct = mest.vergisting.producten.some((x) => x.product === 'dikke-fractie' || x.product === 'dunne-fractie');
  if (mest.mestscheiding && !fractieProduct && ![...mest.aanvoer, ...mest.afvoer, ...mest.beginvoorraad, ...mest.eindvoorraad].some((x) => fracties.includes(x.mestcode)))
    meld('MESTSCHEIDING_ZONDER_FRACTIES', 'organischeMest.mestscheiding', 'Mestscheiding is aangevinkt, maar er is geen dunne of dikke fractie bij de producten, en geen mestcode 11, 13, 41 of 43 aan- of afgevoerd of in voorraad.');
  // P2O5 cannot leave the installation as gas: out should match in. 20% is our tolerance for the uncertainty
  // of the share digested and of the product analyses (te verifiëren met praktijkcijfers).
  const vg = b.vergisting;
  if (vg.metProducten && (vg.inP2o5Kg > 0 ? Math.abs(vg.uitP2o5Kg - vg.inP2o5Kg) > 0.2 * vg.inP2o5Kg : vg.uitP2o5Kg > 0))
    meld('VERGISTING_FOSFAAT_ONGELIJK', 'organischeMest.vergisting.producten', `De producten van vergisting en scheiding bevatten ${nl(vg.uitP2o5Kg)} kg P2O5, maar er ging ${nl(vg.inP2o5Kg)} kg P2O5 in (vergiste of gescheiden eigen mest + co-substraat). Controleer het aandeel vergiste mest, de hoeveelheden en de analyses.`, vg.uitP2o5Kg);
  const nkoe = invoer.veestapel.melkkoeien.gemiddeldAantal;
  if (nkoe > 0 && b.melk.fpcmKg / nkoe < p.bexMinimumFpcmPerKoe.waarde)
    meld('BEX_NIET_TOEPASBAAR', 'melklevering.geleverd.kg', `De productie is ${nl(b.melk.fpcmKg / nkoe)} kg FPCM per koe; BEX mag pas vanaf ${nl(p.bexMinimumFpcmPerKoe.waarde)} kg FPCM per koe.`, b.melk.fpcmKg / nkoe);
  normOverschrijdingen(invoer, b, meld);
  plausibiliteit(invoer, b, meld);
  const overschotHa = b.oppervlakten.totaalHa > 0 ? b.stikstof.bodemoverschotKg / b.oppervlakten.totaalHa : 0;
  if (b.stikstof.kritischOverschotKgPerHa > 0 && overschotHa > b.stikstof.kritischOverschotKgPerHa)
    meld('BODEMOVERSCHOT_BOVEN_KRITISCH', 'percelen.percelen', `Het stikstofbodemoverschot van ${nl(overschotHa)} kg N/ha ligt boven het kritische overschot van ${nl(b.stikstof.kritischOverschotKgPerHa)} kg N/ha voor uw grasland, maïs en akkerbouw samen.`, overschotHa);
  return uit;
}
