// The link and image rules of review content (content.ts), on their own: a page that renders
// content needs these two, not the whole sanitizer (a client bundle takes the whole module).

/** Image sources we serve ourselves (uploads through the API). */
export const UPLOADED_IMAGE_PATTERN = /^\/api\/public\/files\/[\w-]+\.(?:png|jpg)$/;
export const SAFE_LINK_PATTERN = /^https?:\/\/[^\s<>"']+$/i;
