import type { RichTextText } from '@newsroom/rich-text/editor';
import { Box, FormHelperText, Typography, type Theme } from '@mui/material';
import { lazy, Suspense, useId, useMemo, type FocusEvent } from 'react';
import { InputHelperText, useInput, useResourceContext, useTranslate, useTranslateLabel } from 'react-admin';
import { consoleWordsEn } from '../app/console-words-en';

// Tiptap is a large library that only the story forms need: it loads with the first of them,
// not with the console (vite.config.ts).
const RichTextEditor = lazy(() => import('@newsroom/rich-text/editor').then((editor) => ({ default: editor.RichTextEditor })));

/** Every word the editor takes, each under `console.editor.<key>`. */
const EDITOR_KEYS = Object.keys(consoleWordsEn.editor) as (keyof RichTextText)[];

export interface StoryTextInputProps {
  source: string;
  label?: string;
  /** The text's direction: the story's language decides, not the console's. */
  dir?: 'ltr' | 'rtl';
  /** Uploads an image placed in the text; answers its address. Without it images are placed by address. */
  uploadImage?: (file: File) => Promise<{ src: string }>;
}

/**
 * The story text as HTML, in the writers' desk's editor (`@newsroom/rich-text`): the same
 * toolbar, paste cleaning and image panel, so a story reads the same whichever side wrote it.
 * The editor keeps its own document, so the form's value is read once, when the input mounts
 * (react-admin mounts an edit form's inputs once its record is loaded).
 */
export function StoryTextInput({ source, label, dir = 'ltr', uploadImage }: StoryTextInputProps) {
  const { field, fieldState, formState, isRequired } = useInput({ source });
  const labelId = useId();
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const resource = useResourceContext();
  const text = useMemo(() => {
    const words = {} as RichTextText;
    for (const key of EDITOR_KEYS) words[key] = translate(`console.editor.${key}`);
    return words;
  }, [translate]);
  const shownError = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted) ? fieldState.error?.message : undefined;
  // Touched once focus leaves the whole editor (toolbar and panels included), as a text field on blur.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) field.onBlur();
  };

  return (
    <Box sx={[editorColours, { inlineSize: '100%', my: 1 }]} onBlur={onBlur}>
      <Typography id={labelId} component="p" variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
        {translateLabel({ label, source, resource })}
        {isRequired && ' *'}
      </Typography>
      <Suspense fallback={<Box sx={{ minBlockSize: '16rem', border: 1, borderColor: 'divider', borderRadius: 1 }} aria-hidden="true" />}>
        <RichTextEditor initialHtml={typeof field.value === 'string' ? field.value : ''} onChange={field.onChange} labelId={labelId} dir={dir} text={text} uploadImage={uploadImage} />
      </Suspense>
      {shownError && (
        <FormHelperText component="div" error>
          <InputHelperText error={shownError} />
        </FormHelperText>
      )}
    </Box>
  );
}

/** The editor draws with the host page's custom properties (packages/rich-text): here, the console theme's. */
const editorColours = (theme: Theme) => ({
  '--text': theme.palette.text.primary,
  '--text-muted': theme.palette.text.secondary,
  '--surface': theme.palette.background.paper,
  '--surface-muted': theme.palette.action.selected,
  '--border': theme.palette.divider,
  '--focus': theme.palette.primary.main,
  '--accent': theme.palette.error.main,
  '--radius-small': `${theme.shape.borderRadius}px`,
});
