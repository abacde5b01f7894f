import { useParams } from 'react-router';
import { AgentDetail } from '@agent-registry/ui';
import { useAgent } from '../data/queries';
import { errorMessage, loadStatus } from '../data/status';

/** /agents/{id} (spec section 2, Agent detail). */
export default function AgentDetailPage() {
  const { id = '' } = useParams();
  const agent = useAgent(id);
  return <AgentDetail agent={agent.data} status={loadStatus(agent)} error={errorMessage(agent.error)} />;
}
