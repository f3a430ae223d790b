import {
  addElement,
  bringToFront,
  buildTemplate,
  canAddElement,
  canRedo,
  canUndo,
  copyElement,
  createImageElement,
  createShapeElement,
  createTextElement,
  deleteElement,
  designAlt,
  ERROR_CODES,
  findElement,
  GRAPHICS_SECTION_LABELS,
  type GraphicsDesign,
  type GraphicsDesignResponse,
  type GraphicsElement,
  type GraphicsSection,
  type GraphicsTemplateData,
  type GraphicsTemplateId,
  graphicsLimits,
  IMAGE_MAX_BYTES,
  messages,
  nextElementId,
  nudgeElement,
  sendToBack,
  tournamentImageOf,
  updateBackground,
} from '@galaxia/core';
import { Download, ImageUp, LoaderCircle } from 'lucide-react';
import { useCallback, useEffect, useId, useReducer, useRef, useState } from 'react';
import { asResult, errorMessage, hasErrorCode } from '../../../app/api-slice.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { toast } from '../../../components/ui/toaster.tsx';
import { AltTextCard } from './alt-text-card.tsx';
import { CanvasPanel } from './canvas-panel.tsx';
import { type CanvasHandle, EditorCanvas } from './editor-canvas.tsx';
import { editorReducer, initialEditorState } from './editor-state.ts';
import { EditorToolbar, type ToolbarCommand } from './editor-toolbar.tsx';
import {
  useApplyGraphicMutation,
  useSaveGraphicsDesignMutation,
  useUploadGraphicsImageMutation,
} from './graphics-api.ts';
import { checkImageFile, dataUrlToBlob, downloadDataUrl, exportFileName } from './image-files.ts';
import { isEditableTarget, shortcutFor } from './keyboard-shortcuts.ts';
import { LayersPanel } from './layers-panel.tsx';
import { PropertiesPanel } from './properties-panel.tsx';
import { SaveStatusLine } from './save-status.tsx';
import { type SaveDesign, useAutosave } from './use-autosave.ts';
import { loadImage } from './use-loaded-image.ts';

/** Someone saved a newer version since this editor loaded the design. */
const isConflict = (error: unknown) => hasErrorCode(error, ERROR_CODES.staleWrite);

