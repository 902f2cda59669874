// A project's logo, its initials when there is none. Decorative: the name is always beside it.
import { Avatar, type AvatarProps } from '@mantine/core';
import { imageSrcSet, sizedImage } from '@chainreview/shared/images';

export function ProjectAvatar({
  project,
  size = 40,
  ...props
}: {
  project: { name: string; avatar?: { url: string } | null };
} & Omit<AvatarProps, 'src' | 'alt'>) {
  const initials = project.name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const url = project.avatar?.url ?? null;
  // a number is the drawn width in px; Mantine's named sizes are at most 84 px
  const px = typeof size === 'number' ? size : 84;
  return (
    <Avatar
      src={url ? sizedImage(url, px) : null}
      imageProps={{ srcSet: imageSrcSet(url, px), sizes: `${px}px` }}
      alt=""
      size={size}
      radius="xl"
      color="blue"
      {...props}
    >
      {initials}
    </Avatar>
  );
}
