import { ButtonLink, Card, Inline, Link, Stack } from '@agent-registry/ui';
import { useMyInvitations, useMyOrgs } from '../data/orgs';

/**
 * Under the dashboard: the user's public page, their organisations (with members), creating
 * one, and the invitations waiting for them.
 */
export function DashboardNamespaces({ username }: { username: string }) {
  const orgs = useMyOrgs();
  const invitations = useMyInvitations();
  const waiting = invitations.data?.data.length ?? 0;
  return (
    <Card as="section" padding={6} aria-labelledby="dashboard-namespaces" display="flex" flexDirection="column" gap={4}>
      <h2 id="dashboard-namespaces" style={{ margin: 0 }}>
        Namespaces
      </h2>
      <Stack as="ul" gap={2} margin={0} padding={0} style={{ listStyle: 'none' }} aria-label="Your namespaces">
        <li>
          <Link href={`/users/${username}`}>{username}</Link> (you)
        </li>
        {(orgs.data?.data ?? []).map((org) => (
          <li key={org.id}>
            <Link href={`/orgs/${org.name}`}>{org.name}</Link> ({org.role === 'owner' ? 'owner' : 'maintainer'}) ·{' '}
            <Link href={`/orgs/${org.name}/members`}>{`Members of ${org.name}`}</Link>
          </li>
        ))}
      </Stack>
      <Inline gap={2}>
        <ButtonLink href="/orgs/new" variant="outline" size="small">
          Create organisation
        </ButtonLink>
        <ButtonLink href="/orgs/invitations" variant="outline" size="small">
          {waiting ? `Invitations (${waiting})` : 'Invitations'}
        </ButtonLink>
      </Inline>
    </Card>
  );
}
