import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isActivePath, Link, matchLightRoute, NavLink, useLocation } from './router';

describe('the light runtime for React Router', () => {
  it('a Link is a plain link with React Router\'s markup', () => {
    render(
      <Link to="/pricing" className="btn">
        Pricing
      </Link>,
    );
    const a = screen.getByRole('link', { name: 'Pricing' });
    expect(a).toHaveAttribute('href', '/pricing');
    expect(a).toHaveAttribute('data-discover', 'true');
    expect(a).toHaveClass('btn');
  });

  it.each([
    ['/', '/', true, true],
    ['/service', '/', true, false],
    ['/service', '/service', false, true],
    ['/service/', '/service', false, true],
    ['/Service', '/service', false, true],
    ['/services', '/service', false, false],
    ['/contact-us', '/contact', false, false],
  ])('at %s a NavLink to %s (end: %s) is active: %s', (here, to, end, active) => {
    expect(isActivePath(here, to, end)).toBe(active);
  });

  it('the current page\'s NavLink is marked as React Router marks it; the others have an empty class', () => {
    history.replaceState(null, '', '/pricing');
    render(
      <>
        <NavLink to="/pricing">Pricing</NavLink>
        <NavLink to="/" end>
          Home
        </NavLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Pricing' })).toHaveAttribute('class', 'active');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('class', '');
  });

  it('useLocation reads the address', () => {
    history.replaceState(null, '', '/contact?x=1');
    function Probe() {
      const { pathname, search } = useLocation();
      return <p>{pathname + search}</p>;
    }
    render(<Probe />);
    expect(screen.getByText('/contact?x=1')).toBeInTheDocument();
  });

  it.each([
    ['/', '/', 'Home', {}],
    ['/contact-us/', '/contact-us', 'Contact', {}],
    ['/blog', '/blog', 'Blog', {}],
    ['/blog/page/3', '/blog/page/:page', 'Blog', { page: '3' }],
    ['/blog/crawl-budget/', '/blog/:slug', 'Post', { slug: 'crawl-budget' }],
  ])('%s starts the light runtime as %s (%s)', (pathname, path, page, params) => {
    expect(matchLightRoute(pathname)).toEqual({ path, page, params });
  });

  it.each(['/login', '/dashboard', '/blog/a/b', '/blog/page/2/x', '/admin/posts', '/12'])('%s is not the light runtime\'s', (pathname) => {
    expect(matchLightRoute(pathname)).toBeNull();
  });
});
