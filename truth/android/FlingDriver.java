// Runs AOSP's OverScroller (compiled unchanged, see README.md) through one fling as an app's
// scrolling view does, and prints every frame as one JSON object on standard output.
//
// The fling: fling(0, start, 0, velocity, 0, 0, min, max) with the animation clock at the lift,
// as a view calls it from its ACTION_UP. The frames: Choreographer runs one per vsync, with the
// animation clock locked to the vsync time in whole ms (frameTimeNanos / 1_000_000), and the
// view's computeScroll() calls computeScrollOffset() and reads getCurrY(). Frames start at the
// first vsync after the lift and stop at the frame where the scroller reports itself finished.
//
// Usage: java FlingDriver VELOCITY START MIN MAX FRAME_HZ LIFT_MS GRID_NS
//   VELOCITY  px/s (whole, as VelocityTracker's result is passed on)
//   START     the offset at the lift, px;  MIN, MAX  the scroll range, px
//   FRAME_HZ  the display's refresh rate;  LIFT_MS  the lift's uptime, whole ms
//   GRID_NS   a vsync time at or before the lift, ns: the frame grid's phase
import android.content.Context;
import android.view.animation.AnimationUtils;
import android.widget.OverScroller;

import java.util.Locale;

// getDuration() is deprecated in AOSP ("OverScrollers don't necessarily have a fixed duration");
// the file records what it says anyway, next to when the frames stop.
@SuppressWarnings("deprecation")
public final class FlingDriver {
    /** A fling that runs longer than this is a driver error, not a fling. */
    private static final long LONGEST_MS = 60_000;

    public static void main(String[] args) {
        if (args.length != 7) {
            System.err.println("usage: java FlingDriver VELOCITY START MIN MAX FRAME_HZ LIFT_MS GRID_NS");
            System.exit(64);
        }
        final int velocity = Integer.parseInt(args[0]);
        final int start = Integer.parseInt(args[1]);
        final int min = Integer.parseInt(args[2]);
        final int max = Integer.parseInt(args[3]);
        final double hz = Double.parseDouble(args[4]);
        final long liftMs = Long.parseLong(args[5]);
        final long gridNs = Long.parseLong(args[6]);
        // Vsync k at GRID_NS + round(k * 1e9 / hz) ns: whole ns without drift, so a 120-Hz
        // frame lands on 25 ms, not 1 ns before it (which the whole-ms clock would read as 24).
        final double periodNs = 1e9 / hz;

        // Density 1: 160 ppi, the density the android preset assumes.
        final OverScroller scroller = new OverScroller(new Context(1f));
        AnimationUtils.lockAnimationClock(liftMs);
        scroller.fling(0, start, 0, velocity, 0, 0, min, max);
        AnimationUtils.unlockAnimationClock();

        final StringBuilder out = new StringBuilder();
        out.append("{\"final_y\": ").append(scroller.getFinalY());
        out.append(", \"duration_ms\": ").append(scroller.getDuration());
        out.append(", \"java\": \"").append(System.getProperty("java.runtime.version")).append('"');
        out.append(", \"vm\": \"").append(System.getProperty("java.vm.name")).append('"');
        out.append(", \"period_ns\": ").append(String.format(Locale.ROOT, "%.3f", periodNs));
        out.append(", \"frames\": [");
        frame(out, liftMs * 1_000_000L, scroller, true);
        long k = 0;
        while (vsync(gridNs, k, periodNs) / 1_000_000L <= liftMs) {
            k++;
        }
        while (!scroller.isFinished()) {
            final long frameNs = vsync(gridNs, k++, periodNs);
            if (frameNs / 1_000_000L - liftMs > LONGEST_MS) {
                System.err.println("the fling did not finish within " + LONGEST_MS + " ms");
                System.exit(70);
            }
            AnimationUtils.lockAnimationClock(frameNs / 1_000_000L);
            scroller.computeScrollOffset();
            AnimationUtils.unlockAnimationClock();
            frame(out, frameNs, scroller, false);
        }
        out.append("], \"rest_y\": ").append(scroller.getCurrY()).append("}");
        System.out.println(out);
    }

    /** The time of vsync k, ns. */
    private static long vsync(long gridNs, long k, double periodNs) {
        return gridNs + Math.round(k * periodNs);
    }

    /** One frame: [vsync ms, getCurrY(), getCurrVelocity(), finished]. */
    private static void frame(StringBuilder out, long ns, OverScroller scroller, boolean first) {
        if (!first) {
            out.append(", ");
        }
        out.append(String.format(Locale.ROOT, "[%.6f, %d, %s, %b]", ns / 1e6, scroller.getCurrY(),
                Float.toString(scroller.getCurrVelocity()), scroller.isFinished()));
    }
}
