import { FunctionField, useTranslate } from 'react-admin';
import type { NotificationRecord } from '@newsroom/contract/admin/notifications';

/** Scheduled, sending, sent or not pushed, in words. */
export function StateField({ label }: { label?: string }) {
  const translate = useTranslate();
  return <FunctionField source="state" label={label} sortable={false} render={(record: NotificationRecord) => translate(`console.notifications.states.${record.state}`)} />;
}

/** The push's counts from the queue, one column each, "–" before it is pushed. */
export function CountField({ source }: { source: 'sent' | 'failed' | 'removed' }) {
  return <FunctionField source={source} sortable={false} textAlign="right" render={(record: NotificationRecord) => (record.delivery ? record.delivery[source] : '–')} />;
}

/** All three counts in one sentence, for the record's own screen. */
export function DeliveryField({ label }: { label?: string }) {
  const translate = useTranslate();
  return (
    <FunctionField
      label={label}
      render={(record: NotificationRecord) => (record.delivery ? translate('console.notifications.delivery_counts', record.delivery) : translate('console.notifications.no_delivery'))}
    />
  );
}

/** Who it was pushed to: everyone of its language, a category's followers, near a point. */
export function AudienceField({ label }: { label?: string }) {
  const translate = useTranslate();
  const describe = (record: NotificationRecord) => {
    const who = record.followers_only ? translate('console.notifications.followers_of', { name: record.category_name ?? record.category_id }) : translate('console.notifications.everyone');
    if (record.radius_km === null) return who;
    return `${who}, ${translate('console.notifications.within', { km: record.radius_km, latitude: record.latitude, longitude: record.longitude })}`;
  };
  return <FunctionField label={label} render={describe} />;
}

/** What it opens: a story or a category by name, or the notifications page. */
export function OpensField({ label }: { label?: string }) {
  const translate = useTranslate();
  const describe = (record: NotificationRecord) => {
    if (record.link === 'story') return record.news_title ?? `#${record.news_id}`;
    if (record.link === 'category') return record.category_name ?? `#${record.category_id}`;
    return translate('console.notifications.links.none');
  };
  return <FunctionField label={label} render={describe} />;
}

/**
 * How often a screen asks again: every few seconds while a push is on its way or one is about to
 * go out, so the counts settle in front of the editor; never otherwise.
 */
export function refreshWhileSending(records: readonly NotificationRecord[]): number | false {
  const soon = Date.now() + 60_000;
  const moving = records.some((record) => record.state === 'sending' || (record.state === 'scheduled' && Date.parse(record.sent_at) <= soon));
  return moving ? 2000 : false;
}
