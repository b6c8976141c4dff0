/** Icons of the public sections (inline SVG: nothing from a CDN). Decorative: aria-hidden. */
import type { SVGProps } from 'react';

type P = SVGProps<SVGSVGElement>;
const base = { width: 18, height: 18, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

export const CheckIcon = (p: P) => (
  <svg {...base} {...p} fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round" strokeLinejoin="round">
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </svg>
);
export const ArrowIcon = (p: P) => (
  <svg {...base} {...p} fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round" strokeLinejoin="round">
    <path d="M5 12h14M13 6l6 6-6 6" />
  </svg>
);
export const PlayIcon = (p: P) => (
  <svg {...base} width={28} height={28} {...p} fill="currentColor">
    <path d="M8 5.5v13a1 1 0 001.5.86l10.5-6.5a1 1 0 000-1.72L9.5 4.64A1 1 0 008 5.5z" />
  </svg>
);
export const FacebookIcon = (p: P) => (
  <svg {...base} {...p} fill="currentColor">
    <path d="M14 8h3V4h-3a4 4 0 00-4 4v2H7v4h3v8h4v-8h3l1-4h-4V8z" />
  </svg>
);
export const TwitterIcon = (p: P) => (
  <svg {...base} {...p} fill="currentColor">
    <path d="M17.8 3h3.1l-6.8 7.8L22 21h-6.3l-4.9-6.4L5.2 21H2.1l7.3-8.3L1.8 3h6.4l4.4 5.9L17.8 3zm-1.1 16.2h1.7L7.3 4.7H5.5l11.2 14.5z" />
  </svg>
);
export const LinkedinIcon = (p: P) => (
  <svg {...base} {...p} fill="currentColor">
    <path d="M4.5 3.5a2 2 0 110 4 2 2 0 010-4zM3 9h3v12H3V9zm6 0h2.9v1.7h.1c.4-.8 1.4-1.9 3.2-1.9 3.4 0 4 2.2 4 5.1V21h-3v-6.2c0-1.5 0-3.4-2-3.4s-2.3 1.6-2.3 3.3V21H9V9z" />
  </svg>
);
export const YoutubeIcon = (p: P) => (
  <svg {...base} {...p} fill="currentColor">
    <path d="M22 8.2a3 3 0 00-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 002 8.2 31 31 0 001.6 12 31 31 0 002 15.8a3 3 0 002.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 002.1-2.1c.4-1.2.4-3.8.4-3.8s0-2.6-.4-3.8zM10 15V9l5.2 3L10 15z" />
  </svg>
);
