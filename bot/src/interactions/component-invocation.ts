import type { Invocation, Responder } from './invocation.ts';

/** A button press, a select choice (type 3) or a modal submit (type 5), as both transports hand it over. */
export interface ComponentInvocation {
  customId: string;
  /** The chosen options of a select menu. */
  values: readonly string[];
  /** A modal's text inputs by their custom id. */
  fields: Readonly<Record<string, string>>;
  /** Where the component was: for a match thread, the thread itself. */
  channelId: string;
  user: Invocation['user'];
  guild: Invocation['guild'];
}

interface ModalInput {
  customId: string;
  label: string;
  /** Short (one line) or paragraph. */
  style: 'short' | 'paragraph';
  required: boolean;
  maxLength: number;
  placeholder?: string;
}

export interface Modal {
  customId: string;
  title: string;
  inputs: ModalInput[];
}

/** A component may answer with a modal instead of a message (only as its first response). */
export interface ComponentResponder extends Responder {
  showModal(modal: Modal): Promise<void>;
}

/** Discord's modal payload: one text input per action row. */
export const modalBody = (modal: Modal) => ({
  custom_id: modal.customId,
  title: modal.title,
  components: modal.inputs.map((input) => ({
    type: 1,
    components: [
      {
        type: 4,
        custom_id: input.customId,
        label: input.label,
        style: input.style === 'short' ? 1 : 2,
        required: input.required,
        max_length: input.maxLength,
        ...(input.placeholder ? { placeholder: input.placeholder } : {}),
      },
    ],
  })),
});
