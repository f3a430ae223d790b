import type { GraphicsElement, TextElement } from '@galaxia/core';
import type Konva from 'konva';
import type { Ref } from 'react';
import { Ellipse, Group, Image as KonvaImage, Line, Rect, Text } from 'react-konva';
import { useLoadedImage } from './use-loaded-image.ts';

const fontStyle = (text: TextElement) =>
  [text.italic ? 'italic' : '', text.bold ? 'bold' : ''].filter(Boolean).join(' ') || 'normal';

const textDecoration = (text: TextElement) =>
  [text.underline ? 'underline' : '', text.strikethrough ? 'line-through' : ''].filter(Boolean).join(' ');

/** A transparent box the size of the element, so thin lines and short text are easy to grab. */
const HitBox = ({ element }: { element: GraphicsElement }) => (
  <Rect width={element.width} height={element.height} fill="rgba(0,0,0,0)" />
);

function ImageBody({ element }: { element: Extract<GraphicsElement, { type: 'image' }> }) {
  const image = useLoadedImage(element.source);
  if (!image) {
    return (
      <Rect
        width={element.width}
        height={element.height}
        fill="#ffffff10"
        stroke="#ffffff60"
        dash={[12, 8]}
      />
    );
  }
  return <KonvaImage image={image} width={element.width} height={element.height} />;
}

function Body({ element }: { element: GraphicsElement }) {
  switch (element.type) {
    case 'text':
      return (
        <>
          <HitBox element={element} />
          <Text
            width={element.width}
            text={element.text}
            fontSize={element.fontSize}
            fontFamily={`${element.fontFamily}, sans-serif`}
            fontStyle={fontStyle(element)}
            textDecoration={textDecoration(element)}
            fill={element.color}
            align={element.align}
            lineHeight={1.2}
            wrap="word"
          />
        </>
      );
    case 'image':
      return <ImageBody element={element} />;
    default: {
      const stroke = element.borderThickness > 0 ? element.borderColor : undefined;
      if (element.shapeType === 'line') {
        return (
          <>
            <HitBox element={element} />
            <Line
              points={[0, element.height / 2, element.width, element.height / 2]}
              stroke={element.borderColor}
              strokeWidth={element.borderThickness}
              lineCap="round"
            />
          </>
        );
      }
      if (element.shapeType === 'ellipse') {
        return (
          <Ellipse
            x={element.width / 2}
            y={element.height / 2}
            radiusX={element.width / 2}
            radiusY={element.height / 2}
            fill={element.fillColor}
            stroke={stroke}
            strokeWidth={element.borderThickness}
          />
        );
      }
      return (
        <Rect
          width={element.width}
          height={element.height}
          fill={element.fillColor}
          stroke={stroke}
          strokeWidth={element.borderThickness}
        />
      );
    }
  }
}

export function CanvasElement({
  element,
  nodeRef,
  onSelect,
  onDragEnd,
  onTransformStart,
  onTransformEnd,
  onEditText,
}: {
  element: GraphicsElement;
  nodeRef: Ref<Konva.Group>;
  onSelect: (id: string) => void;
  onDragEnd: (id: string, node: Konva.Group) => void;
  onTransformStart: (node: Konva.Group) => void;
  onTransformEnd: (id: string, node: Konva.Group) => void;
  onEditText: (id: string) => void;
}) {
  const select = () => onSelect(element.id);
  return (
    <Group
      ref={nodeRef}
      id={element.id}
      x={element.x}
      y={element.y}
      rotation={element.rotation}
      opacity={element.opacity}
      draggable
      onMouseDown={select}
      onTouchStart={select}
      onDragStart={select}
      onDragEnd={(event) => onDragEnd(element.id, event.currentTarget as Konva.Group)}
      onTransformStart={(event) => onTransformStart(event.currentTarget as Konva.Group)}
      onTransformEnd={(event) => onTransformEnd(element.id, event.currentTarget as Konva.Group)}
      onDblClick={() => element.type === 'text' && onEditText(element.id)}
      onDblTap={() => element.type === 'text' && onEditText(element.id)}
    >
      <Body element={element} />
    </Group>
  );
}
