import type { CallRuntime } from './core/call-runtime';
import { resolveSession } from './auth/sessions';
import type { Deps } from './deps';
import { translateMessage } from './i18n/message-catalog';
import { messageLanguage } from './i18n/message-language';

/** What the pipeline runs calls with, assembled from the API's dependencies (core names none of them). */
export function callRuntime(deps: Deps): CallRuntime {
  return {
    deps,
    config: deps.config,
    cache: deps.cache,
    limiter: deps.limiter,
    sessions: { resolve: (token) => resolveSession(deps, token) },
    messages: { languageOf: (fields) => messageLanguage(deps, fields), translate: translateMessage },
    reads: deps.reads,
  };
}
