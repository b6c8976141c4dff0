import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../test/utils';
import { LARGE_PAGE, PagedTable } from './PagedTable';

const ROWS = Array.from({ length: 60 }, (_, i) => ({ id: `r${i + 1}`, name: `Row ${i + 1}` }));

/** A table of `total` rows of which the first `loaded` are in the store; loadNext records what it is asked for. */
function table(path: string, loaded = ROWS.length, total = ROWS.length) {
  const loadNext = vi.fn();
  const utils = renderAt(
    <PagedTable
      connection={{ edges: ROWS.slice(0, loaded), totalCount: total, hasNext: loaded < total, isLoadingNext: false, loadNext }}
      pageSize={10}
      caption="Orders"
      numbered
      columns={[{ header: 'Name', cell: (r) => r.name }]}
      empty="None."
    />,
    { path, route: '/total-orders' },
  );
  return { ...utils, loadNext };
}

const shownRows = () => within(screen.getByRole('table')).getAllByRole('row').length - 1;

describe('PagedTable page size', () => {
  it("keeps the specification's page size and offers the larger page, kept in the address", async () => {
    const user = userEvent.setup();
    const { router } = table('/total-orders?page=3');
    expect(shownRows()).toBe(10);
    await user.click(screen.getByRole('link', { name: `Show ${LARGE_PAGE} a page of orders` }));
    // The larger page starts at page 1 again, numbering from 1.
    expect(router.state.location.search).toBe('?show=50');
    expect(shownRows()).toBe(50);
    expect(within(screen.getByRole('table')).getAllByRole('row')[50].textContent).toBe('50Row 50');
    await user.click(screen.getByRole('link', { name: 'Show 10 a page of orders' }));
    expect(router.state.location.search).toBe('');
    expect(shownRows()).toBe(10);
  });

  it('asks for the rows a larger page needs that are not loaded yet', () => {
    const { loadNext } = table('/total-orders?show=50', 10);
    expect(loadNext).toHaveBeenCalledWith(40);
  });

  it('offers nothing when one page holds every row, and ignores other sizes in the address', () => {
    table('/total-orders?show=7', 8, 8);
    expect(shownRows()).toBe(8);
    expect(screen.queryByRole('link', { name: /a page of orders/ })).not.toBeInTheDocument();
  });
});
