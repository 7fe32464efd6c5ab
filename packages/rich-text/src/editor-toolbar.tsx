'use client';

import { useEditorState, type Editor } from '@tiptap/react';
import { useRef, useState, type KeyboardEvent } from 'react';
import type { RichTextText } from './rich-text-text';
import styles from './rich-text.module.css';
import { TOOL_ICONS } from './tool-icons';
import { nextToolIndex, TOOLBAR_ACTIONS, toolbarState, type ToolbarAction } from './toolbar-actions';

interface EditorToolbarProps {
  editor: Editor;
  text: RichTextText;
  /** Link and image ask for an address in a panel under the toolbar. */
  onAskAddress: (kind: 'link' | 'image') => void;
}

/**
 * The formatting toolbar: one Tab stop (the last button used), arrow keys move between buttons,
 * Home and End jump to the ends (WAI-ARIA toolbar pattern). A button that cannot act now (Undo
 * with nothing to undo) stays focusable and says so with `aria-disabled`.
 */
export function EditorToolbar({ editor, text, onAskAddress }: EditorToolbarProps) {
  const state = useEditorState({ editor, selector: ({ editor: current }) => toolbarState(current) });
  const [focusIndex, setFocusIndex] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rightToLeft = getComputedStyle(event.currentTarget).direction === 'rtl';
    const next = nextToolIndex(event.key, focusIndex, TOOLBAR_ACTIONS.length, rightToLeft);
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };

  const use = (action: ToolbarAction, index: number) => {
    setFocusIndex(index);
    if (action.enabled && !action.enabled(state)) return;
    if (action.key === 'link' || action.key === 'image') onAskAddress(action.key);
    else action.run(editor);
  };

  return (
    <div role="toolbar" aria-label={text.toolbar} className={styles.toolbar} onKeyDown={onKeyDown}>
      {TOOLBAR_ACTIONS.map((action, index) => {
        const disabled = action.enabled ? !action.enabled(state) : false;
        return (
          <button
            key={action.key}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            className={styles.tool}
            tabIndex={index === focusIndex ? 0 : -1}
            aria-label={text[action.key]}
            title={text[action.key]}
            aria-pressed={action.toggles ? Boolean(state.active[action.key]) : undefined}
            aria-disabled={disabled || undefined}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => use(action, index)}
          >
            <span aria-hidden="true" className={styles[`glyph-${action.key}`]}>
              {TOOL_ICONS[action.key] ?? action.glyph}
            </span>
          </button>
        );
      })}
    </div>
  );
}
