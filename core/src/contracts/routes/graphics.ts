import {
  appliedGraphicResponseSchema,
  graphicsDesignResponseSchema,
  graphicsImageUploadResponseSchema,
  saveGraphicsDesignSchema,
} from '../graphics.ts';
import { ofTournament, route } from './route-contract.ts';

/**
 * The canvas editor's designs, per tournament and section (poster, header, logo, match card, social
 * post), and the pictures used on and made from them. `section` is read by the use case: an unknown
 * one answers 404, as an unknown tournament does.
 */
export const graphicsRoutes = {
  // A multipart form with one `image`, checked by its magic bytes.
  uploadImage: route({
    method: 'post',
    path: '/tournaments/:id/graphics/images',
    access: 'organiser',
    summary: 'Uploads a picture to place on a design (multipart form, `image`)',
    response: graphicsImageUploadResponseSchema,
    status: 201,
    cache: ofTournament,
  }),
  design: route({
    method: 'get',
    path: '/tournaments/:id/graphics/:section',
    access: 'organiser',
    summary: "The section's saved design, or its starting template written from the tournament's details",
    response: graphicsDesignResponseSchema,
  }),
  saveDesign: route({
    method: 'put',
    path: '/tournaments/:id/graphics/:section',
    access: 'organiser',
    summary: "Saves the section's design (refused when another save came in since `updatedAt`)",
    body: saveGraphicsDesignSchema,
    response: graphicsDesignResponseSchema,
    cache: ofTournament,
  }),
  // A multipart form: the exported PNG as `image` and its description as `alt`.
  apply: route({
    method: 'post',
    path: '/tournaments/:id/graphics/:section/apply',
    access: 'organiser',
    summary: "Makes the exported picture the tournament's poster, header or logo (multipart form)",
    response: appliedGraphicResponseSchema,
    cache: ofTournament,
  }),
};