export function GraphicsEditor({
  tournamentId,
  section,
  initial,
  templateData,
  eventName,
  seasonNumber,
  onLoadLatest,
  fetchLatestVersion,
}: {
  tournamentId: string;
  section: GraphicsSection;
  initial: GraphicsDesignResponse;
  templateData: GraphicsTemplateData | null;
  eventName: string;
  seasonNumber: number;
  onLoadLatest: () => void;
  fetchLatestVersion: () => Promise<string | null>;
}) {
  const [state, dispatch] = useReducer(editorReducer, initial.design, initialEditorState);
  const design = state.history.present;
  const latest = useRef(design);
  const selected = state.selectedId ? findElement(design, state.selectedId) : undefined;
  const canvas = useRef<CanvasHandle>(null);
  const textFieldId = useId();
  const [saveDesign] = useSaveGraphicsDesignMutation();
  const [uploadImage] = useUploadGraphicsImageMutation();
  const [applyGraphic, { isLoading: applying }] = useApplyGraphicMutation();
  const [uploading, setUploading] = useState(false);
  const [exporting, setExporting] = useState(false);
  const target = tournamentImageOf(section);

  useEffect(() => {
    latest.current = design;
  }, [design]);

  const save = useCallback<SaveDesign>(
    async (next, updatedAt) => {
      try {
        const saved = await saveDesign({ id: tournamentId, section, design: next, updatedAt }).unwrap();
        return { ok: true, updatedAt: saved.updatedAt };
      } catch (error) {
        return {
          ok: false,
          conflict: isConflict(error),
          message: errorMessage(error, messages.graphics.saveFailed),
        };
      }
    },
    [saveDesign, tournamentId, section],
  );
  const autosave = useAutosave(design, initial.updatedAt, save);

  const add = (element: GraphicsElement) => {
    if (!canAddElement(latest.current)) {
      toast.error(messages.graphics.elementLimit(graphicsLimits.maxElements));
      return;
    }
    dispatch({ type: 'change', change: (current) => addElement(current, element), select: element.id });
  };

  const changeSelected = (
    change: (current: GraphicsDesign, id: string) => GraphicsDesign,
    group?: string,
  ) => {
    const id = state.selectedId;
    if (!id) return;
    dispatch({ type: 'change', change: (current) => change(current, id), ...(group ? { group } : {}) });
  };

  const duplicate = () => {
    const id = state.selectedId;
    if (!id) return;
    if (!canAddElement(design)) {
      toast.error(messages.graphics.elementLimit(graphicsLimits.maxElements));
      return;
    }
    const copyId = nextElementId(design);
    dispatch({ type: 'change', change: (current) => copyElement(current, id, copyId), select: copyId });
  };

  const uploaded = async (file: File): Promise<string | null> => {
    const problem = await checkImageFile(file);
    if (problem) {
      toast.error(problem);
      return null;
    }
    setUploading(true);
    try {
      const { url } = await uploadImage({ id: tournamentId, image: file }).unwrap();
      await loadImage(url);
      return url;
    } catch (error) {
      toast.error(errorMessage(error, messages.graphics.uploadFailed));
      return null;
    } finally {
      setUploading(false);
    }
  };

  const addImage = async (file: File) => {
    const url = await uploaded(file);
    if (!url) return;
    const picture = await loadImage(url);
    add(
      createImageElement(latest.current, {
        source: url,
        naturalWidth: picture.naturalWidth,
        naturalHeight: picture.naturalHeight,
      }),
    );
  };

  const setBackgroundImage = async (file: File) => {
    const url = await uploaded(file);
    if (url) dispatch({ type: 'change', change: (current) => updateBackground(current, { image: url }) });
  };

  const exportImage = async (mimeType: 'image/png' | 'image/jpeg') => {
    const handle = canvas.current;
    if (!handle) throw new Error('The canvas is not ready');
    return handle.exportDataUrl(mimeType);
  };

  const download = async () => {
    setExporting(true);
    try {
      downloadDataUrl(await exportImage('image/png'), exportFileName(eventName, seasonNumber, section));
    } catch {
      toast.error(messages.graphics.exportFailed);
    } finally {
      setExporting(false);
    }
  };

  const apply = async () => {
    if (!target) return;
    void autosave.flush();
    let image: Blob;
    let fileName = exportFileName(eventName, seasonNumber, section);
    try {
      image = dataUrlToBlob(await exportImage('image/png'));
      // A photo-heavy PNG can pass the upload limit; the same picture as a JPEG fits.
      if (image.size > IMAGE_MAX_BYTES) {
        image = dataUrlToBlob(await exportImage('image/jpeg'));
        fileName = exportFileName(eventName, seasonNumber, section, 'jpg');
      }
    } catch {
      toast.error(messages.graphics.exportFailed);
      return;
    }
    const result = await asResult(
      applyGraphic({ id: tournamentId, section, image, fileName, alt: designAlt(latest.current) }),
      messages.graphics.applyFailed,
    );
    if (result.success) toast.success(messages.graphics.applied(target));
    else toast.error(result.error);
  };

  const applyTemplate = (id: GraphicsTemplateId) => {
    if (!templateData) return;
    const next = buildTemplate(id, section, templateData);
    dispatch({ type: 'change', change: () => next, select: null });
    toast.info(messages.graphics.templateApplied);
  };

  const run = (command: ToolbarCommand) => {
    switch (command) {
      case 'text':
        return add(createTextElement(design));
      case 'rectangle':
      case 'ellipse':
      case 'line':
        return add(createShapeElement(design, command));
      case 'undo':
        return dispatch({ type: 'undo' });
      case 'redo':
        return dispatch({ type: 'redo' });
      case 'front':
        return changeSelected(bringToFront);
      case 'back':
        return changeSelected(sendToBack);
      case 'copy':
        return duplicate();
      case 'delete':
        return changeSelected(deleteElement);
    }
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isEditableTarget(event.target)) return;
      const action = shortcutFor(event);
      if (!action) return;
      const id = state.selectedId;
      switch (action.type) {
        case 'undo':
        case 'redo':
          event.preventDefault();
          dispatch({ type: action.type });
          return;
        case 'save':
          event.preventDefault();
          void autosave.flush();
          return;
        case 'deselect':
          dispatch({ type: 'select', id: null });
          return;
        case 'duplicate':
          event.preventDefault();
          duplicate();
          return;
        case 'delete':
          if (!id) return;
          event.preventDefault();
          dispatch({ type: 'change', change: (current) => deleteElement(current, id) });
          return;
        case 'nudge':
          if (!id) return;
          event.preventDefault();
          dispatch({
            type: 'change',
            change: (current) => nudgeElement(current, id, action.dx, action.dy),
            group: `${id}:nudge`,
          });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const editText = (id: string) => {
    dispatch({ type: 'select', id });
    requestAnimationFrame(() => document.getElementById(textFieldId)?.focus());
  };

  const keepMine = async () => {
    try {
      autosave.overwrite(await fetchLatestVersion());
    } catch (error) {
      toast.error(errorMessage(error, messages.graphics.saveFailed));
    }
  };

  const label = GRAPHICS_SECTION_LABELS[section];

  return (
    <div className="flex flex-col gap-4">
      <EditorToolbar
        onCommand={run}
        onImage={(file) => void addImage(file)}
        onTemplate={applyTemplate}
        canAdd={canAddElement(design)}
        canUndo={canUndo(state.history)}
        canRedo={canRedo(state.history)}
        hasSelection={selected !== undefined}
        uploading={uploading}
        templatesReady={templateData !== null}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SaveStatusLine
          status={autosave.status}
          error={autosave.error}
          onRetry={() => void autosave.flush()}
          onLoadLatest={onLoadLatest}
          onKeepMine={() => void keepMine()}
        />
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => void download()} disabled={exporting}>
            {exporting ? (
              <LoaderCircle className="size-4 animate-spin" aria-hidden />
            ) : (
              <Download className="size-4" aria-hidden />
            )}
            Export PNG
          </Button>
          {target ? (
            <Button onClick={() => void apply()} disabled={applying}>
              {applying ? (
                <LoaderCircle className="size-4 animate-spin" aria-hidden />
              ) : (
                <ImageUp className="size-4" aria-hidden />
              )}
              Use as {target}
            </Button>
          ) : null}
        </div>
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_17rem]">
        <div className="flex min-w-0 flex-col gap-2">
          <EditorCanvas
            design={design}
            selectedId={state.selectedId}
            dispatch={dispatch}
            onEditText={editText}
            handleRef={canvas}
            label={label}
          />
          <p className="text-xs text-muted">
            Drag to move; corner handles resize and rotate. Delete removes, arrows nudge (Shift: 10 px),
            Ctrl+D copies, Ctrl+Z undoes, Ctrl+Shift+Z redoes.
          </p>
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <Card className="p-4">
            <h3 className="mb-3 font-display text-lg font-bold tracking-wide">
              {selected ? 'Properties' : 'Canvas'}
            </h3>
            {selected ? (
              <PropertiesPanel element={selected} dispatch={dispatch} textFieldId={textFieldId} />
            ) : (
              <CanvasPanel
                design={design}
                dispatch={dispatch}
                onBackgroundImage={(file) => void setBackgroundImage(file)}
                uploading={uploading}
              />
            )}
          </Card>
          <Card className="p-4">
            <h3 className="mb-3 font-display text-lg font-bold tracking-wide">Layers</h3>
            <LayersPanel elements={design.elements} selectedId={state.selectedId} dispatch={dispatch} />
          </Card>
          {target ? <AltTextCard design={design} dispatch={dispatch} /> : null}
        </div>
      </div>
    </div>
  );
}
