import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from 'antd';
import { oidcFoutTekst, oidcRoutes, routes, type LoginInvoer, type OidcInstellingenAntwoord } from '@kw/contract';
import type { FormEvent, ReactNode } from 'react';
import { api, httpStatus, wisToken, zorgVoorXsrf } from '../../lib/api-client';
import { huidigeBasePath } from '../../lib/base-path';
import { foutBeschrijvingen } from '../../lib/notifications';
import { usePaginaTitel } from '../../lib/page-title';

/** Dutch text for a failed login (the server's own Dutch message when it sends one). */
export function loginFoutTekst(fout: unknown): string {
  const status = httpStatus(fout);
  if (status === undefined) return 'De server is niet bereikbaar. Controleer uw verbinding en probeer het opnieuw.';
  const [eerste] = foutBeschrijvingen(fout);
  if (eerste && !eerste.startsWith('Request failed')) return eerste;
  if (status === 401) return 'Onbekend e-mailadres of onjuist wachtwoord.';
  if (status === 429) return 'Te veel pogingen. Wacht even en probeer het opnieuw.';
  return 'Inloggen is niet gelukt. Probeer het later opnieuw.';
}

// Plain inputs styled like antd's: the antd Input pulls in the whole form engine (about 30 KB gzipped).
const INVOER_CSS = `
.kw-invoer { width: 100%; box-sizing: border-box; height: 36px; padding: 4px 11px; font: inherit; font-size: 15px; color: rgba(0,0,0,.88);
  border: 1px solid #d9d9d9; border-radius: 6px; background: #fff; transition: border-color .2s, box-shadow .2s; }
.kw-invoer:hover { border-color: #4f9a6c; }
.kw-invoer:focus { outline: none; border-color: #2f7d4f; box-shadow: 0 0 0 2px rgba(47,125,79,.15); }
.kw-invoer[aria-invalid="true"] { border-color: #c8372d; }
.kw-invoer:disabled { background: #f5f5f5; color: rgba(0,0,0,.25); }
`;

type VeldFouten = Partial<Record<keyof LoginInvoer, string>>;

/** The login checks in Dutch (the same texts as the contract's loginInvoerSchema, without loading zod here). */
export function controleerLogin(invoer: LoginInvoer): VeldFouten {
  const fouten: VeldFouten = {};
  const email = invoer.email.trim();
  if (!email) fouten.email = 'Vul uw e-mailadres in.';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fouten.email = 'Vul een geldig e-mailadres in.';
  if (!invoer.wachtwoord) fouten.wachtwoord = 'Vul uw wachtwoord in.';
  return fouten;
}

function Veld({ id, label, fout, children }: { id: string; label: string; fout?: string; children: ReactNode }) {
  return (
    <div style={{ marginBottom: 18 }}>
      <label htmlFor={id} style={{ display: 'block', marginBottom: 6, fontWeight: 500 }}>
        {label}
      </label>
      {children}
      {fout && (
        <div role="alert" style={{ color: '#c8372d', marginTop: 4, fontSize: 13 }}>
          {fout}
        </div>
      )}
    </div>
  );
}

