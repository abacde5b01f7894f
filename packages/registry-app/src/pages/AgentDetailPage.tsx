import { useDeferredValue } from 'react';
import { useParams } from 'react-router';
import { AgentDetail } from '@agent-registry/ui';
import { useAgent } from '../data/queries';
import { errorMessage, loadStatus } from '../data/status';

/** /agents/{id} (spec section 2, Agent detail). */
export default function AgentDetailPage() {
  const { id = '' } = useParams();
  const agent = useAgent(id);
  // The detail is rendered in the background, in small slices that keep the page responsive,
  // when it arrives (these values lag together).
  const data = useDeferredValue(agent.data);
  const status = useDeferredValue(loadStatus(agent));
  const error = useDeferredValue(errorMessage(agent.error));
  return <AgentDetail agent={data} status={status} error={error} />;
}
