import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { describe, expect, it } from 'vitest';
import type { useAdminMutationTestPublicQuery } from '../__generated__/useAdminMutationTestPublicQuery.graphql';
import type { useAdminMutationTestUpdateMutation } from '../__generated__/useAdminMutationTestUpdateMutation.graphql';
import { AdminError, toAdminError } from './errors';
import { pendingNames, renderAdmin, resolve, fail } from './test-helpers';
import { useAdminMutation } from './useAdminMutation';

const publicQuery = graphql`
  query useAdminMutationTestPublicQuery {
    serviceItems(first: 10) {
      edges {
        node {
          id
          serviceTitle
        }
      }
    }
  }
`;

const update = graphql`
  mutation useAdminMutationTestUpdateMutation($id: ID!, $input: UpdateServiceItemInput!) {
    updateServiceItem(id: $id, input: $input) {
      id
      serviceTitle
    }
  }
`;

/** A public page as the site's pages load it: store-or-network. */
function PublicList() {
  const data = useLazyLoadQuery<useAdminMutationTestPublicQuery>(publicQuery, {}, { fetchPolicy: 'store-or-network' });
  return (
    <ul aria-label="public">
      {data.serviceItems.edges?.map((e) => <li key={e?.node?.id}>{e?.node?.serviceTitle}</li>)}
    </ul>
  );
}

function Harness() {
  const [shown, setShown] = useState(true);
  const [commit] = useAdminMutation<useAdminMutationTestUpdateMutation>(update);
  const [error, setError] = useState<AdminError | null>(null);
  return (
    <>
      <button type="button" onClick={() => setShown((s) => !s)}>
        toggle
      </button>
      <button type="button" onClick={() => commit({ id: '1', input: { serviceTitle: 'Changed' } }).catch(setError)}>
        save
      </button>
      {error && <p data-testid="error">{`${error.code}: ${error.message} ${JSON.stringify(error.fields)}`}</p>}
      {shown && <PublicList />}
    </>
  );
}

describe('useAdminMutation', () => {
  it('marks the store stale after a change: a public page shown again asks the server again', async () => {
    const { env } = await renderAdmin(<Harness />, { gate: false });
    await resolve(env, 'useAdminMutationTestPublicQuery', { ServiceItemConnection: () => ({ edges: [{ node: { id: '1', serviceTitle: 'Old' } }] }) });
    expect(await screen.findByText('Old')).toBeInTheDocument();

    // Shown again without a change: from the store, no request.
    act(() => screen.getByText('toggle').click());
    act(() => screen.getByText('toggle').click());
    expect(screen.getByText('Old')).toBeInTheDocument();
    expect(pendingNames(env)).not.toContain('useAdminMutationTestPublicQuery');

    act(() => screen.getByText('toggle').click());
    act(() => screen.getByText('save').click());
    await resolve(env, 'useAdminMutationTestUpdateMutation', { ServiceItem: () => ({ id: '1', serviceTitle: 'Changed' }) });
    act(() => screen.getByText('toggle').click());
    await resolve(env, 'useAdminMutationTestPublicQuery', {
      ServiceItemConnection: () => ({ edges: [{ node: { id: '1', serviceTitle: 'Changed' } }, { node: { id: '2', serviceTitle: 'Added elsewhere' } }] }),
    });
    expect(await screen.findByText('Added elsewhere')).toBeInTheDocument();
  });

  it('rejects with the server\'s code, sentence and fields', async () => {
    const { env } = await renderAdmin(<Harness />, { gate: false });
    await resolve(env, 'useAdminMutationTestPublicQuery', { ServiceItemConnection: () => ({ edges: [] }) });
    const save = await screen.findByText('save');
    act(() => save.click());
    await fail(env, 'useAdminMutationTestUpdateMutation', [
      { message: 'serviceTitle is required', extensions: { code: 'VALIDATION', fields: { serviceTitle: 'required' } } },
    ]);
    expect(await screen.findByTestId('error')).toHaveTextContent('VALIDATION: ServiceTitle is required {"serviceTitle":"required"}');
  });
});

describe('toAdminError', () => {
  it('explains failures that are not GraphQL errors', () => {
    expect(toAdminError(new TypeError('Failed to fetch')).message).toMatch(/could not reach the server/);
    expect(toAdminError(Object.assign(new Error('GraphQL request failed with HTTP 429'), { name: 'GraphQLHTTPError', status: 429 })).code).toBe('RATE_LIMITED');
    expect(toAdminError(Object.assign(new Error('x'), { name: 'GraphQLHTTPError', status: 502 })).code).toBe('UNAVAILABLE');
    expect(toAdminError('something odd', 'Saving failed.').message).toBe('Saving failed.');
  });
});
