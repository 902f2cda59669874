// A project's logo, its initials when there is none. Decorative: the name is always beside it.
import { Avatar, type AvatarProps } from '@mantine/core';

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
  return (
    <Avatar
      src={project.avatar?.url ?? null}
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
