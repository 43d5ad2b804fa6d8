// Stand-in for android.util.DisplayMetrics (aosp-mirror/platform_frameworks_base 050275cd83f4a66dc3705714ccbe8db025626ce8
// core/java/android/util/DisplayMetrics.java): only the public density field (1 = 160 dpi).
package android.util;

public class DisplayMetrics {
    public float density;
}
