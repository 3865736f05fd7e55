/**
 * The blocking "Gebruiksvoorwaarden" dialog (spec §3 menu model "terms and conditions"; the
 * real KLW asks for the terms at the first login, sharing-anchors.md §1.1 [R6]): shown over
 * every screen while GetMenu says this user has not accepted the current version. The only
 * ways out are accepting (POST /api/Profiel/Voorwaarden with the version shown) and logging out.
 */
import { Button, Modal } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profielRoutes, type MenuModel } from '@kw/contract';
import { api, metVernieuwing } from '../../lib/api-client';
import { toonFout, toonSucces } from '../../lib/notifications';

export function VoorwaardenVenster({ menu, onUitloggen }: { menu: Pick<MenuModel, 'algemeneVoorwaarden' | 'voorwaardenVersie'>; onUitloggen: () => void }) {
  const client = useQueryClient();
  const accepteer = useMutation({
    mutationFn: () => metVernieuwing(() => api.post<{ ok: true; melding: string }>(profielRoutes.voorwaarden.path, { versie: menu.voorwaardenVersie }).then((r) => r.data)),
    onSuccess: (antwoord) => {
      toonSucces('Gebruiksvoorwaarden', antwoord.melding);
      // the menu (and Profiel) read again: the flag is now set and the dialog closes
      return client.invalidateQueries();
    },
    onError: (fout) => {
      toonFout(fout, 'Accepteren is niet gelukt');
      // an old version (the text changed meanwhile): read the current one
      void client.invalidateQueries();
    },
  });
  const alineas = (menu.algemeneVoorwaarden ?? '').split(/\n{2,}/).filter(Boolean);
  return (
    <Modal
      open
      title="Gebruiksvoorwaarden"
      closable={false}
      maskClosable={false}
      keyboard={false}
      centered
      width={640}
      footer={[
        <Button key="uit" onClick={onUitloggen}>
          Uitloggen
        </Button>,
        <Button key="ja" type="primary" loading={accepteer.isPending} onClick={() => accepteer.mutate()}>
          Ik accepteer de gebruiksvoorwaarden
        </Button>,
      ]}
    >
      <p style={{ marginTop: 0 }}>
        <strong>Versie {menu.voorwaardenVersie}.</strong> Lees de gebruiksvoorwaarden en accepteer ze om de Kringloopwijzer te gebruiken. Wilt u dat niet, log dan uit.
      </p>
      {/* a scrolling region must be reachable by keyboard (WCAG 2.1.1; axe scrollable-region-focusable) */}
      <div role="region" aria-label="Tekst van de gebruiksvoorwaarden" tabIndex={0} style={{ maxHeight: '50vh', overflowY: 'auto', paddingRight: 8 }}>
        {alineas.map((a) => (
          <p key={a}>{a}</p>
        ))}
      </div>
    </Modal>
  );
}
