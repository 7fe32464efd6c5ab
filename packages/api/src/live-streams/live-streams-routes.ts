import { getLiveStreamingParams } from '@newsroom/contract/live-streams';
import { defineEndpoint, type AnyEndpoint } from '../core/endpoint';
import { listReply } from '../core/envelope';
import { languageIdOrDefault } from '../languages/languages-service';
import { listLiveStreams } from './live-streams-service';

const getLiveStreaming = defineEndpoint({
  name: 'get_live_streaming',
  summary: 'The live streams of a language, newest first; `type` is url_youtube or url_other',
  auth: 'none',
  params: getLiveStreamingParams,
  cacheable: true,
  async handle({ deps, params }) {
    const languageId = await languageIdOrDefault(deps, params.language_id);
    const { items, total } = await listLiveStreams(deps, { languageId, offset: params.offset, limit: params.limit });
    return listReply('Live streaming fetched successfully', items, total);
  },
});

export const liveStreamsEndpoints: AnyEndpoint[] = [getLiveStreaming];
