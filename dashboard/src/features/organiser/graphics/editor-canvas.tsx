import {
  acceptsResize,
  findElement,
  type GraphicsDesign,
  graphicsLimits,
  moveElement,
  resizeElement,
} from '@galaxia/core';
import Konva from 'konva';
import {
  type Dispatch,
  type Ref,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Image as KonvaImage, Layer, Rect, Shape, Stage, Transformer } from 'react-konva';
import { CanvasElement } from './canvas-element.tsx';
import type { EditorAction } from './editor-state.ts';
import { loadImage, useLoadedImage } from './use-loaded-image.ts';

// The stage is drawn at the design's own size and the page scales it down with CSS: one canvas pixel is
// one design pixel, so the export is exactly the design's size and a phone never allocates a canvas three
// times the size of a 1920-pixel poster.
Konva.pixelRatio = 1;

/** The tallest the canvas is shown, in CSS pixels, so the tools stay in view. */
const MAX_DISPLAY_HEIGHT = 620;

export interface CanvasHandle {
  /** The design as an image of exactly its width and height, without selection handles. */
  exportDataUrl: (mimeType?: 'image/png' | 'image/jpeg') => Promise<string>;
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

function Backdrop({ design }: { design: GraphicsDesign }) {
  const { width, height, background } = design;
  const image = useLoadedImage(background.image);
  const cover = image ? Math.max(width / image.width, height / image.height) : 1;
  return (
    <>
      <Rect name="background" width={width} height={height} fill={background.color} />
      {image ? (
        <KonvaImage
          name="background"
          image={image}
          width={image.width * cover}
          height={image.height * cover}
          x={(width - image.width * cover) / 2}
          y={(height - image.height * cover) / 2}
        />
      ) : null}
      {background.template === 'gradient' ? (
        <Rect
          listening={false}
          width={width}
          height={height}
          fillLinearGradientStartPoint={{ x: 0, y: 0 }}
          fillLinearGradientEndPoint={{ x: width, y: height }}
          fillLinearGradientColorStops={[
            0,
            'rgba(168,85,247,0.45)',
            0.55,
            'rgba(11,11,20,0)',
            1,
            'rgba(34,211,238,0.35)',
          ]}
        />
      ) : null}
      {background.template === 'spotlight' ? (
        <Rect
          listening={false}
          width={width}
          height={height}
          fillRadialGradientStartPoint={{ x: width * 0.72, y: height * 0.28 }}
          fillRadialGradientEndPoint={{ x: width * 0.72, y: height * 0.28 }}
          fillRadialGradientStartRadius={0}
          fillRadialGradientEndRadius={Math.max(width, height) * 0.75}
          fillRadialGradientColorStops={[
            0,
            'rgba(168,85,247,0.5)',
            0.5,
            'rgba(34,211,238,0.1)',
            1,
            'rgba(0,0,0,0)',
          ]}
        />
      ) : null}
      {background.template === 'stripes' ? (
        <Shape
          listening={false}
          stroke="rgba(255,255,255,0.06)"
          strokeWidth={16}
          sceneFunc={(context, shape) => {
            context.beginPath();
            for (let x = -height; x < width; x += 56) {
              context.moveTo(x, height);
              context.lineTo(x + height, 0);
            }
            context.strokeShape(shape);
          }}
        />
      ) : null}
      {background.template === 'grid' ? (
        <Shape
          listening={false}
          stroke="rgba(34,211,238,0.14)"
          strokeWidth={2}
          sceneFunc={(context, shape) => {
            context.beginPath();
            for (let x = 64; x < width; x += 64) {
              context.moveTo(x, 0);
              context.lineTo(x, height);
            }
            for (let y = 64; y < height; y += 64) {
              context.moveTo(0, y);
              context.lineTo(width, y);
            }
            context.strokeShape(shape);
          }}
        />
      ) : null}
    </>
  );
}

/**
 * The Konva view of a design. It draws the design and turns pointer gestures into the core's pure
 * operations (move, resize, rotate); it holds no design state of its own.
 */
export function EditorCanvas({
  design,
  selectedId,
  dispatch,
  onEditText,
  handleRef,
  label,
}: {
  design: GraphicsDesign;
  selectedId: string | null;
  dispatch: Dispatch<EditorAction>;
  onEditText: (id: string) => void;
  handleRef: Ref<CanvasHandle>;
  label: string;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const content = useRef<Konva.Layer>(null);
  const transformer = useRef<Konva.Transformer>(null);
  const nodes = useRef(new Map<string, Konva.Group>());
  const transformStart = useRef<{ width: number; height: number } | null>(null);
  const [available, setAvailable] = useState(0);

  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    setAvailable(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => setAvailable(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const { width, height } = design;
  const scale = available > 0 ? Math.min(1, available / width, MAX_DISPLAY_HEIGHT / height) : 0;
  const selected = selectedId ? findElement(design, selectedId) : undefined;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the handles follow the selected node's new size after every edit.
  useEffect(() => {
    const handles = transformer.current;
    if (!handles) return;
    const node = selectedId ? nodes.current.get(selectedId) : undefined;
    handles.nodes(node ? [node] : []);
    handles.forceUpdate();
    handles.getLayer()?.batchDraw();
  }, [selectedId, design]);

  useImperativeHandle(handleRef, () => ({
    async exportDataUrl(mimeType = 'image/png') {
      const sources = [
        design.background.image,
        ...design.elements.map((el) => (el.type === 'image' ? el.source : undefined)),
      ];
      await Promise.all(
        sources.filter((source) => source !== undefined).map((source) => loadImage(source).catch(() => null)),
      );
      await nextFrame();
      await nextFrame();
      const layer = content.current;
      if (!layer) throw new Error('The canvas is not ready');
      return layer.toDataURL({ x: 0, y: 0, width, height, pixelRatio: 1, mimeType, quality: 0.92 });
    },
  }));

  const deselectOnEmpty = (event: Konva.KonvaEventObject<MouseEvent | TouchEvent>) => {
    if (event.target === event.target.getStage() || event.target.name() === 'background') {
      dispatch({ type: 'select', id: null });
    }
  };

  const onDragEnd = (id: string, node: Konva.Group) => {
    const position = { x: node.x(), y: node.y() };
    const moved = findElement(moveElement(design, id, position), id);
    if (moved) node.position({ x: moved.x, y: moved.y });
    dispatch({ type: 'change', change: (current) => moveElement(current, id, position) });
  };

  const onTransformEnd = (id: string, node: Konva.Group) => {
    const element = findElement(design, id);
    const scaleX = node.scaleX();
    const scaleY = node.scaleY();
    node.scale({ x: 1, y: 1 });
    if (!element) return;
    const box = {
      x: node.x(),
      y: node.y(),
      width: element.width * scaleX,
      height: element.height * scaleY,
      rotation: node.rotation(),
    };
    const resized = findElement(resizeElement(design, id, box), id);
    if (resized) node.setAttrs({ x: resized.x, y: resized.y, rotation: resized.rotation });
    dispatch({ type: 'change', change: (current) => resizeElement(current, id, box) });
  };

  const handle = scale > 0 ? graphicsLimits.handleSize / scale : graphicsLimits.handleSize;

  return (
    <div ref={frame} className="w-full">
      <figure
        aria-label={`${label} canvas, ${width} by ${height} pixels`}
        data-testid="graphics-canvas"
        className="relative mx-auto overflow-hidden rounded-lg shadow-2xl shadow-black/40 ring-1 ring-white/15"
        style={{ width: width * scale, height: height * scale }}
      >
        <div style={{ width, height, transform: `scale(${scale})`, transformOrigin: '0 0' }}>
          <Stage width={width} height={height} onMouseDown={deselectOnEmpty} onTouchStart={deselectOnEmpty}>
            <Layer ref={content}>
              <Backdrop design={design} />
              {design.elements.map((element) => (
                <CanvasElement
                  key={element.id}
                  element={element}
                  nodeRef={(node) => {
                    if (node) nodes.current.set(element.id, node);
                    else nodes.current.delete(element.id);
                  }}
                  onSelect={(id) => dispatch({ type: 'select', id })}
                  onDragEnd={onDragEnd}
                  onTransformStart={() => {
                    transformStart.current = null;
                  }}
                  onTransformEnd={onTransformEnd}
                  onEditText={onEditText}
                />
              ))}
            </Layer>
            <Layer>
              <Transformer
                ref={transformer}
                enabledAnchors={['top-left', 'top-right', 'bottom-left', 'bottom-right']}
                keepRatio={selected?.type !== 'shape'}
                flipEnabled={false}
                anchorSize={handle}
                anchorCornerRadius={handle / 5}
                anchorStrokeWidth={handle / 10}
                anchorStroke="#22d3ee"
                anchorFill="#0b0b14"
                borderStroke="#22d3ee"
                borderStrokeWidth={handle / 6}
                rotateAnchorOffset={handle * 3}
                boundBoxFunc={(oldBox, newBox) => {
                  if (!selected) return newBox;
                  transformStart.current ??= { width: oldBox.width, height: oldBox.height };
                  const start = transformStart.current;
                  const proposed = {
                    width: (selected.width * newBox.width) / start.width,
                    height: (selected.height * newBox.height) / start.height,
                  };
                  return acceptsResize(selected, proposed) ? newBox : oldBox;
                }}
              />
            </Layer>
          </Stage>
        </div>
      </figure>
    </div>
  );
}
