import { FunctionField, SelectInput, useGetList, type SelectInputProps } from 'react-admin';
import type { AdminLanguageRecord } from '@newsroom/contract/admin/languages';

/** Every site language, loaded once per screen (react-query keeps them). */
export function useSiteLanguages(): AdminLanguageRecord[] {
  const { data } = useGetList<AdminLanguageRecord>('languages', { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' } });
  return data ?? [];
}

/**
 * Picks a site language by its id (`language_id`); as a filter, pass `alwaysOn`. The choices are
 * the languages' own names, which need no translation.
 */
export function LanguageInput(props: Omit<SelectInputProps, 'choices'>) {
  const languages = useSiteLanguages();
  const choices = languages.map((language) => ({ id: language.id, name: language.name }));
  return <SelectInput source="language_id" label="console.content.language" choices={choices} isLoading={languages.length === 0} {...props} />;
}

/** A record's language in a list, by name. */
export function LanguageField({ source = 'language_id', label = 'console.content.language' }: { source?: string; label?: string }) {
  const languages = useSiteLanguages();
  return (
    <FunctionField
      source={source}
      label={label}
      sortable={false}
      render={(record: Record<string, unknown>) => languages.find((language) => language.id === record[source])?.name ?? String(record[source] ?? '')}
    />
  );
}
