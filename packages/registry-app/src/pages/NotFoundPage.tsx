import { NotFoundScreen } from '@agent-registry/ui';

/** /404: every unknown path lands here. */
export default function NotFoundPage() {
  return <NotFoundScreen />;
}
