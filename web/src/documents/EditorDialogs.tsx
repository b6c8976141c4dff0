/** The editor's dialogs: a link, an image from the library, a YouTube video, a call to action, an FAQ. */
import { useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { ConfirmDialog } from '../admin/ConfirmDialog';
import { MediaPicker } from '../admin/media';
import { linkProblem, mediaSrc, youtubeId } from './format';
import styles from './DocumentEditor.module.css';

/** What the format allows (docs/documents.md). */
export const LIMITS = { alt: 300, caption: 300, answer: 2000 };

type Values = Record<string, string>;
type Errors = Record<string, string>;

interface FieldSpec {
  name: string;
  label: string;
  hint?: string;
  multiline?: boolean;
  maxLength?: number;
}

function Field({ spec, value, error, onChange, onEnter, inputRef }: { spec: FieldSpec; value: string; error?: string; onChange(v: string): void; onEnter(): void; inputRef?: RefObject<HTMLInputElement | HTMLTextAreaElement | null> }) {
  const id = useId();
  const described = [spec.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    value,
    maxLength: spec.maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
  };
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>{spec.label}</label>
      {spec.multiline ? (
        <textarea {...common} ref={inputRef as RefObject<HTMLTextAreaElement>} rows={3} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input
          {...common}
          ref={inputRef as RefObject<HTMLInputElement>}
          type="text"
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            onEnter();
          }}
        />
      )}
      {spec.hint && (
        <p id={`${id}-hint`} className="field-hint">
          {spec.hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A dialog of text fields; Save checks them (check gives the errors by field, none when they
 * are fine) before handing the trimmed values over. In a portal: the editor sits in a form.
 */
export function FieldsDialog({
  title,
  fields,
  initial,
  check,
  onSave,
  onCancel,
  confirmLabel = 'Save',
  extra,
}: {
  title: string;
  fields: FieldSpec[];
  initial: Values;
  check(v: Values): Errors;
  onSave(v: Values): void;
  onCancel(): void;
  confirmLabel?: string;
  extra?: ReactNode;
}) {
  const first = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Errors>({});
  function save() {
    const trimmed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()]));
    const problems = check(trimmed);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    onSave(trimmed);
  }
  return createPortal(
    <ConfirmDialog title={title} confirmLabel={confirmLabel} initialFocus={first} onConfirm={save} onCancel={onCancel}>
      {extra}
      {fields.map((f, i) => (
        <Field
          key={f.name}
          spec={f}
          value={values[f.name] ?? ''}
          error={errors[f.name]}
          inputRef={i === 0 ? first : undefined}
          onEnter={save}
          onChange={(v) => {
            setValues((old) => ({ ...old, [f.name]: v }));
            setErrors((old) => ({ ...old, [f.name]: '' }));
          }}
        />
      ))}
    </ConfirmDialog>,
    document.body,
  );
}

const required = (v: Values, name: string, what: string): Errors => (v[name] ? {} : { [name]: `${what} is required.` });
const linkError = (v: Values, name: string): Errors => {
  const problem = v[name] ? linkProblem(v[name]) : null;
  return problem ? { [name]: problem } : {};
};

export function LinkDialog({ href, onSave, onRemove, onCancel }: { href: string; onSave(href: string): void; onRemove?(): void; onCancel(): void }) {
  return (
    <FieldsDialog
      title={href ? 'Edit the link' : 'Add a link'}
      fields={[{ name: 'href', label: 'Link address', hint: 'https://…, mailto:…, tel:…, a page of this site (/pricing) or #section.' }]}
      initial={{ href }}
      check={(v) => ({ ...required(v, 'href', 'The address'), ...linkError(v, 'href') })}
      onSave={(v) => onSave(v.href)}
      onCancel={onCancel}
      extra={
        onRemove && (
          <p>
            <button type="button" className="btn btn-outline btn-sm" onClick={onRemove}>
              Remove link
            </button>
          </p>
        )
      }
    />
  );
}

export interface ImageAttrs {
  src: string;
  alt: string;
  caption: string;
}

/** An image of the media library: chosen in the admin's picker, with its required alt text and a caption. */
export function ImageDialog({ initial, onSave, onCancel }: { initial: ImageAttrs; onSave(v: ImageAttrs): void; onCancel(): void }) {
  const [src, setSrc] = useState(initial.src);
  const [picking, setPicking] = useState(!initial.src);
  const [srcError, setSrcError] = useState('');
  return (
    <>
      <FieldsDialog
        title={initial.src ? 'Edit the image' : 'Add an image'}
        confirmLabel={initial.src ? 'Save' : 'Insert image'}
        fields={[
          { name: 'alt', label: 'Alt text (required)', hint: 'What the image shows, in a sentence.', maxLength: LIMITS.alt },
          { name: 'caption', label: 'Caption (optional)', maxLength: LIMITS.caption },
        ]}
        initial={{ alt: initial.alt, caption: initial.caption }}
        check={(v) => {
          const e = required(v, 'alt', 'The alt text');
          setSrcError(mediaSrc(src) ? '' : 'Choose an image from the media library.');
          return mediaSrc(src) ? e : { ...e, src: 'no image' };
        }}
        onSave={(v) => onSave({ src, alt: v.alt, caption: v.caption })}
        onCancel={onCancel}
        extra={
          <div className={styles.chosen}>
            {src ? <img src={src} alt="" width={160} height={120} /> : <p className="admin-muted">No image chosen.</p>}
            <button type="button" className="btn btn-outline btn-sm" onClick={() => setPicking(true)}>
              {src ? 'Choose another image' : 'Choose from library'}
            </button>
            {srcError && (
              <p className="field-error" role="alert">
                {srcError}
              </p>
            )}
          </div>
        }
      />
      {picking && (
        <MediaPicker
          onPick={(url) => {
            setPicking(false);
            setSrc(url);
            setSrcError('');
          }}
          onCancel={() => setPicking(false)}
        />
      )}
    </>
  );
}

