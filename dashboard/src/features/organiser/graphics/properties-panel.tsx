import {
  type ElementPatch,
  GRAPHICS_FONT_FAMILIES,
  type GraphicsDesign,
  type GraphicsElement,
  graphicsLimits,
  moveElement,
  rotateElement,
  type ShapeElement,
  type TextElement,
  textAlignSchema,
  updateElement,
} from '@galaxia/core';
import { Bold, Italic, Strikethrough, Underline } from 'lucide-react';
import type { Dispatch } from 'react';
import { useId } from 'react';
import { NativeSelect, Textarea } from '../../../components/ui/form-controls.tsx';
import { SelectOptions } from '../../../components/ui/select-options.tsx';
import type { EditorAction } from './editor-state.ts';
import { ColourField, FieldGroup, NumberField, PanelField, ToggleButton } from './fields.tsx';
import { elementName } from './layers-panel.tsx';

type Change = (design: GraphicsDesign) => GraphicsDesign;

const TEXT_STYLES = [
  { style: 'bold', label: 'Bold', Icon: Bold },
  { style: 'italic', label: 'Italic', Icon: Italic },
  { style: 'underline', label: 'Underline', Icon: Underline },
  { style: 'strikethrough', label: 'Strikethrough', Icon: Strikethrough },
] as const;

const ALIGN_LABELS = { left: 'Left', center: 'Centre', right: 'Right' } as const;

function TextFields({
  element,
  update,
  textFieldId,
}: {
  element: TextElement;
  update: (patch: ElementPatch, field: string) => void;
  textFieldId: string;
}) {
  const fontId = useId();
  const alignId = useId();
  return (
    <FieldGroup title="Text">
      <PanelField id={textFieldId} label="Text">
        <Textarea
          id={textFieldId}
          value={element.text}
          maxLength={graphicsLimits.maxTextLength}
          className="min-h-20"
          onChange={(event) => update({ text: event.target.value }, 'text')}
        />
      </PanelField>
      <div className="grid grid-cols-2 gap-3">
        <PanelField id={fontId} label="Font">
          <NativeSelect
            id={fontId}
            value={element.fontFamily}
            className="h-9 px-2"
            onChange={(event) =>
              update({ fontFamily: event.target.value as TextElement['fontFamily'] }, 'fontFamily')
            }
          >
            <SelectOptions choices={GRAPHICS_FONT_FAMILIES} />
          </NativeSelect>
        </PanelField>
        <NumberField
          label="Font size"
          value={element.fontSize}
          min={graphicsLimits.fontSize.min}
          max={graphicsLimits.fontSize.max}
          onChange={(value) => update({ fontSize: value }, 'fontSize')}
        />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <ColourField label="Colour" value={element.color} onChange={(color) => update({ color }, 'color')} />
        <PanelField id={alignId} label="Align">
          <NativeSelect
            id={alignId}
            value={element.align}
            className="h-9 px-2"
            onChange={(event) => update({ align: textAlignSchema.parse(event.target.value) }, 'align')}
          >
            {textAlignSchema.options.map((align) => (
              <option key={align} value={align}>
                {ALIGN_LABELS[align]}
              </option>
            ))}
          </NativeSelect>
        </PanelField>
      </div>
      <fieldset className="flex gap-2">
        <legend className="sr-only">Text style</legend>
        {TEXT_STYLES.map(({ style, label, Icon }) => (
          <ToggleButton
            key={style}
            label={label}
            pressed={element[style]}
            onToggle={() => update({ [style]: !element[style] }, style)}
          >
            <Icon className="size-4" aria-hidden />
          </ToggleButton>
        ))}
      </fieldset>
    </FieldGroup>
  );
}

function ShapeFields({
  element,
  update,
}: {
  element: ShapeElement;
  update: (patch: ElementPatch, field: string) => void;
}) {
  const noFillId = useId();
  const isLine = element.shapeType === 'line';
  return (
    <FieldGroup title={isLine ? 'Line' : 'Shape'}>
      {isLine ? null : (
        <ColourField
          label="Fill"
          value={element.fillColor}
          disabled={element.fillColor === 'transparent'}
          onChange={(fillColor) => update({ fillColor }, 'fillColor')}
        >
          <label htmlFor={noFillId} className="ml-auto flex items-center gap-1.5 text-xs text-slate-300">
            <input
              id={noFillId}
              type="checkbox"
              className="size-4 accent-neon-400"
              checked={element.fillColor === 'transparent'}
              onChange={(event) =>
                update({ fillColor: event.target.checked ? 'transparent' : '#a855f7' }, 'fillColor')
              }
            />
            No fill
          </label>
        </ColourField>
      )}
      <div className="grid grid-cols-2 gap-3">
        <ColourField
          label={isLine ? 'Colour' : 'Border colour'}
          value={element.borderColor}
          onChange={(borderColor) => update({ borderColor }, 'borderColor')}
        />
        <NumberField
          label={isLine ? 'Thickness' : 'Border thickness'}
          value={element.borderThickness}
          min={graphicsLimits.borderThickness.min}
          max={graphicsLimits.borderThickness.max}
          onChange={(value) => update({ borderThickness: value }, 'borderThickness')}
        />
      </div>
    </FieldGroup>
  );
}

/** The selected element's fields; every change goes through the core's clamping operations. */
export function PropertiesPanel({
  element,
  dispatch,
  textFieldId,
}: {
  element: GraphicsElement;
  dispatch: Dispatch<EditorAction>;
  textFieldId: string;
}) {
  const opacityId = useId();
  const { id } = element;
  const change = (apply: Change, field: string) =>
    dispatch({ type: 'change', change: apply, group: `${id}:${field}` });
  const update = (patch: ElementPatch, field: string) =>
    change((design) => updateElement(design, id, patch), field);

  return (
    <div className="flex flex-col gap-4">
      <p className="truncate text-sm font-semibold text-white">{elementName(element)}</p>
      <FieldGroup title="Position and size">
        <div className="grid grid-cols-2 gap-3">
          <NumberField
            label="X"
            value={element.x}
            onChange={(x) => change((design) => moveElement(design, id, { x, y: element.y }), 'x')}
          />
          <NumberField
            label="Y"
            value={element.y}
            onChange={(y) => change((design) => moveElement(design, id, { x: element.x, y }), 'y')}
          />
          <NumberField
            label="Width"
            value={element.width}
            min={graphicsLimits.minElementSize}
            onChange={(width) => update({ width }, 'width')}
          />
          <NumberField
            label="Height"
            value={element.height}
            min={graphicsLimits.minElementSize}
            onChange={(height) => update({ height }, 'height')}
          />
          <NumberField
            label="Rotation (°)"
            value={element.rotation}
            min={0}
            max={359}
            onChange={(degrees) => change((design) => rotateElement(design, id, degrees), 'rotation')}
          />
          <PanelField id={opacityId} label={`Opacity ${Math.round(element.opacity * 100)}%`}>
            <input
              id={opacityId}
              type="range"
              min={0}
              max={100}
              value={Math.round(element.opacity * 100)}
              className="h-9 w-full accent-neon-400"
              onChange={(event) => update({ opacity: Number(event.target.value) / 100 }, 'opacity')}
            />
          </PanelField>
        </div>
      </FieldGroup>
      {element.type === 'text' ? (
        <TextFields element={element} update={update} textFieldId={textFieldId} />
      ) : null}
      {element.type === 'shape' ? <ShapeFields element={element} update={update} /> : null}
    </div>
  );
}
