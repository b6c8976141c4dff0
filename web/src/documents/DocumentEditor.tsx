/**
 * The post body's editor (Tiptap): a toolbar and the text, giving the document's JSON string
 * (docs/documents.md) to onChange. Admin only, and loaded lazily (LazyDocumentEditor): the
 * public pages never download it.
 */
import { EditorContent, useEditor, useEditorState, type Editor, type JSONContent } from '@tiptap/react';
import { NodeSelection } from '@tiptap/pm/state';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { extensions } from './nodes';
import { parseDocument, toDocument, type DocNode } from './format';
import { CallToActionDialog, FaqDialog, ImageDialog, LinkDialog, YouTubeDialog, type CallToActionAttrs, type FaqPair, type ImageAttrs } from './EditorDialogs';
import styles from './DocumentEditor.module.css';

/**
 * Puts a block in: over the selected block of its own kind (its dialog edited that one), else
 * after the selection, so inserting never replaces another block the selection was on (an image
 * just inserted is selected).
 */
function putBlock(editor: Editor, content: JSONContent & { type: string }) {
  const sel = editor.state.selection;
  const chain = editor.chain().focus();
  if (sel instanceof NodeSelection && sel.node.type.name !== content.type) chain.insertContentAt(sel.to, content);
  else chain.insertContent(content);
  chain.run();
}

export interface DocumentEditorProps {
  /** The document's JSON string ('' for a new, empty one). */
  value: string;
  onChange(value: string): void;
  /** The text area's accessible name ("Body"). */
  label: string;
  disabled?: boolean;
}

type Open =
  | { kind: 'link'; href: string }
  | { kind: 'image'; attrs: ImageAttrs }
  | { kind: 'youtube'; attrs: { videoId: string; title: string } }
  | { kind: 'cta'; attrs: CallToActionAttrs }
  | { kind: 'faq'; pairs: FaqPair[] };

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** The document in the editor, as the string the form keeps. */
const serialise = (editor: Editor) => JSON.stringify(toDocument(editor.getJSON() as DocNode));

/** The block of that type the selection is on (a selected image, video, call to action or FAQ), if any. */
function selectedBlock(editor: Editor, type: string) {
  const sel = editor.state.selection;
  return sel instanceof NodeSelection && sel.node.type.name === type ? sel.node : null;
}

export default function DocumentEditor({ value, onChange, label, disabled = false }: DocumentEditorProps) {
  // The value last given or received: another one from outside replaces the document.
  const last = useRef(value);
  const change = useRef(onChange);
  useEffect(() => {
    change.current = onChange;
  }, [onChange]);
  const editor = useEditor({
    extensions,
    // Tiptap's own <style> element would break the Content Security Policy (no inline styles):
    // its rules are in DocumentEditor.module.css.
    injectCSS: false,
    content: parseDocument(value),
    editable: !disabled,
    editorProps: {
      attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox', class: styles.text },
    },
    // A transaction that leaves the document as the format writes it is no change for the form.
    onUpdate: ({ editor: e, transaction }) => {
      const next = serialise(e);
      if (next === JSON.stringify(toDocument(transaction.before.toJSON() as DocNode))) return;
      last.current = next;
      change.current(next);
    },
  });
  // A value from outside (the record reloaded, changes discarded) replaces the document.
  useEffect(() => {
    if (value === last.current) return;
    last.current = value;
    editor.commands.setContent(parseDocument(value), { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    editor.setEditable(!disabled);
  }, [editor, disabled]);

  const [open, setOpen] = useState<Open | null>(null);
  const close = () => {
    setOpen(null);
    editor.commands.focus();
  };

  return (
    <div className={styles.editor}>
      <Toolbar editor={editor} disabled={disabled} onOpen={setOpen} />
      <EditorContent editor={editor} />
      {open?.kind === 'link' && (
        <LinkDialog
          href={open.href}
          onCancel={close}
          onRemove={open.href ? () => (editor.chain().focus().extendMarkRange('link').unsetLink().run(), setOpen(null)) : undefined}
          onSave={(href) => {
            const chain = editor.chain().focus();
            if (editor.state.selection.empty && !editor.isActive('link')) chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] });
            else chain.extendMarkRange('link').setLink({ href });
            chain.run();
            setOpen(null);
          }}
        />
      )}
      {open?.kind === 'image' && (
        <ImageDialog
          initial={open.attrs}
          onCancel={close}
          onSave={(attrs) => {
            putBlock(editor, { type: 'image', attrs: { src: attrs.src, alt: attrs.alt, caption: attrs.caption || null } });
            setOpen(null);
          }}
        />
      )}
      {open?.kind === 'youtube' && (
        <YouTubeDialog
          initial={open.attrs}
          onCancel={close}
          onSave={(attrs) => {
            putBlock(editor, { type: 'youtube', attrs });
            setOpen(null);
          }}
        />
      )}
      {open?.kind === 'cta' && (
        <CallToActionDialog
          initial={open.attrs}
          onCancel={close}
          onSave={(attrs) => {
            putBlock(editor, { type: 'callToAction', attrs: { ...attrs, text: attrs.text || null } });
            setOpen(null);
          }}
        />
      )}
      {open?.kind === 'faq' && (
        <FaqDialog
          initial={open.pairs}
          onCancel={close}
          onSave={(pairs) => {
            putBlock(editor, { type: 'faq', content: pairs.map((attrs) => ({ type: 'faqItem', attrs })) });
            setOpen(null);
          }}
        />
      )}
    </div>
  );
}