export function YouTubeDialog({ initial, onSave, onCancel }: { initial: { videoId: string; title: string }; onSave(v: { videoId: string; title: string }): void; onCancel(): void }) {
  return (
    <FieldsDialog
      title={initial.videoId ? 'Edit the YouTube video' : 'Add a YouTube video'}
      fields={[
        { name: 'video', label: 'YouTube address or video id', hint: 'Like https://www.youtube.com/watch?v=dQw4w9WgXcQ or https://youtu.be/dQw4w9WgXcQ.' },
        { name: 'title', label: 'Title (shown on the play button)' },
      ]}
      initial={{ video: initial.videoId, title: initial.title }}
      check={(v) => ({
        ...(youtubeId(v.video) ? {} : { video: 'This is not a YouTube video address or an 11-character video id.' }),
        ...required(v, 'title', 'The title'),
      })}
      onSave={(v) => onSave({ videoId: youtubeId(v.video)!, title: v.title })}
      onCancel={onCancel}
    />
  );
}

export interface CallToActionAttrs {
  heading: string;
  text: string;
  label: string;
  href: string;
}

export function CallToActionDialog({ initial, onSave, onCancel }: { initial: CallToActionAttrs; onSave(v: CallToActionAttrs): void; onCancel(): void }) {
  return (
    <FieldsDialog
      title={initial.heading ? 'Edit the call to action' : 'Add a call to action'}
      fields={[
        { name: 'heading', label: 'Heading' },
        { name: 'text', label: 'Text (optional)', multiline: true },
        { name: 'label', label: 'Button label' },
        { name: 'href', label: 'Button link', hint: 'A page of this site (/contact) or a full address (https://…).' },
      ]}
      initial={{ ...initial }}
      check={(v) => ({
        ...required(v, 'heading', 'The heading'),
        ...required(v, 'label', 'The button label'),
        ...required(v, 'href', 'The button link'),
        ...linkError(v, 'href'),
      })}
      onSave={(v) => onSave({ heading: v.heading, text: v.text, label: v.label, href: v.href })}
      onCancel={onCancel}
    />
  );
}

export interface FaqPair {
  question: string;
  answer: string;
}

/** The FAQ's question and answer pairs: add, edit, remove; at least one, each with both. */
export function FaqDialog({ initial, onSave, onCancel }: { initial: FaqPair[]; onSave(v: FaqPair[]): void; onCancel(): void }) {
  const first = useRef<HTMLInputElement>(null);
  const [pairs, setPairs] = useState<FaqPair[]>(initial.length ? initial : [{ question: '', answer: '' }]);
  const [error, setError] = useState('');
  const set = (i: number, key: keyof FaqPair, v: string) => {
    setPairs((old) => old.map((p, j) => (j === i ? { ...p, [key]: v } : p)));
    setError('');
  };
  function save() {
    const trimmed = pairs.map((p) => ({ question: p.question.trim(), answer: p.answer.trim() })).filter((p) => p.question || p.answer);
    const missing = trimmed.findIndex((p) => !p.question || !p.answer);
    if (!trimmed.length) return setError('Add at least one question with its answer.');
    if (missing >= 0) return setError(`Question ${missing + 1} needs both a question and an answer.`);
    onSave(trimmed);
  }
  return createPortal(
    <ConfirmDialog title={initial.length ? 'Edit the FAQ' : 'Add an FAQ'} confirmLabel="Save" initialFocus={first} onConfirm={save} onCancel={onCancel}>
      <ol className={styles.faqPairs}>
        {pairs.map((p, i) => (
          <li key={i}>
            <FaqPairFields pair={p} n={i + 1} inputRef={i === 0 ? first : undefined} onChange={(k, v) => set(i, k, v)} />
            {pairs.length > 1 && (
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => setPairs((old) => old.filter((_, j) => j !== i))}>
                Remove question {i + 1}
              </button>
            )}
          </li>
        ))}
      </ol>
      <button type="button" className="btn btn-outline btn-sm" onClick={() => setPairs((old) => [...old, { question: '', answer: '' }])}>
        Add a question
      </button>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </ConfirmDialog>,
    document.body,
  );
}

function FaqPairFields({ pair, n, inputRef, onChange }: { pair: FaqPair; n: number; inputRef?: RefObject<HTMLInputElement | null>; onChange(key: keyof FaqPair, v: string): void }) {
  const id = useId();
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-q`}>Question {n}</label>
        <input ref={inputRef} id={`${id}-q`} type="text" value={pair.question} onChange={(e) => onChange('question', e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-a`}>Answer {n}</label>
        <textarea id={`${id}-a`} rows={3} maxLength={LIMITS.answer} value={pair.answer} onChange={(e) => onChange('answer', e.target.value)} />
      </div>
    </>
  );
}
