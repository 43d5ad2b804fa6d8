"""The GTK 4 program the GTK truth recorder runs under Broadway: one 400x800 window holding one
vertical GtkScrolledWindow (GTK's defaults: kinetic scrolling on, overlay scrollbars) over a
20000-px DrawingArea. It writes JSON lines to the file named by its first argument:

- ready (once the window is mapped, which waits for the client's screen size): GTK's version and the vertical adjustment's page size and upper bound;
- frame: each frame's clock time (gdk_frame_clock_get_frame_time, us of CLOCK_MONOTONIC) and
  the vertical adjustment's value once the frame's update phase (the kinetic tick) has run;
- event: each input event the window is handed (capture phase), its time (ms, the time Broadway
  gave it) and the adjustment's value before GTK acts on it;
- swipe: the velocity the ScrolledWindow's own GtkGestureSwipe hands to its kinetic scrolling.

A tick callback keeps the frame clock running from start to exit, as a display would.
Run by record.py with GDK_BACKEND=broadway; Debian's /usr/bin/python3 (python3-gi).
"""

import json
import sys

import gi

gi.require_version("Gtk", "4.0")
from gi.repository import GLib, Gtk  # noqa: E402

WIDTH, HEIGHT, CONTENT = 400, 800, 20000


def main(path):
    out = open(path, "w", buffering=1)

    def log(kind, **fields):
        out.write(json.dumps({"k": kind, "now": GLib.get_monotonic_time(), **fields}) + "\n")

    def activate(app):
        window = Gtk.ApplicationWindow(application=app, title="handoff truth")
        window.set_default_size(WIDTH, HEIGHT)
        window.set_decorated(False)
        scrolled = Gtk.ScrolledWindow()
        scrolled.set_policy(Gtk.PolicyType.NEVER, Gtk.PolicyType.AUTOMATIC)
        content = Gtk.DrawingArea()
        content.set_content_width(WIDTH)
        content.set_content_height(CONTENT)
        scrolled.set_child(content)
        window.set_child(scrolled)
        adjustment = scrolled.get_vadjustment()

        # The input as the window gets it, before any of its controllers (capture phase).
        # PyGObject 3.42 cannot hand over the GdkEvent itself; the controller gives its time.
        legacy = Gtk.EventControllerLegacy()
        legacy.set_propagation_phase(Gtk.PropagationPhase.CAPTURE)

        def on_event(controller, _event):
            device = controller.get_current_event_device()
            log("event", time=controller.get_current_event_time(),
                source=device.get_source().value_nick if device else None, y=adjustment.get_value())
            return False

        legacy.connect("event", on_event)
        window.add_controller(legacy)

        # The ScrolledWindow's own swipe gesture: its handler (connected first) has started
        # the kinetic scrolling by the time this one runs.
        for controller in scrolled.observe_controllers():
            if isinstance(controller, Gtk.GestureSwipe):
                controller.connect("swipe", lambda _g, vx, vy: log("swipe", vx=vx, vy=vy, y=adjustment.get_value()))

        scrolled.add_tick_callback(lambda _w, _clock: True)

        def after_paint(clock):
            log("frame", t=clock.get_frame_time(), y=adjustment.get_value())

        def on_map(_widget):
            window.get_frame_clock().connect("after-paint", after_paint)
            GLib.timeout_add(300, ready)

        def ready():
            log("ready", gtk=f"{Gtk.get_major_version()}.{Gtk.get_minor_version()}.{Gtk.get_micro_version()}",
                page=adjustment.get_page_size(), upper=adjustment.get_upper(), width=scrolled.get_width(),
                kinetic=scrolled.get_kinetic_scrolling())
            return False

        window.connect("map", on_map)
        # Broadway's monitor is 1024x768 until the web client says its size
        # (gdk/broadway/gdkdisplay-broadway.c); a window mapped before that is cut to 768 px.
        monitor = window.get_display().get_monitors().get_item(0)

        def present_when_tall(*_args):
            if monitor.get_geometry().height >= HEIGHT and not window.get_mapped():
                window.present()

        monitor.connect("notify::geometry", present_when_tall)
        present_when_tall()

    app = Gtk.Application(application_id="org.handoff.GtkTruth")
    app.connect("activate", activate)
    app.run([])


if __name__ == "__main__":
    main(sys.argv[1])
