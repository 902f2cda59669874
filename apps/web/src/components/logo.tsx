/** The ChainReview mark: a chain link "C" with a star. Decorative; the link carries the name. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden focusable="false">
      <rect width="64" height="64" rx="14" fill="var(--mantine-color-blue-filled)" />
      <path
        d="M20 24a12 12 0 0 1 20-6l-4 4a6.5 6.5 0 1 0 0 20l4 4A12 12 0 0 1 20 24z"
        fill="#fff"
        transform="translate(0 6)"
      />
      <path
        d="m41 24 3.2 6.5 7.1 1-5.1 5 1.2 7.1-6.4-3.4-6.4 3.4 1.2-7.1-5.1-5 7.1-1z"
        fill="#ffd43b"
      />
    </svg>
  );
}
