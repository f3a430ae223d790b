import {
  GRAPHICS_TEMPLATES,
  type GraphicsTemplateId,
  IMAGE_INPUT_ACCEPT,
  isGraphicsTemplateId,
} from '@galaxia/core';
import {
  BringToFront,
  Circle,
  Copy,
  ImagePlus,
  LoaderCircle,
  Minus,
  Redo2,
  SendToBack,
  Square,
  Trash2,
  Type,
  Undo2,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useId, useRef } from 'react';
import { NativeSelect } from '../../../components/ui/form-controls.tsx';
import { SelectOptions } from '../../../components/ui/select-options.tsx';
import { cn } from '../../../lib/cn.ts';

export type ToolbarCommand =
  | 'text'
  | 'rectangle'
  | 'ellipse'
  | 'line'
  | 'undo'
  | 'redo'
  | 'front'
  | 'back'
  | 'copy'
  | 'delete';

function Tool({
  label,
  shortcut,
  onClick,
  disabled,
  showLabel,
  children,
}: {
  label: string;
  shortcut?: string;
  onClick: () => void;
  disabled?: boolean;
  showLabel?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={showLabel ? undefined : label}
      aria-keyshortcuts={shortcut}
      title={shortcut ? `${label} (${shortcut})` : label}
      className={cn(
        'inline-flex h-9 shrink-0 items-center justify-center gap-1.5 rounded-md text-sm font-semibold text-slate-200 transition-colors hover:bg-white/10 hover:text-white disabled:pointer-events-none disabled:opacity-35',
        showLabel ? 'px-2.5' : 'w-9',
      )}
    >
      {children}
      {showLabel ? <span>{label}</span> : null}
    </button>
  );
}

const Divider = () => <span aria-hidden className="mx-1 h-6 w-px shrink-0 bg-white/10" />;

export function EditorToolbar({
  onCommand,
  onImage,
  onTemplate,
  canAdd,
  canUndo,
  canRedo,
  hasSelection,
  uploading,
  templatesReady,
}: {
  onCommand: (command: ToolbarCommand) => void;
  onImage: (file: File) => void;
  onTemplate: (id: GraphicsTemplateId) => void;
  canAdd: boolean;
  canUndo: boolean;
  canRedo: boolean;
  hasSelection: boolean;
  uploading: boolean;
  templatesReady: boolean;
}) {
  const templateId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const icon = 'size-4';
  return (
    <div
      role="toolbar"
      aria-label="Design tools"
      className="flex flex-wrap items-center gap-1 rounded-xl border border-white/10 bg-ink-900/80 p-1.5"
    >
      <Tool label="Text" showLabel disabled={!canAdd} onClick={() => onCommand('text')}>
        <Type className={icon} aria-hidden />
      </Tool>
      <Tool
        label="Image"
        showLabel
        disabled={!canAdd || uploading}
        onClick={() => fileInput.current?.click()}
      >
        {uploading ? (
          <LoaderCircle className={cn(icon, 'animate-spin')} aria-hidden />
        ) : (
          <ImagePlus className={icon} aria-hidden />
        )}
      </Tool>
      <input
        ref={fileInput}
        type="file"
        accept={IMAGE_INPUT_ACCEPT}
        aria-label="Image file"
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onImage(file);
        }}
      />
      <Tool label="Rectangle" disabled={!canAdd} onClick={() => onCommand('rectangle')}>
        <Square className={icon} aria-hidden />
      </Tool>
      <Tool label="Ellipse" disabled={!canAdd} onClick={() => onCommand('ellipse')}>
        <Circle className={icon} aria-hidden />
      </Tool>
      <Tool label="Line" disabled={!canAdd} onClick={() => onCommand('line')}>
        <Minus className={icon} aria-hidden />
      </Tool>
      <Divider />
      <Tool label="Undo" shortcut="Control+Z" disabled={!canUndo} onClick={() => onCommand('undo')}>
        <Undo2 className={icon} aria-hidden />
      </Tool>
      <Tool label="Redo" shortcut="Control+Shift+Z" disabled={!canRedo} onClick={() => onCommand('redo')}>
        <Redo2 className={icon} aria-hidden />
      </Tool>
      <Divider />
      <Tool label="Bring to front" disabled={!hasSelection} onClick={() => onCommand('front')}>
        <BringToFront className={icon} aria-hidden />
      </Tool>
      <Tool label="Send to back" disabled={!hasSelection} onClick={() => onCommand('back')}>
        <SendToBack className={icon} aria-hidden />
      </Tool>
      <Tool
        label="Copy"
        shortcut="Control+D"
        disabled={!hasSelection || !canAdd}
        onClick={() => onCommand('copy')}
      >
        <Copy className={icon} aria-hidden />
      </Tool>
      <Tool label="Delete" shortcut="Delete" disabled={!hasSelection} onClick={() => onCommand('delete')}>
        <Trash2 className={icon} aria-hidden />
      </Tool>
      <Divider />
      <label htmlFor={templateId} className="sr-only">
        Start from a template
      </label>
      <NativeSelect
        id={templateId}
        value=""
        disabled={!templatesReady}
        className="h-9 w-auto min-w-0 max-w-44 px-2"
        onChange={(event) => {
          if (isGraphicsTemplateId(event.target.value)) onTemplate(event.target.value);
        }}
      >
        <SelectOptions choices={GRAPHICS_TEMPLATES} prompt="Templates…" />
      </NativeSelect>
    </div>
  );
}
