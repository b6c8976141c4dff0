import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useNavigate } from 'react-router';
import { renderAt } from '../test/utils';
import { ToastProvider } from '../components/Toast';
import { ContentEdit } from './ContentEdit';
import { fieldsOf } from './describe';
import { EditorForm } from './EditorForm';
import { expectToast, renderAdmin, resolve } from './test-helpers';
import { UnsavedChangesGuard } from './useUnsavedChanges';

const banner = {
  id: '42',
  bannerHeading: 'Grow with SEO',
  bannerDetails: 'We help.',
  bannerImage: '/images/banner.svg',
  buttonLink: '/pricing',
  youtubeLink: 'https://youtube.com/x',
};

async function openBannerEditor() {
  const { env, router } = await renderAdmin(<ContentEdit page="BannerEdit" />, { route: '/banner/:id', path: '/banner/42', page: 'BannerEdit' });
  await resolve(env, 'contentBannerNodeQuery', { Banner: () => banner });
  return { env, router, heading: await screen.findByLabelText('Banner Heading') };
}

/** The browser's question before a reload or closing the tab: asked when the event is cancelled. */
function unloadIsQuestioned() {
  const e = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(e);
  return e.defaultPrevented;
}

const crumbToAdmin = () => within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Admin' });

describe('leaving an admin form with unsaved changes', () => {
  it('asks first: Stay keeps the page and the typed value, Leave goes', async () => {
    const { router, heading } = await openBannerEditor();
    fireEvent.change(heading, { target: { value: 'Grow faster' } });

    await userEvent.click(crumbToAdmin());
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent('Your changes on this page are not saved yet.');
    expect(within(dialog).getByRole('button', { name: 'Stay' })).toHaveFocus();
    expect(router.state.location.pathname).toBe('/banner/42');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Banner Heading')).toHaveValue('Grow faster');
    expect(router.state.location.pathname).toBe('/banner/42');

    await userEvent.click(crumbToAdmin());
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/admin');
  });

  it('a change of the search alone is not asked about; any other move of the router is', async () => {
    const { router, heading } = await openBannerEditor();
    fireEvent.change(heading, { target: { value: 'Grow faster' } });
    await act(() => router.navigate('/banner/42?tab=x'));
    expect(router.state.location.search).toBe('?tab=x');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    await act(() => router.navigate('/admin'));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/banner/42');
    expect(screen.getByLabelText('Banner Heading')).toHaveValue('Grow faster');
  });

  it('the browser asks before a reload only while there are unsaved changes', async () => {
    const { heading } = await openBannerEditor();
    expect(unloadIsQuestioned()).toBe(false);
    fireEvent.change(heading, { target: { value: 'Grow faster' } });
    expect(unloadIsQuestioned()).toBe(true);
    // Typing the old value back leaves nothing unsaved.
    fireEvent.change(heading, { target: { value: 'Grow with SEO' } });
    expect(unloadIsQuestioned()).toBe(false);
  });

  it('after a save the form is clean: leaving is not asked about', async () => {
    const { env, heading } = await openBannerEditor();
    fireEvent.change(heading, { target: { value: 'Grow faster' } });
    await userEvent.click(screen.getByRole('button', { name: 'Update Banner' }));
    await resolve(env, 'contentBannerUpdateMutation');
    await expectToast('Banner is Updated');
    expect(unloadIsQuestioned()).toBe(false);
    await userEvent.click(crumbToAdmin());
    expect(await screen.findByTestId('location')).toHaveTextContent('/admin');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a save that moves on to another page at once is not stopped', async () => {
    const save = vi.fn(async () => ({}));
    function SaveAndGo() {
      const navigate = useNavigate();
      return (
        <UnsavedChangesGuard>
          <EditorForm
            fields={fieldsOf('Banner')}
            initial={banner}
            submitLabel="Update Banner"
            successText="Banner is Updated"
            onSubmit={save}
            onSaved={() => navigate('/edit-banner')}
          />
        </UnsavedChangesGuard>
      );
    }
    renderAt(
      <ToastProvider>
        <SaveAndGo />
      </ToastProvider>,
      { path: '/banner/42', route: '/banner/:id' },
    );
    fireEvent.change(screen.getByLabelText('Banner Heading'), { target: { value: 'Grow faster' } });
    await userEvent.click(screen.getByRole('button', { name: 'Update Banner' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/edit-banner');
    expect(save).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
