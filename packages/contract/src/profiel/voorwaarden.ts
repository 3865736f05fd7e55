/**
 * The terms of use (spec §3 menu model "terms and conditions"; the real KLW asks for them at
 * the first login, sharing-anchors.md §1.1 [R6]). One current version with its text; a user
 * accepts that version once (gebruikers.voorwaarden_versie / _geaccepteerd_op) and again when
 * the version changes. Zod-free: the web's blocking modal and the server share it.
 * A new text gets a new version, so everyone is asked again.
 */
export interface Gebruiksvoorwaarden {
  versie: string;
  /** the date the version applies from, DD-MM-YYYY */
  geldigVanaf: string;
  titel: string;
  /** the text, one paragraph per element */
  alineas: readonly string[];
}

export const GEBRUIKSVOORWAARDEN: Gebruiksvoorwaarden = {
  versie: '2026.1',
  geldigVanaf: '26-11-2026',
  titel: 'Gebruiksvoorwaarden',
  alineas: [
    'Met de Kringloopwijzer legt u per jaar de kringloop van mineralen op uw bedrijf vast en ziet u de uitkomsten: stikstof- en fosfaatbalansen, BEX, ammoniak en broeikasgassen.',
    'U bent verantwoordelijk voor de juistheid van de gegevens die u of een door u gemachtigde organisatie invult en indient. Controleer de uitkomsten voordat u een jaar indient.',
    'Uw gegevens worden alleen gebruikt voor de rapportage van uw bedrijf en voor wat u zelf toestaat. Een organisatie (adviseur, accountant, zuivelonderneming, leverancier) ziet uw gegevens alleen met een machtiging die u verleent of bevestigt, en alleen zolang die geldt. U kunt een machtiging altijd intrekken.',
    'Elke inzage en wijziging van uw gegevens door een ander dan uzelf wordt vastgelegd. U ziet dat overzicht op uw profiel onder "Wie heeft mijn gegevens bekeken". De servicedesk opent uw bedrijf alleen met een reden, die u daar ook ziet.',
    'U kunt al uw gegevens downloaden via "Mijn gegevens downloaden" op uw profiel. Over machtigingen krijgt u e-mail; welke berichten u wilt ontvangen, stelt u in op uw profiel.',
    'Houd uw wachtwoord geheim en meld u af op een gedeelde computer. Wijzigen deze voorwaarden, dan vragen wij u de nieuwe versie te accepteren voordat u verdergaat.',
  ],
};

/** The terms as one text (the menu model's `algemeneVoorwaarden`). */
export const gebruiksvoorwaardenTekst = (v: Gebruiksvoorwaarden = GEBRUIKSVOORWAARDEN) => v.alineas.join('\n\n');
