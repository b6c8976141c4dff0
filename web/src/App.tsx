import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './AppProviders';
import type { AuthStore } from './auth/store';
import type { StaffGate } from './staff/gate';
import { StaffGateContext, StaffGateHost } from './staff/StaffGateHost';

export function App({ authStore, router, staffGate }: { authStore: AuthStore; router: DataRouter; staffGate?: StaffGate }) {
  return (
    <AppProviders authStore={authStore}>
      <StaffGateContext.Provider value={staffGate}>
        <RouterProvider router={router} />
      </StaffGateContext.Provider>
      {staffGate && <StaffGateHost gate={staffGate} />}
    </AppProviders>
  );
}
