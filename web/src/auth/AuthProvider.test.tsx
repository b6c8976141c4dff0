import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { AuthProvider, useAuth } from './AuthProvider';
import { writeSignedInHint } from './hint';
import { AuthStore } from './store';
import type { AuthClient } from './types';

/** An identity SDK that is still loading: only the hint is known. */
const stillLoading = () => new Promise<AuthClient>(() => undefined);

function Status() {
  const { status, signedIn, epoch } = useAuth();
  return <p data-testid="auth">{`${status} ${signedIn ? 'signed-in' : 'signed-out'} ${epoch}`}</p>;
}

function app(store: AuthStore) {
  return (
    <AuthProvider store={store}>
      <Status />
    </AuthProvider>
  );
}

describe('AuthProvider on the server and when hydrating', () => {
  it('renders signed out on the server, even for a browser hinted as signed in', () => {
    writeSignedInHint(true);
    const store = new AuthStore(stillLoading);
    expect(store.hinted).toBe(true);
    expect(store.getServerState()).toEqual({ status: 'unknown', user: null, signedIn: false, epoch: 0, loadError: null });
    expect(renderToString(app(store))).toContain('unknown signed-out 0');
  });

  it('renders the hint in the browser (a page rendered there)', () => {
    writeSignedInHint(true);
    render(app(new AuthStore(stillLoading)));
    expect(screen.getByTestId('auth')).toHaveTextContent('unknown signed-in 0');
  });

  it('hydrates the signed-out markup without a mismatch, then shows the hint', async () => {
    // The server knows nobody (it has no hint); the browser was signed in last time.
    const html = renderToString(app(new AuthStore(stillLoading)));
    writeSignedInHint(true);
    const store = new AuthStore(stillLoading);
    const root = document.createElement('div');
    root.innerHTML = html;
    document.body.appendChild(root);
    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(root, app(store), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(root.textContent).toBe('unknown signed-in 0');
    root.remove();
  });
});
