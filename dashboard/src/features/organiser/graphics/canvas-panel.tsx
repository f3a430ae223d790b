import {
  BACKGROUND_TEMPLATES,
  type BackgroundTemplate,
  type GraphicsDesign,
  updateBackground,
} from '@galaxia/core';
import { ImagePlus, LoaderCircle, X } from 'lucide-react';
import type { Dispatch } from 'react';
import { useId, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { NativeSelect } from '../../../components/ui/form-controls.tsx';
import type { EditorAction } from './editor-state.ts';
import { ColourField, FieldGroup, PanelField } from './fields.tsx';
import { HiddenImageInput } from './hidden-image-input.tsx';

const TEMPLATE_LABELS: Record<BackgroundTemplate, string> = {
  gradient: 'Neon gradient',
  spotlight: 'Spotlight',
  stripes: 'Stripes',
  grid: 'Grid',
};

/** The background, shown while nothing is selected. */
export function CanvasPanel({
  design,
  dispatch,
  onBackgroundImage,
  uploading,
}: {
  design: GraphicsDesign;
  dispatch: Dispatch<EditorAction>;
  onBackgroundImage: (file: File) => void;
  uploading: boolean;
}) {
  const templateId = useId();
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const change = (patch: Parameters<typeof updateBackground>[1], group: string) =>
    dispatch({
      type: 'change',
      change: (current) => updateBackground(current, patch),
      group: `background:${group}`,
    });

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-400">
        Canvas {design.width} × {design.height} px. Select an element on the canvas or in Layers to edit it.
      </p>
      <FieldGroup title="Background">
        <ColourField
          label="Background colour"
          value={design.background.color}
          onChange={(color) => change({ color }, 'color')}
        />
        <PanelField id={templateId} label="Background style">
          <NativeSelect
            id={templateId}
            value={design.background.template ?? ''}
            className="h-9 px-2"
            onChange={(event) => {
              const value = event.target.value;
              const template = BACKGROUND_TEMPLATES.find((known) => known === value);
              change({ template }, 'template');
            }}
          >
            <option value="">Plain colour</option>
            {BACKGROUND_TEMPLATES.map((template) => (
              <option key={template} value={template}>
                {TEMPLATE_LABELS[template]}
              </option>
            ))}
          </NativeSelect>
        </PanelField>
        <div className="flex flex-col gap-2">
          <span className="text-xs font-medium text-slate-400">Background image</span>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              disabled={uploading}
              onClick={() => fileInput.current?.click()}
            >
              {uploading ? (
                <LoaderCircle className="size-4 animate-spin" aria-hidden />
              ) : (
                <ImagePlus className="size-4" aria-hidden />
              )}
              {design.background.image ? 'Replace image' : 'Upload image'}
            </Button>
            {design.background.image ? (
              <Button variant="ghost" size="sm" onClick={() => change({ image: undefined }, 'image')}>
                <X className="size-4" aria-hidden /> Remove
              </Button>
            ) : null}
          </div>
          <HiddenImageInput
            id={fileId}
            ref={fileInput}
            label="Background image file"
            onImage={onBackgroundImage}
          />
        </div>
      </FieldGroup>
    </div>
  );
}
