// Stand-in for android.view.animation.AnimationUtils (aosp-mirror/platform_frameworks_base 050275cd83f4a66dc3705714ccbe8db025626ce8
// core/java/android/view/animation/AnimationUtils.java): the animation clock OverScroller reads.
// There, Choreographer locks the clock to the frame's vsync time (frameTimeNanos / 1e6, whole
// ms) while it runs a frame's callbacks, and an unlocked read is SystemClock.uptimeMillis().
// Here the driver is the only clock: it locks the time before every call into OverScroller, and
// an unlocked read is an error rather than a wall-clock reading.
package android.view.animation;

public class AnimationUtils {
    private static boolean sLocked;
    private static long sVsyncMillis;

    public static void lockAnimationClock(long vsyncMillis) {
        sLocked = true;
        sVsyncMillis = vsyncMillis;
    }

    public static void unlockAnimationClock() {
        sLocked = false;
    }

    public static long currentAnimationTimeMillis() {
        if (!sLocked) {
            throw new IllegalStateException("the animation clock was read while unlocked");
        }
        return sVsyncMillis;
    }
}
