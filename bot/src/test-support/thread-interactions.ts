import type { InteractionUser } from './signed-interactions.ts';

let sequence = 0;

const member = (user: InteractionUser) => ({
  user: { id: user.id, username: user.name.toLowerCase(), global_name: user.name, avatar: null },
  permissions: '0',
  roles: [],
});

const base = (type: 3 | 5, from: { user: InteractionUser; guildId: string; channelId: string }) => {
  sequence += 1;
  return {
    type,
    id: `9500${sequence}`,
    application_id: '1100000000000000001',
    token: `thread-interaction-token-${sequence}`,
    version: 1,
    guild_id: from.guildId,
    channel_id: from.channelId,
    member: member(from.user),
  };
};

/** A button press (component type 2) or a select choice (type 3) in a thread, as Discord sends it. */
export function componentInteraction(
  customId: string,
  from: { user: InteractionUser; guildId: string; channelId: string },
  values?: string[],
) {
  return {
    ...base(3, from),
    data: values
      ? { custom_id: customId, component_type: 3, values }
      : { custom_id: customId, component_type: 2 },
  };
}

/** A modal submitted with these text inputs. */
export function modalSubmit(
  customId: string,
  fields: Record<string, string>,
  from: { user: InteractionUser; guildId: string; channelId: string },
) {
  return {
    ...base(5, from),
    data: {
      custom_id: customId,
      components: Object.entries(fields).map(([id, value]) => ({
        type: 1,
        components: [{ type: 4, custom_id: id, value }],
      })),
    },
  };
}
