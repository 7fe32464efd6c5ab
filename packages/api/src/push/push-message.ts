/** What a device is sent: the service worker (apps/web/public/sw.js) reads these names. */
export interface PushMessage {
  title: string;
  body: string;
  /** The page the notification opens. */
  url: string;
  image: string;
  /** More fields for the page: `kind`, `notification_id`, `news_id`… */
  data: Record<string, string | number>;
  /** Breaking news wakes a sleeping phone (`high`); the rest may wait for it. */
  urgency: 'normal' | 'high';
  /** How long the push service keeps it for a device that is offline. */
  ttlSeconds: number;
}

/**
 * How one delivery went: `sent` (the push service took it), `gone` (the subscription no longer
 * exists, 404/410: the device is removed), `retry` (429, 5xx, timeout, network: try again
 * later) or `failed` (refused for good: a bad request, a refused endpoint).
 */
export type DeliveryOutcome = 'sent' | 'gone' | 'retry' | 'failed';

export interface PushSender {
  send(token: string, message: PushMessage): Promise<DeliveryOutcome>;
  /** Closes kept-alive connections. */
  close(): void;
}

/** The outcome an HTTP status means for a push service (RFC 8030; FCM uses the same codes). */
export function outcomeOfStatus(status: number): DeliveryOutcome {
  if (status >= 200 && status < 300) return 'sent';
  if (status === 404 || status === 410) return 'gone';
  if (status === 429 || status >= 500 || status === 408) return 'retry';
  return 'failed';
}

/** The JSON a device receives, flat as the service worker reads it. */
export function payloadOf(message: PushMessage): string {
  return JSON.stringify({ ...message.data, title: message.title, body: message.body, url: message.url, image: message.image });
}
