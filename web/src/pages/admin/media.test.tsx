import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectToast, fail, pending, renderAdmin, resolveData } from '../../admin/test-helpers';
import MediaLibrary from './MediaLibrary';

const image = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  version: 1,
  url: `/media/${id.padEnd(32, '0')}.jpg`,
  webpSrcset: `/media/${id.padEnd(32, '0')}-320.webp 320w`,
  filename: `${id}.jpg`,
  format: 'jpeg',
  bytes: 1_572_864,
  width: 1600,
  height: 900,
  alt: `Picture ${id}`,
  createdAt: '2026-11-20T10:00:00Z',
  usedIn: [],
  ...extra,
});

async function open(images: Record<string, unknown>[], path = '/admin/media') {
  const { env } = await renderAdmin(<MediaLibrary />, { page: 'MediaLibrary', route: '/admin/media', path });
  await resolveData(env, 'MediaLibraryQuery', {
    mediaLibrary: { totalCount: images.length, edges: images.map((node, i) => ({ cursor: `c${i}`, node })), pageInfo: { endCursor: null, hasNextPage: false } },
  });
  await screen.findByRole('table', { name: 'Images' });
  return env;
}

describe('/admin/media', () => {
  it('lists each image with its size, dimensions, alt text and where it is used, linked to the editor', async () => {
    await open([
      image('a1', { usedIn: [{ type: 'Banner', id: 'B1', field: 'bannerImage', inTrash: false }, { type: 'TeamMember', id: 'T9', field: 'memberImg', inTrash: true }] }),
      image('b2', { alt: '', bytes: 20_000 }),
    ]);
    const rows = within(screen.getByRole('table', { name: 'Images' })).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('a1.jpg');
    expect(rows[0]).toHaveTextContent('1.5 MB');
    expect(rows[0]).toHaveTextContent('1600 × 900');
    expect(within(rows[0]).getByRole('link', { name: 'Banner: Banner Image' })).toHaveAttribute('href', '/banner/B1');
    // A record in the trash is named, not linked: its editor would not open it.
    expect(rows[0]).toHaveTextContent('Team Member: Member Image (in the trash)');
    expect(within(rows[0]).queryByRole('link', { name: /Team Member/ })).toBeNull();
    expect(rows[1]).toHaveTextContent('20 KB');
    expect(rows[1]).toHaveTextContent('None: describe it');
    expect(rows[1]).toHaveTextContent('Not used');
  });

  it('says where an image is used when its delete is refused', async () => {
    const env = await open([image('a1', { usedIn: [{ type: 'Banner', id: 'B1', field: 'bannerImage', inTrash: false }] })]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete a1.jpg' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move to the trash' }));
    await fail(env, 'LifecycleDeleteMutation', [
      { message: "This image is used by the banner's banner image: choose another image there first.", extensions: { code: 'CONFLICT' } },
    ]);
    await expectToast("This image is used by the banner's banner image: choose another image there first.", 'error');
  });

  it('edits the alt text, which is required', async () => {
    const env = await open([image('a1')]);
    await userEvent.click(screen.getByRole('button', { name: 'Edit alt text of a1.jpg' }));
    const dialog = screen.getByRole('dialog', { name: 'Alt text of a1.jpg' });
    const alt = within(dialog).getByLabelText('Alt text (required)');
    await userEvent.clear(alt);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('the alt text is required');
    await userEvent.type(alt, 'Our office at dusk');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const op = await pending(env, 'MediaLibraryAltMutation');
    expect(op.request.variables).toEqual({ id: 'a1', input: { version: 1, alt: 'Our office at dusk' } });
    await resolveData(env, 'MediaLibraryAltMutation', { updateMedia: { id: 'a1', version: 2, alt: 'Our office at dusk' } });
    await expectToast('Alt text is Updated');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('table', { name: 'Images' })).toHaveTextContent('Our office at dusk');
  });

  it('searches through ?q=, which asks the server for matching images', async () => {
    const env = await open([image('a1')]);
    await userEvent.type(screen.getByLabelText('Search by file name or alt text'), 'office{Enter}');
    const op = await pending(env, 'MediaLibraryQuery', (v) => v.search === 'office');
    expect(op.request.variables).toMatchObject({ search: 'office', count: 20 });
  });
});
