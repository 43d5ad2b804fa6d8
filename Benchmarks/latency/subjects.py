"""The five subjects: how each is started on the shared Xvfb, what it scrolls on, its version.

Every subject shows the same long list of 64-px rows (content/) in a window at (0, 0) filling the
screen; Handoff shows its own default scene (profile), which is what its users see.
"""

import os
import shutil
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
CONTENT = os.path.join(HERE, "content")


def _output(command, env=None):
    try:
        return subprocess.run(command, capture_output=True, text=True, timeout=30, env=env).stdout.strip()
    except (OSError, subprocess.TimeoutExpired):
        return ""


def _package_version(package):
    return _output(["dpkg-query", "-W", "-f", "${Version}", package]) or "?"


class Subject:
    """One toolkit under test. `kinds` are the input kinds it scrolls on."""

    name = ""
    process = None
    kinds = ("wheel",)

    def missing(self):
        """Why it cannot run here, or None."""
        return None

    def version(self):
        return "?"

    def command(self, size, work):
        raise NotImplementedError

    def environment(self, display):
        env = dict(os.environ, DISPLAY=display)
        env.pop("WAYLAND_DISPLAY", None)
        return env

    def start(self, display, size, work):
        """Starts it in its own process group, stderr to work/NAME.err."""
        self.stderr_path = os.path.join(work, self.name + ".err")
        self.stdout_path = os.path.join(work, self.name + ".out")
        self.process = subprocess.Popen(
            self.command(size, work), env=self.environment(display), cwd=work,
            stdout=open(self.stdout_path, "w"), stderr=open(self.stderr_path, "w"),
            start_new_session=True)
        return self.process

    def live(self):
        """True once it reads input (Handoff says so on stderr; the others are taken to be live
        once their first picture is still)."""
        return True


class Handoff(Subject):
    name = "handoff"
    kinds = ("wheel", "drag")

    def __init__(self, binary):
        self.binary = binary

    def missing(self):
        return None if os.access(self.binary, os.X_OK) else "%s not found (swift build -c release)" % self.binary

    def version(self):
        return _output([self.binary, "--version"]) or "?"

    def command(self, size, work):
        self.summary_path = os.path.join(work, "handoff.out")
        self.log_path = os.path.join(work, "handoff-latency.jsonl")
        # The profiling overlay is shown (bottom right, clear of the watched strip at the left), so
        # the figure it showed is the one held against the outside measurement.
        return [self.binary, "run", "--size", "%dx%d" % size, "--overlay", "--summary", "--latency-log", self.log_path]

    def live(self):
        try:
            with open(self.stderr_path) as err:
                return "live: " in err.read()
        except OSError:
            return False


class Chromium(Subject):
    name = "chromium"

    def missing(self):
        return None if shutil.which("chromium") else "chromium is not installed (apt-get install chromium)"

    def version(self):
        return _output(["chromium", "--version"]).replace("Chromium ", "").split(" ")[0] or "?"

    def command(self, size, work):
        # Chromium refuses to run as root with its sandbox (containers, CI).
        sandbox = ["--no-sandbox"] if os.geteuid() == 0 else []
        return ["chromium"] + sandbox + ["--ozone-platform=x11", "--disable-gpu", "--disable-gpu-compositing",
                "--no-first-run", "--no-default-browser-check", "--disable-extensions",
                "--disable-background-networking", "--disable-component-update", "--password-store=basic",
                "--disable-features=Translate,MediaRouter", "--user-data-dir=" + os.path.join(work, "chromium"),
                "--window-position=0,0", "--window-size=%d,%d" % size, "--kiosk",
                "file://" + os.path.join(CONTENT, "list.html")]


class Firefox(Subject):
    name = "firefox"

    PREFERENCES = """user_pref("browser.shell.checkDefaultBrowser", false);
user_pref("browser.startup.homepage_override.mstone", "ignore");
user_pref("startup.homepage_welcome_url", "");
user_pref("browser.aboutwelcome.enabled", false);
user_pref("datareporting.policy.dataSubmissionEnabled", false);
user_pref("toolkit.telemetry.reportingpolicy.firstRun", false);
user_pref("app.update.enabled", false);
user_pref("browser.tabs.warnOnClose", false);
user_pref("browser.sessionstore.resume_from_crash", false);
"""

    def missing(self):
        return None if shutil.which("firefox-esr") else "firefox-esr is not installed (apt-get install firefox-esr)"

    def version(self):
        return _output(["firefox-esr", "--version"]).replace("Mozilla Firefox ", "") or "?"

    def command(self, size, work):
        profile = os.path.join(work, "firefox")
        os.makedirs(profile, exist_ok=True)
        with open(os.path.join(profile, "user.js"), "w") as prefs:
            prefs.write(self.PREFERENCES)
        return ["firefox-esr", "--no-remote", "--profile", profile, "--kiosk", "--width", str(size[0]),
                "--height", str(size[1]), "file://" + os.path.join(CONTENT, "list.html")]

    def environment(self, display):
        env = super().environment(display)
        env["MOZ_ENABLE_WAYLAND"] = "0"
        return env


class QtQuick(Subject):
    name = "qtquick"
    kinds = ("wheel", "drag")
    QML = "/usr/lib/qt6/bin/qml"

    def missing(self):
        return None if os.access(self.QML, os.X_OK) else "Qt's qml runtime is not installed (apt-get install qml-qt6 qml6-module-qtquick qml6-module-qtquick-window qt6-qpa-plugins)"

    def version(self):
        return _package_version("libqt6quick6")

    def command(self, size, work):
        path = os.path.join(work, "List.qml")
        with open(os.path.join(CONTENT, "List.qml")) as template:
            text = template.read().replace("WIDTH", str(size[0])).replace("HEIGHT", str(size[1]))
        with open(path, "w") as qml:
            qml.write(text)
        return [self.QML, path]

    def environment(self, display):
        env = super().environment(display)
        env.update(QT_QUICK_BACKEND="software", QT_QPA_PLATFORM="xcb")
        return env


class Gtk4(Subject):
    name = "gtk4"

    def missing(self):
        probe = subprocess.run(["/usr/bin/python3", "-c", "import gi; gi.require_version('Gtk', '4.0')"],
                               capture_output=True)
        return None if probe.returncode == 0 else "GTK 4 for Python is not installed (apt-get install python3-gi gir1.2-gtk-4.0)"

    def version(self):
        return _package_version("libgtk-4-1")

    def command(self, size, work):
        return ["/usr/bin/python3", os.path.join(CONTENT, "gtk_list.py"), str(size[0]), str(size[1])]

    def environment(self, display):
        env = super().environment(display)
        env.update(GDK_BACKEND="x11", GSK_RENDERER="cairo", NO_AT_BRIDGE="1")
        return env


def every(handoff_binary):
    """All five, in the order they run."""
    return [Handoff(handoff_binary), Chromium(), Firefox(), QtQuick(), Gtk4()]