export default function LoginPagina() {
  usePaginaTitel('Inloggen');
  const navigate = useNavigate();
  const [bezig, setBezig] = useState<'login' | 'demo' | null>(null);
  const [fout, setFout] = useState<string | null>(null);
  const [invoer, setInvoer] = useState<LoginInvoer>({ email: '', wachtwoord: '' });
  const [veldFouten, setVeldFouten] = useState<VeldFouten>({});
  // OpenID Connect (decision 018): the button only when the server has it configured; a refused
  // login comes back as /login?oidc=<code> with the contract's Dutch message
  const [zoek] = useSearchParams();
  const oidcFout = oidcFoutTekst(zoek.get('oidc'));
  const [oidc, setOidc] = useState<OidcInstellingenAntwoord | null>(null);
  useEffect(() => {
    let actief = true;
    api
      .get<OidcInstellingenAntwoord>(oidcRoutes.instellingen.path)
      .then((r) => actief && setOidc(r.data))
      .catch(() => undefined);
    return () => {
      actief = false;
    };
  }, []);

  function verstuur(event: FormEvent) {
    event.preventDefault();
    // A message of an earlier attempt no longer applies once the form is sent again.
    setFout(null);
    const fouten = controleerLogin(invoer);
    setVeldFouten(fouten);
    if (!fouten.email && !fouten.wachtwoord) void meldAan('login', { email: invoer.email.trim(), wachtwoord: invoer.wachtwoord });
  }

  async function meldAan(soort: 'login' | 'demo', invoer?: LoginInvoer) {
    setBezig(soort);
    setFout(null);
    try {
      await zorgVoorXsrf();
      if (soort === 'login') await api.post(routes.login.path, invoer);
      else await api.post(routes.demoLogin.path);
      wisToken();
      navigate('/Home/new');
    } catch (e) {
      setFout(loginFoutTekst(e));
    } finally {
      setBezig(null);
    }
  }

  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f3f6f1', padding: 16, fontFamily: 'inherit' }}>
      <section
        aria-labelledby="login-titel"
        style={{ width: '100%', maxWidth: 420, background: '#fff', borderRadius: 8, padding: '28px 28px 24px', boxShadow: '0 2px 12px rgba(31, 77, 51, 0.10)' }}
      >
        <style>{INVOER_CSS}</style>
        <h1 id="login-titel" style={{ fontSize: 26, margin: '0 0 4px', color: '#1f4d33', fontWeight: 600 }}>
          Kringloopwijzer
        </h1>
        <p style={{ color: '#5b6b5b', margin: '0 0 20px' }}>Log in om de kringloopwijzer van uw bedrijf in te vullen.</p>
        {oidcFout && !fout && (
          <div role="alert" style={{ background: '#fdf0ef', border: '1px solid #f1c4bf', color: '#8f2219', borderRadius: 6, padding: '8px 12px', marginBottom: 16 }}>
            {oidcFout}
          </div>
        )}
        {fout && (
          <div role="alert" style={{ background: '#fdf0ef', border: '1px solid #f1c4bf', color: '#8f2219', borderRadius: 6, padding: '8px 12px', marginBottom: 16 }}>
            {fout}
          </div>
        )}
        <form noValidate onSubmit={verstuur} aria-label="Inloggen">
          <Veld id="login-email" label="E-mailadres" fout={veldFouten.email}>
            <input
              className="kw-invoer"
              type="email"
              id="login-email"
              name="email"
              value={invoer.email}
              onChange={(e) => setInvoer({ ...invoer, email: e.target.value })}
              autoComplete="username"
              inputMode="email"
              aria-invalid={Boolean(veldFouten.email)}
              disabled={bezig !== null}
            />
          </Veld>
          <Veld id="login-wachtwoord" label="Wachtwoord" fout={veldFouten.wachtwoord}>
            <input
              className="kw-invoer"
              type="password"
              id="login-wachtwoord"
              name="wachtwoord"
              value={invoer.wachtwoord}
              onChange={(e) => setInvoer({ ...invoer, wachtwoord: e.target.value })}
              autoComplete="current-password"
              aria-invalid={Boolean(veldFouten.wachtwoord)}
              disabled={bezig !== null}
            />
          </Veld>
          <Button type="primary" htmlType="submit" block loading={bezig === 'login'} disabled={bezig === 'demo'}>
            Inloggen
          </Button>
        </form>
        <div style={{ display: 'flex', alignItems: 'center', gap: 12, color: '#5b6b5b', margin: '18px 0' }}>
          <span style={{ flex: 1, borderTop: '1px solid #e4ebe2' }} />
          of
          <span style={{ flex: 1, borderTop: '1px solid #e4ebe2' }} />
        </div>
        {oidc?.beschikbaar && (
          <Button block href={`${huidigeBasePath()}${oidcRoutes.start.path}`} disabled={bezig !== null} style={{ marginBottom: 12 }}>
            {oidc.knopTekst}
          </Button>
        )}
        <Button block onClick={() => meldAan('demo')} loading={bezig === 'demo'} disabled={bezig !== null}>
          Probeer de demo
        </Button>
        <p style={{ color: '#5b6b5b', margin: '12px 0 0', fontSize: 13 }}>Met de demo bekijkt u een voorbeeldbedrijf zonder account.</p>
      </section>
    </main>
  );
}
