import { useParams } from 'react-router';
import { ErrorState, Link, OrgSettingsForm, Spinner, notify } from '@agent-registry/ui';
import { isApiError } from '@agent-registry/api-client';
import { ORG_MESSAGES } from '@agent-registry/api-client/contract';
import { useOrg, useUpdateOrg } from '../data/orgs';
import { errorMessage } from '../data/status';

/** /orgs/{name}/settings: an organisation's display name, bio and avatar, for its owners. */
export default function OrgSettingsPage() {
  const { name = '' } = useParams();
  const orgName = name.toLowerCase();
  const org = useOrg(orgName);
  const update = useUpdateOrg(orgName);
  const fields = isApiError(update.error) ? update.error.fields : undefined;
  const owner = org.data?.role === 'owner';

  return (
    <>
      <p>
        <Link href={`/orgs/${orgName}`}>{`Back to ${orgName}`}</Link>
      </p>
      {org.isError || (org.data && !owner) ? (
        <ErrorState message={org.isError ? errorMessage(org.error) : ORG_MESSAGES.ownersOnly} />
      ) : !org.data ? (
        <Spinner size="large" label="Loading organisation" />
      ) : (
        <OrgSettingsForm
          // A save gives new saved values to start from.
          key={`${org.data.display_name}\n${org.data.bio}\n${org.data.avatar_url}`}
          name={org.data.name}
          initial={{ display_name: org.data.display_name, bio: org.data.bio, avatar_url: org.data.avatar_url }}
          pending={update.isPending}
          fieldErrors={fields}
          error={update.error && !fields ? errorMessage(update.error) : undefined}
          onSubmit={(values) => update.mutate(values, { onSuccess: () => notify.success('Organisation settings saved') })}
        />
      )}
    </>
  );
}
