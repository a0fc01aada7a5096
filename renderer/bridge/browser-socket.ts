import type { OpenSocket } from './web-transport.ts';

/** Adapts the browser's WebSocket to the transport's `OpenSocket`. */
export function browserSocketOpener(url: string, protocols: readonly string[]): OpenSocket {
  return (handlers) => {
    const socket = new WebSocket(url, [...protocols]);
    socket.onopen = () => handlers.onOpen();
    socket.onmessage = (event: MessageEvent<unknown>) => {
      if (typeof event.data === 'string') handlers.onMessage(event.data);
    };
    // `error` is always followed by `close`; a refused upgrade (wrong secret, Origin or Host)
    // shows up only as a close (code 1006), with no reason a page may read.
    socket.onclose = () => handlers.onClose();
    return {
      send: (text) => socket.send(text),
      close: () => socket.close(1000),
    };
  };
}
