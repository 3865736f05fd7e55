/**
 * The route element of every register screen: finds the screen's entry and draws it with
 * the one renderer. Its own lazy chunk (decision 008), shared by all register routes.
 */
import { NietGevonden } from './niet-gevonden';
import InvoerScherm from './invoer-scherm';
import { schermInfo } from './scherm-info';

export default function RegisterScherm({ sleutel }: { sleutel: string }) {
  const info = schermInfo(sleutel);
  if (!info) return <NietGevonden sleutel={sleutel} />;
  return <InvoerScherm key={sleutel} scherm={info} />;
}
