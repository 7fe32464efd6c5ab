import { TextField } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO time as the browser's local `YYYY-MM-DDTHH:mm:ss`, what a datetime-local input shows. */
function localValue(iso: unknown): string {
  if (typeof iso !== 'string' || iso === '') return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/**
 * When a published story appears, to the second (react-admin's DateTimeInput drops seconds, and
 * a story scheduled for "in a minute" needs them). Kept as ISO with its offset, as the API takes it;
 * empty means now.
 */
export function PublishAtInput() {
  const translate = useTranslate();
  const { field, fieldState, id } = useInput<string | null>({
    source: 'published_at',
    format: localValue,
    parse: (value: string) => (value ? new Date(value).toISOString() : null),
  });
  return (
    <TextField
      id={id}
      type="datetime-local"
      label={translate('console.news.publish_at')}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? translate('console.news.publish_at_help')}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
      sx={{ minWidth: 280 }}
    />
  );
}
