export * from './apply-graphics-image.ts';
export * from './get-graphics-design.ts';
export * from './graphics-section.ts';
export * from './save-graphics-design.ts';
export * from './upload-graphics-image.ts';
