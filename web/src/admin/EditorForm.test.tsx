import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../components/Toast';
import { EditorForm } from './EditorForm';
import { AdminError, toAdminError } from './errors';
import { fieldsOf } from './describe';

const BANNER_FIELDS = fieldsOf('Banner');
import { banner, expectToast } from './test-helpers';

function renderForm(props: Partial<Parameters<typeof EditorForm>[0]> = {}) {
  const onSubmit = vi.fn(async () => ({ ok: true }));
  const onSaved = vi.fn();
  render(
    <ToastProvider>
      <EditorForm fields={BANNER_FIELDS} submitLabel="Save" successText="Banner is Updated" onSubmit={onSubmit} onSaved={onSaved} {...props} />
    </ToastProvider>,
  );
  return { onSubmit: (props.onSubmit as typeof onSubmit) ?? onSubmit, onSaved };
}

describe('EditorForm', () => {
  it('prefills every field from the record', () => {
    renderForm({ initial: banner });
    expect(screen.getByLabelText('Banner Heading')).toHaveValue('Grow with SEO');
    expect(screen.getByLabelText('Banner Details')).toHaveValue('We help.');
    expect(screen.getByLabelText('Banner Image')).toHaveValue('/images/banner.svg');
    expect(screen.getByLabelText('Button Link')).toHaveValue('/pricing');
    expect(screen.getByLabelText('YouTube Link')).toHaveValue('https://youtube.com/x');
  });

  it('shows "… is required" beside every empty field, sends nothing and focuses the first', async () => {
    const { onSubmit } = renderForm({ initial: { ...banner, bannerHeading: '  ', youtubeLink: '' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const heading = screen.getByLabelText('Banner Heading');
    expect(heading).toHaveAttribute('aria-invalid', 'true');
    expect(heading).toHaveAccessibleDescription(expect.stringContaining('Banner Heading is required'));
    expect(screen.getByLabelText('YouTube Link')).toHaveAccessibleDescription('YouTube Link is required');
    expect(screen.getByLabelText('Banner Details')).not.toHaveAttribute('aria-invalid');
    expect(heading).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(heading, 'New');
    expect(heading).not.toHaveAttribute('aria-invalid');
  });

  it('an empty add form requires all fields', async () => {
    const { onSubmit } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    for (const f of BANNER_FIELDS) expect(screen.getByText(`${f.label} is required`)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends trimmed values, shows the success text as a toast and calls onSaved', async () => {
    const { onSubmit, onSaved } = renderForm({ initial: { ...banner, bannerHeading: '  Hello  ' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ ...banner, bannerHeading: 'Hello' });
    await expectToast('Banner is Updated');
    expect(onSaved).toHaveBeenCalledWith({ ok: true }, { ...banner, bannerHeading: 'Hello' });
    expect(screen.getByLabelText('Banner Heading')).toHaveValue('  Hello  ');
  });

  it('an add form with resetOnSuccess empties itself after saving', async () => {
    renderForm({ initial: banner, resetOnSuccess: true });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expectToast('Banner is Updated');
    expect(screen.getByLabelText('Banner Heading')).toHaveValue('');
  });

  it('puts a server VALIDATION error on the field it names and shows it as an error toast', async () => {
    const onSubmit = vi.fn(async () => {
      throw toAdminError({
        source: {
          errors: [
            {
              message: 'buttonLink must be a link (https://… or a path starting with /)',
              extensions: { code: 'VALIDATION', fields: { buttonLink: 'url' } },
            },
          ],
        },
      });
    });
    renderForm({ initial: { ...banner, buttonLink: 'javascript:alert(1)' }, onSubmit });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const link = screen.getByLabelText('Button Link');
    await waitFor(() => expect(link).toHaveAttribute('aria-invalid', 'true'));
    expect(link).toHaveAccessibleDescription(expect.stringContaining('Button Link must be a link'));
    expect(link).toHaveFocus();
    await expectToast('Button Link must be a link (https://… or a path starting with /)', 'error');
    expect(screen.queryByText('Banner is Updated')).not.toBeInTheDocument();
  });

  it('shows any other failure (CONFLICT, network) as an error toast and keeps the values', async () => {
    const onSubmit = vi.fn(async () => {
      throw new AdminError('A banner already exists: edit it instead', 'CONFLICT');
    });
    renderForm({ initial: banner, onSubmit });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expectToast('A banner already exists: edit it instead', 'error');
    expect(screen.getByLabelText('Banner Heading')).toHaveValue('Grow with SEO');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('previews the image address as it is typed, and says when it does not load', async () => {
    renderForm();
    const field = screen.getByLabelText('Banner Image');
    expect(field).toHaveAttribute('placeholder', 'Image Url');
    expect(screen.getByText('No image yet')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: '/images/about.svg' } });
    const img = await screen.findByRole('img', { name: 'Preview of Banner Image' });
    expect(img).toHaveAttribute('src', '/images/about.svg');
    fireEvent.error(img);
    expect(await screen.findByText('This image could not be loaded. Check the address.')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: '/images/logo.svg' } });
    await waitFor(() => expect(screen.getByRole('img', { name: 'Preview of Banner Image' })).toHaveAttribute('src', '/images/logo.svg'));
    expect(screen.queryByText('This image could not be loaded. Check the address.')).not.toBeInTheDocument();
  });

  it('sends a hidden field with its fixed value (admin user role)', async () => {
    const onSubmit = vi.fn(async () => ({}));
    renderForm({ fields: fieldsOf('AdminUser'), onSubmit });
    expect(screen.queryByLabelText('User Role')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('User Email'), 'new@seo-agency.test');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ userEmail: 'new@seo-agency.test', userRole: 'Admin' });
  });

  it('offers the allowed values of a select and requires a choice', async () => {
    const onSubmit = vi.fn(async () => ({}));
    renderForm({ fields: fieldsOf('DesignItem'), onSubmit });
    const format = screen.getByLabelText('Format');
    expect([...(format as HTMLSelectElement).options].map((o) => o.value)).toEqual(['', 'Facebook', 'Instagram', 'YouTube']);
    const paid = screen.getByLabelText('Free or Paid');
    expect([...(paid as HTMLSelectElement).options].map((o) => o.value)).toEqual(['', 'Paid', 'Free']);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Format is required')).toBeInTheDocument();
    expect(screen.getByText('Free or Paid is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('has a field for every package attribute, with "$" beside the price', () => {
    renderForm({ fields: fieldsOf('PricingPackage') });
    expect([...document.querySelectorAll('form [name]')].map((e) => e.getAttribute('name'))).toEqual([
      'packageName', 'packageDetails', 'packagePrice', 'billingPeriod', 'packageButtonText',
      'packagePointOne', 'packagePointTwo', 'packagePointThree', 'packagePointFour', 'packagePointFive',
      'packagePointSix', 'packagePointSeven', 'packagePointEight', 'packagePointNine', 'packagePointTen',
    ]);
    expect(screen.getByLabelText('Package Price').closest('.input-affix')).toHaveTextContent('$');
  });
});
