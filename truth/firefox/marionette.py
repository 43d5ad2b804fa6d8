"""A minimal Marionette client: Firefox's own remote protocol over TCP, each message
`LENGTH:JSON`, commands `[0, id, NAME, PARAMS]` answered by `[1, id, ERROR, RESULT]`
(remote/marionette/server.sys.mjs). geckodriver is not packaged in Debian 12, so the harness
speaks it directly."""

import json
import socket
import time


class MarionetteError(Exception):
    """An error answer from Firefox."""


class Marionette:
    """One connection to Firefox's Marionette server on 127.0.0.1:port."""

    def __init__(self, port, timeout=30.0):
        deadline = time.monotonic() + timeout
        while True:
            try:
                self.sock = socket.create_connection(("127.0.0.1", port), timeout=timeout)
                break
            except OSError:
                if time.monotonic() > deadline:
                    raise SystemExit("truth: Firefox's Marionette port %d never answered" % port)
                time.sleep(0.2)
        self.buffer = b""
        self.next_id = 1
        self.hello = self._receive()

    def _receive(self):
        while b":" not in self.buffer:
            self._read()
        head, _, _ = self.buffer.partition(b":")
        start = len(head) + 1
        while len(self.buffer) < start + int(head):
            self._read()
        body = self.buffer[start:start + int(head)]
        self.buffer = self.buffer[start + int(head):]
        return json.loads(body.decode("utf-8"))

    def _read(self):
        chunk = self.sock.recv(65536)
        if not chunk:
            raise SystemExit("truth: Firefox closed the Marionette connection")
        self.buffer += chunk

    def call(self, name, params=None):
        """Sends one command and returns its result; raises MarionetteError on an error answer."""
        message_id = self.next_id
        self.next_id += 1
        data = json.dumps([0, message_id, name, params or {}]).encode("utf-8")
        self.sock.sendall(str(len(data)).encode() + b":" + data)
        while True:
            answer = self._receive()
            if answer[0] == 1 and answer[1] == message_id:
                break
        if answer[2] is not None:
            raise MarionetteError("%s: %s" % (name, answer[2].get("message", answer[2])))
        result = answer[3]
        if isinstance(result, dict) and set(result) == {"value"}:
            return result["value"]
        return result

    def script(self, body, args=None, asynchronous=False, timeout_ms=30000):
        """Runs JavaScript in the current context (content or chrome) and returns its value."""
        name = "WebDriver:ExecuteAsyncScript" if asynchronous else "WebDriver:ExecuteScript"
        self.call("WebDriver:SetTimeouts", {"script": timeout_ms})
        return self.call(name, {"script": body, "args": args or []})

    def close(self):
        try:
            self.sock.close()
        except OSError:
            pass
