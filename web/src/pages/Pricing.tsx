import { graphql } from 'react-relay/hooks';
import type { PricingQuery, PricingQuery$data } from '../__generated__/PricingQuery.graphql';
import { queryPage } from '../relay/WithPageQuery';
import { CallToActionSection } from '../sections/CallToActionSection';
import { PageHero } from '../sections/PageHero';
import { PricingSection } from '../sections/PricingSection';
import { PRICING_PAGE_PRICING } from '../sections/readings';
import section from '../sections/section.module.css';

export const pricingQuery = graphql`
  query PricingQuery @preloadable {
    ...PricingSection_query
    ...CallToActionSection_query
  }
`;

/** /pricing: "Pricing Plan" with breadcrumb, Basic/Standard/Premium (Popular: Standard), a call to action per record. */
function PricingView({ data }: { data: PricingQuery$data | null }) {
  return (
    <div className={section.publicPage}>
      <PageHero title="Pricing Plan" lead="Clear monthly plans for every stage of your business." />
      <PricingSection query={data} reading={PRICING_PAGE_PRICING} heading="Our plans" headingVisible={false} />
      <CallToActionSection query={data} />
    </div>
  );
}

export default queryPage<PricingQuery>('Pricing Plan', pricingQuery, PricingView);
