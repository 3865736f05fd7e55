import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigFout, leesConfig, REPO_ROOT, STANDAARD_DATA_DIR } from './config';

describe('leesConfig', () => {
  it('gebruikt de standaardwaarden', () => {
    const c = leesConfig({}, []);
    expect(c).toMatchObject({ port: 8080, host: 'localhost', databaseUrl: undefined, jwtSecret: undefined, loginRateMax: 20, productie: false, seedDemo: false });
    expect(c.dataDir).toBe(STANDAARD_DATA_DIR);
    expect(c.verloopIntervalMs).toBe(60 * 60_000);
    expect(STANDAARD_DATA_DIR).toBe(path.join(REPO_ROOT, 'data', 'pglite'));
  });

  it('leest de omgeving en --seed-demo', () => {
    const c = leesConfig(
      {
        PORT: '9000',
        HOST: '0.0.0.0',
        DATABASE_URL: 'postgres://u@h/db',
        NODE_ENV: 'production',
        KLW_JWT_SECRET: 'x'.repeat(32),
        KLW_LOGIN_RATE_MAX: '5',
        KLW_LOGIN_RATE_IP_MAX: '7',
        KLW_DEMO_SESSIES_MAX: '3',
        KLW_TOKEN_RATE_MAX: '4',
        KLW_DATA_DIR: '/tmp/x',
        DATABASE_URL_: '',
      },
      ['--seed-demo'],
    );
    expect(c).toMatchObject({ port: 9000, host: '0.0.0.0', databaseUrl: 'postgres://u@h/db', productie: true, loginRateMax: 5, loginRateIpMax: 7, demoSessiesMax: 3, tokenRateMax: 4, dataDir: '/tmp/x', seedDemo: true });
    expect(leesConfig({ DATABASE_URL: '' }, []).databaseUrl).toBeUndefined();
  });

  it('weigert ongeldige waarden met een Nederlandse melding', () => {
    expect(() => leesConfig({ PORT: 'abc' }, [])).toThrow(ConfigFout);
    expect(() => leesConfig({ PORT: 'abc' }, [])).toThrow(/PORT/);
    expect(() => leesConfig({ KLW_TOKEN_RATE_MAX: '0' }, [])).toThrow(/KLW_TOKEN_RATE_MAX moet minstens 1/);
    expect(() => leesConfig({ DATABASE_URL: 'mysql://x' }, [])).toThrow(/DATABASE_URL moet beginnen/);
    expect(() => leesConfig({ KLW_JWT_SECRET: 'kort' }, [])).toThrow(/minstens 32 tekens/);
    expect(() => leesConfig({}, ['--onbekend'])).toThrow(/Onbekende optie/);
    expect(() => leesConfig({ KLW_LOGIN_RATE_IP_MAX: '0' }, [])).toThrow(/KLW_LOGIN_RATE_IP_MAX moet minstens 1/);
    expect(() => leesConfig({ KLW_VERLOOP_INTERVAL_MINUTEN: '-1' }, [])).toThrow(/KLW_VERLOOP_INTERVAL_MINUTEN mag niet negatief/);
    expect(() => leesConfig({ KLW_VERLOOP_INTERVAL_MINUTEN: 'uur' }, [])).toThrow(/KLW_VERLOOP_INTERVAL_MINUTEN moet een getal/);
    expect(() => leesConfig({ KLW_VERLOOP_INTERVAL_MINUTEN: '1441' }, [])).toThrow(/hoogstens 1440/);
    expect(leesConfig({ KLW_VERLOOP_INTERVAL_MINUTEN: '0' }, []).verloopIntervalMs).toBe(0);
    expect(leesConfig({ KLW_VERLOOP_INTERVAL_MINUTEN: '5' }, []).verloopIntervalMs).toBe(300_000);
    expect(() => leesConfig({ KLW_PDF_WERKERS: '-1' }, [])).toThrow(/KLW_PDF_WERKERS mag niet negatief/);
    expect(() => leesConfig({ KLW_PDF_WERKERS: 'twee' }, [])).toThrow(/KLW_PDF_WERKERS moet een getal/);
    expect(() => leesConfig({ KLW_PDF_WERKERS: '1,5' }, [])).toThrow(/KLW_PDF_WERKERS moet een getal/);
    expect(() => leesConfig({ KLW_PDF_WERKERS: '17' }, [])).toThrow(/KLW_PDF_WERKERS mag hoogstens 16/);
    expect(leesConfig({ KLW_PDF_WERKERS: '0' }, []).pdfWerkers).toBe(0);
    expect(leesConfig({}, []).pdfWerkers).toBeUndefined();
  });

  it('een leesreplica alleen naast een PostgreSQL-hoofddatabase (decision 031)', () => {
    expect(leesConfig({}, []).leesDatabaseUrl).toBeUndefined();
    expect(leesConfig({ DATABASE_URL: 'postgres://u@h/db', KLW_LEES_DATABASE_URL: 'postgres://u@replica/db' }, []).leesDatabaseUrl).toBe('postgres://u@replica/db');
    expect(() => leesConfig({ KLW_LEES_DATABASE_URL: 'postgres://u@replica/db' }, [])).toThrow(/KLW_LEES_DATABASE_URL werkt alleen naast DATABASE_URL/);
    expect(() => leesConfig({ DATABASE_URL: 'postgres://u@h/db', KLW_LEES_DATABASE_URL: 'mysql://x' }, [])).toThrow(/KLW_LEES_DATABASE_URL moet beginnen/);
  });

  it('weigert productie zonder KLW_JWT_SECRET (decision 003), ontwikkeling niet', () => {
    expect(() => leesConfig({ NODE_ENV: 'production' }, [])).toThrow(ConfigFout);
    expect(() => leesConfig({ NODE_ENV: 'production', KLW_JWT_SECRET: '' }, [])).toThrow(/KLW_JWT_SECRET ontbreekt/);
    expect(leesConfig({ NODE_ENV: 'development' }, []).jwtSecret).toBeUndefined();
  });

  it('KLW_VERTROUWDE_PROXY: adressen of CIDR-reeksen, anders een Nederlandse melding', () => {
    expect(leesConfig({}, []).vertrouwdeProxy).toBeUndefined();
    expect(leesConfig({ KLW_VERTROUWDE_PROXY: '127.0.0.1' }, []).vertrouwdeProxy).toEqual(['127.0.0.1']);
    expect(leesConfig({ KLW_VERTROUWDE_PROXY: '10.0.0.0/8, ::1' }, []).vertrouwdeProxy).toEqual(['10.0.0.0/8', '::1']);
    expect(() => leesConfig({ KLW_VERTROUWDE_PROXY: 'proxy.example.nl' }, [])).toThrow(/KLW_VERTROUWDE_PROXY moet een of meer IP-adressen/);
    expect(() => leesConfig({ KLW_VERTROUWDE_PROXY: '10.0.0.0/33' }, [])).toThrow(/KLW_VERTROUWDE_PROXY/);
  });
});
