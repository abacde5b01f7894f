import { useEffect } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ButtonLink, NamespacePage as NamespaceScreen } from '@agent-registry/ui';
import { useNamespacePage } from '../data/orgs';
import { errorMessage, loadStatus } from '../data/status';
import { useSession } from '../session/SessionProvider';
import { useMyOrgs } from '../data/orgs';
import { InvitationsPanel } from './OrgInvitationsPage';

/** Where a namespace's page lives: `/users/{name}` or `/orgs/{name}`. */
export const namespacePath = (kind: 'user' | 'org', name: string) => `/${kind === 'org' ? 'orgs' : 'users'}/${name}`;

/**
 * /users/{name} and /orgs/{name}: a namespace's public page. A link that guessed the kind wrong,
 * or named an old (renamed) namespace, is replaced by the page's own address.
 */
export default function NamespacePageRoute() {
  const { name = '' } = useParams();
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  // The invitation mail links to /orgs/{name}?invitation={id}.
  const invitation = params.get('invitation');
  const navigate = useNavigate();
  const page = useNamespacePage(name.toLowerCase());
  const { user } = useSession();
  const orgs = useMyOrgs(!!user);
  const data = page.data;

  const canonical = data ? namespacePath(data.kind, data.name) : null;
  useEffect(() => {
    if (canonical && canonical !== pathname) navigate(`${canonical}${search}`, { replace: true });
  }, [canonical, pathname, search, navigate]);

  const role = data?.kind === 'org' ? orgs.data?.data.find((org) => org.name === data.name)?.role : undefined;
  return (
    <>
      {invitation && user && <InvitationsPanel only={invitation} />}
      <NamespaceScreen
        page={data}
        status={loadStatus(page)}
        error={errorMessage(page.error)}
        actions={
          role && data ? (
            <>
              <ButtonLink href={`/orgs/${data.name}/members`} variant="outline" size="small">
                Members
              </ButtonLink>
              {role === 'owner' && (
                <ButtonLink href={`/orgs/${data.name}/settings`} variant="outline" size="small">
                  Settings
                </ButtonLink>
              )}
            </>
          ) : undefined
        }
      />
    </>
  );
}
