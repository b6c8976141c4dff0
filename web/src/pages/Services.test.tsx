import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMockEnvironment } from 'relay-test-utils';
import { operationNames, pendingOperation, resolveOperation, rootFields } from '../sections/testFixtures';
import { renderAt, sectionNames } from '../test/utils';
import Services from './Services';

describe('Services page', () => {
  it('shows counters, the service heading and items, about with 85%, 65%, 79%, the design templates and the call to action, in order', async () => {
    const env = createMockEnvironment();
    const { container } = renderAt(<Services />, { page: 'Services', access: 'public', environment: env, path: '/service' });
    expect(operationNames(env)).toEqual(['ServicesQuery']);
    expect(rootFields(pendingOperation(env, 'ServicesQuery'))).toEqual(['abouts', 'callToActions', 'counters', 'designItems', 'publicMedia', 'serviceHeadings', 'serviceItems']);
    resolveOperation(env, 'ServicesQuery');
    await screen.findByRole('region', { name: 'Our Services' });
    expect(sectionNames(container)).toEqual([
      'Our track record',
      'Our Services',
      'We Are a Results-Driven SEO Agency',
      'Ready-Made Designs',
      'Ready to Climb the Rankings?',
      'Prefer to Talk?',
    ]);

    expect(Array.from(container.querySelectorAll('.counterValue')).map((c) => c.textContent)).toEqual(['350+', '1200+', '12+', '25+']);
    const services = screen.getByRole('region', { name: 'Our Services' });
    expect(within(services).getByText('Everything your website needs.')).toBeInTheDocument();
    expect(within(services).getAllByRole('heading', { level: 3 })).toHaveLength(2);
    const about = screen.getByRole('region', { name: 'We Are a Results-Driven SEO Agency' });
    expect(Array.from(about.querySelectorAll('.progressValue')).map((v) => v.textContent)).toEqual(['85%', '65%', '79%']);
    expect(within(about).getByText('Technical SEO')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Ready to Climb the Rankings?' })).toBeInTheDocument();
  });
});
