// Its own module so the container is a chunk of its own (see toasts.tsx).
export { Notifications } from '@mantine/notifications';
