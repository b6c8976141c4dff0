import { arialWidth } from './arialWidths';
import styles from './SeoPreview.module.css';

/** Google's result shows a title set in 20px Arial up to about 580 px, a description in 14px Arial up to about 920 px (two lines). */
export const TITLE_PX = 580;
export const DESCRIPTION_PX = 920;

export interface SeoValues {
  title: string;
  description: string;
  socialImage: string;
  canonical: string;
  noindex: string;
}

export interface SeoDefaults {
  title: string;
  description: string;
  image: string;
}

/** A value's length in characters and in pixels, and a warning when Google would cut it. */
function Measure({ what, text, sizePx, limitPx }: { what: string; text: string; sizePx: number; limitPx: number }) {
  const px = Math.round(arialWidth(text, sizePx));
  const chars = [...text].length;
  return (
    <p className={styles.measure}>
      {what}: {chars} characters, {px} px of {limitPx} px.
      {px > limitPx && (
        <strong className={styles.warning}>
          {' '}
          Too wide: Google shows about {limitPx} px of a {what.toLowerCase()} and cuts the rest.
        </strong>
      )}
    </p>
  );
}

/** The page's address as a search result shows it: host › path › parts. */
function breadcrumb(url: URL) {
  return [url.host, ...url.pathname.split('/').filter(Boolean)].join(' › ');
}

/**
 * The page as a search result and as a link shared on a social network, from the form's
 * unsaved values (an empty field shows the page's default), with its widths in pixels.
 */
export function SeoPreview({ path, values, defaults, origin = window.location.origin }: { path: string; values: SeoValues; defaults: SeoDefaults; origin?: string }) {
  const title = values.title || defaults.title;
  const description = values.description || defaults.description;
  const image = values.socialImage || defaults.image;
  let url: URL;
  try {
    url = new URL(values.canonical || path, origin);
  } catch {
    url = new URL(path, origin);
  }
  const imageURL = image ? new URL(image, origin).href : '';
  return (
    <section className={styles.previews} aria-label="Previews">
      <h3>Search result preview</h3>
      <div className={styles.serp} data-testid="serp-preview">
        <div className={styles.serpUrl}>{breadcrumb(url)}</div>
        <div className={styles.serpTitle}>{title}</div>
        <div className={styles.serpDescription}>{description}</div>
      </div>
      <Measure what="Title" text={title} sizePx={20} limitPx={TITLE_PX} />
      <Measure what="Description" text={description} sizePx={14} limitPx={DESCRIPTION_PX} />
      {values.noindex === 'Yes' && <p className={styles.warning}>Noindex is Yes: search engines leave this page out of their results (and it has no canonical URL).</p>}
      <h3>Social card preview</h3>
      <div className={styles.card} data-testid="social-preview">
        {imageURL ? <img src={imageURL} alt="" className={styles.cardImage} /> : <div className={`${styles.cardImage} ${styles.cardNoImage}`}>No image</div>}
        <div className={styles.cardText}>
          <div className={styles.cardDomain}>{url.host}</div>
          <div className={styles.cardTitle}>{title}</div>
          <div className={styles.cardDescription}>{description}</div>
        </div>
      </div>
    </section>
  );
}
