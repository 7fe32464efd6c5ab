import { BooleanField, Datagrid, FunctionField, ImageField, List, ReferenceField, SelectInput, TextField, useTranslate } from 'react-admin';
import type { AdSpaceRecord } from '@newsroom/contract/admin/home-page-ads';
import { ScreenHeading } from '../../../app/screen-heading';
import { LanguageField, LanguageInput } from '../../../components/language-input';
import { PLACEMENT_CHOICES } from './ad-form';
import { RecordLink } from '../../../components/record-link';

/** When an ad runs, in the site's days: "2026-11-01 – 2026-11-30", open ends left blank. */
function runs(record: AdSpaceRecord, always: string): string {
  if (!record.starts_on && !record.ends_on) return always;
  return `${record.starts_on ?? '…'} – ${record.ends_on ?? '…'}`;
}

export function AdList() {
  const translate = useTranslate();
  const filters = [
    <LanguageInput key="language_id" alwaysOn />,
    <SelectInput key="ad_space" source="ad_space" choices={PLACEMENT_CHOICES} alwaysOn />,
  ];
  return (
    <>
      <ScreenHeading text={translate('console.home_page.ads_heading')} />
      <List resource="ad-spaces" title={' '} filters={filters} sort={{ field: 'created_at', order: 'DESC' }}>
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <ImageField source="web_ad_image" title="ad_url" sortable={false} sx={{ '& img': { maxInlineSize: 120, maxBlockSize: 40, objectFit: 'contain' } }} />
          <RecordLink source="ad_space" sortable={false} text={(record) => translate(`console.home_page.placements.${String(record.ad_space)}`)} />
          <ReferenceField source="featured_section_id" reference="featured-sections" link={false} sortable={false} emptyText="–">
            <TextField source="title" />
          </ReferenceField>
          <LanguageField />
          <TextField source="ad_url" sortable={false} />
          <FunctionField label="console.home_page.runs" sortable={false} render={(record: AdSpaceRecord) => runs(record, translate('console.home_page.always'))} />
          <BooleanField source="active" sortable={false} />
        </Datagrid>
      </List>
    </>
  );
}
