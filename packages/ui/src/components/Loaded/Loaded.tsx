import type { ReactNode } from 'react';
import { ErrorState } from '../ErrorState/ErrorState';
import { Spinner } from '../Spinner/Spinner';
import type { LoadStatus } from '../../status';

// The switch every loaded region makes (the agents list, the search results, the agent page's
// tabs, the account panels): a spinner, the failure, or what was loaded.

/** A spinner while `status` is 'loading', the `failed` message on 'error', else the children. */
export function Loaded({
  status,
  loading,
  failed,
  children,
}: {
  status: LoadStatus;
  loading: string;
  failed: string;
  children: ReactNode;
}) {
  if (status === 'loading') return <Spinner size="large" label={loading} />;
  if (status === 'error') return <ErrorState message={failed} />;
  return <>{children}</>;
}
