import { AdminPage } from '../../admin/AdminPage';
import { CardGrid, type CardLink } from '../../admin/Cards';
import { can, useAccess } from '../../admin/access';

/** The eleven cards of the settings hub (specification section 2), in its order. */
export const SETTINGS_CARDS: CardLink[] = [
  { title: 'Banner', to: '/edit-banner', description: 'Heading, text, image and button of the home banner.' },
  { title: 'Logo', to: '/add-logo', description: 'The logo in the header.' },
  { title: 'About Us', to: '/edit-about', description: 'Image, heading, text and three points.' },
  { title: 'Service', to: '/edit-service', description: 'Service heading and the services grid.' },
  { title: 'Counter', to: '/edit-counter', description: 'Happy clients, projects, years, awards.' },
  { title: 'Team Members', to: '/edit-video', description: 'Video section and the team.' },
  { title: 'Pricing', to: '/edit-pricing', description: 'Basic, Standard and Premium plans.' },
  { title: 'Action', to: '/update-calltoaction', description: 'The call-to-action band.' },
  { title: 'Footer Address', to: '/add-address-footer', description: 'Phone, address and e-mail in the footer.' },
  { title: 'Footer Social', to: '/add-social-footer', description: 'Facebook and Instagram links.' },
  { title: 'Footer CopyRight', to: '/add-copyright', description: 'The copyright line.' },
];

/** More editors of section 2 that the hub's eleven cards do not name. */
const MORE: CardLink[] = [
  { title: 'Footer About', to: '/add-about-footer', description: 'The About text of the footer.' },
  { title: 'Contact Page', to: '/add-contact', description: 'Address, e-mail and phone blocks.' },
  { title: 'Step Section', to: '/step-section', description: 'The steps of how we work.' },
  { title: 'Design Items', to: '/add-item', description: 'Canva design items.' },
];

/** The site's identity: Owners and Admins only (the roles table's site area). */
const IDENTITY: CardLink = { title: 'Site Identity', to: '/admin/site-identity', description: 'Site name, tagline, legal name and address, default social image.' };

/** The blog's posts: every role of the posts area (an Author writes their own). */
const POSTS: CardLink = { title: 'Posts', to: '/admin/posts', description: 'Blog posts: drafts, schedules and publishing.' };

function MoreCards() {
  const access = useAccess();
  const cards = [...(can(access, 'posts') ? [POSTS] : []), ...(can(access, 'site', 'write') ? [IDENTITY] : []), ...MORE];
  return <CardGrid label="More content" cards={cards} />;
}

/** /setting: the settings hub. */
export default function Settings() {
  return (
    <AdminPage title="Settings">
      <p className="admin-muted">Choose what to edit. Changes show on the site as soon as they are saved.</p>
      <CardGrid label="Site content" cards={SETTINGS_CARDS} />
      <section className="admin-section" aria-labelledby="settings-more">
        <h2 id="settings-more">More content</h2>
        <MoreCards />
      </section>
    </AdminPage>
  );
}
