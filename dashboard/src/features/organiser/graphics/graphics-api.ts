import type { GraphicsSection } from '@galaxia/core';
import { apiSlice } from '../../../app/api-slice.ts';
import { type RouteBody, tableEndpoints } from '../../../app/table-endpoints.ts';

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
  endpoints: (build) => {
    const table = tableEndpoints(build);
    return {
      graphicsDesign: table.query('graphics.design', ({ id, section }: DesignArgs) => ({
        params: { id, section },
      })),
      saveGraphicsDesign: table.mutation(
        'graphics.saveDesign',
        ({ id, section, design, updatedAt }: DesignArgs & RouteBody<'graphics.saveDesign'>) => ({
          params: { id, section },
          body: { design, updatedAt },
        }),
      ),
      uploadGraphicsImage: table.mutation(
        'graphics.uploadImage',
        ({ id, image }: { id: string; image: File }) => ({
          params: { id },
          body: imageForm(image, image.name),
        }),
      ),
      applyGraphic: table.mutation(
        'graphics.apply',
        ({
          id,
          section,
          image,
          fileName,
          alt,
        }: DesignArgs & { image: Blob; fileName: string; alt: string }) => {
          const body = imageForm(image, fileName);
          // The picture keeps the description the organiser sees in the editor, saved or not yet.
          body.append('alt', alt);
          return { params: { id, section }, body };
        },
        // The basic step's image previews read basicInfo: it shows the new picture at once.
        { invalidatesTags: (_result, _error, { id }) => [{ type: 'Event', id }, 'Organiser'] },
      ),
    };
  },
});

export const {
  useGraphicsDesignQuery,
  useSaveGraphicsDesignMutation,
  useUploadGraphicsImageMutation,
  useApplyGraphicMutation,
} = graphicsApi;
