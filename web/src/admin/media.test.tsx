import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Environment, Network, Observable, RecordSource, Store, type GraphQLResponse, type UploadableMap } from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../components/Toast';
import { alice, makeAuth, renderAt } from '../test/utils';
import { fieldsOf } from './describe';
import { EditorForm } from './EditorForm';
import { expectToast, pending, resolveData } from './test-helpers';
import { createMockEnvironment } from 'relay-test-utils';

const uploaded = { id: 'M1', url: '/media/0123456789abcdef0123456789abcdef.png', filename: 'team.png', alt: 'Our team', width: 1200, height: 800, bytes: 123456 };

/** An environment whose network records what each request sent, files included, and answers uploads. */
function recordingEnvironment(answer: (name: string) => GraphQLResponse) {
  const sent: { name: string; variables: Record<string, unknown>; uploadables?: UploadableMap | null }[] = [];
  const network = Network.create((params, variables, _config, uploadables) => {
    sent.push({ name: params.name, variables, uploadables });
    return Observable.from(Promise.resolve(answer(params.name)));
  });
  return { environment: new Environment({ network, store: new Store(new RecordSource()) }), sent };
}

async function renderBannerForm(environment: Environment) {
  const onSubmit = vi.fn(async () => ({}));
  const { store } = makeAuth(alice);
  renderAt(
    <ToastProvider>
      <EditorForm fields={fieldsOf('Banner')} initial={{ bannerImage: '/images/banner.svg' }} submitLabel="Save" successText="Banner is Updated" onSubmit={onSubmit} />
    </ToastProvider>,
    { environment: environment as never, store },
  );
  await act(() => store.ensureLoaded());
  return { onSubmit };
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'team.png', { type: 'image/png' });

describe('an image field and the media library', () => {
  it('every image field of the schema offers the library; other fields do not', () => {
    expect(fieldsOf('Banner').filter((f) => f.kind === 'image').map((f) => f.name)).toEqual(['bannerImage']);
    expect(fieldsOf('TeamMember').filter((f) => f.kind === 'image').map((f) => f.name)).toEqual(['memberImg']);
    expect(fieldsOf('Logo').find((f) => f.name === 'logo')?.kind).toBe('image');
    expect(fieldsOf('Banner').find((f) => f.name === 'buttonLink')?.kind).toBe('text');
  });

  it('uploads a chosen file with its alt text, required, and puts its address in the field', async () => {
    const { environment, sent } = recordingEnvironment(() => ({ data: { uploadMedia: uploaded } }));
    const { onSubmit } = await renderBannerForm(environment);
    const file = png();
    await userEvent.upload(screen.getByLabelText('Upload image…'), file);
    const dialog = await screen.findByRole('dialog', { name: 'Upload team.png' });
    const alt = within(dialog).getByLabelText('Alt text (required)');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('the alt text is required');
    expect(sent).toEqual([]);

    await userEvent.type(alt, '  Our team  {Enter}');
    await expectToast('Image is Uploaded');
    expect(sent).toHaveLength(1);
    expect(sent[0].name).toBe('mediaUploadMutation');
    expect(sent[0].variables).toEqual({ file: null, alt: 'Our team' });
    expect(sent[0].uploadables?.file).toBe(file);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('Banner Image')).toHaveValue(uploaded.url);
    // The upload fills the field; the record is saved with the form, not before.
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the server refusal in the dialog and keeps the field as it was', async () => {
    const { environment } = recordingEnvironment(() => ({
      data: null,
      errors: [{ message: 'The file is not an image that can be read: upload a JPEG, PNG, GIF or WebP image.', extensions: { code: 'VALIDATION' } }],
    }) as unknown as GraphQLResponse);
    await renderBannerForm(environment);
    await userEvent.upload(screen.getByLabelText('Upload image…'), png());
    const dialog = await screen.findByRole('dialog', { name: 'Upload team.png' });
    await userEvent.type(within(dialog).getByLabelText('Alt text (required)'), 'A picture');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('not an image that can be read');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Banner Image')).toHaveValue('/images/banner.svg');
  });

  it('takes a dropped or pasted image, and refuses a file that is not one before sending it', async () => {
    const { environment, sent } = recordingEnvironment(() => ({ data: { uploadMedia: uploaded } }));
    await renderBannerForm(environment);
    const input = screen.getByLabelText('Banner Image');

    fireEvent.paste(input, { clipboardData: { files: [png()], types: ['Files'] } });
    expect(await screen.findByRole('dialog', { name: 'Upload team.png' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    const notes = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    fireEvent.drop(input, { dataTransfer: { files: [notes], types: ['Files'] } });
    await expectToast('notes.txt is not a JPEG, PNG, GIF or WebP image.', 'error');
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.drop(input, { dataTransfer: { files: [png()], types: ['Files'] } });
    expect(await screen.findByRole('dialog', { name: 'Upload team.png' })).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('picks an image of the library, searched by name', async () => {
    const env = createMockEnvironment();
    await renderBannerForm(env as unknown as Environment);
    await userEvent.click(screen.getByRole('button', { name: 'Choose from library' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose from the media library' });
    const node = (id: string, filename: string, alt: string) => ({
      id,
      url: `/media/${id.padEnd(32, '0')}.jpg`,
      webpSrcset: `/media/${id.padEnd(32, '0')}-320.webp 320w`,
      filename,
      alt,
      width: 1600,
      height: 900,
    });
    await resolveData(env, 'mediaPickerQuery', {
      mediaLibrary: { totalCount: 60, edges: [{ node: node('a1', 'office.jpg', 'Our office') }, { node: node('b2', 'team.jpg', 'The team') }] },
    });
    expect(await within(dialog).findByText('Showing the newest 2 of 60: search to find others.')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Search by file name or alt text'), 'team');
    const op = await pending(env, 'mediaPickerQuery', (v) => v.search === 'team');
    act(() => env.mock.resolve(op, { data: { mediaLibrary: { totalCount: 1, edges: [{ node: node('b2', 'team.jpg', 'The team') }] } } } as never));
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: /office\.jpg/ })).toBeNull());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Choose team.jpg: The team' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('Banner Image')).toHaveValue(`/media/${'b2'.padEnd(32, '0')}.jpg`);
  });
});
