import { useState } from 'react';

/** Recovery codes shown once, to copy or download. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const [copied, setCopied] = useState(false);
  const text = codes.join('\n') + '\n';
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
  return (
    <>
      <ul aria-label="Recovery codes" className="recovery-codes">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ul>
      <p>
        <button
          type="button"
          className="btn"
          onClick={() => {
            navigator.clipboard?.writeText(text).then(() => setCopied(true), () => setCopied(false));
          }}
        >
          {copied ? 'Copied' : 'Copy'}
        </button>{' '}
        <a className="btn" href={download} download="recovery-codes.txt">
          Download
        </a>
      </p>
    </>
  );
}
