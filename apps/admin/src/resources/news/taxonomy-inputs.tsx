import { useQuery } from '@tanstack/react-query';
import { AutocompleteArrayInput, FormDataConsumer, SelectInput, useDataProvider, type SelectInputProps } from 'react-admin';
import type { AdminEndpointName } from '@newsroom/contract/admin/endpoints';
import type { ConsoleDataProvider } from '../../data/data-provider';

interface Choice {
  id: number;
  name: string;
}

/**
 * The pickers read the taxonomy's own admin routes (`categories.list`...), which authors may
 * read too: one page of 100, in the site's order, enough for a language's sections. The story's
 * language narrows them; without one there is nothing to pick yet.
 */
function useChoices(route: AdminEndpointName, filter: Record<string, unknown>, sort: string, nameOf: (row: Record<string, unknown>) => string, enabled = true) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const query = { perPage: '100', sort, order: 'ASC', filter: JSON.stringify(filter) };
  const { data, isPending } = useQuery({
    queryKey: ['news-pickers', route, query],
    enabled,
    queryFn: async () => ((await dataProvider.callRoute(route, { query })) as unknown as Record<string, unknown>[]).map((row): Choice => ({ id: Number(row.id), name: nameOf(row) })),
  });
  return { choices: data ?? [], isPending: enabled && isPending };
}

type Values = { formData: Record<string, unknown> };
const numberOf = (value: unknown) => (typeof value === 'number' && value > 0 ? value : undefined);

/** A story's category in its language; as a list filter, every category of the chosen language (or all). */
export function CategoryInput(props: Omit<SelectInputProps, 'choices'>) {
  return <FormDataConsumer>{({ formData }: Values) => <CategorySelect language={numberOf(formData.language_id)} {...props} />}</FormDataConsumer>;
}

function CategorySelect({ language, ...props }: Omit<SelectInputProps, 'choices'> & { language: number | undefined }) {
  const { choices, isPending } = useChoices('categories.list', language ? { language_id: language } : {}, 'row_order', (row) => String(row.category_name));
  return <SelectInput source="category_id" label="resources.news.fields.category_id" choices={choices} isPending={isPending} {...props} />;
}

export function SubcategoryInput() {
  return <FormDataConsumer>{({ formData }: Values) => <SubcategorySelect category={numberOf(formData.category_id)} />}</FormDataConsumer>;
}

function SubcategorySelect({ category }: { category: number | undefined }) {
  const { choices } = useChoices('subcategories.list', { category_id: category }, 'row_order', (row) => String(row.subcategory_name), Boolean(category));
  return <SelectInput source="subcategory_id" choices={choices} emptyText="console.news.no_subcategory" parse={(value) => (value === '' || value === null ? null : Number(value))} />;
}

export function TagsInput() {
  return <FormDataConsumer>{({ formData }: Values) => <TagsSelect language={numberOf(formData.language_id)} />}</FormDataConsumer>;
}

function TagsSelect({ language }: { language: number | undefined }) {
  const { choices } = useChoices('tags.list', { language_id: language }, 'tag_name', (row) => String(row.tag_name), Boolean(language));
  return <AutocompleteArrayInput source="tag_ids" choices={choices} fullWidth />;
}

export function LocationInput() {
  const { choices } = useChoices('locations.list', {}, 'location_name', (row) => String(row.location_name));
  return <SelectInput source="location_id" choices={choices} emptyText="console.news.no_location" parse={(value) => (value === '' || value === null ? null : Number(value))} />;
}
