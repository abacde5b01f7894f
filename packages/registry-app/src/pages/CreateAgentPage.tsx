import { CreateAgentPlaceholder } from '@agent-registry/ui';

/** /create-agent: a placeholder announcing the upload features (spec section 1). */
export default function CreateAgentPage() {
  return <CreateAgentPlaceholder />;
}
