/**
 * /Profiel/Index composed by app/ (features do not import each other): the profile with the farm's
 * mandates from features/machtigingen as its Machtigingen tab (decision 019) and the consent ledger
 * from features/toestemmingen as its Toestemmingen tab (decision 033).
 */
import ProfielPagina from '../features/profiel/profiel-page';
import { BedrijfMachtigingen } from '../features/machtigingen';
import { Toestemmingen } from '../features/toestemmingen';

export default function ProfielMetMachtigingen() {
  return (
    <ProfielPagina
      machtigingenTab={(relatieId) => <BedrijfMachtigingen relatieId={relatieId} />}
      toestemmingenTab={(relatieId) => <Toestemmingen relatieId={relatieId} />}
    />
  );
}
