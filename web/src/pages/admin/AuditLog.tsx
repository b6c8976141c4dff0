import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useSearchParams } from 'react-router';
import type { AuditLogQuery } from '../../__generated__/AuditLogQuery.graphql';
import type { AuditLogTable_query$key } from '../../__generated__/AuditLogTable_query.graphql';
import type { AuditLogTablePaginationQuery } from '../../__generated__/AuditLogTablePaginationQuery.graphql';
import { AdminPage } from '../../admin/AdminPage';
import { FilterBar, useFilteredQuery } from '../../admin/FilterBar';
import { nodesOf, PagedTable } from '../../admin/PagedTable';
import { AUDIT_FILTERS, isFiltered } from '../../admin/tableFilters';
import { useReloadable } from '../../admin/useReloadable';

const PAGE_SIZE = 20;

const query = graphql`
  query AuditLogQuery($filter: AuditFilter) @preloadable {
    auditChain {
      intact
      checked
      broken
      problem
      lastSeq
      lastHash
    }
    ...AuditLogTable_query @arguments(first: 20, filter: $filter)
  }
`;

const fragment = graphql`
  fragment AuditLogTable_query on Query
  @refetchable(queryName: "AuditLogTablePaginationQuery")
  @argumentDefinitions(first: { type: "Int!" }, after: { type: "Cursor" }, filter: { type: "AuditFilter" }) {
    auditLog(filter: $filter, first: $first, after: $after) @connection(key: "AuditLogTable_auditLog") {
      totalCount
      edges {
        node {
          id
          seq
          at
          actorEmail
          actorRole
          action
          entityType
          entityID
          client
          summary
        }
      }
    }
  }
`;

/**
 * /admin/audit (the Owner's): whether the chain of hashes holds, then the log, newest first,
 * 20 a page, filtered by the address (?q=&action=&from=&to=), exported as CSV as filtered.
 */
export default function AuditLog() {
  const [loaded, reload, , loadWith] = useReloadable<AuditLogQuery>(query);
  useFilteredQuery(AUDIT_FILTERS, loaded, loadWith, ({ filter }) => ({ filter }));
  return (
    <AdminPage title="Audit log" onRetry={reload}>
      <FilterBar spec={AUDIT_FILTERS} label="Filter the audit log" />
      <AuditScreen loaded={loaded} />
    </AdminPage>
  );
}

function AuditScreen({ loaded }: { loaded: PreloadedQuery<AuditLogQuery> }) {
  const data = usePreloadedQuery<AuditLogQuery>(query, loaded);
  const filtered = isFiltered(AUDIT_FILTERS, useSearchParams()[0]);
  const chain = data.auditChain;
  return (
    <>
      <p role="status" className={chain.intact ? 'admin-ok' : 'admin-error'} data-testid="audit-chain">
        {chain.intact
          ? `The chain is intact: ${chain.checked} lines checked, the last is line ${chain.lastSeq} (hash ${chain.lastHash.slice(0, 16)}…).`
          : `The chain is broken at line ${chain.broken}: ${chain.problem}`}
      </p>
      <AuditTable query={data} empty={filtered ? 'No lines match these filters.' : 'The log is empty.'} />
    </>
  );
}

function AuditTable({ query: key, empty }: { query: AuditLogTable_query$key; empty: string }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<AuditLogTablePaginationQuery, AuditLogTable_query$key>(fragment, key);
  return (
    <PagedTable
      connection={{ edges: nodesOf(data.auditLog.edges), totalCount: data.auditLog.totalCount, hasNext, isLoadingNext, loadNext }}
      pageSize={PAGE_SIZE}
      caption="Audit log"
      columns={[
        { header: 'Line', numeric: true, cell: (l) => l.seq },
        { header: 'Time (UTC)', cell: (l) => String(l.at).replace('T', ' ').replace(/\.\d+/, '').replace('Z', '') },
        { header: 'Who', cell: (l) => (l.actorEmail ? `${l.actorEmail}${l.actorRole ? ` (${l.actorRole})` : ''}` : 'visitor') },
        { header: 'Action', cell: (l) => l.action },
        { header: 'What', cell: (l) => (l.entityID !== '0' ? `${l.entityType} ${l.entityID}` : l.entityType) },
        { header: 'From', cell: (l) => l.client || '—' },
        { header: 'Summary', wide: true, cell: (l) => l.summary || '—' },
      ]}
      empty={empty}
    />
  );
}
