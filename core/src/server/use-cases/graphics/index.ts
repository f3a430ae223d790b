export * from './apply-graphics-image.ts';
export * from './get-graphics-design.ts';
export * from './internal/graphics-section.ts';
export * from './save-graphics-design.ts';
export * from './upload-graphics-image.ts';
