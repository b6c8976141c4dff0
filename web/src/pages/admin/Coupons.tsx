import { useState, type FormEvent } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { CouponsCreateMutation } from '../../__generated__/CouponsCreateMutation.graphql';
import type { CouponsQuery, CouponsQuery$data } from '../../__generated__/CouponsQuery.graphql';
import type { CouponsUpdateMutation, UpdateCouponInput } from '../../__generated__/CouponsUpdateMutation.graphql';
import { AdminPage } from '../../admin/AdminPage';
import { StatusBadge } from '../../admin/Badge';
import { DataTable, type Column } from '../../admin/DataTable';
import { toAdminError } from '../../admin/errors';
import { dateTime } from '../../admin/format';
import { useAdminMutation } from '../../admin/useAdminMutation';
import { useReloadable } from '../../admin/useReloadable';
import { formatMoney } from '../../components/money';
import { Field, TextField } from '../../components/TextField';
import { useToast } from '../../components/Toast';

const query = graphql`
  query CouponsQuery @preloadable {
    coupons(first: 100, orderBy: { direction: DESC, field: CREATED_AT }) {
      totalCount
      edges {
        node {
          id
          code
          kind
          amount
          planID
          plan {
            packageName
          }
          expiresAt
          maxUses
          uses
          duration
          active
          createdAt
        }
      }
    }
    pricingPackages(first: 20) {
      edges {
        node {
          id
          packageName
          packagePrice
          billingPeriod
        }
      }
    }
  }
`;

const createMutation = graphql`
  mutation CouponsCreateMutation($input: CreateCouponInput!) {
    createCoupon(input: $input) {
      id
      code
    }
  }
`;

const updateMutation = graphql`
  mutation CouponsUpdateMutation($id: ID!, $input: UpdateCouponInput!) {
    updateCoupon(id: $id, input: $input) {
      id
      code
      kind
      amount
      planID
      expiresAt
      maxUses
      uses
      duration
      active
    }
  }
`;

type Coupon = NonNullable<NonNullable<NonNullable<CouponsQuery$data['coupons']['edges']>[number]>['node']>;
type Plan = { id: string; packageName: string };

/** A coupon's discount as the admin reads it: "20% off", "$10.00 off". */
export function discountText(kind: string, amount: string): string {
  return kind === 'percent' ? `${amount.replace(/\.?0+$/, '')}% off` : `${formatMoney(amount)} off`;
}

/** /admin/coupons (the sales area): every coupon with its uses; add one, change one, deactivate one. */
export default function Coupons() {
  const [loaded, reload] = useReloadable<CouponsQuery>(query);
  return (
    <AdminPage title="Coupons" onRetry={reload}>
      <p className="admin-muted">
        A customer types a coupon's code on the order form; the server checks it and takes its discount off the plan's price
        before tax. Each order placed with a coupon uses it once; a coupon never makes a payment free.
      </p>
      <CouponsScreen loaded={loaded} reload={reload} />
    </AdminPage>
  );
}

