// Deleting one's account against the simulated backend: the preview, the refused transfer (it
// has no organisations) and the deletion, with the answers the registry server gives.
import { describe, expect, it } from 'vitest';
import { MODERATION_MESSAGES } from '../contract/trust';
import { failure, makeClient, signUpAda, useServer } from '../test/helpers';

useServer();

describe('leaving in mock mode', () => {
  it('previews the deletion, refuses a transfer to an organisation it does not have, then deletes the account', async () => {
    const { client } = makeClient({ mock: 'always' });
    await signUpAda(client);
    expect(await client.moderation.accountDeletion()).toEqual({
      agents: 0,
      transfer_targets: [],
      blocking_organizations: [],
      organizations_deleted: [],
    });

    const refused = await failure(client.moderation.deleteAccount({ username: 'ada', transfer_agents_to: 'acme' }));
    expect(refused).toMatchObject({ status: 400, fields: { transfer_agents_to: MODERATION_MESSAGES.transferTargetInvalid } });

    expect(await client.moderation.deleteAccount({ username: 'Ada' })).toEqual({
      message: MODERATION_MESSAGES.accountDeleted,
      agents_deleted: 0,
      agents_transferred: 0,
      organizations_deleted: [],
    });
    await expect(client.moderation.accountDeletion()).rejects.toMatchObject({ status: 401 });
  });
});
