/** A spinning ring; purely visual (the text beside it says what is happening). */
export function Spinner({ size = '2.5rem' }: { size?: string }) {
  return <span className="spinner" aria-hidden="true" style={{ width: size, height: size }} />;
}
