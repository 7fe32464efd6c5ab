import type { Editor } from '@tiptap/react';
import type { RichTextText } from './rich-text-text';

/** What the toolbar shows of the editor's state: which marks and blocks are on, what can be undone. */
export interface ToolbarState {
  active: Record<string, boolean>;
  canUndo: boolean;
  canRedo: boolean;
}

export interface ToolbarAction {
  key: keyof RichTextText & string;
  /** A short sign shown on the button (hidden from screen readers, which read the label). */
  glyph: string;
  /** A formatting that is on or off: the button says so with `aria-pressed`. */
  toggles?: boolean;
  run: (editor: Editor) => void;
  enabled?: (state: ToolbarState) => boolean;
}

/** The toolbar's buttons in order; `link` and `image` ask for an address first (address-panel.tsx). */
export const TOOLBAR_ACTIONS: ToolbarAction[] = [
  { key: 'heading', glyph: 'H2', toggles: true, run: (editor) => editor.chain().focus().toggleHeading({ level: 2 }).run() },
  { key: 'subheading', glyph: 'H3', toggles: true, run: (editor) => editor.chain().focus().toggleHeading({ level: 3 }).run() },
  { key: 'bold', glyph: 'B', toggles: true, run: (editor) => editor.chain().focus().toggleBold().run() },
  { key: 'italic', glyph: 'I', toggles: true, run: (editor) => editor.chain().focus().toggleItalic().run() },
  { key: 'bulletList', glyph: '•', toggles: true, run: (editor) => editor.chain().focus().toggleBulletList().run() },
  { key: 'numberedList', glyph: '1.', toggles: true, run: (editor) => editor.chain().focus().toggleOrderedList().run() },
  { key: 'quote', glyph: '❝', toggles: true, run: (editor) => editor.chain().focus().toggleBlockquote().run() },
  { key: 'link', glyph: '', toggles: true, run: () => undefined },
  { key: 'image', glyph: '', run: () => undefined },
  { key: 'undo', glyph: '↶', run: (editor) => editor.chain().focus().undo().run(), enabled: (state) => state.canUndo },
  { key: 'redo', glyph: '↷', run: (editor) => editor.chain().focus().redo().run(), enabled: (state) => state.canRedo },
];

/** The editor's state as the toolbar shows it. */
export function toolbarState(editor: Editor): ToolbarState {
  return {
    active: {
      heading: editor.isActive('heading', { level: 2 }),
      subheading: editor.isActive('heading', { level: 3 }),
      bold: editor.isActive('bold'),
      italic: editor.isActive('italic'),
      bulletList: editor.isActive('bulletList'),
      numberedList: editor.isActive('orderedList'),
      quote: editor.isActive('blockquote'),
      link: editor.isActive('link'),
    },
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

/** The index the arrow keys, Home and End move to (right-to-left pages swap the arrows). */
export function nextToolIndex(key: string, current: number, count: number, rightToLeft: boolean): number | null {
  const forward = rightToLeft ? 'ArrowLeft' : 'ArrowRight';
  const backward = rightToLeft ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return (current + 1) % count;
  if (key === backward) return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
