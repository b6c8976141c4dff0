/** A spinning ring; purely visual (the text beside it says what is happening). */
export function Spinner({ size = 'large' }: { size?: 'large' | 'small' }) {
  return <span className={`spinner spinner-${size}`} aria-hidden="true" />;
}
