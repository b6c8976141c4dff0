/** Small inline icons (no icon font, nothing from a CDN). Decorative unless labelled by the caller. */
import type { ReactNode, SVGProps } from 'react';

type P = SVGProps<SVGSVGElement>;
const base = { width: 20, height: 20, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

/** An icon: `box` (its size) gives way to the caller's props, `own` (its drawing) does not. */
function icon(children: ReactNode, own: P = {}, box: P = {}) {
  return (p: P) => (
    <svg {...base} {...box} {...p} {...own}>
      {children}
    </svg>
  );
}
/** Drawn with lines of the current colour. */
const drawn = (children: ReactNode, line: P = {}, box?: P) =>
  icon(children, { fill: 'none', stroke: 'currentColor', strokeWidth: 2, ...line }, box);
/** One path filled with the current colour. */
const filled = (d: string, box?: P) => icon(<path d={d} />, { fill: 'currentColor' }, box);
/** The public sections' icons are a little smaller than the shell's. */
const small = { width: 18, height: 18 };

export const MenuIcon = drawn(<path d="M4 7h16M4 12h16M4 17h16" />, { strokeLinecap: 'round' });
export const CloseIcon = drawn(<path d="M6 6l12 12M18 6L6 18" />, { strokeLinecap: 'round' });
export const PhoneIcon = drawn(<path d="M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2z" />, {
  strokeLinejoin: 'round',
});
export const MailIcon = drawn(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </>,
  { strokeLinejoin: 'round' },
);
export const PinIcon = drawn(
  <>
    <path d="M12 21s-7-6.5-7-12a7 7 0 0114 0c0 5.5-7 12-7 12z" />
    <circle cx="12" cy="9" r="2.5" />
  </>,
  { strokeLinejoin: 'round' },
);
export const FacebookIcon = filled('M14 8h3V4h-3a4 4 0 00-4 4v2H7v4h3v8h4v-8h3l1-4h-4V8z');
export const InstagramIcon = drawn(
  <>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
  </>,
);
export const CheckIcon = drawn(
  <path d="M5 12.5l4.5 4.5L19 7.5" />,
  { strokeWidth: 2.5, strokeLinecap: 'round', strokeLinejoin: 'round' },
  small,
);
export const ArrowIcon = drawn(
  <path d="M5 12h14M13 6l6 6-6 6" />,
  { strokeWidth: 2.2, strokeLinecap: 'round', strokeLinejoin: 'round' },
  small,
);
export const TwitterIcon = filled(
  'M17.8 3h3.1l-6.8 7.8L22 21h-6.3l-4.9-6.4L5.2 21H2.1l7.3-8.3L1.8 3h6.4l4.4 5.9L17.8 3zm-1.1 16.2h1.7L7.3 4.7H5.5l11.2 14.5z',
);
export const LinkedinIcon = filled(
  'M4.5 3.5a2 2 0 110 4 2 2 0 010-4zM3 9h3v12H3V9zm6 0h2.9v1.7h.1c.4-.8 1.4-1.9 3.2-1.9 3.4 0 4 2.2 4 5.1V21h-3v-6.2c0-1.5 0-3.4-2-3.4s-2.3 1.6-2.3 3.3V21H9V9z',
);
export const YoutubeIcon = filled(
  'M22 8.2a3 3 0 00-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 002 8.2 31 31 0 001.6 12 31 31 0 002 15.8a3 3 0 002.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 002.1-2.1c.4-1.2.4-3.8.4-3.8s0-2.6-.4-3.8zM10 15V9l5.2 3L10 15z',
);
export const PlayIcon = filled('M8 5.5v13a1 1 0 001.5.86l10.5-6.5a1 1 0 000-1.72L9.5 4.64A1 1 0 008 5.5z', { width: 28, height: 28 });
export const LogoMark = icon(
  <>
    <rect width="32" height="32" rx="8" fill="currentColor" />
    <path d="M8 22l6-7 4 4 6-9" fill="none" stroke="#fff" strokeWidth={3} strokeLinecap="round" strokeLinejoin="round" />
  </>,
  {},
  { width: 32, height: 32, viewBox: '0 0 32 32' },
);
export const GoogleIcon = icon(
  <>
    <path
      fill="#EA4335"
      d="M24 9.5c3.5 0 6.6 1.2 9 3.6l6.7-6.7C35.6 2.5 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.2l7.8 6.1C12.4 13.5 17.7 9.5 24 9.5z"
    />
    <path fill="#4285F4" d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.5 5.8c4.4-4 7.1-10 7.1-17.5z" />
    <path fill="#FBBC05" d="M10.5 28.7A14.5 14.5 0 019.5 24c0-1.6.3-3.2.8-4.7l-7.8-6.1A24 24 0 000 24c0 3.9.9 7.5 2.6 10.8l7.9-6.1z" />
    <path
      fill="#34A853"
      d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.5-5.8c-2.1 1.4-4.9 2.3-8.4 2.3-6.3 0-11.6-4-13.5-9.6l-7.9 6.1C6.6 42.6 14.6 48 24 48z"
    />
  </>,
  { viewBox: '0 0 48 48' },
);
