import { designText, type GraphicsDesign, graphicsLimits, messages } from '@galaxia/core';
import { type Dispatch, useId } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { Field, Textarea } from '../../../components/ui/form-controls.tsx';
import type { EditorAction } from './editor-state.ts';

/**
 * What the picture says to people who cannot see it. Until the organiser writes their own, it is the
 * design's text, kept up to date as the text changes; left blank, the picture is described by its text.
 */
export function AltTextCard({
  design,
  dispatch,
}: {
  design: GraphicsDesign;
  dispatch: Dispatch<EditorAction>;
}) {
  const id = useId();
  const value = design.alt ?? designText(design);
  return (
    <Card className="p-4">
      <Field id={id} label={messages.graphics.altLabel} hint={messages.graphics.altHint}>
        <Textarea
          id={id}
          value={value}
          maxLength={graphicsLimits.maxAltLength}
          rows={4}
          onChange={(event) => {
            const alt = event.target.value;
            dispatch({
              type: 'change',
              // Typing is one undo step, as in the text fields.
              group: 'alt',
              change: (current) => ({ ...current, alt }),
            });
          }}
        />
      </Field>
    </Card>
  );
}
