// Stand-in for android.util.Log (aosp-mirror/platform_frameworks_base 050275cd83f4a66dc3705714ccbe8db025626ce8
// core/java/android/util/Log.java). OverScroller logs one error (startAfterEdge called from a
// valid position); it goes to standard error, where the driver's caller sees it.
package android.util;

public final class Log {
    private Log() {
    }

    public static int e(String tag, String msg) {
        System.err.println("E/" + tag + ": " + msg);
        return 0;
    }
}
