"""The GTK 4 subject: a GtkScrolledWindow around a GtkListView of the same 64-px rows, in a
window at (0, 0) of WIDTH x HEIGHT (argv). The rows come from a GtkBuilderListItemFactory, so no
Python runs while it scrolls. Run with GDK_BACKEND=x11 GSK_RENDERER=cairo."""

import sys

import gi

gi.require_version("Gtk", "4.0")
from gi.repository import GLib, Gtk  # noqa: E402

ROW = b"""<?xml version="1.0" encoding="UTF-8"?>
<interface>
  <template class="GtkListItem">
    <property name="child">
      <object class="GtkBox">
        <property name="orientation">vertical</property>
        <property name="height-request">64</property>
        <property name="margin-start">16</property>
        <property name="valign">center</property>
        <child>
          <object class="GtkLabel">
            <property name="xalign">0</property>
            <binding name="label"><lookup name="string" type="GtkStringObject"><lookup name="item">GtkListItem</lookup></lookup></binding>
          </object>
        </child>
      </object>
    </property>
  </template>
</interface>
"""


def main():
    width, height = int(sys.argv[1]), int(sys.argv[2])
    app = Gtk.Application(application_id=None)

    def activate(application):
        window = Gtk.ApplicationWindow(application=application, title="latency list")
        window.set_decorated(False)
        window.set_default_size(width, height)
        rows = Gtk.StringList.new(["Row %d  the same row, number %d" % (i, i) for i in range(1000)])
        factory = Gtk.BuilderListItemFactory.new_from_bytes(None, GLib.Bytes.new(ROW))
        view = Gtk.ListView.new(Gtk.NoSelection.new(rows), factory)
        scrolled = Gtk.ScrolledWindow()
        scrolled.set_child(view)
        window.set_child(scrolled)
        window.present()

    app.connect("activate", activate)
    app.run([])


if __name__ == "__main__":
    main()
