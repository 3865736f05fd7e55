/**
 * The server's module boundaries (decision 026): no import cycle between the modules under
 * apps/server/src/modules, and no module imports another module's repository (`*.repository.ts`);
 * a module reaches another's tables through that module's service. Read from the import
 * statements of the source files themselves, no dependency. And every table is written by its
 * owner only (the last writes outside their owner moved on 27-11-2026, decision 026).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MODULES = resolve(dirname(fileURLToPath(import.meta.url)), '../src/modules');

interface Import {
  van: string;
  naar: string;
}

/** Every .ts file under a folder, tests included (a test importing across is a dependency too). */
function bestanden(map: string): string[] {
  return readdirSync(map, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? bestanden(join(map, e.name)) : e.name.endsWith('.ts') ? [join(map, e.name)] : []));
}

/** The relative specifiers of a file's static imports and re-exports, side-effect imports and dynamic imports. */
export function specificaties(bron: string): string[] {
  const zonderCommentaar = bron.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const patronen = [/\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g, /\bimport\s*['"]([^'"]+)['"]/g, /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g];
  return patronen.flatMap((p) => [...zonderCommentaar.matchAll(p)].map((m) => m[1]));
}

/** The module a path under MODULES belongs to (its first folder), or undefined outside. */
const moduleVan = (pad: string) => {
  const r = relative(MODULES, pad);
  return r.startsWith('..') ? undefined : r.split(sep)[0];
};

function importsTussenModules(): Import[] {
  return bestanden(MODULES).flatMap((bestand) =>
    specificaties(readFileSync(bestand, 'utf8'))
      .filter((s) => s.startsWith('.'))
      .map((s) => ({ van: bestand, naar: resolve(dirname(bestand), s) }))
      .filter((i) => moduleVan(i.naar) !== undefined && moduleVan(i.naar) !== moduleVan(i.van)),
  );
}

/** Every cycle of a directed graph, one per strongly connected component of two or more nodes (Tarjan). */
export function cycli(graaf: Map<string, Set<string>>): string[][] {
  let teller = 0;
  const index = new Map<string, number>();
  const laag = new Map<string, number>();
  const stapel: string[] = [];
  const opStapel = new Set<string>();
  const uit: string[][] = [];
  const bezoek = (v: string) => {
    index.set(v, teller);
    laag.set(v, teller++);
    stapel.push(v);
    opStapel.add(v);
    for (const w of graaf.get(v) ?? []) {
      if (!index.has(w)) {
        bezoek(w);
        laag.set(v, Math.min(laag.get(v)!, laag.get(w)!));
      } else if (opStapel.has(w)) laag.set(v, Math.min(laag.get(v)!, index.get(w)!));
    }
    if (laag.get(v) === index.get(v)) {
      const groep: string[] = [];
      let w: string;
      do {
        w = stapel.pop()!;
        opStapel.delete(w);
        groep.push(w);
      } while (w !== v);
      if (groep.length > 1) uit.push(groep.sort());
    }
  };
  for (const v of [...graaf.keys()].sort()) if (!index.has(v)) bezoek(v);
  return uit;
}

const graafVan = (randen: Array<[string, string]>) => {
  const g = new Map<string, Set<string>>();
  for (const [a, b] of randen) g.set(a, (g.get(a) ?? new Set()).add(b));
  return g;
};

describe('the module boundaries of the server', () => {
  const imports = importsTussenModules();
  const kort = (i: Import) => `${relative(MODULES, i.van)} → ${relative(MODULES, i.naar)}`;

  it('reads the imports it checks (the modules do import each other)', () => {
    expect(imports.length).toBeGreaterThan(20);
    expect(imports.map(kort)).toContain('invoer/invoer.service.ts → kringloopwijzer/kringloopwijzer.service');
  });

  it('no import cycle between modules', () => {
    const groepen = cycli(graafVan(imports.map((i) => [moduleVan(i.van)!, moduleVan(i.naar)!])));
    const uitleg = groepen.map((g) => `${g.join(', ')}: ${imports.filter((i) => g.includes(moduleVan(i.van)!) && g.includes(moduleVan(i.naar)!)).map(kort).join('; ')}`);
    expect(uitleg).toEqual([]);
  });

  it("no module imports another module's repository", () => {
    expect(imports.filter((i) => /\.repository(\.ts)?$/.test(i.naar)).map(kort)).toEqual([]);
  });
});

