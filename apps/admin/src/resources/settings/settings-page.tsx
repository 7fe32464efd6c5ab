import { useCallback, useEffect, useState } from 'react';
import { Alert, Card, CardContent, CircularProgress } from '@mui/material';
import { HttpError } from 'ra-core';
import { SaveButton, SimpleForm, Toolbar, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AdminSettingsRecord } from '@newsroom/contract/admin/settings';
import { ScreenHeading } from '../../app/screen-heading';
import type { ConsoleDataProvider } from '../../data/data-provider';
import { withFiles } from '../../data/form-files';
import { changedSettings, type SettingsFormValues } from './settings-body';
import { CommentSettings, FeatureSwitches, IdentitySettings, ImageSettings, NewsSettings } from './settings-sections';
import { PerLanguageTexts, SeoDefaults } from './settings-texts';

/** The server's messages by field, react-admin's way of putting them under their inputs. */
function fieldErrors(error: unknown): Record<string, string> | null {
  const errors = error instanceof HttpError ? (error.body as { errors?: Record<string, string> } | undefined)?.errors : undefined;
  return errors && Object.keys(errors).length > 0 ? errors : null;
}

/**
 * Every site setting on one screen, saved together; only what changed is sent. Administrators only
 * (the API refuses everyone else). The site shows a change within its cache window.
 */
export function SettingsPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [saved, setSaved] = useState<AdminSettingsRecord | null>(null);
  const [failed, setFailed] = useState(false);
  // A new version remounts the form, so its "unchanged" state is the record just saved.
  const [version, setVersion] = useState(0);

  useEffect(() => {
    dataProvider.callRoute('settings.get').then(setSaved, () => setFailed(true));
  }, [dataProvider]);

  const save = useCallback(
    async (values: Record<string, unknown>) => {
      if (!saved) return;
      const body = changedSettings(saved, values as SettingsFormValues);
      try {
        const answer = await dataProvider.callRoute('settings.update', { body: withFiles('settings.update', body) as never });
        setSaved(answer);
        setVersion((current) => current + 1);
        notify('console.settings.saved', { type: 'success' });
      } catch (error) {
        const errors = fieldErrors(error);
        if (errors) return errors;
        notify((error as Error).message || 'console.errors.unreachable', { type: 'error' });
      }
    },
    [dataProvider, notify, saved],
  );

  return (
    <>
      <ScreenHeading text={translate('console.settings.heading')} />
      {failed && <Alert severity="error">{translate('console.settings.load_failed')}</Alert>}
      {!saved && !failed && <CircularProgress aria-label={translate('ra.page.loading')} />}
      {saved && (
        <Card>
          <CardContent>
            <SimpleForm
              key={version}
              record={saved}
              onSubmit={save}
              // One record of settings: nothing to delete.
              toolbar={
                <Toolbar>
                  <SaveButton />
                </Toolbar>
              }
            >
              <CommentSettings />
              <FeatureSwitches />
              <NewsSettings />
              <IdentitySettings />
              <ImageSettings />
              <SeoDefaults />
              <PerLanguageTexts />
            </SimpleForm>
          </CardContent>
        </Card>
      )}
    </>
  );
}
