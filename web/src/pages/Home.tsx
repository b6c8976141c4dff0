import { graphql } from 'react-relay/hooks';
import type { HomeQuery, HomeQuery$data } from '../__generated__/HomeQuery.graphql';
import { queryPage } from '../relay/WithPageQuery';
import { AboutSection } from '../sections/AboutSection';
import { BannerSection } from '../sections/BannerSection';
import { CountersSection } from '../sections/CountersSection';
import { PricingSection } from '../sections/PricingSection';
import { HOME_PRICING, HOME_PROGRESS } from '../sections/readings';
import { ServicesSection } from '../sections/ServicesSection';
import { StepsSection } from '../sections/StepsSection';
import { TestimonialsSection } from '../sections/TestimonialsSection';
import { VideoTeamSection } from '../sections/VideoTeamSection';
import section from '../sections/section.module.css';
import styles from './Home.module.css';

/** The home page's one query: public content only (no viewer), so the server serves it from its cache. */
export const homeQuery = graphql`
  query HomeQuery @preloadable {
    ...BannerSection_query
    ...AboutSection_query
    ...ServicesSection_query
    ...CountersSection_query
    ...VideoTeamSection_query
    ...PricingSection_query
    ...StepsSection_query
    ...TestimonialsSection_query
  }
`;

/**
 * Home (/): banner, about (95/96/95), services, counters, video and team, pricing (Popular: Premium),
 * as the specification stacks them; "How We Work" (steps) follows the services, the clients'
 * testimonials the pricing.
 */
function HomeView({ data }: { data: HomeQuery$data | null }) {
  return (
    <div className={section.publicPage}>
      <BannerSection query={data} />
      <AboutSection query={data} progress={HOME_PROGRESS} />
      <ServicesSection query={data} />
      <StepsSection query={data} />
      <CountersSection query={data} />
      <VideoTeamSection query={data} />
      <PricingSection
        query={data}
        reading={HOME_PRICING}
        eyebrow="Best SEO Optimization Agency"
        heading="Best Pricing For Business"
        className={styles.pricing}
      />
      <TestimonialsSection query={data} />
    </div>
  );
}

export default queryPage<HomeQuery>('Home', homeQuery, HomeView);
