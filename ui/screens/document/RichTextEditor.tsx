// The model body's editor: a contentEditable area with a small toolbar (bold, italic, underline,
// heading, lists, link, image) giving the tags the service keeps. No editor package: the browser's
// own editing commands are enough for this tag set, and the service sanitises whatever comes.
import { Button, Space, Tooltip } from 'antd';
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';

export interface RichTextEditorHandle {
  /** Types `text` where the caret last was in the body (at its end when it never was). */
  insertText(text: string): void;
}

interface Props {
  /** The HTML to start from; a new value (another model loaded) replaces what is typed. */
  initialHtml: string;
  onChange: (html: string) => void;
  isReadOnly?: boolean;
}

const TOOLS: { label: string; title: string; command: string; value?: string; style?: React.CSSProperties }[] = [
  { label: 'G', title: 'Gras (Ctrl+B)', command: 'bold', style: { fontWeight: 700 } },
  { label: 'I', title: 'Italique (Ctrl+I)', command: 'italic', style: { fontStyle: 'italic' } },
  { label: 'S', title: 'Souligné (Ctrl+U)', command: 'underline', style: { textDecoration: 'underline' } },
  { label: 'Titre', title: 'Titre', command: 'formatBlock', value: 'h2' },
  { label: '¶', title: 'Paragraphe', command: 'formatBlock', value: 'p' },
  { label: '•', title: 'Liste à puces', command: 'insertUnorderedList' },
  { label: '1.', title: 'Liste numérotée', command: 'insertOrderedList' },
  { label: '⌫', title: 'Effacer la mise en forme', command: 'removeFormat' },
];

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export const RichTextEditor = forwardRef<RichTextEditorHandle, Props>(function RichTextEditor(
  { initialHtml, onChange, isReadOnly = false },
  ref,
) {
  const area = useRef<HTMLDivElement>(null);
  const caret = useRef<Range | null>(null);
  const picker = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (area.current && area.current.innerHTML !== initialHtml) area.current.innerHTML = initialHtml;
  }, [initialHtml]);

  const changed = () => onChange(area.current?.innerHTML ?? '');
  const keepCaret = () => {
    const selection = window.getSelection();
    if (selection?.rangeCount && area.current?.contains(selection.anchorNode)) caret.current = selection.getRangeAt(0);
  };
  const restoreCaret = () => {
    area.current?.focus();
    const selection = window.getSelection();
    if (!selection) return;
    selection.removeAllRanges();
    if (caret.current) selection.addRange(caret.current);
    else if (area.current) {
      const end = document.createRange();
      end.selectNodeContents(area.current);
      end.collapse(false);
      selection.addRange(end);
    }
  };
  // execCommand is deprecated but remains the only way to edit a contentEditable with undo kept.
  const run = (command: string, value?: string) => {
    restoreCaret();
    document.execCommand(command, false, value);
    keepCaret();
    changed();
  };

  useImperativeHandle(ref, () => ({ insertText: (text) => run('insertText', text) }));

  const link = () => {
    const url = window.prompt('Adresse du lien (https://…)');
    if (url) run('createLink', url);
  };
  const image = async (file: File | undefined) => {
    if (file) run('insertImage', await readAsDataUrl(file));
  };

  return (
    <div style={{ border: '1px solid #d9d9d9', borderRadius: 6 }}>
      {!isReadOnly && (
        <Space size={2} wrap style={{ padding: 4, borderBottom: '1px solid #f0f0f0' }}>
          {TOOLS.map((t) => (
            <Tooltip key={t.title} title={t.title}>
              <Button
                size="small"
                aria-label={t.title}
                style={t.style}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => run(t.command, t.value)}
              >
                {t.label}
              </Button>
            </Tooltip>
          ))}
          <Button size="small" onMouseDown={(e) => e.preventDefault()} onClick={link}>
            Lien
          </Button>
          <Button size="small" onMouseDown={(e) => e.preventDefault()} onClick={() => picker.current?.click()}>
            Image
          </Button>
        </Space>
      )}
      <input
        ref={picker}
        type="file"
        accept=".png,.jpg,.jpeg"
        style={{ display: 'none' }}
        onChange={(e) => {
          void image(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      {/* biome-ignore lint/a11y/useSemanticElements: a rich-text area has no native element. */}
      <div
        ref={area}
        role="textbox"
        aria-label="Corps du message"
        aria-multiline="true"
        tabIndex={0}
        contentEditable={!isReadOnly}
        suppressContentEditableWarning
        // A new line starts a paragraph (the browser's default is a <div>, which the service drops).
        onFocus={() => document.execCommand('defaultParagraphSeparator', false, 'p')}
        onInput={changed}
        onKeyUp={keepCaret}
        onMouseUp={keepCaret}
        onBlur={keepCaret}
        style={{ minHeight: 320, maxHeight: 520, overflow: 'auto', padding: '8px 12px', outline: 'none' }}
      />
    </div>
  );
});
