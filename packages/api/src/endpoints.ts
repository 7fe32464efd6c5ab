import type { AnyEndpoint } from './core/endpoint';
import { languagesEndpoints } from './languages/languages-routes';
import { settingsEndpoints } from './settings/settings-routes';
import { taxonomyEndpoints } from './taxonomy/taxonomy-routes';
import { newsEndpoints } from './news/news-routes';
import { likesEndpoints } from './likes/likes-routes';
import { bookmarksEndpoints } from './bookmarks/bookmarks-routes';
import { commentsEndpoints } from './comments/comments-routes';
import { notificationsEndpoints } from './notifications/notifications-routes';
import { pushEndpoints } from './push/push-routes';
import { breakingNewsEndpoints } from './breaking-news/breaking-news-routes';
import { liveStreamsEndpoints } from './live-streams/live-streams-routes';
import { featuredSectionsEndpoints } from './featured-sections/featured-sections-routes';
import { adsEndpoints } from './ads/ads-routes';
import { pagesEndpoints } from './pages/pages-routes';
import { usersEndpoints } from './users/users-routes';
import { identityEndpoints } from './identity/identity-routes';
import { surveysEndpoints } from './surveys/surveys-routes';

/** Every endpoint of the contract and of the built-in identity service, one list per domain folder. */
export const allEndpoints: AnyEndpoint[] = [
  ...languagesEndpoints,
  ...settingsEndpoints,
  ...taxonomyEndpoints,
  ...newsEndpoints,
  ...likesEndpoints,
  ...bookmarksEndpoints,
  ...commentsEndpoints,
  ...notificationsEndpoints,
  ...pushEndpoints,
  ...breakingNewsEndpoints,
  ...liveStreamsEndpoints,
  ...featuredSectionsEndpoints,
  ...adsEndpoints,
  ...pagesEndpoints,
  ...usersEndpoints,
  ...identityEndpoints,
  ...surveysEndpoints,
];
