/**
 * /Deelnemers composed by app/ (features do not import each other): the list of farms with the
 * one "Machtiging aanvragen" modal of features/machtigingen (decision 019).
 */
import DeelnemersPagina from '../features/deelnemers/deelnemers-page';
import { MachtigingAanvragen } from '../features/machtigingen';
import { toonSucces } from '../lib/notifications';

export default function DeelnemersMetAanvragen() {
  return (
    <DeelnemersPagina
      aanvraagVenster={({ open, onSluit }) => (
        <MachtigingAanvragen
          open={open}
          onSluit={(aangevraagd) => {
            if (aangevraagd) toonSucces('Machtiging aangevraagd', 'Het bedrijf krijgt uw aanvraag te zien en kan die bevestigen of weigeren.');
            onSluit();
          }}
        />
      )}
    />
  );
}