/** The owner of every table (Drizzle export names of db/schema.ts), as in ARCHITECTURE.md; '*': every owner appends its own lines. */
const EIGENAAR: Record<string, string> = {
  kringloopwijzers: 'kringloopwijzer',
  gebruikers: 'auth',
  sessies: 'auth',
  relaties: 'relaties',
  bedrijfswijzigingen: 'profiel',
  machtigingen: 'machtigingen',
  machtigingGebeurtenissen: 'machtigingen',
  toegangslog: 'toegang',
  servicedeskToegang: 'toegang',
  mailUitgaand: 'mail',
  melkleveringen: 'melklevering',
  melkleveringSamenvattingen: 'melklevering',
  handmatigeMelkgegevens: 'melklevering',
  klwInvoer: 'invoer',
  klwUitkomst: 'uitkomst',
  leveranciers: 'koppelingen',
  koppelingen: 'koppelingen',
  koppelingBerichten: 'koppelingen',
  koppelingVerwerking: 'koppelingen',
  koppelingWijzigingen: 'koppelingen',
  koppelingOphaalverzoeken: 'koppelingen',
  doelen: 'gegevensdeling',
  deelnames: 'gegevensdeling',
  deelnameGebeurtenissen: 'gegevensdeling',
  afnemerClients: 'gegevensdeling',
  rapportagejaren: 'beheer-algemeen',
  statusteksten: 'beheer-algemeen',
  gebruiksvoorwaarden: 'beheer-algemeen',
  voorwaardenAcceptaties: 'beheer-algemeen',
  systeemmeldingen: 'beheer-algemeen',
  herberekeningen: 'herberekening',
  herberekeningTaken: 'herberekening',
  auditLog: '*',
};

/** The tables a source writes: Drizzle's insert/update/delete and `insert into ${tabel}` etc. in SQL text. */
export function geschrevenTabellen(bron: string): string[] {
  const patronen = [/\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g, /\b(?:insert\s+into|update|delete\s+from)\s+\$\{(\w+)\}/gi];
  return [...new Set(patronen.flatMap((p) => [...bron.matchAll(p)].map((m) => m[1])).filter((t) => t in EIGENAAR))];
}

describe('one owning module per table', () => {
  const schrijvers = bestanden(MODULES)
    .filter((b) => !b.endsWith('.test.ts'))
    .flatMap((b) => geschrevenTabellen(readFileSync(b, 'utf8')).map((tabel) => ({ module: moduleVan(b)!, tabel })));

  it('reads the writes it checks (owners writing their own tables)', () => {
    for (const [module, tabel] of [['invoer', 'klwInvoer'], ['uitkomst', 'klwUitkomst'], ['auth', 'sessies'], ['toegang', 'toegangslog'], ['kringloopwijzer', 'kringloopwijzers'], ['melklevering', 'handmatigeMelkgegevens'], ['mail', 'mailUitgaand'], ['melklevering', 'melkleveringen'], ['relaties', 'relaties'], ['auth', 'gebruikers'], ['profiel', 'bedrijfswijzigingen'], ['machtigingen', 'machtigingGebeurtenissen']]) {
      expect(schrijvers).toContainEqual({ module, tabel });
    }
  });

  it("no module writes another owner's table", () => {
    const buiten = schrijvers.filter((w) => EIGENAAR[w.tabel] !== '*' && EIGENAAR[w.tabel] !== w.module).map((w) => `${w.module} → ${w.tabel}`);
    expect([...new Set(buiten)].sort()).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('find the tables a source writes, in Drizzle and in SQL text', () => {
    const bron = [
      'await tx.insert(klwInvoer).values(x);',
      'await db.update( sessies ).set({});',
      'sql`insert into ${auditLog} (a) values (1)`',
      'sql`delete from ${toegangslog}`',
      'cache.delete(sleutel);',
      'await db.select().from(relaties);',
    ].join('\n');
    expect(geschrevenTabellen(bron).sort()).toEqual(['auditLog', 'klwInvoer', 'sessies', 'toegangslog']);
  });

  it('find a cycle of three and of two, and none in a chain', () => {
    expect(cycli(graafVan([['kringloopwijzer', 'uitkomst'], ['uitkomst', 'melklevering'], ['melklevering', 'kringloopwijzer'], ['menu', 'uitkomst']]))).toEqual([['kringloopwijzer', 'melklevering', 'uitkomst']]);
    expect(cycli(graafVan([['a', 'b'], ['b', 'a'], ['b', 'c']]))).toEqual([['a', 'b']]);
    expect(cycli(graafVan([['a', 'b'], ['b', 'c']]))).toEqual([]);
  });

  it('read static, type-only, re-exported, side-effect and dynamic imports; not those in comments', () => {
    const bron = [
      "import { a } from '../x/x.service';",
      "import type { B } from '../y/y.repository';",
      "export { c } from './c';",
      "import '../z/z.routes';",
      "const d = await import('../d/d.service');",
      'import {\n  e,\n  f,\n} from "../e/e.repository";',
      "// import { g } from '../g/g.repository';",
      "/* import { h } from '../h/h.repository'; */",
    ].join('\n');
    expect(specificaties(bron).sort()).toEqual(['../d/d.service', '../e/e.repository', '../x/x.service', '../y/y.repository', '../z/z.routes', './c'].sort());
  });
});
