import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../auth/AuthProvider';
import { ToastProvider } from '../components/Toast';
import { alice, makeAuth } from '../test/utils';
import { previewOf } from './content';
import { fieldsOf } from './describe';
import { EditorForm } from './EditorForm';
import { banner, expectToast } from './test-helpers';

const PAGE = '<!doctype html><html><head></head><body><div class="preview-bar">Preview — not saved</div><h1>New heading</h1></body></html>';

let tab: { opener: unknown; location: { href: string }; close: ReturnType<typeof vi.fn> };
let blobs: Blob[];

beforeEach(() => {
  tab = { opener: window, location: { href: '' }, close: vi.fn() };
  blobs = [];
  vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn((b: Blob) => {
    blobs.push(b);
    return `blob:http://localhost/${blobs.length}`;
  });
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function renderEditor() {
  const { store } = makeAuth(alice);
  await store.ensureLoaded();
  const onSubmit = vi.fn(async () => ({}));
  render(
    <AuthProvider store={store}>
      <ToastProvider>
        <EditorForm fields={fieldsOf('Banner')} initial={banner} submitLabel="Update Banner" successText="Banner is Updated" onSubmit={onSubmit} preview={previewOf('Banner', '17')} />
      </ToastProvider>
    </AuthProvider>,
  );
  return { onSubmit };
}

describe('PreviewButton', () => {
  it("sends the form's unsaved values and shows the painted page in the tab it opened", async () => {
    const fetchMock = vi.fn(async () => new Response(PAGE, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } }));
    vi.stubGlobal('fetch', fetchMock);
    const { onSubmit } = await renderEditor();
    const heading = screen.getByLabelText('Banner Heading');
    await userEvent.clear(heading);
    await userEvent.type(heading, '  New heading ');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));

    expect(window.open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    await waitFor(() => expect(tab.location.href).toBe('blob:http://localhost/1'));
    expect(await blobs[0].text()).toBe(PAGE);
    expect(blobs[0].type).toBe('text/html');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/preview');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json', Authorization: 'Bearer token-alice' });
    expect(JSON.parse(init.body as string)).toEqual({ id: '17', path: '/', values: { ...banner, bannerHeading: 'New heading' } });
    // Nothing is saved, and the form still holds the edit.
    expect(onSubmit).not.toHaveBeenCalled();
    expect(heading).toHaveValue('  New heading ');
  });

  it("shows the server's message and closes the tab when the preview fails", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: { code: 'VALIDATION', message: 'nope is not a field of Banner that a page shows.' } }, { status: 400 })),
    );
    await renderEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await expectToast('nope is not a field of Banner that a page shows.', 'error');
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
  });

  it('says so when the browser blocks the tab, and sends nothing', async () => {
    vi.mocked(window.open).mockImplementation(() => null);
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await renderEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await expectToast('The preview tab was blocked: allow pop-ups for this site and try again.', 'error');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is offered only for types a public page shows', () => {
    expect(previewOf('ContactItem', '5')).toEqual({ id: '5', path: '/contact' });
    expect(previewOf('PaymentSetting', '5')).toBeUndefined();
    expect(previewOf('AdminUser', '5')).toBeUndefined();
  });
});
