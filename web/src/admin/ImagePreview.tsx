import { useDeferredValue, useState } from 'react';
import styles from './ImagePreview.module.css';

/**
 * A live preview of the image address typed into an image field. An address that does not
 * load says so instead of showing a broken image.
 */
export function ImagePreview({ src, label, id }: { src: string; label: string; id?: string }) {
  const deferred = useDeferredValue(src.trim());
  return (
    <div className={styles.preview} id={id}>
      {deferred ? <PreviewImage key={deferred} src={deferred} label={label} /> : <p className={styles.empty}>No image yet</p>}
    </div>
  );
}

function PreviewImage({ src, label }: { src: string; label: string }) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  return (
    <figure className={styles.figure}>
      <img
        src={src}
        alt={`Preview of ${label}`}
        loading="lazy"
        decoding="async"
        onLoad={() => setState('loaded')}
        onError={() => setState('failed')}
        hidden={state === 'failed'}
      />
      {state === 'failed' && <figcaption className={styles.error}>This image could not be loaded. Check the address.</figcaption>}
    </figure>
  );
}
