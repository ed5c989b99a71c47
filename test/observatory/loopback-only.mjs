// Loaded into the Observatory's scanner process (node --import): every TCP or TLS connection it opens must go to
// 127.0.0.1, so a scan of the local site can never reach another host (the scanner follows redirects and would
// connect wherever a Location header pointed). A connection elsewhere throws before any packet leaves.
import net from "node:net";

const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function (...args) {
  // Node passes either (options[, listener]), (port[, host][, listener]) or its own normalized [options, listener].
  const first = Array.isArray(args[0]) ? args[0][0] : args[0];
  const options = typeof first === "object" && first !== null ? first : { port: first, host: args[1] };
  // A TCP connection names a port (a Unix socket does not); with no host Node connects to localhost.
  const tcp = options.port !== undefined && options.port !== null;
  if (tcp && options.host !== undefined && options.host !== "127.0.0.1") {
    throw new Error(`observatory: refused a connection to ${String(options.host)}:${String(options.port)} (only 127.0.0.1 is scanned)`);
  }
  return connect.apply(this, args);
};
