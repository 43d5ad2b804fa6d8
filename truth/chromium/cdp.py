"""A headless Chromium and one page, spoken to over the DevTools protocol.

Only what the truth recorder needs: start the browser in a temporary profile, attach to its
page, send commands (waiting for the answer or not), and keep the events that arrive meanwhile.
"""

import json
import os
import shutil
import subprocess
import tempfile
import time
import urllib.request

import websocket


def _raise_priority():
    """Runs the browser ahead of other work on a busy machine where allowed (root): its fling
    ticks and frames then keep their order as on an idle one. Elsewhere it runs as it is."""
    try:
        os.nice(-10)
    except OSError:
        pass


class ProtocolError(RuntimeError):
    """The browser answered a command with an error, or stopped answering."""


class Browser:
    """`chromium --headless=new` with a DevTools port, its own profile and one page target."""

    def __init__(self, binary="chromium", port=9322, extra_flags=()):
        self.profile = tempfile.mkdtemp(prefix="handoff-truth-chromium-")
        flags = [
            "--headless=new",
            f"--remote-debugging-port={port}",
            "--force-device-scale-factor=1",
            "--touch-events=enabled",
            f"--user-data-dir={self.profile}",
            "--no-first-run",
            "--no-default-browser-check",
            "--disable-extensions",
            *extra_flags,
        ]
        # Chromium refuses to run as root with its sandbox (a container, CI); a user keeps it.
        if hasattr(os, "geteuid") and os.geteuid() == 0:
            flags.append("--no-sandbox")
        self.process = subprocess.Popen(
            [binary, *flags, "about:blank"], preexec_fn=_raise_priority,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        self.socket = websocket.create_connection(self._page_socket_url(port), timeout=30)
        self.next_id = 0
        self.events = []
        self.answers = {}

    def _page_socket_url(self, port):
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise ProtocolError(f"chromium exited with status {self.process.returncode}")
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/json", timeout=2) as answer:
                    targets = json.load(answer)
                pages = [t for t in targets if t.get("type") == "page"]
                if pages:
                    return pages[0]["webSocketDebuggerUrl"]
            except OSError:
                pass
            time.sleep(0.1)
        raise ProtocolError(f"no DevTools page on port {port} after 30 s")

    def send(self, method, **params):
        """Sends a command without waiting; returns its id (see `wait`)."""
        self.next_id += 1
        self.socket.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        return self.next_id

    def wait(self, command_id):
        """Reads messages until the answer to `command_id`; keeps events for later."""
        while command_id not in self.answers:
            message = json.loads(self.socket.recv())
            if "id" in message:
                self.answers[message["id"]] = message
            else:
                self.events.append(message)
        message = self.answers.pop(command_id)
        if "error" in message:
            raise ProtocolError(f"{message['error'].get('message')} ({message['error'].get('code')})")
        return message.get("result", {})

    def call(self, method, **params):
        """Sends a command and returns its result."""
        return self.wait(self.send(method, **params))

    def evaluate(self, expression):
        """Runs JavaScript in the page and returns its value (JSON-able)."""
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True,
                           awaitPromise=True)
        if "exceptionDetails" in result:
            raise ProtocolError(f"page script failed: {result['exceptionDetails'].get('text')}")
        return result["result"].get("value")

    def take_events(self, method):
        """Removes and returns the kept events named `method`."""
        taken = [e for e in self.events if e.get("method") == method]
        self.events = [e for e in self.events if e.get("method") != method]
        return taken

    def close(self):
        try:
            self.socket.close()
        finally:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
            shutil.rmtree(self.profile, ignore_errors=True)
