// What the deferred floating pieces load on first use: Mantine's Tooltip, HoverCard and Menu
// with their positioning engine (floating-ui), kept out of a first visit's JavaScript.
export { HoverCard, Menu, Tooltip } from '@mantine/core';
