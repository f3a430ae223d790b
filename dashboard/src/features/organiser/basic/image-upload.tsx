import { ADVERTISED_IMAGE_FORMATS, type ImagePreset } from '@galaxia/core';
import { ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { FieldError } from '../../../components/ui/form-controls.tsx';
import { ImageFileInput } from '../../../components/ui/image-file-input.tsx';

export function ImageUpload({
  label,
  preset,
  currentUrl,
  file,
  onFile,
  onClear,
}: {
  label: string;
  preset: ImagePreset;
  currentUrl: string | null;
  file: File | null;
  onFile: (file: File | null) => void;
  onClear: () => void;
}) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const shown = preview ?? currentUrl;
  const [w, h] = preset.aspectRatio.split(':').map(Number);

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-200">
          {label}
        </label>
        <span className="text-xs text-slate-400">
          {preset.aspectRatio} · {preset.width}×{preset.height}
        </span>
      </div>
      <div
        className="relative overflow-hidden rounded-lg border border-dashed border-white/20 bg-ink-950/60"
        style={{ aspectRatio: `${w} / ${h}` }}
      >
        {shown ? (
          <img src={shown} alt={`${label} preview`} className="size-full object-cover" />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-1 text-muted">
            <ImagePlus className="size-6" aria-hidden />
            <span className="text-xs">{ADVERTISED_IMAGE_FORMATS} up to 5 MB</span>
          </div>
        )}
        {shown ? (
          <button
            type="button"
            onClick={() => {
              onFile(null);
              onClear();
            }}
            aria-label={`Remove ${label}`}
            className="absolute right-2 top-2 rounded-full bg-black/70 p-1 text-white hover:bg-black"
          >
            <X className="size-4" aria-hidden />
          </button>
        ) : null}
      </div>
      <ImageFileInput
        id={id}
        aria-describedby={error ? `${id}-error` : undefined}
        onImage={onFile}
        onProblem={setError}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}
