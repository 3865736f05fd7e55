/**
 * Reads a JSON text for the CLI with a Dutch error: line, column and what was expected.
 * `JSON.parse` does the reading; only when it fails does a small scanner walk the text to find
 * where and why, because V8's messages are English and not all of them carry a position.
 */

export type JsonUitkomst = { ok: true; waarde: unknown } | { ok: false; regel: number; kolom: number; reden: string };

class Gevonden {
  constructor(
    readonly positie: number,
    readonly reden: string,
  ) {}
}

/** Parses `tekst` (a leading byte-order mark, as some Windows editors write, is skipped). */
export function leesJson(tekst: string): JsonUitkomst {
  const t = tekst.charCodeAt(0) === 0xfeff ? tekst.slice(1) : tekst;
  try {
    return { ok: true, waarde: JSON.parse(t) };
  } catch {
    const f = zoekFout(t);
    const voor = t.slice(0, f.positie);
    const regel = voor.split('\n').length;
    const kolom = f.positie - voor.lastIndexOf('\n');
    return { ok: false, regel, kolom, reden: f.reden };
  }
}

const ENKELE_QUOTES = "gebruik dubbele aanhalingstekens (\") in plaats van enkele (')";

function zoekFout(t: string): Gevonden {
  let i = 0;
  const fout = (reden: string): never => {
    throw new Gevonden(i, reden);
  };
  const teken = (): string => (i >= t.length ? 'het einde van het bestand' : `'${t[i]}'`);
  const einde = () => fout('het bestand houdt hier op; er ontbreekt waarschijnlijk een afsluitende } of ]');
  const ws = () => {
    while (i < t.length && (t[i] === ' ' || t[i] === '\t' || t[i] === '\n' || t[i] === '\r')) i++;
  };
  const tekstwaarde = () => {
    i++;
    for (;;) {
      if (i >= t.length) fout('een tekst tussen aanhalingstekens wordt niet afgesloten met "');
      const c = t[i];
      if (c === '"') {
        i++;
        return;
      }
      if (c === '\\') {
        const e = t[i + 1];
        if (e !== undefined && '"\\/bfnrt'.includes(e)) i += 2;
        else if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(t.slice(i + 2, i + 6))) i += 6;
        else fout('ongeldige escape na \\ in een tekst (toegestaan: \\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)');
        continue;
      }
      if (c.charCodeAt(0) < 0x20) fout('een tekst bevat een regeleinde of tab; sluit de tekst af met " of schrijf \\n');
      i++;
    }
  };
  const GETAL = /-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/y;
  const getal = () => {
    GETAL.lastIndex = i;
    const m = GETAL.exec(t);
    if (!m || m[0] === '-') fout('ongeldig getal');
    i += m![0].length;
  };
  const waarde = (): void => {
    ws();
    if (i >= t.length) {
      if (t.trim() === '') fout('het bestand is leeg');
      einde();
    }
    const c = t[i];
    if (c === '{') return object();
    if (c === '[') return lijst();
    if (c === '"') return tekstwaarde();
    if (c === '-' || (c >= '0' && c <= '9')) return getal();
    for (const w of ['true', 'false', 'null']) {
      if (t.startsWith(w, i)) {
        i += w.length;
        return;
      }
    }
    if (c === "'") fout(ENKELE_QUOTES);
    fout(`onverwacht teken ${teken()}; verwacht een waarde (een getal, tekst tussen "", true, false, null, { of [)`);
  };
  const object = () => {
    i++;
    ws();
    if (t[i] === '}') {
      i++;
      return;
    }
    for (;;) {
      ws();
      if (i >= t.length) einde();
      if (t[i] === '}') fout('een komma na het laatste veld is niet toegestaan');
      if (t[i] === "'") fout(ENKELE_QUOTES);
      if (t[i] >= '0' && t[i] <= '9' && /\d,\s*$/.test(t.slice(Math.max(0, i - 8), i))) fout('schrijf decimalen met een punt (3.5), niet met een komma');
      if (t[i] !== '"') fout(`verwacht een veldnaam tussen dubbele aanhalingstekens, maar vond ${teken()}`);
      tekstwaarde();
      ws();
      if (t[i] !== ':') fout(`verwacht ':' na de veldnaam, maar vond ${teken()}`);
      i++;
      waarde();
      ws();
      if (t[i] === ',') {
        i++;
        continue;
      }
      if (t[i] === '}') {
        i++;
        return;
      }
      if (i >= t.length) einde();
      fout(`verwacht ',' of '}' na een veld, maar vond ${teken()}`);
    }
  };
  const lijst = () => {
    i++;
    ws();
    if (t[i] === ']') {
      i++;
      return;
    }
    for (;;) {
      ws();
      if (t[i] === ']') fout('een komma na het laatste element van een lijst is niet toegestaan');
      waarde();
      ws();
      if (t[i] === ',') {
        i++;
        continue;
      }
      if (t[i] === ']') {
        i++;
        return;
      }
      if (i >= t.length) einde();
      fout(`verwacht ',' of ']' na een element van de lijst, maar vond ${teken()}`);
    }
  };
  try {
    waarde();
    ws();
    if (i < t.length) fout(`extra tekens na het einde van de JSON: ${teken()}`);
    // JSON.parse refused what this scanner accepts: say so without V8's English text.
    return new Gevonden(0, 'de JSON kan niet gelezen worden');
  } catch (e) {
    if (e instanceof Gevonden) return e;
    // e.g. a stack overflow on absurdly deep nesting
    return new Gevonden(i, 'de JSON is te diep genest om te lezen');
  }
}
