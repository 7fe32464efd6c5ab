import { useState } from 'react';
import { Typography } from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import { Button, DeleteButton, SaveButton, Toolbar, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { AdminLanguageRecord, LanguageContent } from '@newsroom/contract/admin/languages';
import type { ConsoleDataProvider } from '../../data/data-provider';

type LanguageWithContent = AdminLanguageRecord & { content?: LanguageContent };

/** What the language holds, in words: "stories: 3, categories: 2". */
function heldList(content: LanguageContent, translate: (key: string, options?: object) => string): string {
  return Object.entries(content)
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => translate(`console.languages.content.${kind}`, { n: count }))
    .join(', ');
}

/**
 * Delete is refused by the server for the default language and for one that holds anything (the
 * database would delete it all with the language); the toolbar says why before anyone tries.
 */
export function LanguageToolbar() {
  const record = useRecordContext<LanguageWithContent>();
  const translate = useTranslate();
  const held = record?.content ? heldList(record.content, translate) : '';
  let blocked: string | null = null;
  if (record?.is_default) blocked = translate('console.languages.delete_default');
  else if (held) blocked = translate('console.languages.delete_blocked', { list: held });
  return (
    <Toolbar sx={{ justifyContent: 'space-between', gap: 2 }}>
      <SaveButton />
      {blocked ? <Typography variant="body2">{blocked}</Typography> : <DeleteButton mutationMode="pessimistic" />}
    </Toolbar>
  );
}

/** Only an active language can become the default; the server switches it in one transaction. */
export function MakeDefaultButton() {
  const record = useRecordContext<AdminLanguageRecord>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  if (record.is_default) return <Typography variant="body2" sx={{ alignSelf: 'center', maxWidth: 480 }}>{translate('console.languages.default_help')}</Typography>;
  async function makeDefault() {
    setBusy(true);
    try {
      await dataProvider.callRoute('languages.setDefault', { params: { id: record!.id } });
      notify('console.languages.made_default', { type: 'success', messageArgs: { name: record!.name } });
      refresh();
    } catch (error) {
      notify((error as Error).message || 'console.errors.unreachable', { type: 'error' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button label="console.languages.make_default" onClick={makeDefault} disabled={busy || !record.active}>
      <StarIcon />
    </Button>
  );
}
