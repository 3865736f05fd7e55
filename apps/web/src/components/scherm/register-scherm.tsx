/**
 * The route element of every register screen: finds the screen's entry and draws it with
 * the one renderer. Its own lazy chunk (decision 008), shared by all register routes.
 */
import { NietGevonden } from './niet-gevonden';
import InvoerScherm from './invoer-scherm';
import { schermInfo } from './scherm-info';

/** `route`: the spec route drawn (with ':klwId'); a screen spread over several routes shows that route's view. */
export default function RegisterScherm({ sleutel, route }: { sleutel: string; route?: string }) {
  const info = schermInfo(sleutel, route);
  if (!info) return <NietGevonden sleutel={sleutel} />;
  return <InvoerScherm key={`${sleutel} ${route ?? ''}`} scherm={info} />;
}
