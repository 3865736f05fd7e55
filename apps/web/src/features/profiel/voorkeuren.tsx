/**
 * The e-mail preferences (a switch per optional mail; MAIL_VOORKEUREN). Farm users find them on
 * "Bedrijf", users of an organisation and staff on "Mijn gegevens": they get mandate mails too.
 */
import { Switch } from 'antd';
import { MAIL_VOORKEUREN, MAIL_VOORKEUR_SLEUTELS, type MailVoorkeurSleutel, type Profiel } from '@kw/contract';
import { useWijzigVoorkeuren } from './api';

export function Voorkeuren({ profiel }: { profiel: Profiel }) {
  const wijzig = useWijzigVoorkeuren();
  return (
    <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }}>
      {MAIL_VOORKEUR_SLEUTELS.map((k: MailVoorkeurSleutel) => {
        const id = `voorkeur-${k}`;
        return (
          <li key={k} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
            <Switch id={id} checked={profiel.mailVoorkeuren[k] ?? false} loading={wijzig.isPending && wijzig.variables?.[k] !== undefined} onChange={(aan) => wijzig.mutate({ [k]: aan })} />
            <label htmlFor={id}>{MAIL_VOORKEUREN[k]}</label>
          </li>
        );
      })}
    </ul>
  );
}

