import { useNavigate } from 'react-router';
import { CreateOrgForm, notify } from '@agent-registry/ui';
import { isApiError } from '@agent-registry/api-client';
import { ORG_MESSAGES } from '@agent-registry/api-client/contract';
import { useCreateOrg } from '../data/orgs';
import { errorMessage } from '../data/status';

/** /orgs/new: create an organisation, then open its members page. */
export default function OrgNewPage() {
  const navigate = useNavigate();
  const create = useCreateOrg();
  const fields = isApiError(create.error) ? create.error.fields : undefined;
  return (
    <CreateOrgForm
      pending={create.isPending}
      fieldErrors={fields}
      error={create.error && !fields ? errorMessage(create.error) : undefined}
      onSubmit={(values) =>
        create.mutate(
          { name: values.name, display_name: values.display_name || undefined, bio: values.bio || undefined },
          {
            onSuccess: (org) => {
              notify.success(ORG_MESSAGES.created(org.name));
              navigate(`/orgs/${org.name}/members`);
            },
          },
        )
      }
    />
  );
}
