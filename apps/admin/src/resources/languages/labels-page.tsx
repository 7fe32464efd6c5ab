import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { Button, Loading, useDataProvider, useGetOne, useNotify, useTranslate } from 'react-admin';
import type { AdminLanguageRecord } from '@newsroom/contract/admin/languages';
import { ScreenHeading } from '../../app/screen-heading';
import { useSiteLanguages } from '../../components/language-input';
import type { ConsoleDataProvider } from '../../data/data-provider';
import { LabelsFileActions, parseLabelsFile } from './labels-file-actions';
import { LabelsTable } from './labels-table';

/** The message a refused save or import gave under `labels` (which keys are wrong), else its own. */
function problemOf(error: unknown): string {
  const body = (error as { body?: { errors?: Record<string, string> } }).body;
  return body?.errors?.labels ? `labels ${body.errors.labels}` : (error as Error).message;
}

/**
 * One language's UI labels (`get_language_json_data`) beside the default language's: search, the
 * missing ones only, save the changed texts, import and export as JSON. Editors read and export.
 */
export function LanguageLabelsPage({ canEdit }: { canEdit: boolean }) {
  const { id } = useParams();
  const languageId = Number(id);
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const queryClient = useQueryClient();
  const queryKey = ['language-labels', languageId];
  const { data } = useQuery({ queryKey, queryFn: () => dataProvider.callRoute('languages.labels', { params: { id: languageId } }) });
  const { data: language } = useGetOne<AdminLanguageRecord>('languages', { id: languageId });
  const defaultCode = useSiteLanguages().find((row) => row.is_default)?.code ?? '';
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [search, setSearch] = useState('');
  const [missingOnly, setMissingOnly] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const keys = useMemo(() => {
    if (!data) return [];
    const missing = new Set(data.missing);
    const needle = search.trim().toLowerCase();
    return data.known_keys.filter((key) => {
      if (missingOnly && !missing.has(key)) return false;
      if (!needle) return true;
      return [key, data.default_labels[key] ?? '', data.labels[key] ?? ''].some((text) => text.toLowerCase().includes(needle));
    });
  }, [data, search, missingOnly]);

  if (!data || !language) return <Loading />;
  const changed = Object.keys(edits).filter((key) => edits[key] !== (data.labels[key] ?? ''));

  async function write(work: () => Promise<{ changed: number }>, done: string) {
    setBusy(true);
    setProblem(null);
    try {
      const result = await work();
      setEdits({});
      await queryClient.invalidateQueries({ queryKey });
      notify(result.changed === 0 ? 'console.languages.nothing_changed' : done, { type: 'success', messageArgs: { smart_count: result.changed } });
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setBusy(false);
    }
  }

  const save = () => write(() => dataProvider.callRoute('languages.saveLabels', { params: { id: languageId }, body: { labels: Object.fromEntries(changed.map((key) => [key, edits[key]!])) } }), 'console.languages.saved');

  async function importFile(file: File, replace: boolean) {
    if (changed.length > 0) return setProblem(translate('console.languages.unsaved'));
    const labels = parseLabelsFile(await file.text());
    if (!labels) return setProblem(translate('console.languages.import_not_json'));
    return write(() => dataProvider.callRoute('languages.importLabels', { params: { id: languageId }, body: { labels, replace } }), 'console.languages.imported');
  }

  return (
    <>
      <ScreenHeading text={translate('console.languages.labels_of', { name: language.name })} />
      <Typography variant="body2" sx={{ mb: 1 }}>{translate('console.languages.labels_help')}</Typography>
      {!canEdit && <Alert severity="info">{translate('console.languages.labels_read_only')}</Alert>}
      <LabelsFileActions data={data} canImport={canEdit} busy={busy} onImport={(file, replace) => void importFile(file, replace)} />
      {problem && <Alert severity="error" role="alert" sx={{ mb: 2 }}>{problem}</Alert>}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <TextField size="small" label={translate('console.languages.filter_search')} value={search} onChange={(event) => setSearch(event.target.value)} />
        <FormControlLabel control={<Switch checked={missingOnly} onChange={(event) => setMissingOnly(event.target.checked)} />} label={translate('console.languages.missing_only')} />
        <Typography variant="body2" role="status">
          {translate('console.languages.missing_count', { smart_count: data.missing.length })} · {translate('console.languages.shown_count', { shown: keys.length, total: data.known_keys.length })}
        </Typography>
        {canEdit && (
          <>
            <Button label="console.languages.save" variant="contained" onClick={() => void save()} disabled={busy || changed.length === 0}>
              <SaveIcon />
            </Button>
            <Button label="console.languages.discard" onClick={() => setEdits({})} disabled={busy || changed.length === 0} />
          </>
        )}
      </Stack>
      <LabelsTable
        key={`${search}|${missingOnly}`}
        data={data}
        languageName={language.name}
        defaultCode={defaultCode}
        keys={keys}
        edits={edits}
        onEdit={(key, text) => setEdits((current) => ({ ...current, [key]: text }))}
        readOnly={!canEdit}
      />
    </>
  );
}
