import { DateField, FunctionField, TextField, useTranslate } from 'react-admin';
import type { AdminNewsRecord } from '@newsroom/contract/admin/news';
import { LanguageField } from '../../components/language-input';
import { RecordLink } from '../../components/record-link';

/** The state in words, with the rejection's reason beside it. */
function StateField() {
  const translate = useTranslate();
  return (
    <FunctionField
      source="state"
      label="resources.news.fields.status"
      sortable={false}
      render={(record: AdminNewsRecord) => translate(`console.news.status.${record.state}`)}
    />
  );
}

/** The columns the news list and the approval queue share. */
export function newsColumns() {
  return [
    <RecordLink key="title" source="title" resource="news" sortable={false} text={(record) => String(record.title)} />,
    <LanguageField key="language" />,
    <TextField key="category" source="category_name" label="resources.news.fields.category_id" sortable={false} />,
    <StateField key="state" />,
    <FunctionField key="writer" source="writer" label="resources.news.fields.author_name" sortable={false} render={(record: AdminNewsRecord) => record.writer.name} />,
    <DateField key="published_at" source="published_at" showTime />,
    <DateField key="created_at" source="created_at" showTime />,
  ];
}
