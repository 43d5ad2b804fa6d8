"""The nested GTK 4 program the GTK truth recorder runs under Broadway (`record.py --nested`):
Handoff's `profile` shape in a 500x800 undecorated window. An outer vertical GtkScrolledWindow
fills the window; its child is a box of a 280-px header, a 48-px tab bar and an inner vertical
GtkScrolledWindow 752 px tall over a 12800-px DrawingArea (200 rows of 64 px). Both keep GTK's
defaults (kinetic scrolling on, overlay scrollbars). Arguments: the log file, then the outer's and
the inner's start values. It writes JSON lines to the log, as Scroll.py does, with both values:

- ready: GTK's version and each adjustment's page size, upper bound and value, once the start
  values are set (after the window is mapped, which waits for the client's screen size);
- frame: each frame's clock time (gdk_frame_clock_get_frame_time, us), its frame counter `n` and
  both values after the paint;
- event: each input event the window is handed (capture phase): its time and both values before
  GTK acts on it;
- drag: each drag-begin and drag-update of a scrolled window's own GtkGestureDrag (`w`; not its
  GtkGesturePan, a GtkGestureDrag subclass grouped with it that GTK connects no handler to), after
  GTK's own handler moved the adjustment (`scrolled_window_drag_update_cb`, connected first): the
  event's time, the finger's y in the window (the gesture's start point plus its offset), the
  gesture's state for the touch (none, claimed or denied) and both values. The line order is the order GTK ran things in, one thread, so the newest touch GTK had
  applied when it painted a frame is the last one logged before that frame's line;
- swipe: the velocity a scrolled window's own GtkGestureSwipe hands to its kinetic scrolling
  (`w`: "outer" or "inner");
Run with GDK_BACKEND=broadway by Debian's /usr/bin/python3 (python3-gi).
"""

import json
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Graphene", "1.0")
from gi.repository import GLib, Graphene, Gtk  # noqa: E402

WIDTH, HEIGHT = 500, 800
HEADER, TAB_BAR, ROWS, ROW = 280, 48, 200, 64
INNER = HEIGHT - TAB_BAR


def area(height):
    """A DrawingArea of the window's width and `height` px (its content is never drawn: only its
    size matters)."""
    widget = Gtk.DrawingArea()
    widget.set_content_width(WIDTH)
    widget.set_content_height(height)
    return widget


def main(path, outer_start, inner_start):
    out = open(path, "w", buffering=1)

    def log(kind, **fields):
        out.write(json.dumps({"k": kind, "now": GLib.get_monotonic_time(), **fields}) + "\n")

    def activate(app):
        window = Gtk.ApplicationWindow(application=app, title="handoff nested truth")
        window.set_default_size(WIDTH, HEIGHT)
        window.set_decorated(False)
        outer = Gtk.ScrolledWindow()
        outer.set_policy(Gtk.PolicyType.NEVER, Gtk.PolicyType.AUTOMATIC)
        inner = Gtk.ScrolledWindow()
        inner.set_policy(Gtk.PolicyType.NEVER, Gtk.PolicyType.AUTOMATIC)
        inner.set_size_request(WIDTH, INNER)
        inner.set_vexpand(False)
        inner.set_child(area(ROWS * ROW))
        box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL)
        box.append(area(HEADER))
        box.append(area(TAB_BAR))
        box.append(inner)
        outer.set_child(box)
        window.set_child(outer)
        windows = {"outer": outer, "inner": inner}
        adjustments = {name: w.get_vadjustment() for name, w in windows.items()}

        def values():
            return {"outer": adjustments["outer"].get_value(), "inner": adjustments["inner"].get_value()}

        legacy = Gtk.EventControllerLegacy()
        legacy.set_propagation_phase(Gtk.PropagationPhase.CAPTURE)

        # PyGObject 3.42 cannot hand over the GdkEvent itself; the controller gives its time.
        def on_event(controller, _event):
            log("event", time=controller.get_current_event_time(), **values())
            return False

        legacy.connect("event", on_event)
        window.add_controller(legacy)

        for name, scrolled in windows.items():
            for controller in scrolled.observe_controllers():
                if isinstance(controller, Gtk.GestureSwipe):
                    controller.connect("swipe", lambda _g, vx, vy, n=name: log("swipe", w=n, vx=vx, vy=vy, **values()))
                elif type(controller) is Gtk.GestureDrag:
                    # Connected after GTK's own handlers (the scrolled window's init), so these run
                    # once GTK has moved the adjustment for the event.
                    controller.connect("drag-begin", lambda g, _x, y, n=name: log_drag(g, n, "begin", y))
                    controller.connect("drag-update", lambda g, _x, dy, n=name: log_drag(g, n, "update", dy))

        def log_drag(gesture, name, phase, y):
            start = gesture.get_start_point()
            finger = y if phase == "begin" else (start[2] + y if start[0] else None)
            state = gesture.get_sequence_state(gesture.get_current_sequence())
            log("drag", w=name, phase=phase, time=gesture.get_current_event_time(),
                y=None if finger is None else window_y(windows[name], finger), state=state.value_nick, **values())

        outer.add_tick_callback(lambda _w, _clock: True)

        def window_y(widget, y):
            """`y` in `widget`'s coordinates as window px."""
            point = widget.compute_point(window, Graphene.Point().init(0, y))
            return point[1].y if point[0] else None

        def after_paint(clock):
            log("frame", t=clock.get_frame_time(), n=clock.get_frame_counter(), **values())

        def on_map(_widget):
            window.get_frame_clock().connect("after-paint", after_paint)
            GLib.timeout_add(300, start)

        def start():
            adjustments["outer"].set_value(outer_start)
            adjustments["inner"].set_value(inner_start)
            GLib.timeout_add(200, ready)
            return False

        def ready():
            log("ready", gtk=f"{Gtk.get_major_version()}.{Gtk.get_minor_version()}.{Gtk.get_micro_version()}",
                kinetic=outer.get_kinetic_scrolling() and inner.get_kinetic_scrolling(),
                **{name: {"page": a.get_page_size(), "upper": a.get_upper(), "value": a.get_value()}
                   for name, a in adjustments.items()})
            return False

        window.connect("map", on_map)
        monitor = window.get_display().get_monitors().get_item(0)

        def present_when_tall(*_args):
            if monitor.get_geometry().height >= HEIGHT and not window.get_mapped():
                window.present()

        monitor.connect("notify::geometry", present_when_tall)
        present_when_tall()

    app = Gtk.Application(application_id="org.handoff.GtkNestedTruth")
    app.connect("activate", activate)
    app.run([])


if __name__ == "__main__":
    main(sys.argv[1], float(sys.argv[2]), float(sys.argv[3]))
