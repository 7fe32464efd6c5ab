// The API's public surface (package.json `exports`): what the reader site and the scripts may
// use. Everything else in this package is internal and may move without notice. Two more
// entries: `@newsroom/api/server` (the listening server) and `@newsroom/api/testing` (tests).

// Configuration and the app. The server itself (listening, the demo seed, upkeep) is the
// separate entry `@newsroom/api/server`, so the pages' bundle never takes in the seed.
export { ConfigError, listeningUrl, loadConfig, loadDotEnv, type ApiConfig } from './config';
export { createApiApp, createDeps } from './app';
export { openApiDeps } from './open-deps';
export type { Deps } from './deps';

// Reading the API inside the process (server-rendered pages), as the HTTP endpoints answer.
export { callInProcess, type InProcessOptions, type InProcessParams } from './in-process';
export type { Caller } from './core/caller';

// The same security headers on the pages as on the API's answers.
export { securityHeaders, type ResponseKind } from './core/security-headers';

// The sitemaps' bulk lists, which no endpoint of the contract answers.
export { breakingNewsSitemapItems, newsSitemapCount, newsSitemapStories, recentStories, type RecentStory, type SitemapStory } from './seo/sitemap-service';

// The identity service's outbox (mail and texts of a server without senders), for demo scripts.
export { readOutbox, type OutboxMessage } from './identity/outbox';

// Push notifications (docs/push.md): queueing one, running the queue workers, the delivery
// counts; `npm run notify` and the push benchmark use these.
export { sendNotification, type NotificationToSend } from './push/push-enqueue';
export { startPush, whenDelivered, deliveryCounts, type DeliveryCounts } from './push/push-runtime';
export { startPushWorkers, type PushWorkers } from './push/push-workers';
export { createPushSender } from './push/push-sender';
export { vapidKeys } from './push/vapid-keys';
export { runNotifyCommand, type NotifyCommand } from './push/push-command';
export { notifyBreakingNews, notifyGeneralNotification, notifyStory } from './push/push-triggers';
