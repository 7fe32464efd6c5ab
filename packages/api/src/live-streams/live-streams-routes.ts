import { defineEndpoint, type AnyEndpoint } from '../core/endpoint';
import { listReply } from '../core/envelope';
import { languageIdOrDefault } from '../languages/languages-service';
import { listLiveStreams } from './live-streams-service';

const getLiveStreaming = defineEndpoint('get_live_streaming', {
  cacheable: true,
  async handle({ deps, params }) {
    const languageId = await languageIdOrDefault(deps, params.language_id);
    const { items, total } = await listLiveStreams(deps, { languageId, offset: params.offset, limit: params.limit });
    return listReply('Live streaming fetched successfully', items, total);
  },
});

export const liveStreamsEndpoints: AnyEndpoint[] = [getLiveStreaming];
