import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ToastProvider, useToast } from './Toast';

function Buttons() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.error('Banner Heading is required')}>
        Fail
      </button>
      <button type="button" onClick={() => toast.success('Banner is Updated')}>
        Save
      </button>
      <button type="button" onClick={() => toast.show('Saving in the background', 'info')}>
        Note
      </button>
    </>
  );
}

const renderButtons = () =>
  render(
    <ToastProvider>
      <Buttons />
    </ToastProvider>,
  );

const texts = () => screen.queryAllByText(/./, { selector: '.toastText' }).map((t) => t.textContent);

describe('Toast', () => {
  it('a success replaces the error before it: only the success shows', async () => {
    renderButtons();
    await userEvent.click(screen.getByRole('button', { name: 'Fail' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Banner Heading is required');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(texts()).toEqual(['Banner is Updated']);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.getByRole('status')).toHaveTextContent('Banner is Updated');
  });

  it('an error after a success, or a note after an error, leaves the toast before it', async () => {
    renderButtons();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(screen.getByRole('button', { name: 'Fail' }));
    await userEvent.click(screen.getByRole('button', { name: 'Note' }));
    expect(texts()).toEqual(['Banner is Updated', 'Saving in the background', 'Banner Heading is required']);
  });
});
