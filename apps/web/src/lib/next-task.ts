// Work split into tasks of its own: on a phone a first load's render and the renders of the
// data that arrives with it are each one long task on the main thread, which holds up input
// and paint (Lighthouse's Total Blocking Time). Callbacks queued here run one per task, in
// order. A MessageChannel message is a task that setTimeout's clamp (4 ms once nested) does
// not delay.

type Callback = () => void;

const queue: Callback[] = [];
let channel: MessageChannel | null = null;

function runOne() {
  const callback = queue.shift();
  if (queue.length) channel!.port2.postMessage(null);
  callback?.();
}

/** Runs `callback` in a task of its own after those queued before it; returns a cancel. */
export function nextTask(callback: Callback): () => void {
  if (typeof MessageChannel === 'undefined') {
    const timer = setTimeout(callback, 0);
    return () => clearTimeout(timer);
  }
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = runOne;
    // Node's ports (the component tests) would otherwise keep the process alive
    (channel.port1 as { unref?: () => void }).unref?.();
  }
  const entry: Callback = () => callback();
  queue.push(entry);
  if (queue.length === 1) channel.port2.postMessage(null);
  return () => {
    const at = queue.indexOf(entry);
    if (at >= 0) queue.splice(at, 1);
  };
}
