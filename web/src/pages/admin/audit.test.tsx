import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { edges, renderAdmin, resolve, resolveHome } from '../../admin/test-helpers';
import AdminHome from './AdminHome';
import AuditLog from './AuditLog';

const line = (i: number) => ({
  id: `${500 + i}`,
  seq: 3 - i,
  at: '2026-11-27T01:02:03.456789Z',
  actorEmail: i === 2 ? '' : 'editor@agency.test',
  actorRole: i === 2 ? '' : 'Editor',
  action: i === 2 ? 'refused' : 'update',
  entityType: i === 2 ? 'POST /api/add-banner' : 'Banner',
  entityID: i === 2 ? '0' : '42',
  client: '203.0.113.7',
  summary: i === 2 ? 'Sign in required' : 'bannerHeading="Grow with search"',
});

const chain = (extra: Record<string, unknown> = {}) => ({ intact: true, checked: 3, broken: 0, problem: '', lastSeq: 3, lastHash: '0123456789abcdef0123', ...extra });

describe('/admin/audit', () => {
  it('says the chain is intact and lists the lines, newest first, with who, what, where', async () => {
    const { env } = await renderAdmin(<AuditLog />, { page: 'AuditLog', route: '/admin/audit' });
    await resolve(env, 'AuditLogQuery', {
      AuditChain: () => chain(),
      AuditEntryConnection: () => ({ totalCount: 3, pageInfo: { hasNextPage: false, endCursor: 'c2' }, edges: edges(3, line) }),
    });
    expect(await screen.findByTestId('audit-chain')).toHaveTextContent('The chain is intact: 3 lines checked, the last is line 3 (hash 0123456789abcdef…).');
    const rows = within(screen.getByRole('table', { name: 'Audit log' })).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('3');
    expect(rows[1]).toHaveTextContent('editor@agency.test (Editor)');
    expect(rows[1]).toHaveTextContent('Banner 42');
    expect(rows[1]).toHaveTextContent('2026-11-27 01:02:03');
    expect(rows[3]).toHaveTextContent('visitor');
    expect(rows[3]).toHaveTextContent('POST /api/add-banner');
    expect(rows[3]).not.toHaveTextContent('POST /api/add-banner 0');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it('says where the chain is broken', async () => {
    const { env } = await renderAdmin(<AuditLog />, { page: 'AuditLog', route: '/admin/audit' });
    await resolve(env, 'AuditLogQuery', {
      AuditChain: () => chain({ intact: false, broken: 2, problem: 'Line 2 was changed after it was written: its content no longer has its hash.' }),
      AuditEntryConnection: () => ({ totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null }, edges: [] }),
    });
    expect(await screen.findByTestId('audit-chain')).toHaveTextContent('The chain is broken at line 2: Line 2 was changed after it was written');
    expect(screen.getByText('The log is empty.')).toBeInTheDocument();
  });

  it('filters by action from the address', async () => {
    const { env } = await renderAdmin(<AuditLog />, { page: 'AuditLog', route: '/admin/audit', path: '/admin/audit?action=refused&q=evil' });
    const op = await resolve(env, 'AuditLogQuery', {
      AuditChain: () => chain(),
      AuditEntryConnection: () => ({ totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null }, edges: [] }),
    });
    expect(op.request.variables.filter).toEqual({ action: 'refused', q: 'evil' });
    expect(await screen.findByText('No lines match these filters.')).toBeInTheDocument();
    expect((screen.getByLabelText('Action') as HTMLSelectElement).value).toBe('refused');
  });
});

describe('/admin for the Owner', () => {
  for (const [role, shown] of [
    ['Owner', true],
    ['Admin', false],
  ] as const) {
    it(`${shown ? 'links' : 'does not link'} the audit log for ${role}`, async () => {
      const { env } = await renderAdmin(<AdminHome />, { page: 'AdminHome', route: '/admin', role });
      await resolveHome(env, {
        Query: () => ({ totalSales: '0.00' }),
        PaymentSettingConnection: () => ({ edges: [] }),
        OrderConnection: () => ({ totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null }, edges: [] }),
        SubscriberConnection: () => ({ totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null }, edges: [] }),
      });
      await screen.findByTestId('total-sales');
      const link = within(screen.getByRole('list', { name: 'Admin' })).queryByRole('link', { name: /Audit log/ });
      if (shown) expect(link).toHaveAttribute('href', '/admin/audit');
      else expect(link).not.toBeInTheDocument();
    });
  }
});
