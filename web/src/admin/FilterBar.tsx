import { useEffect, useId, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { DownloadButton } from '../components/DownloadButton';
import { exportURL, filterOf, isFiltered, MAX_Q, withFilter, withoutFilters, type Choice, type TableFilters } from './tableFilters';
import styles from './FilterBar.module.css';

/** A labelled select of one filter's choices. */
function ChoiceField({ id, label, value, choices, onChange }: { id: string; label: string; value: string; choices: Choice[]; onChange(value: string): void }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The filter bar of an admin table: search, status, from/to dates and sort, all in the
 * address (reload, back and shared links keep them; a change starts the table at page 1),
 * and "Export CSV", which downloads exactly the filtered list.
 */
export function FilterBar({ spec, label }: { spec: TableFilters; label: string }) {
  const [search, setSearch] = useSearchParams();
  const id = useId();
  const { filter, sort } = filterOf(spec, search);
  const apply = (next: URLSearchParams) => setSearch(next, { preventScrollReset: true });
  const set = (name: string, value: string) => apply(withFilter(spec, search, { [name]: value }));

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const q = String(new FormData(e.currentTarget).get('q') ?? '').trim();
    apply(withFilter(spec, search, { q }));
  }

  return (
    <form className={styles.bar} role="search" aria-label={label} onSubmit={submit}>
      <div className="field">
        <label htmlFor={`${id}-q`}>Search</label>
        {/* Keyed by the address's text, so back and forward show it. */}
        <input key={filter.q ?? ''} id={`${id}-q`} name="q" type="search" defaultValue={filter.q ?? ''} maxLength={MAX_Q} aria-describedby={`${id}-q-hint`} />
        <p id={`${id}-q-hint`} className="field-hint">
          {spec.searchHint}
        </p>
      </div>
      {spec.statuses.map((s) => (
        <ChoiceField key={s.param} id={`${id}-${s.param}`} label={s.label} value={filter[s.param] ?? ''} choices={[{ value: '', label: 'All' }, ...s.choices]} onChange={(v) => set(s.param, v)} />
      ))}
      {(['from', 'to'] as const).map((d) => (
        <div className="field" key={d}>
          <label htmlFor={`${id}-${d}`}>{d === 'from' ? 'From' : 'To'}</label>
          <input
            id={`${id}-${d}`}
            type="date"
            value={filter[d] ?? ''}
            min={d === 'to' ? filter.from : undefined}
            max={d === 'from' ? filter.to : undefined}
            onChange={(e) => set(d, e.target.value)}
          />
        </div>
      ))}
      <ChoiceField
        id={`${id}-sort`}
        label="Sort"
        value={sort ?? spec.sorts[0].value}
        choices={spec.sorts}
        onChange={(v) => set('sort', v === spec.sorts[0].value ? '' : v)}
      />
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary btn-sm">
          Search
        </button>
        {(isFiltered(spec, search) || sort) && (
          <button type="button" className="btn btn-outline btn-sm" onClick={() => apply(withoutFilters(spec, search))}>
            Clear filters
          </button>
        )}
        <ExportButton url={exportURL(spec, search)} />
      </div>
    </form>
  );
}

/** Downloads the CSV file at url: fetched with the admin's ID token, saved under the server's file name. */
function ExportButton({ url }: { url: string }) {
  return (
    <DownloadButton url={url} fallbackName="export.csv">
      Export CSV
    </DownloadButton>
  );
}

/**
 * Keeps a page's query on the filter of the address: a change of the search alone does not
 * run the route's loader again (it is the page's own business), so the page asks for the
 * filtered list itself. `variables` turns the filter into the query's variables, as the
 * route's loader does (pages/index.ts).
 */
export function useFilteredQuery<V extends object>(spec: TableFilters, loaded: { variables: V }, loadWith: (v: V) => void, variables: (f: ReturnType<typeof filterOf>) => V) {
  const [search] = useSearchParams();
  const wanted = variables(filterOf(spec, search));
  const stale = stable(wanted) !== stable(loaded.variables);
  const key = stable(wanted);
  useEffect(() => {
    if (stale) loadWith(JSON.parse(key) as V);
  }, [stale, key, loadWith]);
}

/** JSON with sorted keys and no empty values: two equal variable sets write the same. */
function stable(v: unknown): string {
  return JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(
          Object.entries(x)
            .filter(([, y]) => y !== null && y !== undefined)
            .sort(([a], [b]) => a.localeCompare(b)),
        )
      : x,
  );
}
