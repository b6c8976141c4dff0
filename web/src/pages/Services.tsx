import { graphql } from 'react-relay/hooks';
import type { ServicesQuery, ServicesQuery$data } from '../__generated__/ServicesQuery.graphql';
import { queryPage } from '../relay/WithPageQuery';
import { AboutSection } from '../sections/AboutSection';
import { CallToActionSection } from '../sections/CallToActionSection';
import { CountersSection } from '../sections/CountersSection';
import { DesignGallerySection } from '../sections/DesignGallerySection';
import { PageHero } from '../sections/PageHero';
import { SERVICE_PROGRESS } from '../sections/readings';
import { ServicesSection } from '../sections/ServicesSection';
import section from '../sections/section.module.css';

export const servicesQuery = graphql`
  query ServicesQuery @preloadable {
    ...CountersSection_query
    ...ServicesSection_query
    ...AboutSection_query
    ...CallToActionSection_query
    ...DesignGallerySection_query
  }
`;

/** /service: counters band, service heading and items, about (85/65/79), the design templates, call to action. */
function ServicesView({ data }: { data: ServicesQuery$data | null }) {
  return (
    <div className={section.publicPage}>
      <PageHero title="Services" lead="Search engine optimization that brings the right visitors to your website." />
      <CountersSection query={data} />
      <ServicesSection query={data} />
      <AboutSection query={data} progress={SERVICE_PROGRESS} />
      <DesignGallerySection query={data} />
      <CallToActionSection query={data} />
    </div>
  );
}

export default queryPage<ServicesQuery>('Services', servicesQuery, ServicesView);
