import { bringForward, type GraphicsElement, sendBackward } from '@galaxia/core';
import { ChevronDown, ChevronUp, Circle, ImageIcon, Minus, Square, Type } from 'lucide-react';
import type { Dispatch } from 'react';
import { cn } from '../../../lib/cn.ts';
import type { EditorAction } from './editor-state.ts';

const SHAPE_NAMES = { rectangle: 'Rectangle', ellipse: 'Ellipse', line: 'Line' } as const;

export function elementName(element: GraphicsElement): string {
  if (element.type === 'text') {
    const text = element.text.trim().replace(/\s+/g, ' ');
    return text ? `Text “${text.length > 28 ? `${text.slice(0, 27)}…` : text}”` : 'Empty text';
  }
  if (element.type === 'image') return 'Image';
  return SHAPE_NAMES[element.shapeType];
}

function ElementIcon({ element }: { element: GraphicsElement }) {
  const className = 'size-4 shrink-0 text-slate-400';
  if (element.type === 'text') return <Type className={className} aria-hidden />;
  if (element.type === 'image') return <ImageIcon className={className} aria-hidden />;
  if (element.shapeType === 'ellipse') return <Circle className={className} aria-hidden />;
  if (element.shapeType === 'line') return <Minus className={className} aria-hidden />;
  return <Square className={className} aria-hidden />;
}

/** Top layer first. Choosing an element here is the keyboard's way to select it. */
export function LayersPanel({
  elements,
  selectedId,
  dispatch,
}: {
  elements: readonly GraphicsElement[];
  selectedId: string | null;
  dispatch: Dispatch<EditorAction>;
}) {
  if (elements.length === 0) {
    return <p className="text-sm text-slate-400">No elements yet: add text, an image or a shape.</p>;
  }
  const topFirst = [...elements].reverse();
  return (
    <ol aria-label="Layers, top first" className="flex flex-col gap-1">
      {topFirst.map((element, index) => {
        const name = elementName(element);
        const selected = element.id === selectedId;
        return (
          <li
            key={element.id}
            className={cn(
              'flex items-center gap-1 rounded-lg border pr-1',
              selected ? 'border-neon-400/50 bg-neon-400/10' : 'border-transparent hover:bg-white/5',
            )}
          >
            <button
              type="button"
              aria-pressed={selected}
              onClick={() => dispatch({ type: 'select', id: selected ? null : element.id })}
              className="flex min-w-0 flex-1 items-center gap-2 rounded-lg px-2 py-2 text-left text-sm text-slate-100"
            >
              <ElementIcon element={element} />
              <span className="truncate">{name}</span>
            </button>
            <button
              type="button"
              aria-label={`Move ${name} up`}
              title="Move up"
              disabled={index === 0}
              onClick={() =>
                dispatch({ type: 'change', change: (design) => bringForward(design, element.id) })
              }
              className="inline-flex size-7 items-center justify-center rounded-md text-slate-300 hover:bg-white/10 disabled:opacity-30"
            >
              <ChevronUp className="size-4" aria-hidden />
            </button>
            <button
              type="button"
              aria-label={`Move ${name} down`}
              title="Move down"
              disabled={index === topFirst.length - 1}
              onClick={() =>
                dispatch({ type: 'change', change: (design) => sendBackward(design, element.id) })
              }
              className="inline-flex size-7 items-center justify-center rounded-md text-slate-300 hover:bg-white/10 disabled:opacity-30"
            >
              <ChevronDown className="size-4" aria-hidden />
            </button>
          </li>
        );
      })}
    </ol>
  );
}
