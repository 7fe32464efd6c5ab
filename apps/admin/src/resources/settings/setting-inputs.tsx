import { Alert, Box, Stack } from '@mui/material';
import { ImageField, ImageInput, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { contrastWithWhite, READABLE_CONTRAST } from '@newsroom/contract/admin/settings-colour';

/** The label of a setting's input. */
export const fieldLabel = (key: string) => `console.settings.fields.${key}`;

/**
 * The site colour as `#RRGGBB`, with a swatch and the contrast of the white text the site writes
 * on it: below 4.5:1 the administrator is warned before saving (WCAG AA).
 */
export function ColourInput() {
  const translate = useTranslate();
  const colour = useWatch<{ web_color_code?: string }>({ name: 'web_color_code' }) ?? '';
  const ratio = contrastWithWhite(colour);
  return (
    <Box>
      <Stack direction="row" spacing={2} alignItems="center">
        <TextInput source="web_color_code" label={fieldLabel('web_color_code')} helperText="#RRGGBB" />
        {ratio !== null && <Box aria-hidden sx={{ width: 40, height: 40, borderRadius: 1, border: '1px solid #767676', bgcolor: colour }} />}
      </Stack>
      {ratio !== null && (
        <Alert severity={ratio < READABLE_CONTRAST ? 'warning' : 'info'} role="status" sx={{ mb: 2 }}>
          {translate(ratio < READABLE_CONTRAST ? 'console.settings.contrast_low' : 'console.settings.contrast', { ratio: ratio.toFixed(2) })}
        </Alert>
      )}
    </Box>
  );
}

/**
 * An image setting: its current address or a newly picked file. Clearing it removes the image
 * when saved; an unchanged image is not sent again.
 */
export function SettingImageInput({ source, label: labelKey = fieldLabel(source) }: { source: string; label?: string }) {
  const translate = useTranslate();
  const label = translate(labelKey);
  const current = translate('console.settings.current_image');
  const format = (value: unknown) => (typeof value === 'string' ? (value ? { src: value, title: current } : null) : value);
  return (
    <ImageInput
      source={source}
      label={label}
      accept={{ 'image/*': ['.png', '.jpg', '.jpeg', '.webp', '.gif'] }}
      format={format}
      // The drop zone's file input has no label of its own: it takes the field's.
      inputProps={{ 'aria-label': label }}
    >
      <ImageField source="src" title="title" />
    </ImageInput>
  );
}
