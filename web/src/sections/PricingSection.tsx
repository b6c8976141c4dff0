import { Link } from 'react-router';
import { graphql, useFragment } from 'react-relay/hooks';
import type { PricingSection_query$data, PricingSection_query$key } from '../__generated__/PricingSection_query.graphql';
import { Skeleton } from '../components/Skeleton';
import { formatMoney, perPeriod } from '../components/money';
import { CheckIcon } from '../components/icons';
import { PLAN_ORDER, type PricingReading } from './readings';
import section from './section.module.css';
import styles from './PricingSection.module.css';

const fragment = graphql`
  fragment PricingSection_query on Query {
    paymentsReady
    pricingPackages(first: 12) {
      edges {
        node {
          id
          packageName
          packageDetails
          packagePrice
          billingPeriod
          packageButtonText
          packagePointOne
          packagePointTwo
          packagePointThree
          packagePointFour
          packagePointFive
          packagePointSix
          packagePointSeven
          packagePointEight
          packagePointNine
          packagePointTen
        }
      }
    }
  }
`;

type Plan = NonNullable<NonNullable<NonNullable<PricingSection_query$data['pricingPackages']['edges']>[number]>['node']>;

function points(p: Plan): string[] {
  return [
    p.packagePointOne,
    p.packagePointTwo,
    p.packagePointThree,
    p.packagePointFour,
    p.packagePointFive,
    p.packagePointSix,
    p.packagePointSeven,
    p.packagePointEight,
    p.packagePointNine,
    p.packagePointTen,
  ];
}

/** Basic, Standard, Premium in that order; other plans after them, cheapest first. */
export function orderPlans(plans: readonly Plan[]): Plan[] {
  const rank = (p: Plan) => {
    const i = PLAN_ORDER.indexOf(p.packageName);
    return i === -1 ? PLAN_ORDER.length : i;
  };
  return [...plans].sort((a, b) => rank(a) - rank(b) || Number(a.packagePrice) - Number(b.packagePrice));
}

/**
 * The pricing columns. Which column is Popular and how many points each plan shows are
 * the page's reading (`reading`): home and pricing page differ, as the specification
 * records. Each column's button (packageButtonText) goes to /order-now/{id}; while the
 * agency has not set up payments (no PayPal e-mail) it is disabled and says why, as the
 * server refuses such an order too.
 */
export function PricingSection({
  query,
  reading,
  eyebrow,
  heading,
  headingVisible = true,
  headingId = 'pricing-title',
  className,
}: {
  query: PricingSection_query$key | null;
  reading: PricingReading;
  eyebrow?: string;
  heading: string;
  /** false: the heading is for assistive technology only (the page's h1 already says it). */
  headingVisible?: boolean;
  headingId?: string;
  /** The section's look on this page (its background), beside the shared section box. */
  className?: string;
}) {
  const data = useFragment(fragment, query);
  const loading = !data;
  const ready = data?.paymentsReady ?? true;
  const plans = orderPlans((data?.pricingPackages.edges ?? []).flatMap((e) => (e?.node ? [e.node] : [])));
  return (
    <section className={className ? `${section.section} ${className}` : section.section} aria-labelledby={headingId} aria-busy={loading || undefined}>
      <div className="container">
        <div className={headingVisible ? section.sectionHead : 'visually-hidden'}>
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h2 id={headingId}>{heading}</h2>
        </div>
        <ul className={styles.pricingGrid}>
          {loading
            ? Array.from({ length: 3 }, (_, i) => <PlanSkeleton key={i} />)
            : plans.map((p) => {
                const popular = p.packageName === reading.popular;
                const count = reading.points[p.packageName] ?? 10;
                const shown = points(p)
                  .slice(0, count)
                  .filter((s) => s.trim() !== '');
                const titleId = `plan-${p.id}`;
                return (
                  <li key={p.id} className={popular ? `${styles.plan} ${styles.planPopular}` : styles.plan}>
                    {popular && <p className={styles.planBadge}>Popular</p>}
                    <h3 id={titleId} className={styles.planName}>
                      {p.packageName}
                    </h3>
                    <p className={styles.planPrice}>
                      <span className={styles.planAmount}>{formatMoney(p.packagePrice, 'card')}</span>
                      {perPeriod(p.billingPeriod)}
                    </p>
                    <p className={styles.planDetails}>{p.packageDetails}</p>
                    <ul className={styles.planPoints} aria-label={`${p.packageName} plan includes`}>
                      {shown.map((pt, i) => (
                        <li key={i}>
                          <CheckIcon className={styles.planCheck} />
                          <span>{pt}</span>
                        </li>
                      ))}
                    </ul>
                    {ready ? (
                      <Link
                        to={`/order-now/${p.id}`}
                        className={`btn btn-block ${popular ? 'btn-accent' : 'btn-primary'} ${styles.planButton}`}
                      >
                        {p.packageButtonText || 'Order Now'}
                      </Link>
                    ) : (
                      <>
                        <button
                          type="button"
                          disabled
                          aria-describedby={`${titleId}-unavailable`}
                          className={`btn btn-block ${popular ? 'btn-accent' : 'btn-primary'} ${styles.planButton}`}
                        >
                          {p.packageButtonText || 'Order Now'}
                        </button>
                        <p id={`${titleId}-unavailable`} className={styles.planUnavailable}>
                          {NOT_SET_UP}
                        </p>
                      </>
                    )}
                  </li>
                );
              })}
        </ul>
      </div>
    </section>
  );
}

/** Why a plan cannot be ordered on a site whose payments are not set up. */
export const NOT_SET_UP = 'Ordering opens once the agency has set up payments.';

function PlanSkeleton() {
  return (
    <li className={styles.plan} aria-hidden="true">
      <Skeleton width="40%" height="1.5rem" />
      <Skeleton width="35%" height="2.8rem" style={{ marginTop: '1rem' }} />
      <Skeleton height="1rem" style={{ marginTop: '1rem' }} />
      <div className={styles.planPoints}>
        {Array.from({ length: 7 }, (_, i) => (
          <Skeleton key={i} height="1.1rem" width={`${70 + ((i * 7) % 25)}%`} style={{ marginTop: '0.85rem' }} />
        ))}
      </div>
      <Skeleton height="2.75rem" radius="999px" style={{ marginTop: 'auto' }} />
    </li>
  );
}
