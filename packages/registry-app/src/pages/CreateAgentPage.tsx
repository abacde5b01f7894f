import { CreateAgentScreen } from '@agent-registry/ui';
import { publishPath } from '../router/publishPaths';

/**
 * /create-agent: the spec's placeholder announcing the upload features (section 1), which now
 * also points at the publishing form for anyone with an agent.yaml in hand.
 */
export default function CreateAgentPage() {
  return <CreateAgentScreen publishHref={publishPath()} />;
}