function CouponsScreen({ loaded, reload }: { loaded: PreloadedQuery<CouponsQuery>; reload(): void }) {
  const toast = useToast();
  const data = usePreloadedQuery<CouponsQuery>(query, loaded);
  const coupons = (data.coupons.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
  const plans: Plan[] = (data.pricingPackages.edges ?? []).flatMap((e) => (e?.node ? [e.node] : []));
  const [editing, setEditing] = useState<Coupon | null>(null);
  const [update] = useAdminMutation<CouponsUpdateMutation>(updateMutation);
  const setActive = (c: Coupon, active: boolean) =>
    update({ id: c.id, input: { active } }).then(
      () => {
        toast.success(active ? `Coupon ${c.code} is active again` : `Coupon ${c.code} is deactivated`);
        reload();
      },
      (err: unknown) => toast.error(toAdminError(err).message),
    );
  const columns: Column<Coupon>[] = [
    { header: 'Code', cell: (c) => <code>{c.code}</code> },
    { header: 'Discount', cell: (c) => discountText(c.kind, c.amount) },
    { header: 'Plan', cell: (c) => c.plan?.packageName ?? (c.planID ? 'A deleted plan' : 'Every plan') },
    { header: 'Periods', cell: (c) => (c.duration === 'first_period' ? 'First period only' : 'Every period') },
    { header: 'Expires', cell: (c) => (c.expiresAt ? dateTime(c.expiresAt) : 'Never') },
    { header: 'Uses', cell: (c) => (c.maxUses != null ? `${c.uses} of ${c.maxUses}` : String(c.uses)) },
    { header: 'Status', cell: (c) => <StatusBadge status={c.active ? 'Active' : 'Inactive'} /> },
    {
      header: 'Actions',
      cell: (c) => (
        <>
          <button type="button" className="btn btn-outline btn-sm" aria-label={`Edit the coupon ${c.code}`} onClick={() => setEditing(c)}>
            Edit
          </button>{' '}
          {c.active ? (
            <button
              type="button"
              className="btn btn-outline btn-sm"
              aria-label={`Deactivate the coupon ${c.code}`}
              onClick={() => {
                if (window.confirm(`Deactivate the coupon ${c.code}? Orders placed with it keep their discount; new orders are refused it.`)) void setActive(c, false);
              }}
            >
              Deactivate
            </button>
          ) : (
            <button type="button" className="btn btn-outline btn-sm" aria-label={`Activate the coupon ${c.code}`} onClick={() => void setActive(c, true)}>
              Activate
            </button>
          )}
        </>
      ),
    },
  ];
  return (
    <section className="admin-grid-2">
      <DataTable
        caption={`Coupons (${data.coupons.totalCount})`}
        showCaption
        columns={columns}
        rows={coupons}
        rowKey={(c) => c.id}
        empty="No coupons yet. Add the first one with the form."
      />
      <CouponForm
        key={editing?.id ?? 'new'}
        coupon={editing}
        plans={plans}
        onDone={() => {
          setEditing(null);
          reload();
        }}
      />
    </section>
  );
}

/** A datetime-local input's value for an ISO time, in the browser's zone. */
function localInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Adds a coupon, or changes the one given (its code, discount, plan, expiry, uses, periods). */
function CouponForm({ coupon, plans, onDone }: { coupon: Coupon | null; plans: Plan[]; onDone(): void }) {
  const toast = useToast();
  const [create, creating] = useAdminMutation<CouponsCreateMutation>(createMutation);
  const [update, updating] = useAdminMutation<CouponsUpdateMutation>(updateMutation);
  const [code, setCode] = useState(coupon?.code ?? '');
  const [kind, setKind] = useState<string>(coupon?.kind ?? 'percent');
  const [amount, setAmount] = useState(coupon?.amount ?? '');
  const [planID, setPlanID] = useState(coupon?.planID ?? '');
  const [expires, setExpires] = useState(localInput(coupon?.expiresAt));
  const [maxUses, setMaxUses] = useState(coupon?.maxUses != null ? String(coupon.maxUses) : '');
  const [duration, setDuration] = useState<string>(coupon?.duration ?? 'every_period');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const busy = creating || updating;

  const send = (e: FormEvent) => {
    e.preventDefault();
    const missing: Record<string, string> = {};
    if (!code.trim()) missing.code = 'Code is required';
    if (!amount.trim()) missing.amount = 'Amount is required';
    const uses = maxUses.trim() === '' ? null : Number(maxUses);
    if (uses !== null && (!Number.isInteger(uses) || uses < 1)) missing.maxUses = 'Maximum uses is a whole number of 1 or more, or empty for no limit';
    setErrors(missing);
    if (Object.keys(missing).length) return;
    const common = {
      code: code.trim(),
      kind: kind as 'percent' | 'fixed',
      amount: amount.trim(),
      duration: duration as 'every_period' | 'first_period',
    };
    const failed = (err: unknown) => {
      const error = toAdminError(err);
      const onFields: Record<string, string> = {};
      for (const f of Object.keys(error.fields)) onFields[f] = error.message;
      setErrors(onFields);
      toast.error(error.message);
    };
    if (coupon) {
      const input: UpdateCouponInput = { ...common };
      if (planID) input.planID = planID;
      else input.clearPlan = true;
      if (expires) input.expiresAt = new Date(expires).toISOString();
      else input.clearExpiresAt = true;
      if (uses !== null) input.maxUses = uses;
      else input.clearMaxUses = true;
      update({ id: coupon.id, input }).then(() => {
        toast.success(`Coupon ${code.trim().toUpperCase()} is updated`);
        onDone();
      }, failed);
      return;
    }
    create({
      input: { ...common, planID: planID || null, expiresAt: expires ? new Date(expires).toISOString() : null, maxUses: uses },
    }).then((r) => {
      toast.success(`Coupon ${r.createCoupon.code} is added`);
      onDone();
    }, failed);
  };

  return (
    <form onSubmit={send} noValidate className="admin-card" aria-label={coupon ? `Edit the coupon ${coupon.code}` : 'Add a coupon'}>
      <h2>{coupon ? `Edit ${coupon.code}` : 'Add a coupon'}</h2>
      <TextField
        label="Code"
        value={code}
        maxLength={32}
        error={errors.code}
        hint="3 to 32 letters, digits, dashes or underscores; customers may type it in any case."
        onChange={(e) => setCode(e.target.value)}
      />
      <Field
        label="Kind"
        error={errors.kind}
        control={(d) => (
          <select {...d} value={kind} onChange={(e) => setKind(e.target.value)}>
            <option value="percent">Percentage</option>
            <option value="fixed">Fixed amount</option>
          </select>
        )}
      />
      <TextField
        label={kind === 'percent' ? 'Percent off' : 'Amount off (USD)'}
        value={amount}
        inputMode="decimal"
        error={errors.amount}
        hint={kind === 'percent' ? 'Like 20 or 12.5; at most 99.99.' : 'Like 10.00; less than the price of the plans it is for.'}
        onChange={(e) => setAmount(e.target.value)}
      />
      <Field
        label="Plan"
        error={errors.planID}
        control={(d) => (
          <select {...d} value={planID} onChange={(e) => setPlanID(e.target.value)}>
            <option value="">Every plan</option>
            {plans.map((p) => (
              <option key={p.id} value={p.id}>
                {p.packageName}
              </option>
            ))}
          </select>
        )}
      />
      <Field
        label="Periods of a subscription"
        error={errors.duration}
        hint="A one-time plan has one payment, discounted either way."
        control={(d) => (
          <select {...d} value={duration} onChange={(e) => setDuration(e.target.value)}>
            <option value="every_period">Every period</option>
            <option value="first_period">First period only</option>
          </select>
        )}
      />
      <Field
        label="Expires (optional)"
        error={errors.expiresAt}
        control={(d) => <input {...d} type="datetime-local" value={expires} onChange={(e) => setExpires(e.target.value)} />}
      />
      <TextField
        label="Maximum uses (optional)"
        value={maxUses}
        inputMode="numeric"
        error={errors.maxUses}
        hint={coupon ? `Used ${coupon.uses} times so far. Empty: no limit.` : 'Orders that may use it in all. Empty: no limit.'}
        onChange={(e) => setMaxUses(e.target.value)}
      />
      <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy || undefined}>
        {coupon ? 'Update Coupon' : 'Add Coupon'}
      </button>
      {coupon ? (
        <>
          {' '}
          <button type="button" className="btn btn-outline" onClick={onDone}>
            Cancel
          </button>
        </>
      ) : null}
    </form>
  );
}
