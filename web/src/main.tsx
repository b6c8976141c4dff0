import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadFirebaseAuthClient } from './auth/loader';
import { AuthStore } from './auth/store';
import './styles/global.css';

const authStore = new AuthStore(loadFirebaseAuthClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App authStore={authStore} />
  </StrictMode>,
);
