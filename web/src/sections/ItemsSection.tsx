import type { ReactNode } from 'react';

/**
 * A section of content records (steps, testimonials, design items) under a fixed heading.
 * Its caller draws it only when there are records: no empty heading on the page.
 */
export function ItemsSection({ name, eyebrow, heading, children }: { name: string; eyebrow: string; heading: string; children: ReactNode }) {
  return (
    <section className={`section ${name}`} aria-labelledby={`${name}-title`}>
      <div className="container">
        <div className="section-head">
          <p className="eyebrow">{eyebrow}</p>
          <h2 id={`${name}-title`}>{heading}</h2>
        </div>
        {children}
      </div>
    </section>
  );
}
