import { GRAPHICS_TEMPLATES, type GraphicsTemplateId, isGraphicsTemplateId } from '@galaxia/core';
import {
  BringToFront,
  Circle,
  Copy,
  ImagePlus,
  LoaderCircle,
  type LucideIcon,
  Minus,
  Redo2,
  SendToBack,
  Square,
  Trash2,
  Type,
  Undo2,
} from 'lucide-react';
import { Fragment, type ReactNode, useId, useRef } from 'react';
import { NativeSelect } from '../../../components/ui/form-controls.tsx';
import { SelectOptions } from '../../../components/ui/select-options.tsx';
import { cn } from '../../../lib/cn.ts';
import { HiddenImageInput } from './hidden-image-input.tsx';

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

interface CommandTool {
  command: ToolbarCommand;
  label: string;
  Icon: LucideIcon;
  shortcut?: string;
  enabled: boolean;
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
  // Shapes, history, then arrangement, each group closed by a divider.
  const commandGroups: CommandTool[][] = [
    [
      { command: 'rectangle', label: 'Rectangle', Icon: Square, enabled: canAdd },
      { command: 'ellipse', label: 'Ellipse', Icon: Circle, enabled: canAdd },
      { command: 'line', label: 'Line', Icon: Minus, enabled: canAdd },
    ],
    [
      { command: 'undo', label: 'Undo', Icon: Undo2, shortcut: 'Control+Z', enabled: canUndo },
      { command: 'redo', label: 'Redo', Icon: Redo2, shortcut: 'Control+Shift+Z', enabled: canRedo },
    ],
    [
      { command: 'front', label: 'Bring to front', Icon: BringToFront, enabled: hasSelection },
      { command: 'back', label: 'Send to back', Icon: SendToBack, enabled: hasSelection },
      { command: 'copy', label: 'Copy', Icon: Copy, shortcut: 'Control+D', enabled: hasSelection && canAdd },
      { command: 'delete', label: 'Delete', Icon: Trash2, shortcut: 'Delete', enabled: hasSelection },
    ],
  ];
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
      <HiddenImageInput ref={fileInput} label="Image file" onImage={onImage} />
      {commandGroups.map((group) => (
        <Fragment key={group[0]?.command}>
          {group.map(({ command, label, Icon, shortcut, enabled }) => (
            <Tool
              key={command}
              label={label}
              shortcut={shortcut}
              disabled={!enabled}
              onClick={() => onCommand(command)}
            >
              <Icon className={icon} aria-hidden />
            </Tool>
          ))}
          <Divider />
        </Fragment>
      ))}
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
