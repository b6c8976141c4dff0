import type { ReactNode } from 'react';
import section from './section.module.css';

/**
 * A section of content records (steps, testimonials, design items) under a fixed heading.
 * Its caller draws it only when there are records: no empty heading on the page.
 */
export function ItemsSection({
  name,
  eyebrow,
  heading,
  className,
  children,
}: {
  name: string;
  eyebrow: string;
  heading: string;
  /** The section's own look (its background), beside the shared section box. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={className ? `${section.section} ${className}` : section.section} aria-labelledby={`${name}-title`}>
      <div className="container">
        <div className={section.sectionHead}>
          <p className="eyebrow">{eyebrow}</p>
          <h2 id={`${name}-title`}>{heading}</h2>
        </div>
        {children}
      </div>
    </section>
  );
}
