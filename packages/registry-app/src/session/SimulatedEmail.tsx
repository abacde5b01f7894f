import { useSyncExternalStore } from 'react';
import { SimulatedEmailDialog } from '@agent-registry/ui';
import { simulatedMail } from '@agent-registry/api-client';

/** In mock mode each code the simulated backend "mails" is shown in a dialog (spec section 4). */
export function SimulatedEmail() {
  const email = useSyncExternalStore(simulatedMail.subscribe, simulatedMail.get, () => null);
  return <SimulatedEmailDialog open={email !== null} email={email} onClose={simulatedMail.clear} />;
}
