import type { ImgHTMLAttributes } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { Picture_media$key } from '../__generated__/Picture_media.graphql';
import { imageSrc } from './contentHref';
import styles from './Picture.module.css';

const fragment = graphql`
  fragment Picture_media on Media @relay(plural: true) {
    url
    width
    height
    alt
    webpSrcset
    srcset
  }
`;

export interface PictureProps {
  /** The content's image address: a library image's /media/… address or a pasted URL. */
  src: string | null | undefined;
  /** The public library images (Query.publicMedia), from the section's fragment. */
  media: Picture_media$key | null | undefined;
  /** How wide the image shows, for the browser's choice of width (the img `sizes`). */
  sizes: string;
  /** The alt text of a pasted URL, or of a library image without one. */
  alt: string;
  /** Beside a text that says the same (an icon): the image is skipped by screen readers. */
  decorative?: boolean;
  /** The box a pasted URL is given, for no layout shift (the CSS sets the shown size); left out when unknown. */
  width?: number;
  height?: number;
  className: string;
  /** The largest image above the fold: fetched first, never lazily. */
  priority?: boolean;
  /** Loaded when near the viewport (below the fold); false for images at the top of their page. */
  lazy?: boolean;
}

/**
 * A content image. A library image is a <picture>: WebP widths first, the original format's
 * widths after, its own width and height (no layout shift) and alt text. A pasted URL stays a
 * plain <img>.
 */
export function Picture({ src, media, sizes, alt, decorative, width, height, className, priority, lazy = true }: PictureProps) {
  const images = useFragment(fragment, media);
  const href = imageSrc(src);
  if (!href) return null;
  const m = images?.find((i) => i.url === href);
  const text = decorative ? '' : m?.alt || alt;
  const img: ImgHTMLAttributes<HTMLImageElement> = {
    className,
    width: m?.width ?? width,
    height: m?.height ?? height,
    decoding: 'async',
    fetchPriority: priority ? 'high' : undefined,
    loading: lazy && !priority ? 'lazy' : undefined,
  };
  if (!m?.webpSrcset) return <img src={href} alt={text} {...img} />;
  return (
    <picture className={styles.picture}>
      <source type="image/webp" srcSet={m.webpSrcset} sizes={sizes} />
      <img src={href} srcSet={m.srcset} sizes={sizes} alt={text} {...img} />
    </picture>
  );
}
