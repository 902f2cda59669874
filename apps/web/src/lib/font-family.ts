// The app's font stack (the theme's fontFamily), also used by the first-paint shell
// (first-paint.ts), which is written before Mantine's theme variables exist.
export const FONT_FAMILY =
  'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans CJK SC", "Noto Sans CJK KR", sans-serif';
