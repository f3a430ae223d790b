import type {
  AppliedGraphicResponse,
  GraphicsDesign,
  GraphicsDesignResponse,
  GraphicsImageUploadResponse,
  GraphicsSection,
} from '@galaxia/core';
import { apiSlice } from '../../../app/api-slice.ts';

interface DesignArgs {
  id: string;
  section: GraphicsSection;
}

const imageForm = (image: Blob, name: string) => {
  const form = new FormData();
  form.append('image', image, name);
  return form;
};

const graphicsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    graphicsDesign: build.query<GraphicsDesignResponse, DesignArgs>({
      query: ({ id, section }) => `/tournaments/${id}/graphics/${section}`,
    }),
    saveGraphicsDesign: build.mutation<
      GraphicsDesignResponse,
      DesignArgs & { design: GraphicsDesign; updatedAt: string | null }
    >({
      query: ({ id, section, design, updatedAt }) => ({
        url: `/tournaments/${id}/graphics/${section}`,
        method: 'PUT',
        body: { design, updatedAt },
      }),
    }),
    uploadGraphicsImage: build.mutation<GraphicsImageUploadResponse, { id: string; image: File }>({
      query: ({ id, image }) => ({
        url: `/tournaments/${id}/graphics/images`,
        method: 'POST',
        body: imageForm(image, image.name),
      }),
    }),
    applyGraphic: build.mutation<
      AppliedGraphicResponse,
      DesignArgs & { image: Blob; fileName: string; alt: string }
    >({
      query: ({ id, section, image, fileName, alt }) => {
        const body = imageForm(image, fileName);
        // The picture keeps the description the organiser sees in the editor, saved or not yet.
        body.append('alt', alt);
        return { url: `/tournaments/${id}/graphics/${section}/apply`, method: 'POST', body };
      },
      // The basic step's image previews read basicInfo: it shows the new picture at once.
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Event', id }, 'Organiser'],
    }),
  }),
});

export const {
  useGraphicsDesignQuery,

  useSaveGraphicsDesignMutation,
  useUploadGraphicsImageMutation,
  useApplyGraphicMutation,
} = graphicsApi;
