import { Alert } from 'antd';

/** A route names a register key that the register does not hold (a programming error, said plainly). */
export function NietGevonden({ sleutel }: { sleutel: string }) {
  return <Alert type="error" showIcon message="Dit invoerscherm bestaat niet." description={`Onbekend scherm: ${sleutel}.`} />;
}
