import { deliveryFields, type InteractionUser, interactionId } from './signed-interactions.ts';

const member = (user: InteractionUser) => ({
  user: { id: user.id, username: user.name.toLowerCase(), global_name: user.name, avatar: null },
  permissions: '0',
  roles: [],
});

const base = (type: 3 | 5, from: { user: InteractionUser; guildId: string; channelId: string }) => {
  const id = interactionId();
  return {
    type,
    id,
    application_id: '1100000000000000001',
    token: `thread-interaction-token-${id}`,
    version: 1,
    guild_id: from.guildId,
    // 12: a private thread.
    ...deliveryFields(from.guildId, from.channelId, 12),
    member: member(from.user),
  };
};

/** A button press (component type 2) or a select choice (type 3) in a thread, as Discord sends it. */
export function componentInteraction(
  customId: string,
  from: { user: InteractionUser; guildId: string; channelId: string },
  values?: string[],
) {
  const interaction = base(3, from);
  return {
    ...interaction,
    // The message the component is on (the pinned card), as Discord includes it.
    message: {
      id: `${interaction.id}1`,
      channel_id: from.channelId,
      type: 0,
      content: '',
      author: { id: '900000000000000001', username: 'Galaxia', discriminator: '0', bot: true },
      timestamp: '2026-01-01T00:00:00.000Z',
      edited_timestamp: null,
      tts: false,
      mention_everyone: false,
      mentions: [],
      mention_roles: [],
      attachments: [],
      embeds: [],
      pinned: true,
      flags: 0,
      components: [],
    },
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
