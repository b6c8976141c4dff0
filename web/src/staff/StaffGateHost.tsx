import { createContext, lazy, Suspense, useContext, useSyncExternalStore } from 'react';
import type { StaffGate } from './gate';

/** The prompt's code loads only when a staff session is held: public pages never carry it. */
const SecondFactorPrompt = lazy(() => import('./SecondFactorPrompt'));

/** Shows the second-factor prompt while the gate holds a request. */
export function StaffGateHost({ gate }: { gate: StaffGate }) {
  const hold = useSyncExternalStore(gate.subscribe, gate.getHold, () => null);
  if (!hold) return null;
  return (
    <Suspense fallback={null}>
      <SecondFactorPrompt gate={gate} hold={hold} />
    </Suspense>
  );
}

/** The app's gate, for the staff API's calls of sensitive actions (the security page). */
export const StaffGateContext = createContext<StaffGate | undefined>(undefined);

export function useStaffGate(): StaffGate | undefined {
  return useContext(StaffGateContext);
}
