import { DateInput, SelectInput, TextInput } from 'react-admin';
import { LanguageInput } from '../../components/language-input';
import { CategoryInput } from './taxonomy-inputs';
import { STATE_CHOICES } from './news-choices';

/** A day of the filter as the time the API compares `published_at` with. */
const dayStart = (value: string) => (value ? new Date(`${value}T00:00:00`).toISOString() : undefined);
const dayEnd = (value: string) => (value ? new Date(`${value}T23:59:59.999`).toISOString() : undefined);
const asDay = (value: unknown) => (typeof value === 'string' && value ? new Date(value).toLocaleDateString('en-CA') : '');

/** Search, language, state, category and a date range (on the publishing time). */
export function newsFilters() {
  return [
    <TextInput key="q" source="q" label="console.news.search" alwaysOn resettable />,
    <LanguageInput key="language" source="language_id" alwaysOn emptyText="console.content.all_languages" />,
    <SelectInput key="state" source="state" label="resources.news.fields.status" choices={STATE_CHOICES} emptyText="console.news.any_status" alwaysOn />,
    <CategoryInput key="category" source="category_id" alwaysOn emptyText="console.news.any_category" />,
    <DateInput key="from" source="from" label="console.news.from" parse={dayStart} format={asDay} />,
    <DateInput key="to" source="to" label="console.news.to" parse={dayEnd} format={asDay} />,
  ];
}