interface ButtonSpec {
  label: string;
  text: ReactNode;
  run(): void;
  /** Toggles: aria-pressed tells whether the selection has it. */
  active?: boolean;
  enabled?: boolean;
}

function Toolbar({ editor, disabled, onOpen }: { editor: Editor; disabled: boolean; onOpen(o: Open): void }) {
  // Re-rendered on each selection change: the toggles' pressed state and what can be done here.
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      paragraph: e.isActive('paragraph'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      h4: e.isActive('heading', { level: 4 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      strike: e.isActive('strike'),
      code: e.isActive('code'),
      link: e.isActive('link'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      inTable: e.can().addRowAfter(),
    }),
  });
  const chain = () => editor.chain().focus();
  const node = (type: string) => selectedBlock(editor, type);
  const groups: ButtonSpec[][] = [
    [
      { label: 'Paragraph', text: '¶', run: () => chain().setParagraph().run(), active: state.paragraph },
      { label: 'Heading 2', text: 'H2', run: () => chain().toggleHeading({ level: 2 }).run(), active: state.h2 },
      { label: 'Heading 3', text: 'H3', run: () => chain().toggleHeading({ level: 3 }).run(), active: state.h3 },
      { label: 'Heading 4', text: 'H4', run: () => chain().toggleHeading({ level: 4 }).run(), active: state.h4 },
    ],
    [
      { label: 'Bold', text: <b>B</b>, run: () => chain().toggleBold().run(), active: state.bold },
      { label: 'Italic', text: <i>I</i>, run: () => chain().toggleItalic().run(), active: state.italic },
      { label: 'Strikethrough', text: <s>S</s>, run: () => chain().toggleStrike().run(), active: state.strike },
      { label: 'Code', text: '</>', run: () => chain().toggleCode().run(), active: state.code },
      { label: 'Link', text: 'Link', run: () => onOpen({ kind: 'link', href: str(editor.getAttributes('link').href) }), active: state.link },
    ],
    [
      { label: 'Bulleted list', text: '• List', run: () => chain().toggleBulletList().run(), active: state.bulletList },
      { label: 'Numbered list', text: '1. List', run: () => chain().toggleOrderedList().run(), active: state.orderedList },
      { label: 'Quote', text: '“ ”', run: () => chain().toggleBlockquote().run(), active: state.blockquote },
      { label: 'Horizontal rule', text: '—', run: () => chain().setHorizontalRule().run() },
    ],
    [
      { label: 'Insert table', text: 'Table', run: () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(), enabled: !state.inTable },
      { label: 'Add row', text: '+ Row', run: () => chain().addRowAfter().run(), enabled: state.inTable },
      { label: 'Remove row', text: '− Row', run: () => chain().deleteRow().run(), enabled: state.inTable },
      { label: 'Add column', text: '+ Col', run: () => chain().addColumnAfter().run(), enabled: state.inTable },
      { label: 'Remove column', text: '− Col', run: () => chain().deleteColumn().run(), enabled: state.inTable },
      { label: 'Remove table', text: '✕ Table', run: () => chain().deleteTable().run(), enabled: state.inTable },
    ],
    [
      {
        label: 'Image',
        text: 'Image',
        run: () => {
          const n = node('image');
          onOpen({ kind: 'image', attrs: { src: str(n?.attrs.src), alt: str(n?.attrs.alt), caption: str(n?.attrs.caption) } });
        },
      },
      {
        label: 'YouTube video',
        text: 'YouTube',
        run: () => {
          const n = node('youtube');
          onOpen({ kind: 'youtube', attrs: { videoId: str(n?.attrs.videoId), title: str(n?.attrs.title) } });
        },
      },
      {
        label: 'Call to action',
        text: 'Call to action',
        run: () => {
          const n = node('callToAction');
          onOpen({ kind: 'cta', attrs: { heading: str(n?.attrs.heading), text: str(n?.attrs.text), label: str(n?.attrs.label), href: str(n?.attrs.href) } });
        },
      },
      {
        label: 'FAQ',
        text: 'FAQ',
        run: () => {
          const n = node('faq');
          const pairs: FaqPair[] = [];
          n?.forEach((item) => pairs.push({ question: str(item.attrs.question), answer: str(item.attrs.answer) }));
          onOpen({ kind: 'faq', pairs });
        },
      },
    ],
  ];
  // Arrow keys move along the toolbar, as in a menu bar; Tab still reaches each button.
  const arrows = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    const buttons = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    e.preventDefault();
    buttons[(at + (e.key === 'ArrowRight' ? 1 : buttons.length - 1)) % buttons.length].focus();
  };
  return (
    <div className={styles.toolbar} role="toolbar" aria-label="Formatting" onKeyDown={arrows}>
      {groups.map((group, i) => (
        <div key={i} className={styles.group}>
          {group.map((b) => (
            <button
              key={b.label}
              type="button"
              className={styles.button}
              aria-label={b.label}
              title={b.label}
              aria-pressed={b.active === undefined ? undefined : b.active}
              disabled={disabled || b.enabled === false}
              // Keep the text's selection: the button acts on it.
              onMouseDown={(e) => e.preventDefault()}
              onClick={b.run}
            >
              {b.text}
            </button>
          ))}
        </div>
      ))}
    </div>
  );
}
