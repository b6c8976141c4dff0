import customer from './customer.module.css';

/** A spinning ring; purely visual (the text beside it says what is happening). */
export function Spinner({ size = 'large' }: { size?: 'large' | 'small' }) {
  return <span className={`${customer.spinner} ${size === 'large' ? customer.spinnerLarge : customer.spinnerSmall}`} aria-hidden="true" data-spinner />;
}
