import { NotFound } from '@agent-registry/ui';

/** /404: every unknown path lands here. */
export default function NotFoundPage() {
  return <NotFound />;
}
